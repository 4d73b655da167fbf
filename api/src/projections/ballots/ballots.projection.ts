import type { Projection } from '../projection.js';

/** One row per cast ballot: who has voted, and the voter's own view of its ranks. */
export const ballotsProjection: Projection = {
  name: 'ballots',
  table: 'ballots',
  keyColumns: ['cohort_tag', 'voter_team_id'],
  readsRow: false,
  handles: new Set(['BallotCast']),
  keysOf: (e) => [{ cohort_tag: e.data.cohortTag, voter_team_id: e.data.voterTeamId }],
  evolve: (_row, e) => ({
    cohort_tag: e.data.cohortTag,
    voter_team_id: e.data.voterTeamId,
    votes: e.data.votes,
    receipt: e.data.receipt,
    position: e.position,
    cast_at: e.metadata.at,
  }),
};
