import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render.tsx';
import { gqlError, makeTeam, server } from '../../../testing/server.ts';
import { AllPhaseDataDocument, TeamByCodeDocument, TeamLoginDocument } from '../../../gql/graphql.ts';
import { collabServer } from '../../../testing/collabWs.ts';
import { withoutToken } from './useTokenLogin.ts';

function teamHandlers() {
  server.use(
    // The session is the team's (logged in by its link): the answer carries the token.
    graphql.query(TeamByCodeDocument, () => HttpResponse.json({ data: { __typename: 'Query', team: makeTeam({ accessToken: 'team-token-0123456789' }) } })),
    collabServer().handler,
    graphql.query(AllPhaseDataDocument, () => HttpResponse.json({ data: { __typename: 'Query', allPhaseData: [] } })),
  );
}

describe('secure link token', () => {
  it('keeps everything but the token', () => {
    expect(withoutToken('http://x.test/phase/1?team_id=AB12&token=abc#top')).toBe('/phase/1?team_id=AB12#top');
  });

  it('logs the team in on load and removes the token from the address bar', async () => {
    teamHandlers();
    let token = '';
    server.use(
      graphql.mutation(TeamLoginDocument, ({ variables }) => {
        token = variables.accessToken;
        return HttpResponse.json({ data: { __typename: 'Mutation', teamLogin: { __typename: 'TeamSession', teamId: makeTeam().id } } });
      }),
    );
    renderApp('/phase/1?team_id=AB12&token=secret-token');
    await waitFor(() => expect(window.location.search).toBe('?team_id=AB12'));
    expect(token).toBe('secret-token');
    expect(window.location.pathname).toBe('/phase/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Market & Competitor Research' })).toBeTruthy();
  });

  it('only logs a failed login', async () => {
    teamHandlers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(graphql.mutation(TeamLoginDocument, () => gqlError('Unknown token', 'UNAUTHENTICATED')));
    renderApp('/phase/1?team_id=AB12&token=bad');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Team login from the link token failed', expect.anything()));
    expect(window.location.search).toBe('?team_id=AB12&token=bad');
    expect(screen.queryByText('Authentication Failed')).toBeNull();
  });
});
