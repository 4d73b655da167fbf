import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@fit/events/i18n';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { graphqlWsServer } from '../../../testing/graphqlWs.ts';
import { PresentationDocument, PresentedCategoryDocument, type CohortResultsQuery } from '../../../gql/graphql.ts';
import { PresenterPage } from './PresenterPage.tsx';

type Row = CohortResultsQuery['results'][number];
const TAG = 'spring-25';

const row = (rank: number, teamName: string, totalPoints: number): Row => ({
  __typename: 'ResultRow',
  rank,
  teamId: `team-${teamName}`,
  teamName,
  erased: false,
  avatarIcon: null,
  websiteUrl: null,
  totalPoints,
  votes: [1, 2, 3].map((r) => ({ __typename: 'RankCount' as const, rank: r, count: 0 })),
});
const ROWS = [row(1, 'Comet Coffee', 8), row(2, 'Nebula Notes', 5), row(3, 'Rover Rentals', 3), row(4, 'Star Studio', 1)];

/** The instructor has stepped the show to the winner (stage 3); a prize category when given. */
function api({ stage = 3, category = null as { name: string; formula: string } | null } = {}) {
  const live = graphqlWsServer();
  server.use(
    live.handler,
    graphql.query(PresentationDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          presentation: { __typename: 'Presentation', cohortTag: TAG, name: 'Spring 2025', resultsVisible: true, stage, rehearsal: false, label: null, rows: ROWS },
        },
      }),
    ),
    graphql.query(PresentedCategoryDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          presentation: {
            __typename: 'Presentation',
            cohortTag: TAG,
            category: category && { __typename: 'PresentedCategory', categoryId: 'c1', ...category },
            categoryRows: category ? ROWS : [],
          },
        },
      }),
    ),
  );
}

const render = (locale: Locale) => renderWithProviders(<PresenterPage tag={TAG} />, `/results/${TAG}/present`, locale);

// No confetti in these tests: the projector's motion is the results page's to test.
window.matchMedia = ((query: string) =>
  ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    onchange: null,
  }) as unknown as MediaQueryList) as typeof window.matchMedia;

describe('presenter screen in the language of this browser', { timeout: 20_000 }, () => {
  it('in German: places, points and the rest of the ranking', async () => {
    api();
    render('de');
    await waitFor(() => expect(document.querySelector('[data-place="1"]')).not.toBeNull());
    const first = document.querySelector<HTMLElement>('[data-place="1"]')!;
    expect(first.textContent).toBe('1. PlatzComet Coffee8 Punkte');
    expect(screen.getByRole('list', { name: 'Podest' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Ebenfalls platziert' }).textContent).toBe('4. Platz: Star Studio (1 Punkt)');
    expect(screen.queryByText(/Place|points/)).toBeNull();
  });

  it('before the reveal, in Spanish', async () => {
    api({ stage: 0 });
    render('es');
    expect(await screen.findByText('Y los ganadores son...')).toBeTruthy();
    expect(screen.getByText('Se han contado todos los votos.')).toBeTruthy();
    expect(screen.queryByText('And the winners are...')).toBeNull();
  });

  it("writes a prize category's formula in the screen's language", async () => {
    api({ category: { name: 'Best Pitch', formula: 'Score = 0.6 × peer score + 0.4 × jury score' } });
    render('es');
    expect(await screen.findByText('Puntuación = 0,6 × puntuación de votos + 0,4 × puntuación del jurado')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Spring 2025 — Best Pitch' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-place="1"]')?.textContent).toBe('1.º puestoComet Coffeepuntuación 8 / 100'));
  });
});
