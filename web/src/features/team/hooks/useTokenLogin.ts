import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { TeamLoginMutation } from '../graphql/teamLogin.ts';
import { TeamByCodeQuery } from '../graphql/teamByCode.ts';

/** The address without its token parameter (everything else, team_id included, stays). */
export function withoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('token');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The team session (docs/PRODUCT.md#teams): on app load a `token` query parameter starts a team
 * session. On success the token leaves the address bar (history.replaceState, so it is not kept in
 * the history either); on failure it is only logged.
 */
export function useTokenLogin() {
  // The session this starts reaches the page's live views by itself (lib/apollo.ts: a session
  // change restarts the live socket, and views that need the session read again).
  const [login] = useMutation(TeamLoginMutation);
  const client = useApolloClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) return;
    login({ variables: { accessToken: token } })
      .then(async () => {
        // The token leaves the address only once the team is read again as the session's own:
        // the phase page joins by code a team it reads without its token once no token is in
        // the address. A failed read changes nothing here (the login itself landed).
        await Promise.resolve(client.refetchQueries({ include: [TeamByCodeQuery] })).catch(() => {});
        window.history.replaceState(window.history.state, '', withoutToken(window.location.href));
      })
      .catch((error: unknown) => {
        console.error('Team login from the link token failed', error);
      });
  }, [login, client]);
}
