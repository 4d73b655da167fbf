import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findToast, isDisabled, renderApp, renderWithProviders } from '../../../testing/render.tsx';
import { ShowcasePage } from './ShowcasePage.tsx';
import { gqlError, server } from '../../../testing/server.ts';
import { graphqlWsServer } from '../../../testing/graphqlWs.ts';
import {
  CastBallotDocument,
  ChangeBallotDocument,
  MyVotesDocument,
  ShowcaseCohortDocument,
  ShowcaseTeamSessionDocument,
  ShowcaseTeamsDocument,
  type ShowcaseCohortQuery,
  type ShowcaseTeamsQuery,
} from '../../../gql/graphql.ts';

type Cohort = NonNullable<ShowcaseCohortQuery['cohort']>;
type Team = ShowcaseTeamsQuery['showcase'][number];

const TAG = 'spring-25';
const cohort = (o: Partial<Cohort> = {}): Cohort => ({
  __typename: 'Cohort',
  tag: TAG,
  name: 'Spring 2025',
  description: 'Our spring founders',
  votingOpen: true,
  resultsVisible: false,
  ...o,
});
const team = (id: string, name: string, url: string | null = `${id}.example`): Team => ({
  __typename: 'ShowcaseTeam',
  id,
  name,
  avatarIcon: null,
  submittedWebsiteUrl: url,
  cohortTag: TAG,
});
const OWN = team('own', 'Orbit Labs');
const A = team('a', 'Comet Coffee');
const B = team('b', 'Nebula Notes');
const C = team('c', 'Rover Rentals');
const D = team('d', 'Star Studio');

interface Api {
  cohort?: Cohort | null;
  teams?: Team[];
  teamId?: string | null;
  votes?: { votedForTeamId: string; rank: number }[];
}

function api({ cohort: c = cohort(), teams = [OWN, A, B, C, D], teamId = 'own', votes = [] }: Api = {}) {
  const state = { votes, ballots: [] as { votedForTeamId: string; rank: number }[][], changes: [] as { votedForTeamId: string; rank: number }[][] };
  const live = graphqlWsServer();
  server.use(
    live.handler,
    graphql.query(ShowcaseCohortDocument, () => HttpResponse.json({ data: { __typename: 'Query', cohort: c } })),
    graphql.query(ShowcaseTeamsDocument, () => HttpResponse.json({ data: { __typename: 'Query', showcase: teams } })),
    graphql.query(ShowcaseTeamSessionDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', teamSession: teamId ? { __typename: 'TeamSession', teamId } : null } }),
    ),
    graphql.query(MyVotesDocument, () => HttpResponse.json({ data: { __typename: 'Query', myVotes: state.votes.map((v) => ({ __typename: 'Vote' as const, ...v })) } })),
    graphql.mutation(CastBallotDocument, async ({ variables }) => {
      await delay(30);
      const votes = (Array.isArray(variables.votes) ? variables.votes : [variables.votes]).map((v) => ({ votedForTeamId: String(v.votedForTeamId), rank: v.rank }));
      state.ballots.push(votes);
      state.votes = votes;
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          castBallot: {
            __typename: 'Ballot',
            cohortTag: TAG,
            voterTeamId: 'own',
            receipt: 'K7QM-2XPA-9RTE',
            votes: votes.map((v) => ({ __typename: 'Vote' as const, ...v })),
          },
        },
      });
    }),
    graphql.mutation(ChangeBallotDocument, async ({ variables }) => {
      await delay(30);
      const votes = (Array.isArray(variables.votes) ? variables.votes : [variables.votes]).map((v) => ({ votedForTeamId: String(v.votedForTeamId), rank: v.rank }));
      state.changes.push(votes);
      state.votes = [...votes].sort((x, y) => x.rank - y.rank);
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          changeBallot: {
            __typename: 'Ballot',
            cohortTag: TAG,
            voterTeamId: 'own',
            receipt: 'NEWR-CPT2-ABCD',
            votes: state.votes.map((v) => ({ __typename: 'Vote' as const, ...v })),
          },
        },
      });
    }),
  );
  return { state, live };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const card = (name: string) => screen.getByRole('article', { name });
