import type { BallotEvent } from '@fit/events';
import { defineProjection } from '../projection.js';
import type { BallotRow } from './ballot.entity.js';

/** One row per cast ballot: who has voted, and the voter's own view of its ranks. */
export const ballotsProjection = defineProjection<BallotEvent, BallotRow>()({
  name: 'ballots',
  table: 'ballots',
  keyColumns: ['cohort_tag', 'voter_team_id'],
  readsRow: false,
  on: {
    BallotCast: (_row, e) => ({
      cohort_tag: e.data.cohortTag,
      voter_team_id: e.data.voterTeamId,
      votes: e.data.votes,
      receipt: e.data.receipt,
      position: e.position,
      cast_at: e.metadata.at,
    }),
  },
  keysOf: (e) => [{ cohort_tag: e.data.cohortTag, voter_team_id: e.data.voterTeamId }],
});
