import type { Projection } from '../projection.js';

/** The latest saved answers of each team for each phase. */
export const phaseDataProjection: Projection = {
  name: 'phase_data',
  table: 'phase_data',
  keyColumns: ['team_id', 'phase_number'],
  readsRow: false,
  handles: new Set(['PhaseDataSaved']),
  keysOf: (e) => [{ team_id: e.data.teamId, phase_number: e.data.phaseNumber }],
  evolve: (_row, e) => ({
    team_id: e.data.teamId,
    phase_number: e.data.phaseNumber,
    data: e.data.data,
    updated_at: e.metadata.at,
  }),
};
