import { addVote, changeVote, type BallotEvent } from '@fit/events';
import { defineProjection } from '../projection.js';
import type { TallyRow } from './tally.entity.js';

/**
 * Running points and 1st/2nd/3rd counts per team per cohort; the results query ranks them.
 * Each vote is added by the tally's own points rule (addVote), so these rows always equal
 * tallyBallots over the same ballots. The rows are sums, so a ballot adds its points to
 * them without reading them first (additive). A changed ballot takes the replaced ballot's
 * votes off (changeVote) and adds the new ones: the rows follow each team's latest ballot.
 */
const baseRow = (row: TallyRow | null, key: Pick<TallyRow, 'cohort_tag' | 'team_id'>): TallyRow =>
  row ?? { cohort_tag: key.cohort_tag, team_id: key.team_id, points: 0, r1: 0, r2: 0, r3: 0 };
const entryOf = (r: TallyRow) => ({ points: Number(r.points), r1: Number(r.r1), r2: Number(r.r2), r3: Number(r.r3) });

export const talliesProjection = defineProjection<BallotEvent, TallyRow>()({
  name: 'tallies',
  table: 'tallies',
  keyColumns: ['cohort_tag', 'team_id'],
  additive: true,
  on: {
    BallotCast(row, e, key) {
      const vote = e.data.votes.find((v) => v.votedForTeamId === key.team_id)!;
      const base = baseRow(row, key);
      return { ...base, ...addVote(entryOf(base), vote.rank) };
    },
    BallotChanged(row, e, key) {
      const rankIn = (votes: readonly { votedForTeamId: string; rank: number }[]) => votes.find((v) => v.votedForTeamId === key.team_id)?.rank;
      const base = baseRow(row, key);
      return { ...base, ...changeVote(entryOf(base), rankIn(e.data.replaced.votes), rankIn(e.data.votes)) };
    },
  },
  keysOf: (e) => {
    const teams = new Set(e.data.votes.map((v) => v.votedForTeamId));
    if (e.type === 'BallotChanged') for (const v of e.data.replaced.votes) teams.add(v.votedForTeamId);
    return [...teams].map((team_id) => ({ cohort_tag: e.data.cohortTag, team_id }));
  },
});
