import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addVote, changeVote, latestBallots, rankRows, TIE_BREAK_RULE, tallyBallots, tallyResults, type TallyBallot, type TallyEntry, type TallyTeam } from './tally.js';

const team = (name: string, websiteUrl: string | null = null): TallyTeam => ({ name, avatarIcon: null, websiteUrl });
const teams = new Map<string, TallyTeam>([
  ['a', team('Alpha', 'https://alpha.example')],
  ['b', team('Bravo')],
  ['c', team('Charlie')],
  ['d', team('Delta')],
  ['e', team('echo')],
]);

/** A ballot from voter giving 1st, 2nd, 3rd to the listed teams in order. */
const ballot = (voterTeamId: string, ...ranked: string[]): TallyBallot => ({
  voterTeamId,
  votes: ranked.map((votedForTeamId, i) => ({ votedForTeamId, rank: i + 1 })),
});

const summary = (rows: ReturnType<typeof tallyResults>) => rows.map((r) => [r.rank, r.teamId, r.totalPoints, ...r.votes.map((v) => v.count)]);

describe('tallyResults', () => {
  it('is empty without ballots', () => expect(tallyResults([], teams)).toEqual([]));

  it('builds full rows with 3/2/1 points and counts for ranks 1, 2 and 3', () => {
    const rows = tallyResults([ballot('x', 'a', 'b', 'c'), ballot('y', 'a', 'c', 'b')], teams);
    expect(rows[0]).toEqual({
      rank: 1,
      teamId: 'a',
      teamName: 'Alpha',
      erased: false,
      avatarIcon: null,
      websiteUrl: 'https://alpha.example',
      totalPoints: 6,
      votes: [
        { rank: 1, count: 2 },
        { rank: 2, count: 0 },
        { rank: 3, count: 0 },
      ],
    });
    expect(summary(rows)).toEqual([
      [1, 'a', 6, 2, 0, 0],
      [2, 'b', 3, 0, 1, 1],
      [2, 'c', 3, 0, 1, 1],
    ]);
  });

  it('lists only teams that received a vote', () => {
    const rows = tallyResults([ballot('x', 'a')], teams);
    expect(rows.map((r) => r.teamId)).toEqual(['a']);
  });

  it('breaks equal points by 1st-place votes, then 2nd, then 3rd', () => {
    // Each of b, c, d ends on 3 points: b by one 1st, c by a 2nd and a 3rd, d by three 3rds.
    const rows = tallyResults([ballot('v1', 'b', 'c', 'd'), ballot('v2', 'x1', 'x2', 'c'), ballot('v3', 'x3', 'x4', 'd'), ballot('v4', 'x5', 'x6', 'd')], teams);
    const level = rows.filter((r) => ['b', 'c', 'd'].includes(r.teamId));
    expect(summary(level).map(([, ...rest]) => rest)).toEqual([
      ['b', 3, 1, 0, 0],
      ['c', 3, 0, 1, 1],
      ['d', 3, 0, 0, 3],
    ]);
    expect(new Set(level.map((r) => r.rank)).size).toBe(3);
  });

  it('shares a rank only when points and all counts are equal, then skips (1, 1, 3)', () => {
    const rows = tallyResults([ballot('v1', 'b', 'a', 'c'), ballot('v2', 'a', 'b', 'd')], teams);
    expect(summary(rows)).toEqual([
      [1, 'a', 5, 1, 1, 0],
      [1, 'b', 5, 1, 1, 0],
      [3, 'c', 1, 0, 0, 1],
      [3, 'd', 1, 0, 0, 1],
    ]);
  });

  it('orders level teams by name, case-insensitively, for a stable display', () => {
    const rows = tallyResults([ballot('v1', 'e'), ballot('v2', 'd'), ballot('v3', 'c')], teams);
    expect(rows.map((r) => r.teamName)).toEqual(['Charlie', 'Delta', 'echo']);
    expect(rows.map((r) => r.rank)).toEqual([1, 1, 1]);
  });

  it('names an unknown team "Unknown Team"', () => {
    const [row] = tallyResults([ballot('v', 'ghost')], teams);
    expect(row).toMatchObject({ teamId: 'ghost', teamName: 'Unknown Team', avatarIcon: null, websiteUrl: null });
  });

  it('says which teams were erased, beside the name they carry', () => {
    const withErased = new Map(teams).set('x', { name: 'Erased team', avatarIcon: null, websiteUrl: null, erased: true });
    const rows = tallyResults([ballot('v1', 'x', 'a')], withErased);
    expect(rows.map((r) => [r.teamId, r.teamName, r.erased])).toEqual([
      ['x', 'Erased team', true],
      ['a', 'Alpha', false],
    ]);
  });

  it('ignores ranks outside 1..3', () => {
    expect(tallyResults([{ voterTeamId: 'v', votes: [{ votedForTeamId: 'a', rank: 4 }] }], teams)).toEqual([]);
  });

  it('states its tie-break rule in one sentence', () => {
    expect(TIE_BREAK_RULE).toMatch(/1st-place.*2nd-place.*3rd-place.*share the same rank and place/);
  });
});

