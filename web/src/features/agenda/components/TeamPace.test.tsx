import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render.tsx';
import { emptyAgenda, makeTeam, server } from '../../../testing/server.ts';
import { collabServer } from '../../../testing/collabWs.ts';
import { graphqlWsServer } from '../../../testing/graphqlWs.ts';
import { AgendaDocument, AllPhaseDataDocument, JoinTeamDocument, TeamByCodeDocument } from '../../../gql/graphql.ts';

/** A team of cohort 'spring' (at `currentPhase`) on its phase page, the agenda as given. */
function teamInCohort(agenda: ReturnType<typeof emptyAgenda>, currentPhase = 1) {
  const team = makeTeam({ cohortTag: 'spring', currentPhase });
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
    // The clock stands still (timers still run; setup.ts restores it after the test): the page's
    // estimate of the server's clock is then exact, and the countdown can be checked to the second
    // however slow the machine is.
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
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
    const pace = await screen.findByRole('region', { name: 'Workshop pace' });
    // Ten minutes from two minutes before the test began: the time left to that stored end, to the second.
    expect(within(pace).getByRole('timer').textContent).toBe('8:00');

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
    await screen.findByRole('button', { name: 'Continue to Phase 2' });
    expect(screen.queryByRole('region', { name: 'Workshop pace' })).toBeNull();
    expect(screen.queryByText(/holding the room/)).toBeNull();
  });

  it('a hold never stops a team the instructor moved past it from going back, only from going forward', async () => {
    // Held at 3; the instructor moved the team to phase 5; a member looks back at phase 4.
    const announcements = [{ __typename: 'Announcement' as const, id: 'a1', text: 'Held at 3', at: new Date().toISOString() }];
    teamInCohort({ ...emptyAgenda('spring'), status: 'planned', hold: 3, announcements }, 5);
    renderApp('/phase/4?team_id=AB12');
    // The agenda (and its hold) has arrived once its announcement shows.
    await screen.findByText('Held at 3');
    await screen.findByRole('button', { name: 'Continue to Phase 5' });
    // (Continue may still wait for the phase's required fields; the hold says nothing here.)
    expect(screen.queryByText(/holding the room/)).toBeNull();
  });

  it('what the subscription brings is never put back by an older read: once live, the page reads the agenda only over the socket', async () => {
    // The agenda as the page first reads it, and every later read over HTTP answered with it too:
    // an answer read before an announcement, landing after the subscription brought it.
    let reads = 0;
    const gqlWs = teamInCohort(emptyAgenda('spring'));
    server.use(
      graphql.query(AgendaDocument, () => {
        reads += 1;
        return HttpResponse.json({ data: { __typename: 'Query', agenda: { ...emptyAgenda('spring'), serverTime: new Date().toISOString() } } });
      }),
    );
    renderApp('/phase/1?team_id=AB12');
    await waitFor(() => expect(gqlWs.subscribed('AgendaChanged', { cohortTag: 'spring' })).toHaveLength(1));
    // The subscription's start: the agenda as it is once the subscription is in place.
    const announced = {
      ...emptyAgenda('spring'),
      announcements: [{ __typename: 'Announcement' as const, id: 'a1', text: 'Made as the socket opened', at: new Date().toISOString() }],
    };
    gqlWs.push('AgendaChanged', { agendaChanged: announced });
    const pace = await screen.findByRole('region', { name: 'Workshop pace' });
    expect(within(pace).getByText('Made as the socket opened')).toBeTruthy();
    // One read (before the subscription), none when the socket opened, so none could land after the start.
    expect(reads).toBe(1);
  });

  describe('a bring is carried out once per team', () => {
    /** A bring to phase 3 made `agoMs` ago, moving pages `noticeMs` after it. */
    const brought = (agoMs: number, noticeMs: number) => {
      const at = Date.now() - agoMs;
      return {
        ...emptyAgenda('spring'),
        status: 'planned',
        bring: { __typename: 'AgendaBring' as const, phase: 3, at: new Date(at).toISOString(), moveAt: new Date(at + noticeMs).toISOString() },
        announcements: [{ __typename: 'Announcement' as const, id: 'a1', text: 'Back at 3', at: new Date(at).toISOString() }],
      };
    };

    it('a teammate who opens the page after the team followed the bring and moved on is left where the team is', async () => {
      // The bring was 30 s ago; the team followed it and continued to phase 4.
      teamInCohort(brought(30_000, 10_000), 4);
      renderApp('/phase/4?team_id=AB12');
      const pace = await screen.findByRole('region', { name: 'Workshop pace' });
      expect(within(pace).getByText('Back at 3')).toBeTruthy();
      await act(async () => {});
      expect(screen.queryByText(/bringing everyone/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Continue to Phase 5' })).toBeTruthy();
    });

    it('a teammate who opens the page while the team is still where the bring put it is brought there', async () => {
      teamInCohort(brought(5_000, 60_000), 3);
      renderApp('/phase/2?team_id=AB12');
      expect(await screen.findByText(/Your instructor is bringing everyone to Phase 3/)).toBeTruthy();
    });

    it('a page open when the bring arrives follows it', async () => {
      const gqlWs = teamInCohort(emptyAgenda('spring'), 2);
      renderApp('/phase/2?team_id=AB12');
      await screen.findByRole('button', { name: 'Continue to Phase 3' });
      await waitFor(() => expect(gqlWs.subscribed('AgendaChanged', { cohortTag: 'spring' })).toHaveLength(1));
      const agenda = brought(0, 60_000);
      gqlWs.push('AgendaChanged', { agendaChanged: { ...agenda, serverTime: new Date().toISOString() } });
      expect(await screen.findByText(/Your instructor is bringing everyone to Phase 3/)).toBeTruthy();
    });
  });
});
