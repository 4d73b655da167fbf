import { addVote, type TallyVote } from '@fit/events';
import type { Projection } from '../projection.js';

/**
 * Running points and 1st/2nd/3rd counts per team per cohort; the results query ranks them.
 * Each vote is added by the tally's own points rule (addVote), so these rows always equal
 * tallyBallots over the same ballots.
 */
export const talliesProjection: Projection = {
  name: 'tallies',
  table: 'tallies',
  keyColumns: ['cohort_tag', 'team_id'],
  shared: true,
  handles: new Set(['BallotCast']),
  keysOf: (e) =>
    (e.data.votes as TallyVote[]).map((v) => ({ cohort_tag: e.data.cohortTag, team_id: v.votedForTeamId })),
  evolve(row, e, key) {
    const vote = (e.data.votes as TallyVote[]).find((v) => v.votedForTeamId === key.team_id)!;
    const base = row ?? { cohort_tag: key.cohort_tag, team_id: key.team_id, points: 0, r1: 0, r2: 0, r3: 0 };
    const entry = addVote({ points: Number(base.points), r1: Number(base.r1), r2: Number(base.r2), r3: Number(base.r3) }, vote.rank);
    return { ...base, ...entry };
  },
};
