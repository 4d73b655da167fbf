import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TIE_BREAK_RULE, type ResultRow as DomainRow } from '@fit/events/ballot/tally';
import { rowsAtStage } from '@fit/events/cohort/stages';
import { renderApp, renderWithProviders } from '../../../testing/render.tsx';
import { ResultsPage } from './ResultsPage.tsx';
import { server } from '../../../testing/server.ts';
import { graphqlWsServer } from '../../../testing/graphqlWs.ts';
import { CohortResultsDocument, PresentationDocument, ResultsCohortStatusDocument, VerifyReceiptDocument, type CohortResultsQuery } from '../../../gql/graphql.ts';

// jsdom has no canvas: stand in for canvas-confetti and count the shots.
const confetti = vi.hoisted(() => {
  const fire = vi.fn((_options?: object) => null);
  const instance = Object.assign(fire, { reset: vi.fn() });
  return { fire, create: vi.fn((_canvas: HTMLCanvasElement, _options: object) => instance) };
});
vi.mock('canvas-confetti', () => ({ default: { create: confetti.create } }));
// Loaded once here so the page's lazy import resolves at once under fake timers.
await import('canvas-confetti');

type Row = CohortResultsQuery['results'][number];
const TAG = 'spring-25';

const row = (rank: number, teamName: string, totalPoints: number, votes: [number, number, number], websiteUrl: string | null = null): Row => ({
  __typename: 'ResultRow',
  rank,
  teamId: `team-${teamName || 'unknown'}`,
  teamName,
  erased: false,
  avatarIcon: null,
  websiteUrl,
  totalPoints,
  votes: votes.map((count, i) => ({ __typename: 'RankCount' as const, rank: i + 1, count })),
});

const ROWS: Row[] = [
  row(1, 'Comet Coffee', 8, [2, 1, 0], 'comet.example'),
  row(2, 'Nebula Notes', 5, [1, 1, 0], 'https://nebula.example'),
  row(3, 'Rover Rentals', 3, [0, 1, 1]),
  row(4, '', 1, [0, 0, 1], 'unknown.example'),
];

function api({ status = { name: 'Spring 2025', resultsVisible: true } as { name: string; resultsVisible: boolean } | null, rows = ROWS, slow = false } = {}) {
  const calls = { results: 0 };
  const live = graphqlWsServer();
  server.use(
    live.handler,
    graphql.query(ResultsCohortStatusDocument, async () => {
      if (slow) await delay(300);
      return HttpResponse.json({ data: { __typename: 'Query', cohortStatus: status && { __typename: 'CohortStatus', ...status } } });
    }),
    graphql.query(CohortResultsDocument, () => {
      calls.results++;
      return HttpResponse.json({ data: { __typename: 'Query', results: rows } });
    }),
  );
  return { calls, live };
}

function reducedMotion(on: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: on && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {}, onchange: null }) as unknown as MediaQueryList,
  );
}
window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const winnersButton = () => screen.findByRole('button', { name: 'And the winners are...' });
const place = (n: 1 | 2 | 3) => document.querySelector<HTMLElement>(`[data-place="${n}"]`);

