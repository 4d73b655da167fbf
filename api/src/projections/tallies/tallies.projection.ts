import { addVote, type BallotEvent } from '@fit/events';
import { defineProjection } from '../projection.js';
import type { TallyRow } from './tally.entity.js';

/**
 * Running points and 1st/2nd/3rd counts per team per cohort; the results query ranks them.
 * Each vote is added by the tally's own points rule (addVote), so these rows always equal
 * tallyBallots over the same ballots. The rows are sums, so a ballot adds its points to
 * them without reading them first (additive).
 */
export const talliesProjection = defineProjection<BallotEvent, TallyRow>()({
  name: 'tallies',
  table: 'tallies',
  keyColumns: ['cohort_tag', 'team_id'],
  additive: true,
  on: {
    BallotCast(row, e, key) {
      const vote = e.data.votes.find((v) => v.votedForTeamId === key.team_id)!;
      const base = row ?? { cohort_tag: key.cohort_tag, team_id: key.team_id, points: 0, r1: 0, r2: 0, r3: 0 };
      return { ...base, ...addVote({ points: Number(base.points), r1: Number(base.r1), r2: Number(base.r2), r3: Number(base.r3) }, vote.rank) };
    },
  },
  keysOf: (e) => e.data.votes.map((v) => ({ cohort_tag: e.data.cohortTag, team_id: v.votedForTeamId })),
});
