import type { EntityManager } from '@mikro-orm/postgresql';
import { REHEARSAL_LABEL, rehearsalResults, type ResultRow } from '@fit/events';
import { cohortResults, resultRowsFor, resultsVisibleTo } from '../showcase/showcase.read.js';
import type { CohortRecord } from './cohorts.read.js';
import { presentedCategory, type PresentedCategory } from '../judging/judging.read.js';

/**
 * What a results page, the presenter view and the widget present, for anyone (GraphQL, REST):
 * - stage: the instructor's reveal stage 0..3, or null while no instructor drives the show
 *   (then each page reveals on its own click);
 * - rehearsal: the show runs on sample data, labelled REHEARSAL_LABEL;
 * - rows: sample rows in a rehearsal; the real results only once they are visible, and then
 *   what the current stage shows (rowsAtStage: the podium places stepped to); otherwise none.
 *   A rehearsal therefore never carries a real row, whoever asks.
 */
export interface Presentation {
  cohortTag: string;
  name: string;
  resultsVisible: boolean;
  stage: number | null;
  rehearsal: boolean;
  label: string | null;
  rows: ResultRow[];
  /** The prize category whose podium the show presents; null: the overall podium. */
  category: PresentedCategory | null;
  /** The presented category's rows (totalPoints = score out of 100), staged like rows; empty when none is presented. */
  categoryRows: ResultRow[];
}

export const revealOf = (c: CohortRecord) => ({
  stage: c.revealStage ?? null,
  rehearsal: c.revealStage !== null && c.revealStage !== undefined && c.revealRehearsal === true,
});

export async function presentation(em: EntityManager, cohort: CohortRecord): Promise<Presentation> {
  const { stage, rehearsal } = revealOf(cohort);
  // One presentation for every viewer (subscribers share it): what anyone may see (no admin's rights).
  const presented = rehearsal ? null : await presentedCategory(em, cohort.tag);
  const visible = !rehearsal && resultsVisibleTo(false, cohort);
  // While a prize category is presented the overall show is over: its rows are all shown.
  const overall = visible ? await cohortResults(em, cohort.tag) : [];
  const rows = rehearsal ? rehearsalResults() : visible ? (presented ? [...overall] : resultRowsFor(false, cohort, overall)) : [];
  const categoryRows = presented && visible ? resultRowsFor(false, cohort, presented.rows) : [];
  return {
    cohortTag: cohort.tag,
    name: cohort.name,
    resultsVisible: cohort.resultsVisible,
    stage,
    rehearsal,
    label: rehearsal ? REHEARSAL_LABEL : null,
    rows,
    category: presented?.category ?? null,
    categoryRows,
  };
}