describe('results page', { timeout: 20_000 }, () => {
  it('1. unknown cohort: Cohort Not Found', async () => {
    api({ status: null });
    renderApp('/results/nope');
    expect(await h1('Cohort Not Found')).toBeTruthy();
    expect(screen.getByText('Please check the URL and try again.')).toBeTruthy();
  });

  it('2. a spinner while loading', async () => {
    api({ slow: true });
    renderApp(`/results/${TAG}`);
    expect(await screen.findByText('Loading results…')).toBeTruthy();
    expect(await h1('Voting Results: Spring 2025')).toBeTruthy();
  });

  it('3. hidden results: title and Results Not Yet Available, without asking for results', async () => {
    const { calls } = api({ status: { name: 'Spring 2025', resultsVisible: false } });
    renderApp(`/results/${TAG}`);
    expect(await h1('Voting Results: Spring 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Results Not Yet Available' })).toBeTruthy();
    expect(screen.getByText('The final votes are being tallied. Please check back later!')).toBeTruthy();
    expect(calls.results).toBe(0);
  });

  it('4. visible with no rows: No votes yet', async () => {
    api({ rows: [] });
    renderApp(`/results/${TAG}`);
    expect(await screen.findByRole('heading', { name: 'No votes yet' })).toBeTruthy();
    expect(screen.getByText('Results will appear here once voting begins and teams submit their votes.')).toBeTruthy();
  });

  it('5. visible with rows: the reveal screen', async () => {
    api();
    renderApp(`/results/${TAG}`);
    expect(await winnersButton()).toBeTruthy();
    expect(screen.getByRole('heading', { name: "The Moment You've Been Waiting For" })).toBeTruthy();
    expect(screen.getByText('All votes have been counted. Are you ready to see who won?')).toBeTruthy();
    const button = await winnersButton();
    expect(button.textContent).toBe(' And the winners are...');
    // The trophy is an SVG (no emoji font needed), hidden from assistive technology.
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Championship Podium' })).toBeNull();
  });

  it('switches live from Results Not Yet Available to the reveal screen when the instructor reveals', async () => {
    const { live, calls } = api({ status: { name: 'Spring 2025', resultsVisible: false } });
    renderApp(`/results/${TAG}`);
    await screen.findByRole('heading', { name: 'Results Not Yet Available' });
    await waitFor(() => expect(live.subscribed('ResultsCohortChanged', { tag: TAG })).toHaveLength(1));
    act(() => void live.push('ResultsCohortChanged', { cohortChanged: { __typename: 'Cohort', tag: TAG, name: 'Spring 2025', resultsVisible: true } }, { tag: TAG }));
    expect(await winnersButton()).toBeTruthy();
    expect(calls.results).toBe(1);
    // Hidden again: back to the waiting state.
    act(() => void live.push('ResultsCohortChanged', { cohortChanged: { __typename: 'Cohort', tag: TAG, name: 'Spring 2025', resultsVisible: false } }, { tag: TAG }));
    expect(await screen.findByRole('heading', { name: 'Results Not Yet Available' })).toBeTruthy();
  });

  it('reveals third, second, first at 0.5 s, 1 s, 1.5 s with a burst and a 3 s rain every 250 ms', async () => {
    reducedMotion(false);
    api();
    renderApp(`/results/${TAG}`);
    const button = await winnersButton();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Championship Podium' })).toBe(document.activeElement);
    expect(confetti.create).toHaveBeenCalledTimes(1);
    expect(confetti.create.mock.calls[0]![1]).toMatchObject({ useWorker: false });
    expect(confetti.fire).toHaveBeenCalledTimes(1); // the burst
    expect([place(1), place(2), place(3)]).toEqual([null, null, null]);

    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(place(3)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(place(3)?.textContent).toContain('Rover Rentals');
    expect(place(2)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(place(2)?.textContent).toContain('Nebula Notes');
    expect(place(1)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Complete Leaderboard' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(place(1)?.textContent).toContain('Comet Coffee');
    expect(screen.getByRole('heading', { name: 'Complete Leaderboard' })).toBeTruthy();

    // 12 rain ticks (250 ms … 3 s), one shot from each side.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(confetti.fire).toHaveBeenCalledTimes(1 + 12 * 2);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(confetti.fire).toHaveBeenCalledTimes(1 + 12 * 2);
    vi.useRealTimers();

    // The points count up to their totals.
    await waitFor(() => expect(within(place(1)!).getByTestId('animated-points').textContent).toBe('8 points'));
    confetti.fire.mockClear();
    confetti.create.mockClear();
  });

  it('under reduced motion: no confetti at all and the counts show at once', async () => {
    reducedMotion(true);
    api();
    renderApp(`/results/${TAG}`);
    const button = await winnersButton();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(within(place(1)!).getByTestId('animated-points').textContent).toBe('8 points');
    expect(within(place(3)!).getByTestId('animated-points').textContent).toBe('3 points');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    vi.useRealTimers();
    expect(confetti.create).not.toHaveBeenCalled();
    expect(confetti.fire).not.toHaveBeenCalled();
    const board = screen.getByRole('heading', { name: 'Complete Leaderboard' }).closest('section')!;
    expect(
      within(board)
        .getAllByTestId('animated-points')
        .map((e) => e.textContent),
    ).toEqual(['8 points', '5 points', '3 points', '1 point']);
  });

  it('podium: avatars, names, points and Visit {team} links', async () => {
    reducedMotion(true);
    api();
    const { user } = renderApp(`/results/${TAG}`);
    await user.click(await winnersButton());
    await waitFor(() => expect(place(1)).not.toBeNull(), { timeout: 3000 });
    const first = place(1)!;
    expect(first.getAttribute('aria-label')).toBe('1st Place: Comet Coffee');
    expect(first.querySelector('[data-avatar="initials"]')?.textContent).toBe('CC');
    expect(
      within(first)
        .getByRole('link', { name: /^Visit Comet Coffee/ })
        .getAttribute('href'),
    ).toBe('https://comet.example');
    expect(
      within(place(2)!)
        .getByRole('link', { name: /^Visit Nebula Notes/ })
        .getAttribute('href'),
    ).toBe('https://nebula.example');
    // No website: no link.
    expect(within(place(3)!).queryByRole('link')).toBeNull();
  });

  it('tied teams show the same place on the podium and the leaderboard', async () => {
    reducedMotion(true);
    api({ rows: [row(1, 'Comet Coffee', 5, [1, 1, 0]), row(1, 'Nebula Notes', 5, [1, 1, 0]), row(3, 'Rover Rentals', 3, [0, 1, 1])] });
    const { user } = renderApp(`/results/${TAG}`);
    await user.click(await winnersButton());
    await waitFor(() => expect(place(1)).not.toBeNull(), { timeout: 3000 });
    expect([1, 2, 3].map((n) => place(n as 1 | 2 | 3)!.getAttribute('aria-label'))).toEqual([
      '1st Place: Comet Coffee',
      '1st Place: Nebula Notes',
      '3rd Place: Rover Rentals',
    ]);
    expect(
      [1, 2, 3].map((n) =>
        place(n as 1 | 2 | 3)!
          .querySelector('svg[data-medal]')
          ?.getAttribute('data-medal'),
      ),
    ).toEqual(['gold', 'gold', 'bronze']);
    const title = await screen.findByRole('heading', { name: 'Complete Leaderboard' }, { timeout: 3000 });
    const items = within(title.closest('section')!).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('svg[data-medal]')?.getAttribute('data-medal'))).toEqual(['gold', 'gold', 'bronze']);
    expect(items.map((i) => i.textContent?.match(/Rank \d/)?.[0])).toEqual(['Rank 1', 'Rank 1', 'Rank 3']);
  });

  it('leaderboard: medals, ranks, points, progress, vote counts, Visit Website, Unknown Team; scoring with the tie-break rule', async () => {
    reducedMotion(true);
    api();
    const { user } = renderApp(`/results/${TAG}`);
    await user.click(await winnersButton());
    const title = await screen.findByRole('heading', { name: 'Complete Leaderboard' }, { timeout: 3000 });
    const items = within(title.closest('section')!).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((i) => i.querySelector('h3')?.textContent)).toEqual(['Comet Coffee', 'Nebula Notes', 'Rover Rentals', 'Unknown Team']);
    expect(items.map((i) => i.querySelector('svg[data-medal]')?.getAttribute('data-medal') ?? null)).toEqual(['gold', 'silver', 'bronze', null]);
    expect(items.every((i) => i.querySelector('svg')?.getAttribute('aria-hidden') !== 'false')).toBe(true);
    expect(items[3]!.textContent).toContain('Rank 4');
    const bars = items.map((i) => within(i).getByRole('progressbar'));
    expect(bars.map((b) => [b.getAttribute('aria-valuenow'), b.getAttribute('aria-valuemax')])).toEqual([
      ['8', '8'],
      ['5', '8'],
      ['3', '8'],
      ['1', '8'],
    ]);
    expect(items[0]!.textContent).toContain('1st-place votes:2');
    expect(items[0]!.textContent).toContain('2nd-place votes:1');
    expect(items[0]!.textContent).toContain('3rd-place votes:0');
    expect(
      within(items[0]!)
        .getByRole('link', { name: /^Visit Website/ })
        .getAttribute('href'),
    ).toBe('https://comet.example');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(
      within(items[3]!)
        .getByRole('link', { name: /^Visit Website/ })
        .getAttribute('href'),
    ).toBe('https://unknown.example');

    const scoring = screen.getByRole('heading', { name: 'Scoring System' }).closest('section')!;
    expect(scoring.textContent).toContain('1st place vote: 3 points');
    expect(scoring.textContent).toContain('2nd place vote: 2 points');
    expect(scoring.textContent).toContain('3rd place vote: 1 point');
    expect(scoring.textContent).toContain(TIE_BREAK_RULE);
  });

  it('no podium with fewer than 3 rows: the leaderboard shows at once', async () => {
    reducedMotion(true);
    api({ rows: ROWS.slice(0, 2) });
    const { user } = renderApp(`/results/${TAG}`);
    await user.click(await winnersButton());
    const title = await screen.findByRole('heading', { name: 'Complete Leaderboard' });
    expect(document.activeElement).toBe(title);
    expect(screen.queryByRole('heading', { name: 'Championship Podium' })).toBeNull();
  });

  it('checks a ballot receipt: the one kept from voting is filled in; counted, replaced or unknown, with its fingerprint', async () => {
    reducedMotion(true);
    api({ rows: ROWS.slice(0, 2) });
    const asked: unknown[] = [];
    server.use(
      graphql.query(VerifyReceiptDocument, ({ variables }) => {
        asked.push(variables);
        const counted = variables.receipt === 'K7QM-2XPA-9RTE';
        const replaced = variables.receipt === 'OLDR-OLDR-OLDR';
        return HttpResponse.json({
          data: { __typename: 'Query', verifyReceipt: { __typename: 'ReceiptCheck', counted, replaced, fingerprint: counted ? '0123456789abcdef' : 'fedcba9876543210' } },
        });
      }),
    );
    window.localStorage.setItem(`ballot_receipt_${TAG}`, 'K7QM-2XPA-9RTE');
    const { user } = renderApp(`/results/${TAG}`);
    await user.click(await winnersButton());
    const input = await screen.findByLabelText('Receipt code');
    expect((input as HTMLInputElement).value).toBe('K7QM-2XPA-9RTE');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Your ballot is counted.', { exact: false })).toBeTruthy();
    expect(screen.getByText('Fingerprint: 0123456789abcdef')).toBeTruthy();

    await user.clear(input);
    await user.type(input, ' zzzz-zzzz-zzzz ');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('No counted ballot has this receipt.', { exact: false })).toBeTruthy();

    // The receipt of a ballot the team replaced says so (docs/PRODUCT.md#changing-a-ballot).
    await user.clear(input);
    await user.type(input, 'OLDR-OLDR-OLDR');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/This ballot was replaced by a later ballot of your team, so it is not counted/)).toBeTruthy();
    expect(asked).toEqual([
      { cohortTag: TAG, receipt: 'K7QM-2XPA-9RTE' },
      { cohortTag: TAG, receipt: 'ZZZZ-ZZZZ-ZZZZ' },
      { cohortTag: TAG, receipt: 'OLDR-OLDR-OLDR' },
    ]);

    // Beside it, the public record and the offline verifier that checks it without this server.
    const offline = screen.getByRole('region', { name: 'Check it on your own machine' });
    expect(within(offline).getByRole('link', { name: 'Download the public record' }).getAttribute('href')).toBe(`/api/showcase/${TAG}/record`);
    expect(within(offline).getByRole('link', { name: 'Open the offline verifier' }).getAttribute('href')).toBe(`/verifier.html?lang=en&cohort=${TAG}`);
    // Saved from this page, the verifier speaks its language.
    expect(within(offline).getByRole('link', { name: 'Save the verifier (one HTML file)' }).getAttribute('href')).toBe('/verifier.html?lang=en');
  });
});

