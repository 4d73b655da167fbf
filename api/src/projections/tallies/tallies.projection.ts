import { POINTS_BY_RANK } from '@fit/events';
import type { Projection } from '../projection.js';

/** Running points and 1st/2nd/3rd counts per team per cohort; the results query ranks them. */
export const talliesProjection: Projection = {
  name: 'tallies',
  table: 'tallies',
  keyColumns: ['cohort_tag', 'team_id'],
  shared: true,
  handles: new Set(['BallotCast']),
  keysOf: (e) =>
    (e.data.votes as { votedForTeamId: string }[]).map((v) => ({ cohort_tag: e.data.cohortTag, team_id: v.votedForTeamId })),
  evolve(row, e, key) {
    const vote = (e.data.votes as { votedForTeamId: string; rank: 1 | 2 | 3 }[]).find((v) => v.votedForTeamId === key.team_id)!;
    const base = row ?? { cohort_tag: key.cohort_tag, team_id: key.team_id, points: 0, r1: 0, r2: 0, r3: 0 };
    return {
      ...base,
      points: Number(base.points) + POINTS_BY_RANK[vote.rank],
      [`r${vote.rank}`]: Number(base[`r${vote.rank}`]) + 1,
    };
  },
};
