import { nextReveal, type CohortEvent, type CohortReveal } from '@fit/events';
import { defineProjection, type Stored } from '../projection.js';
import type { CohortRow } from './cohort.entity.js';

const revealOf = (row: CohortRow): CohortReveal | null => (row.reveal_stage === null ? null : { stage: row.reveal_stage, rehearsal: row.reveal_rehearsal });

/**
 * An existing cohort after a change, stamped with the event's time. Every event also moves the
 * results show, by the same rule as the decider's state (events/cohort/reveal.ts).
 */
function changed(row: CohortRow, e: Stored<CohortEvent>, patch: Partial<CohortRow> = {}): CohortRow {
  const reveal = nextReveal(revealOf(row), e);
  return { ...row, ...patch, updated_at: e.metadata.at, reveal_stage: reveal?.stage ?? null, reveal_rehearsal: reveal?.rehearsal ?? false };
}

export const cohortsProjection = defineProjection<CohortEvent, CohortRow>()({
  name: 'cohorts',
  table: 'cohorts',
  keyColumns: ['tag'],
  on: {
    CohortCreated: (_row, e) => ({
      tag: e.data.tag,
      name: e.data.name,
      description: e.data.description ?? null,
      language: null,
      voting_open: false,
      results_visible: false,
      archived: false,
      created_at: e.metadata.at,
      updated_at: e.metadata.at,
      reveal_stage: null,
      reveal_rehearsal: false,
      archived_at: null,
      retention_days: null,
    }),
    CohortDetailsChanged: (row, e) => row && changed(row, e, { name: e.data.name, description: e.data.description ?? null }),
    CohortLanguageChanged: (row, e) => row && changed(row, e, { language: e.data.language }),
    VotingOpened: (row, e) => row && changed(row, e, { voting_open: true }),
    VotingClosed: (row, e) => row && changed(row, e, { voting_open: false }),
    ResultsRevealed: (row, e) => row && changed(row, e, { results_visible: true }),
    ResultsHidden: (row, e) => row && changed(row, e, { results_visible: false }),
    CohortArchived: (row, e) => row && changed(row, e, { archived: true, archived_at: e.metadata.at }),
    CohortRestored: (row, e) => row && changed(row, e, { archived: false, archived_at: null }),
    CohortRetentionSet: (row, e) => row && changed(row, e, { retention_days: e.data.days }),
    RevealStepped: (row, e) => row && changed(row, e),
    RevealReleased: (row, e) => row && changed(row, e),
  },
  keysOf: (e) => [{ tag: e.data.tag }],
});