const presentation = (p: { stage: number | null; rehearsal?: boolean; resultsVisible?: boolean; rows?: Row[] }) => ({
  __typename: 'Presentation' as const,
  cohortTag: TAG,
  name: 'Spring 2025',
  resultsVisible: p.resultsVisible ?? true,
  stage: p.stage,
  rehearsal: p.rehearsal ?? false,
  label: p.rehearsal ? 'Rehearsal — sample data' : null,
  rows: p.rows ?? [],
});

/** What the api sends at a stage of a presented reveal (rowsAtStage): the places stepped to, the rest hidden. */
const staged = (stage: number | null): Row[] =>
  rowsAtStage(ROWS as unknown as DomainRow[], stage).map((r) => ({
    ...r,
    __typename: 'ResultRow' as const,
    votes: r.votes.map((v) => ({ ...v, __typename: 'RankCount' as const })),
  }));

describe('results page driven by the instructor', { timeout: 20_000 }, () => {
  it('shows exactly the stepped stage, live, with no button of its own', async () => {
    reducedMotion(true);
    // The results query answers what stage 0 shows; each step brings its rows.
    const { live } = api({ rows: staged(0) });
    server.use(
      graphql.query(PresentationDocument, () => HttpResponse.json({ data: { __typename: 'Query', presentation: presentation({ stage: 0, rows: staged(0) }) } })),
    );
    renderApp(`/results/${TAG}`);
    expect(await screen.findByText('Your instructor is about to reveal the winners.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'And the winners are...' })).toBeNull();
    await waitFor(() => expect(live.subscribed('PresentationChanged')).toHaveLength(1));
    act(() => void live.push('PresentationChanged', { presentationChanged: presentation({ stage: 1, rows: staged(1) }) }));
    await waitFor(() => expect(place(3)).toBeTruthy());
    expect(within(place(3)!).getByText('Rover Rentals')).toBeTruthy();
    expect(place(1)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Complete Leaderboard' })).toBeNull();
    act(() => void live.push('PresentationChanged', { presentationChanged: presentation({ stage: 2, rows: staged(2) }) }));
    await waitFor(() => expect(place(2)).toBeTruthy());
    expect(within(place(2)!).getByText('Nebula Notes')).toBeTruthy();
    expect(place(1)).toBeNull();
    act(() => void live.push('PresentationChanged', { presentationChanged: presentation({ stage: 3, rows: staged(3) }) }));
    expect(await screen.findByRole('heading', { name: 'Complete Leaderboard' })).toBeTruthy();
    expect(place(1)).toBeTruthy();
    // The instructor lets go: the page offers its own reveal again.
    act(() => void live.push('PresentationChanged', { presentationChanged: presentation({ stage: null, rows: staged(null) }) }));
    expect(await winnersButton()).toBeTruthy();
  });

  it('a rehearsal shows labelled sample rows and never asks for the real results', async () => {
    reducedMotion(true);
    const { calls } = api({ status: { name: 'Spring 2025', resultsVisible: false } });
    const sample = [row(1, 'Sample Team Beacon', 9, [3, 0, 0]), row(2, 'Sample Team Cascade', 6, [0, 3, 0]), row(3, 'Sample Team Aurora', 3, [0, 0, 3])];
    server.use(
      graphql.query(PresentationDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', presentation: presentation({ stage: 3, rehearsal: true, resultsVisible: false, rows: sample }) } }),
      ),
    );
    renderApp(`/results/${TAG}`);
    expect(await screen.findByText(/Rehearsal — sample data/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Complete Leaderboard' })).toBeTruthy();
    expect(within(place(1)!).getByText('Sample Team Beacon')).toBeTruthy();
    expect(screen.queryByText('Results Not Yet Available')).toBeNull();
    expect(calls.results).toBe(0);
  });
});

describe('results page in another language', { timeout: 20_000 }, () => {
  it('in Spanish: headings, places, points and the scoring card, with no English left', async () => {
    reducedMotion(true);
    api();
    const { user } = renderWithProviders(<ResultsPage tag={TAG} />, `/results/${TAG}`, 'es');
    expect(await h1('Resultados de la votación: Spring 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'El momento que estabas esperando' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Y los ganadores son...' }));
    expect(await screen.findByRole('heading', { name: 'Podio de campeones' })).toBeTruthy();
    await waitFor(() => expect(place(1)).not.toBeNull(), { timeout: 3000 });
    expect(place(1)!.getAttribute('aria-label')).toBe('1.º puesto: Comet Coffee');
    expect(within(place(1)!).getByTestId('animated-points').textContent).toBe('8 puntos');
    expect(await screen.findByRole('heading', { name: 'Clasificación completa' })).toBeTruthy();
    expect(screen.getByText('Equipo desconocido')).toBeTruthy();
    expect(screen.getByText('Voto de 1.º puesto: 3 puntos')).toBeTruthy();
    expect(screen.getAllByText('Votos de 2.º puesto:').length).toBe(ROWS.length);
    expect(screen.queryByRole('heading', { name: 'Championship Podium' })).toBeNull();
    expect(screen.queryByText('Complete Leaderboard')).toBeNull();
    expect(screen.queryByText(/points|Place/)).toBeNull();
  });

  it('in Arabic: right to left, places in words, the podium in the same order of places', async () => {
    reducedMotion(true);
    api();
    const { user } = renderWithProviders(<ResultsPage tag={TAG} />, `/results/${TAG}`, 'ar');
    expect(await h1('نتائج التصويت: Spring 2025')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(await screen.findByRole('button', { name: 'والفائزون هم...' }));
    await waitFor(() => expect(place(1)).not.toBeNull(), { timeout: 3000 });
    expect(place(1)!.getAttribute('aria-label')).toBe('المركز الأول: Comet Coffee');
    expect(place(2)!.getAttribute('aria-label')).toBe('المركز الثاني: Nebula Notes');
    expect(place(3)!.getAttribute('aria-label')).toBe('المركز الثالث: Rover Rentals');
    expect(screen.getByRole('heading', { name: 'منصة الأبطال' })).toBeTruthy();
    expect(screen.queryByText('1st Place')).toBeNull();
  });

  it("a rehearsal's label (English from the API) in the page's language", async () => {
    reducedMotion(true);
    api({ status: { name: 'Spring 2025', resultsVisible: false } });
    const sample = [row(1, 'Sample Team Beacon', 9, [3, 0, 0]), row(2, 'Sample Team Cascade', 6, [0, 3, 0]), row(3, 'Sample Team Aurora', 3, [0, 0, 3])];
    server.use(
      graphql.query(PresentationDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', presentation: presentation({ stage: 3, rehearsal: true, resultsVisible: false, rows: sample }) } }),
      ),
    );
    renderWithProviders(<ResultsPage tag={TAG} />, `/results/${TAG}`, 'es');
    expect(await screen.findByText(/Ensayo — datos de ejemplo/)).toBeTruthy();
    expect(screen.queryByText(/Rehearsal/)).toBeNull();
  });
});
