import type { Projection, Row } from '../projection.js';

export const cohortsProjection: Projection = {
  name: 'cohorts',
  table: 'cohorts',
  keyColumns: ['tag'],
  handles: new Set([
    'CohortCreated', 'CohortDetailsChanged', 'VotingOpened', 'VotingClosed',
    'ResultsRevealed', 'ResultsHidden', 'CohortArchived', 'CohortRestored',
  ]),
  keysOf: (e) => [{ tag: e.data.tag }],
  evolve(row, e) {
    const at = e.metadata.at;
    if (e.type === 'CohortCreated') {
      return {
        tag: e.data.tag, name: e.data.name, description: e.data.description ?? null,
        voting_open: false, results_visible: false, archived: false, created_at: at, updated_at: at,
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
    return next;
  },
};
