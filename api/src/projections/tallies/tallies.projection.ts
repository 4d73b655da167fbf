import { POINTS_BY_RANK, type BallotEvent } from '@fit/events';
import { defineProjection } from '../projection.js';
import type { TallyRow } from './tally.entity.js';

/** Running points and 1st/2nd/3rd counts per team per cohort; the results query ranks them. */
export const talliesProjection = defineProjection<BallotEvent, TallyRow>()({
  name: 'tallies',
  table: 'tallies',
  keyColumns: ['cohort_tag', 'team_id'],
  shared: true,
  on: {
    BallotCast(row, e, key) {
      const vote = e.data.votes.find((v) => v.votedForTeamId === key.team_id)!;
      const base = row ?? { cohort_tag: key.cohort_tag, team_id: key.team_id, points: 0, r1: 0, r2: 0, r3: 0 };
      return {
        ...base,
        points: Number(base.points) + POINTS_BY_RANK[vote.rank],
        [`r${vote.rank}`]: Number(base[`r${vote.rank}`]) + 1,
      };
    },
  },
  keysOf: (e) => e.data.votes.map((v) => ({ cohort_tag: e.data.cohortTag, team_id: v.votedForTeamId })),
});
