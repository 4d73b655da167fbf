import { describe, expect, it } from 'vitest';
import { chooseRank, holderOf, isBallotComplete, ranksToAssign, toVotes, type Rank, type RankSelection } from './ranking.ts';

const ranks: Rank[] = [1, 2, 3];
const opts = { ownTeamId: 'own', ranks };

function pick(selection: RankSelection, teamId: string, rank: Rank, o = opts) {
  const r = chooseRank(selection, teamId, rank, o);
  if (!r.ok) throw new Error(r.reason);
  return r.selection;
}

describe('rank rules', () => {
  it('requires min(3, other submitted teams) ranks', () => {
    expect(ranksToAssign(['own', 'a', 'b', 'c', 'd'], 'own')).toEqual([1, 2, 3]);
    expect(ranksToAssign(['own', 'a', 'b'], 'own')).toEqual([1, 2]);
    expect(ranksToAssign(['own', 'a'], 'own')).toEqual([1]);
    expect(ranksToAssign(['own'], 'own')).toEqual([]);
    expect(ranksToAssign([], 'own')).toEqual([]);
    // Without a team in the cohort every submission counts.
    expect(ranksToAssign(['a', 'b'], null)).toEqual([1, 2]);
  });

  it('refuses a vote for the own team', () => {
    expect(chooseRank({}, 'own', 1, opts)).toEqual({ ok: false, reason: 'own-team' });
  });

  it('refuses a rank beyond the ones to assign (top 2 with two eligible teams)', () => {
    expect(chooseRank({}, 'a', 3, { ownTeamId: 'own', ranks: [1, 2] })).toEqual({ ok: false, reason: 'rank-unavailable' });
  });

  it('keeps ranks unique: a rank moves from its earlier holder', () => {
    let s = pick({}, 'a', 1);
    s = pick(s, 'b', 1);
    expect(s).toEqual({ b: 1 });
    expect(holderOf(s, 1)).toBe('b');
  });

  it('re-ranks a team (its earlier rank is dropped) and clears on a second press', () => {
    let s = pick({}, 'a', 1);
    const moved = chooseRank(s, 'a', 2, opts);
    expect(moved).toMatchObject({ ok: true, change: 'moved', selection: { a: 2 } });
    s = pick(s, 'a', 2);
    const cleared = chooseRank(s, 'a', 2, opts);
    expect(cleared).toEqual({ ok: true, change: 'cleared', selection: {} });
  });

  it('holds at most 3 ranks, and is complete only when each is used once', () => {
    let s = pick({}, 'a', 1);
    expect(isBallotComplete(s, ranks)).toBe(false);
    s = pick(s, 'b', 2);
    s = pick(s, 'c', 3);
    s = pick(s, 'd', 3);
    expect(Object.keys(s)).toHaveLength(3);
    expect(isBallotComplete(s, ranks)).toBe(true);
    expect(toVotes(s)).toEqual([
      { votedForTeamId: 'a', rank: 1 },
      { votedForTeamId: 'b', rank: 2 },
      { votedForTeamId: 'd', rank: 3 },
    ]);
    expect(isBallotComplete({}, [])).toBe(false);
  });
});
