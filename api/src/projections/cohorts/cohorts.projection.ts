import { nextReveal, type CohortEvent, type CohortReveal, type RevealStage } from '@fit/events';
import type { Projection, Row } from '../projection.js';

const revealOf = (row: Row): CohortReveal | null =>
  row.reveal_stage === null || row.reveal_stage === undefined ? null : { stage: Number(row.reveal_stage) as RevealStage, rehearsal: row.reveal_rehearsal === true };

export const cohortsProjection: Projection = {
  name: 'cohorts',
  table: 'cohorts',
  keyColumns: ['tag'],
  handles: new Set([
    'CohortCreated', 'CohortDetailsChanged', 'VotingOpened', 'VotingClosed',
    'ResultsRevealed', 'ResultsHidden', 'CohortArchived', 'CohortRestored', 'RevealStepped', 'RevealReleased',
  ]),
  keysOf: (e) => [{ tag: e.data.tag }],
  evolve(row, e) {
    const at = e.metadata.at;
    if (e.type === 'CohortCreated') {
      return {
        tag: e.data.tag, name: e.data.name, description: e.data.description ?? null,
        voting_open: false, results_visible: false, archived: false, created_at: at, updated_at: at,
        reveal_stage: null, reveal_rehearsal: false,
      };
    }
    if (!row) return null;
    const next: Row = { ...row, updated_at: at };
    switch (e.type) {
      case 'CohortDetailsChanged': next.name = e.data.name; next.description = e.data.description ?? null; break;
      case 'VotingOpened': next.voting_open = true; break;
      case 'VotingClosed': next.voting_open = false; break;
      case 'ResultsRevealed': next.results_visible = true; break;
      case 'ResultsHidden': next.results_visible = false; break;
      case 'CohortArchived': next.archived = true; break;
      case 'CohortRestored': next.archived = false; break;
    }
    // The show follows the same rule as the decider's state (events/cohort/reveal.ts).
    const reveal = nextReveal(revealOf(row), e as unknown as CohortEvent);
    next.reveal_stage = reveal?.stage ?? null;
    next.reveal_rehearsal = reveal?.rehearsal ?? false;
    return next;
  },
};