describe('addVote, tallyBallots and rankRows', () => {
  it('scores 3, 2 and 1 points for ranks 1, 2 and 3, and counts the vote at its rank', () => {
    expect(addVote(undefined, 1)).toEqual({ points: 3, r1: 1, r2: 0, r3: 0 });
    expect(addVote(undefined, 2)).toEqual({ points: 2, r1: 0, r2: 1, r3: 0 });
    expect(addVote(addVote(undefined, 3), 1)).toEqual({ points: 4, r1: 1, r2: 0, r3: 1 });
  });
  it('scores nothing for a rank outside 1..3', () => {
    expect(addVote({ points: 2, r1: 0, r2: 1, r3: 0 }, 4)).toEqual({ points: 2, r1: 0, r2: 1, r3: 0 });
  });
  it('does not change the entry it is given', () => {
    const before = addVote(undefined, 1);
    addVote(before, 2);
    expect(before).toEqual({ points: 3, r1: 1, r2: 0, r3: 0 });
  });
  it('keeps the running points and counts', () => {
    const tally = tallyBallots([ballot('v', 'a', 'b', 'c'), ballot('w', 'b', 'a')]);
    expect(tally.get('a')).toEqual({ points: 5, r1: 1, r2: 1, r3: 0 });
    expect(tally.get('b')).toEqual({ points: 5, r1: 1, r2: 1, r3: 0 });
    expect(tally.get('c')).toEqual({ points: 1, r1: 0, r2: 0, r3: 1 });
  });
  it('ranks a stored tally exactly as tallyResults ranks the ballots', () => {
    const ballots = [ballot('v', 'a', 'b', 'c'), ballot('w', 'c', 'a', 'd')];
    const stored = new Map([
      ['a', { points: 5, r1: 1, r2: 1, r3: 0 }],
      ['b', { points: 2, r1: 0, r2: 1, r3: 0 }],
      ['c', { points: 4, r1: 1, r2: 0, r3: 1 }],
      ['d', { points: 1, r1: 0, r2: 0, r3: 1 }],
      ['z', { points: 0, r1: 0, r2: 0, r3: 0 }],
    ]);
    expect(rankRows(stored, teams)).toEqual(tallyResults(ballots, teams));
  });
});

