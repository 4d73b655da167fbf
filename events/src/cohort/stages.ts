import type { ResultRow } from '../ballot/tally.js';

/**
 * Which podium place a reveal stage shows, for every door that presents the show (results
 * page, presenter view, widget): 3rd place from stage 1, 2nd from stage 2, 1st at stage 3.
 * A separate file so the widget can take it without the rest of the domain.
 */
export const stageShowing = (place: 1 | 2 | 3): 1 | 2 | 3 => (4 - place) as 1 | 2 | 3;
export const isPlaceShown = (place: 1 | 2 | 3, stage: number): boolean => stage >= stageShowing(place);

/** The stage shows the whole result: no instructor drives the show (null), or it reached the winner (3). */
export const stageShowsAll = (stage: number | null | undefined): boolean => stage === null || stage === undefined || stage >= 3;

/**
 * A podium place the show has not reached yet: it keeps its place in the list (so every page
 * lays out the whole podium, a question mark where it goes) and carries nothing of its
 * team — no id, name, icon, site or points, and rank 0 (no place yet).
 */
export const hiddenPlace = (): ResultRow => ({
  rank: 0,
  teamId: '',
  teamName: '',
  erased: false,
  avatarIcon: null,
  websiteUrl: null,
  totalPoints: 0,
  votes: [
    { rank: 1, count: 0 },
    { rank: 2, count: 0 },
    { rank: 3, count: 0 },
  ],
});

/**
 * The result rows a reveal stage shows: the one rule for every public read of a cohort's
 * results (REST, GraphQL queries and subscriptions, the presenter view, the widget). While an
 * instructor steps a show (stage 0..2) only the podium's places are there — the first three rows
 * — and those not stepped to yet are hiddenPlace(); the rest of the table, which would give the
 * winner away, comes with the winner at stage 3. At stage 3, or while no one drives the show
 * (null: each page reveals on its own click), every row. Instructors read the rows unstaged.
 */
export function rowsAtStage(rows: readonly ResultRow[], stage: number | null | undefined): ResultRow[] {
  if (stageShowsAll(stage)) return [...rows];
  return rows.slice(0, 3).map((row, i) => (isPlaceShown((i + 1) as 1 | 2 | 3, stage!) ? row : hiddenPlace()));
}
