import { useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { useOnline } from '../../../lib/offline.ts';
import { useJoinTeam } from './useJoinTeam.ts';
import type { Team } from './useTeam.ts';

const m = defineMessages({
  notFound: { id: 'team.access.notFound', defaultMessage: 'No team found with that code. Please check and try again.' },
  failed: { id: 'team.access.failed', defaultMessage: 'Failed to join team. Please try again.' },
});

/**
 * Whether this browser may work on the page's team, joining it when it may not yet. A team's
 * answers need the team's session; a session that has not joined the team (a teammate who
 * pasted the page's address) is not shown its secure link (accessToken), so the page joins with
 * the code it already holds, before opening the team's document. `rejoin` joins again when the
 * server refused the session later (it logged out, or its session was lost).
 */
export function useTeamAccess(team: Team | null) {
  const intl = useIntl();
  const join = useJoinTeam();
  const [failure, setFailure] = useState<string | null>(null);
  // Once the page may work on a team it stays so: a later answer that hides the token (a public
  // list of teams) must not close the open document; a refusal from the server calls `rejoin`.
  const [allowed, setAllowed] = useState<string | null>(null);
  const code = team?.code ?? null;
  // A secure link's token in the address is logging this browser in already (useTokenLogin, which
  // then reads the team again): joining at the same time would race it for the session.
  const linkLogin = new URLSearchParams(window.location.search).has('token');
  const needsJoin = Boolean(team) && !team?.accessToken && allowed !== team?.id && !linkLogin;
  useEffect(() => {
    if (team?.accessToken && allowed !== team.id) setAllowed(team.id);
  }, [team?.id, team?.accessToken, allowed]);

  const rejoin = useCallback(async (): Promise<boolean> => {
    if (!code) return false;
    try {
      const joined = await join(code);
      setFailure(joined ? null : intl.formatMessage(m.notFound));
      if (joined) setAllowed(joined.id);
      return Boolean(joined);
    } catch (error) {
      setFailure(graphqlErrorMessage(error) ?? intl.formatMessage(m.failed));
      return false;
    }
  }, [code, join, intl]);

  // Offline, the page works on what this device keeps of the team (docs/PRODUCT.md#offline): the
  // join is left to the team's document, which calls `rejoin` if the server refuses it once back.
  const online = useOnline();
  const teamId = team?.id ?? null;
  useEffect(() => {
    if (!needsJoin || !teamId) return;
    if (online) void rejoin();
    else setAllowed(teamId);
  }, [needsJoin, online, teamId, rejoin]);

  return { ready: Boolean(team) && !needsJoin, failure, rejoin };
}