describe('tally properties', () => {
  const teamIds = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  /** A valid ballot: 1 to 3 distinct teams, ranks 1..n. */
  const arbBallot = fc.uniqueArray(fc.constantFrom(...teamIds), { minLength: 1, maxLength: 3 }).map((ranked) => ballot('voter', ...ranked));
  const arbBallots = fc.array(arbBallot, { maxLength: 30 });

  it('hands out 6 points per 3-rank ballot (5 for two ranks, 3 for one)', () => {
    fc.assert(
      fc.property(arbBallots, (ballots) => {
        const total = tallyResults(ballots, teams).reduce((sum, r) => sum + r.totalPoints, 0);
        const expected = ballots.reduce((sum, bal) => sum + [0, 3, 5, 6][bal.votes.length]!, 0);
        expect(total).toBe(expected);
      }),
    );
  });

  it('counts every vote once, and points agree with the counts', () => {
    fc.assert(
      fc.property(arbBallots, (ballots) => {
        const rows = tallyResults(ballots, teams);
        const votes = rows.reduce((sum, r) => sum + r.votes.reduce((s, v) => s + v.count, 0), 0);
        expect(votes).toBe(ballots.reduce((sum, bal) => sum + bal.votes.length, 0));
        for (const r of rows) {
          expect(r.votes.map((v) => v.rank)).toEqual([1, 2, 3]);
          expect(r.totalPoints).toBe(3 * r.votes[0]!.count + 2 * r.votes[1]!.count + r.votes[2]!.count);
        }
      }),
    );
  });

  it('orders rows by points and tie-breaks, with competition ranks', () => {
    fc.assert(
      fc.property(arbBallots, (ballots) => {
        const rows = tallyResults(ballots, teams);
        const key = (r: (typeof rows)[number]) => [r.totalPoints, ...r.votes.map((v) => v.count)];
        rows.forEach((row, i) => {
          if (i === 0) return expect(row.rank).toBe(1);
          const prev = rows[i - 1]!;
          const [p, q] = [key(prev), key(row)];
          const cmp = p.findIndex((x, j) => x !== q[j]);
          if (cmp === -1) expect(row.rank).toBe(prev.rank);
          else {
            expect(p[cmp]).toBeGreaterThan(q[cmp]!);
            expect(row.rank).toBe(i + 1);
          }
        });
      }),
    );
  });

  it('does not depend on the order ballots arrive in', () => {
    const arbPermuted = arbBallots.chain((ballots) =>
      fc.tuple(fc.constant(ballots), fc.shuffledSubarray(ballots, { minLength: ballots.length, maxLength: ballots.length })),
    );
    fc.assert(
      fc.property(arbPermuted, ([ballots, shuffled]) => {
        expect(tallyResults(shuffled, teams)).toEqual(tallyResults(ballots, teams));
      }),
    );
  });
});

describe('changed ballots: changeVote and latestBallots', () => {
  it('takes the old vote off and adds the new one by the same points rule', () => {
    const entry = addVote(addVote(undefined, 1), 3); // 4 points: one 1st, one 3rd
    expect(changeVote(entry, 1, 2)).toEqual({ points: 3, r1: 0, r2: 1, r3: 1 });
    expect(changeVote(entry, 3, undefined)).toEqual({ points: 3, r1: 1, r2: 0, r3: 0 });
    expect(changeVote(undefined, undefined, 1)).toEqual(addVote(undefined, 1));
  });

  it('counts each team’s latest ballot only, in the order of those ballots', () => {
    const logged = (voterTeamId: string, receipt: string, ...ranked: string[]) => ({
      type: 'BallotCast',
      data: { ...ballot(voterTeamId, ...ranked), voterTeamId, receipt },
    });
    const first = logged('v', 'R1', 'a', 'b', 'c');
    const other = logged('w', 'R2', 'b');
    const change = { ...logged('v', 'R3', 'c', 'a', 'b'), type: 'BallotChanged' };
    expect([...latestBallots([first, other, change]).values()]).toEqual([other, change]);
  });

  // The tallies read model applies each change as a difference (changeVote) without reading
  // the ballots; it must always equal a fresh tally of every team's latest ballot.
  it('applied one change at a time, equals the tally of the latest ballots', () => {
    const teamIds = ['a', 'b', 'c', 'd', 'e'];
    const voters = ['v1', 'v2', 'v3'];
    const arbStep = fc.tuple(fc.constantFrom(...voters), fc.uniqueArray(fc.constantFrom(...teamIds), { minLength: 1, maxLength: 3 }));
    fc.assert(
      fc.property(fc.array(arbStep, { maxLength: 25 }), (steps) => {
        const running = new Map<string, TallyEntry>();
        const latest = new Map<string, TallyBallot>();
        for (const [voter, ranked] of steps) {
          const next = ballot(voter, ...ranked);
          const before = latest.get(voter);
          const touched = new Set([...next.votes, ...(before?.votes ?? [])].map((v) => v.votedForTeamId));
          for (const teamId of touched) {
            const rankIn = (b?: TallyBallot) => b?.votes.find((v) => v.votedForTeamId === teamId)?.rank;
            running.set(teamId, changeVote(running.get(teamId), rankIn(before), rankIn(next)));
          }
          latest.set(voter, next);
        }
        expect(rankRows(running, teams)).toEqual(tallyResults(latest.values(), teams));
      }),
    );
  });
});
