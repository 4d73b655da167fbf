import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render.tsx';
import { emptyAgenda, makeTeam, server } from '../../../testing/server.ts';
import { collabServer } from '../../../testing/collabWs.ts';
import { graphqlWsServer } from '../../../testing/graphqlWs.ts';
import { AgendaDocument, AllPhaseDataDocument, JoinTeamDocument, TeamByCodeDocument } from '../../../gql/graphql.ts';

/** A team of cohort 'spring' on its phase page, the agenda as given. */
function teamInCohort(agenda: ReturnType<typeof emptyAgenda>) {
  const team = makeTeam({ cohortTag: 'spring' });
  const live = collabServer({});
  const gqlWs = graphqlWsServer();
  server.use(
    gqlWs.handler,
    graphql.query(TeamByCodeDocument, () => HttpResponse.json({ data: { __typename: 'Query', team } })),
    graphql.mutation(JoinTeamDocument, () => HttpResponse.json({ data: { __typename: 'Mutation', joinTeam: { ...team, accessToken: 'joined-token-0123456789' } } })),
    graphql.query(AllPhaseDataDocument, () => HttpResponse.json({ data: { __typename: 'Query', allPhaseData: [] } })),
    // Answered with the server's clock as it answers (the page measures its own against it).
    graphql.query(AgendaDocument, () => HttpResponse.json({ data: { __typename: 'Query', agenda: { ...agenda, serverTime: new Date().toISOString() } } })),
    live.handler,
  );
  return gqlWs;
}

describe("the room's pace on a team's phase page", () => {
  it('shows the running countdown from the stored times, the announcement banner (dismissible, reopenable) and the hold on Continue', async () => {
    const now = Date.now();
    const running = {
      ...emptyAgenda('spring', new Date(now).toISOString()),
      status: 'running',
      items: [{ __typename: 'AgendaItem' as const, phase: 1, plannedMs: 600_000, durationMs: 600_000 }],
      startedAt: new Date(now - 120_000).toISOString(),
      itemStartedAt: new Date(now - 120_000).toISOString(),
      hold: 1,
      announcements: [{ __typename: 'Announcement' as const, id: 'a1', text: 'Lunch at 12:30', at: new Date(now - 5000).toISOString() }],
    };
    const gqlWs = teamInCohort(running);
    renderApp('/phase/1?team_id=AB12');
    const pace = await screen.findByRole('region', { name: 'Workshop pace' }, { timeout: 5000 });
    // Ten minutes from two minutes before the test began: the time left to that stored end, to the second.
    const [m, sec] = within(pace).getByRole('timer').textContent!.split(':').map(Number);
    const left = (now + 480_000 - Date.now()) / 1000;
    expect(m! * 60 + sec!).toBeGreaterThanOrEqual(Math.floor(left) - 1);
    expect(m! * 60 + sec!).toBeLessThanOrEqual(Math.ceil(left) + 1);

    expect(within(pace).getByText('Lunch at 12:30')).toBeTruthy();
    await userEvent.click(within(pace).getByRole('button', { name: 'Dismiss announcement: Lunch at 12:30' }));
    expect(within(pace).queryByRole('button', { name: /^Dismiss/ })).toBeNull();
    await userEvent.click(within(pace).getByRole('button', { name: 'Announcements (1)' }));
    expect(within(within(pace).getByRole('list', { name: 'Announcements' })).getByText('Lunch at 12:30')).toBeTruthy();

    const reason = screen.getByText(/Your instructor is holding the room at phase 1/);
    const next = screen.getByRole('button', { name: 'Continue to Phase 2' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(next.getAttribute('aria-describedby')).toBe(reason.id);

    // Live: the instructor pauses, withdraws the announcement and releases the hold.
    await waitFor(() => expect(gqlWs.subscribed('AgendaChanged', { cohortTag: 'spring' })).toHaveLength(1));
    const pausedAt = new Date().toISOString();
    gqlWs.push('AgendaChanged', { agendaChanged: { ...running, status: 'paused', pausedAt, hold: null, announcements: [], serverTime: pausedAt } });
    expect(await within(pace).findByText('Paused')).toBeTruthy();
    expect(within(pace).queryByText('Lunch at 12:30')).toBeNull();
    await waitFor(() => expect(screen.queryByText(/holding the room/)).toBeNull());
  });

  it('shows nothing of the kind without an agenda or announcements', async () => {
    teamInCohort(emptyAgenda('spring'));
    renderApp('/phase/1?team_id=AB12');
    await screen.findByRole('button', { name: 'Continue to Phase 2' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Workshop pace' })).toBeNull();
    expect(screen.queryByText(/holding the room/)).toBeNull();
  });
});