const rankButton = (teamName: string, rank: '1st' | '2nd' | '3rd') =>
  within(within(card(teamName)).getByRole('group', { name: `Rank ${teamName}` })).getByRole('button', { name: rank });
const pressed = (el: HTMLElement) => el.getAttribute('aria-pressed') === 'true';

// The first render loads the lazy route chunks (cold transform): allow more than the 5 s default.
describe('showcase page', { timeout: 20_000 }, () => {
  it('shows Cohort Not Found for an unknown cohort', async () => {
    api({ cohort: null });
    renderApp('/showcase/nope');
    expect(await heading('Cohort Not Found')).toBeTruthy();
    expect(screen.getByText('Please check the URL and try again.')).toBeTruthy();
  });

  it('uses the cohort name and description, with the defaults when missing, and links to the results', async () => {
    api({ cohort: cohort({ name: '', description: null }) });
    renderApp(`/showcase/${TAG}`);
    expect(await heading('Cohort Showcase')).toBeTruthy();
    expect(screen.getByText('View and vote for the best website submissions from this cohort.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Results' }).getAttribute('href')).toBe(`/results/${TAG}`);
  });

  it('ranks the top 3 by keyboard and mouse: no self-vote, unique ranks, re-rank and clear, announced live', async () => {
    const { state } = api();
    const { user } = renderApp(`/showcase/${TAG}`);
    expect(await heading('Spring 2025')).toBeTruthy();
    expect(screen.getByText('Our spring founders')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Voting Instructions' })).toBeTruthy();
    expect(screen.getByText("You cannot vote for your own team's submission.")).toBeTruthy();

    // The own card is labelled and has no rank buttons.
    const own = card('Orbit Labs');
    expect(within(own).getByText("Your Team's Submission")).toBeTruthy();
    expect(within(own).queryByRole('group')).toBeNull();
    expect(within(own).queryByRole('button')).toBeNull();

    const submit = screen.getByRole('button', { name: 'Submit Votes' });
    expect(isDisabled(submit)).toBe(true);

    // Keyboard: focus the 1st button of Comet Coffee and press Enter.
    rankButton('Comet Coffee', '1st').focus();
    await user.keyboard('{Enter}');
    expect(pressed(rankButton('Comet Coffee', '1st'))).toBe(true);
    expect(within(card('Comet Coffee')).getByText('1st', { selector: 'span, span *' })).toBeTruthy();
    expect(screen.getByText(/Comet Coffee ranked 1st\. 1 of 3 ranks chosen\./)).toBeTruthy();
    // 1st is taken: other teams' 1st buttons are disabled.
    expect(isDisabled(rankButton('Nebula Notes', '1st'))).toBe(true);

    // Re-rank: Comet Coffee moves to 2nd; 1st frees up.
    await user.click(rankButton('Comet Coffee', '2nd'));
    expect(pressed(rankButton('Comet Coffee', '2nd'))).toBe(true);
    expect(pressed(rankButton('Comet Coffee', '1st'))).toBe(false);
    expect(isDisabled(rankButton('Nebula Notes', '1st'))).toBe(false);
    expect(screen.getByText(/Comet Coffee moved to 2nd place\./)).toBeTruthy();

    // Clear: pressing the chosen rank again.
    await user.click(rankButton('Comet Coffee', '2nd'));
    expect(pressed(rankButton('Comet Coffee', '2nd'))).toBe(false);
    expect(screen.getByText(/2nd place cleared for Comet Coffee\. 0 of 3 ranks chosen\./)).toBeTruthy();

    await user.click(rankButton('Nebula Notes', '1st'));
    await user.click(rankButton('Rover Rentals', '2nd'));
    expect(isDisabled(submit)).toBe(true);
    await user.click(rankButton('Star Studio', '3rd'));
    // At most 3: every rank is held, so the fourth team's buttons are all disabled.
    for (const r of ['1st', '2nd', '3rd'] as const) expect(isDisabled(rankButton('Comet Coffee', r))).toBe(true);
    expect(isDisabled(submit)).toBe(false);

    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeTruthy();
    expect(await findToast('Votes submitted successfully')).toBeTruthy();
    expect(screen.getByText('Thank you for participating in the showcase voting!')).toBeTruthy();
    expect(state.ballots).toEqual([
      [
        { votedForTeamId: 'b', rank: 1 },
        { votedForTeamId: 'c', rank: 2 },
        { votedForTeamId: 'd', rank: 3 },
      ],
    ]);
    // Refetched: the thank-you banner, the cast ranks as badges, no more buttons.
    expect(await screen.findByRole('heading', { name: 'Thank you for voting!' })).toBeTruthy();
    expect(screen.getByText('You have already submitted your votes for this cohort.')).toBeTruthy();
    // The receipt is shown and kept in the browser for the check after the reveal.
    expect(screen.getByText('K7QM-2XPA-9RTE')).toBeTruthy();
    expect(window.localStorage.getItem(`ballot_receipt_${TAG}`)).toBe('K7QM-2XPA-9RTE');
    expect(screen.queryByRole('button', { name: 'Submit Votes' })).toBeNull();
    expect(within(card('Nebula Notes')).queryByRole('group')).toBeNull();
    expect(within(card('Rover Rentals')).getByText('2nd')).toBeTruthy();
  });

  it('changes a cast ballot while voting is open: starts from the cast ranks, keeps the new receipt; closed voting offers no change', async () => {
    const cast = [
      { votedForTeamId: 'a', rank: 1 },
      { votedForTeamId: 'b', rank: 2 },
      { votedForTeamId: 'c', rank: 3 },
    ];
    const { state, live } = api({ votes: cast });
    window.localStorage.setItem(`ballot_receipt_${TAG}`, 'K7QM-2XPA-9RTE');
    const { user } = renderApp(`/showcase/${TAG}`);
    expect(await screen.findByRole('heading', { name: 'Thank you for voting!' })).toBeTruthy();
    expect(within(card('Comet Coffee')).queryByRole('group')).toBeNull();

    // Changing starts from the cast ballot; keeping it changes nothing.
    await user.click(screen.getByRole('button', { name: 'Change Your Votes' }));
    expect(pressed(rankButton('Comet Coffee', '1st'))).toBe(true);
    expect(pressed(rankButton('Rover Rentals', '3rd'))).toBe(true);
    expect(screen.getByText(/Until you do, your current votes count\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep My Votes' }));
    expect(within(card('Comet Coffee')).queryByRole('group')).toBeNull();
    expect(state.changes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Change Your Votes' }));
    await user.click(rankButton('Rover Rentals', '3rd')); // clears 3rd
    await user.click(rankButton('Star Studio', '3rd'));
    await user.click(screen.getByRole('button', { name: 'Submit Changed Votes' }));
    expect(await findToast('Ballot changed')).toBeTruthy();
    expect(state.changes).toEqual([
      [
        { votedForTeamId: 'a', rank: 1 },
        { votedForTeamId: 'b', rank: 2 },
        { votedForTeamId: 'd', rank: 3 },
      ],
    ]);
    expect(await screen.findByText('NEWR-CPT2-ABCD')).toBeTruthy();
    expect(window.localStorage.getItem(`ballot_receipt_${TAG}`)).toBe('NEWR-CPT2-ABCD');
    expect(within(card('Star Studio')).getByText('3rd')).toBeTruthy();
    expect(within(card('Rover Rentals')).queryByText('3rd')).toBeNull();

    // Voting closes live: the offer goes, the cast ranks stay.
    await user.click(screen.getByRole('button', { name: 'Change Your Votes' }));
    await waitFor(() => expect(live.subscribed('ShowcaseCohortChanged', { tag: TAG })).toHaveLength(1));
    act(() => void live.push('ShowcaseCohortChanged', { cohortChanged: cohort({ votingOpen: false }) }, { tag: TAG }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Change Your Votes' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Submit Changed Votes' })).toBeNull();
    expect(within(card('Star Studio')).getByText('3rd')).toBeTruthy();
  });

  it('offers only 1st and 2nd with two eligible teams, only 1st with one', async () => {
    api({ teams: [OWN, A, B] });
    const view = renderApp(`/showcase/${TAG}`);
    await heading('Spring 2025');
    expect(
      within(card('Comet Coffee'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1st', '2nd']);
    expect(screen.getByText('Select your top 2 favourite submissions using the rank buttons 1st and 2nd.')).toBeTruthy();
    view.unmount();

    server.resetHandlers();
    api({ teams: [OWN, A] });
    const { user } = renderApp(`/showcase/${TAG}`);
    await heading('Spring 2025');
    expect(screen.getByText('There is one other submission: select it as your favourite with the 1st button.')).toBeTruthy();
    expect(within(card('Comet Coffee')).queryByRole('button', { name: '2nd' })).toBeNull();
    await user.click(rankButton('Comet Coffee', '1st'));
    expect(isDisabled(screen.getByRole('button', { name: 'Submit Votes' }))).toBe(false);
  });

  it('shows the server message when the ballot is refused', async () => {
    api({ teams: [OWN, A] });
    server.use(graphql.mutation(CastBallotDocument, () => gqlError('Voting is not open for this cohort', 'CONFLICT')));
    const { user } = renderApp(`/showcase/${TAG}`);
    await heading('Spring 2025');
    await user.click(rankButton('Comet Coffee', '1st'));
    await user.click(screen.getByRole('button', { name: 'Submit Votes' }));
    expect(await findToast('Failed to submit votes')).toBeTruthy();
    expect(screen.getByText('Voting is not open for this cohort')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Votes' })).toBeTruthy();
  });

  it('Visit Website: https:// added when missing, kept when present, # when empty; new tab', async () => {
    api({ teams: [OWN, team('x', 'Bare Host', 'bare.example/path'), team('y', 'Plain Http', 'http://plain.example'), team('z', 'No Url', '')] });
    renderApp(`/showcase/${TAG}`);
    await heading('Spring 2025');
    const link = (name: string) => within(card(name)).getByRole('link', { name: /^Visit Website/ });
    expect(link('Bare Host').getAttribute('href')).toBe('https://bare.example/path');
    expect(link('Bare Host').getAttribute('target')).toBe('_blank');
    expect(link('Bare Host').getAttribute('rel')).toBe('noopener noreferrer');
    expect(link('Plain Http').getAttribute('href')).toBe('http://plain.example');
    expect(link('No Url').getAttribute('href')).toBe('#');
    expect(link('Orbit Labs').getAttribute('href')).toBe('https://own.example');
  });

  it('never renders a team name as markup', async () => {
    api({ teams: [OWN, team('x', '<img src=x onerror=alert(1)>Evil')] });
    renderApp(`/showcase/${TAG}`);
    await heading('Spring 2025');
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>Evil' })).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('banners and body states of the spec', async () => {
    const cases: { api: Api; banner?: string; text?: string; body?: string }[] = [
      { api: { teamId: 'own', teams: [A, B] }, banner: 'Submit Required to Vote', body: 'Submit Your Website First' },
      { api: { teamId: null, teams: [A, B] }, banner: 'Team Session Required' },
      { api: { teamId: 'own', cohort: cohort({ votingOpen: false }) }, banner: 'Voting Not Open Yet' },
      { api: { teamId: 'own', votes: [{ votedForTeamId: 'a', rank: 1 }] }, banner: 'Thank you for voting!' },
      { api: { teamId: null, teams: [] }, body: 'No submissions yet' },
      { api: { teamId: 'own', teams: [OWN] }, body: 'Only Your Team Has Submitted' },
    ];
    for (const c of cases) {
      server.resetHandlers();
      api(c.api);
      const view = renderApp(`/showcase/${TAG}`);
      await heading('Spring 2025');
      if (c.banner) expect(screen.getByRole('heading', { level: 2, name: c.banner }), c.banner).toBeTruthy();
      if (c.body) expect(screen.getByRole('heading', { level: 2, name: c.body }), c.body).toBeTruthy();
      view.unmount();
    }
  });

  it('without a session shows the submissions but no rank buttons; the debug strip tells why', async () => {
    api({ teamId: null, teams: [A, B] });
    renderApp(`/showcase/${TAG}`);
    await heading('Spring 2025');
    expect(card('Comet Coffee')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Votes' })).toBeNull();
    const debug = screen.getByRole('region', { name: 'Debug' });
    expect(debug.textContent).toContain('Voting open:yes');
    expect(debug.textContent).toContain('Team ID:none');
    expect(debug.textContent).toContain('Eligible teams:2');
  });

  it('debug strip for a team in the cohort', async () => {
    api();
    renderApp(`/showcase/${TAG}`);
    await heading('Spring 2025');
    const text = screen.getByRole('region', { name: 'Debug' }).textContent;
    for (const t of ['Voting open:yes', 'Team ID:own', 'Has submitted:yes', 'Has voted:no', 'Eligible teams:4', `Team cohort:${TAG}`, 'Team name:Orbit Labs']) {
      expect(text).toContain(t);
    }
  });

  it("shows 'N of M teams have voted', live, counts only", async () => {
    const { live } = api({ cohort: cohort({ votingOpen: true }) });
    renderApp(`/showcase/${TAG}`);
    await heading('Spring 2025');
    const progress = await screen.findByTestId('voting-progress');
    await waitFor(() => expect(progress.textContent).toBe('1 of 3 teams have voted'));
    await waitFor(() => expect(live.subscribed('VotingProgressChanged', { cohortTag: TAG })).toHaveLength(1));
    act(
      () =>
        void live.push('VotingProgressChanged', {
          votingProgressChanged: { __typename: 'VotingProgress', cohortTag: TAG, votedCount: 2, eligibleCount: 3 },
        }),
    );
    await waitFor(() => expect(screen.getByTestId('voting-progress').textContent).toBe('2 of 3 teams have voted'));
  });

  it('opens and closes voting live, without a reload', async () => {
    const { live } = api({ cohort: cohort({ votingOpen: false }) });
    renderApp(`/showcase/${TAG}`);
    await heading('Spring 2025');
    expect(screen.getByRole('heading', { name: 'Voting Not Open Yet' })).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    await waitFor(() => expect(live.subscribed('ShowcaseCohortChanged', { tag: TAG })).toHaveLength(1));

    act(() => void live.push('ShowcaseCohortChanged', { cohortChanged: cohort({ votingOpen: true }) }, { tag: TAG }));
    expect(await screen.findByRole('heading', { name: 'Voting Instructions' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Rank Comet Coffee' })).toBeTruthy();

    act(() => void live.push('ShowcaseCohortChanged', { cohortChanged: cohort({ votingOpen: false }) }, { tag: TAG }));
    expect(await screen.findByRole('heading', { name: 'Voting Not Open Yet' })).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('showcase page in another language', { timeout: 20_000 }, () => {
  it('in German: banner, rank buttons, announcement and submit, with no English left', async () => {
    api();
    const { user } = renderWithProviders(<ShowcasePage tag={TAG} />, `/showcase/${TAG}`, 'de');
    expect(await heading('Spring 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Anleitung zur Abstimmung' })).toBeTruthy();
    expect(within(card('Orbit Labs')).getByText('Einreichung deines Teams')).toBeTruthy();
    const group = within(card('Comet Coffee')).getByRole('group', { name: 'Platz für Comet Coffee' });
    await user.click(within(group).getByRole('button', { name: '1.' }));
    expect(await screen.findByText('Comet Coffee auf dem 1. Platz. 1 von 3 Plätzen gewählt.')).toBeTruthy();
    expect(within(card('Comet Coffee')).getByText('Platz').textContent).toBe(' Platz');
    expect(screen.getByText('Gewählte Plätze: 1 von 3. Vergib jeden Platz genau einmal, um abzustimmen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stimmen abgeben' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ergebnisse ansehen' })).toBeTruthy();
    expect(screen.queryByText('Voting Instructions')).toBeNull();
    expect(screen.queryByRole('button', { name: '1st' })).toBeNull();
  });

  it('in Arabic: right to left, ranks in words', async () => {
    api();
    renderWithProviders(<ShowcasePage tag={TAG} />, `/showcase/${TAG}`, 'ar');
    expect(await heading('Spring 2025')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    const group = within(card('Nebula Notes')).getByRole('group', { name: 'ترتيب Nebula Notes' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['الأول', 'الثاني', 'الثالث']);
    expect(screen.getByRole('button', { name: 'إرسال الأصوات' })).toBeTruthy();
  });
});
