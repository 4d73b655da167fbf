import type { BallotEvent } from '@fit/events';
import { defineProjection, type Stored } from '../projection.js';
import type { BallotRow } from './ballot.entity.js';

const ballotRow = (e: Stored<BallotEvent>): BallotRow => ({
  cohort_tag: e.data.cohortTag,
  voter_team_id: e.data.voterTeamId,
  votes: e.data.votes,
  receipt: e.data.receipt,
  position: e.position,
  cast_at: e.metadata.at,
});

/**
 * One row per team that has voted: who has voted, and the voter's own view of its latest
 * ballot (a change replaces the row; the events keep every ballot).
 */
export const ballotsProjection = defineProjection<BallotEvent, BallotRow>()({
  name: 'ballots',
  table: 'ballots',
  keyColumns: ['cohort_tag', 'voter_team_id'],
  readsRow: false,
  on: {
    BallotCast: (_row, e) => ballotRow(e),
    BallotChanged: (_row, e) => ballotRow(e),
  },
  keysOf: (e) => [{ cohort_tag: e.data.cohortTag, voter_team_id: e.data.voterTeamId }],
});
