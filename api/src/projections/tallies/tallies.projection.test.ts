import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tallyBallots, type TallyVote } from '@fit/events';
import type { StoredEvent } from '../../store/types.js';
import { keyString, type AnyProjection, type Row } from '../projection.js';
import { talliesProjection } from './tallies.projection.js';

let position = 0;
const ballotCast = (votes: TallyVote[]): StoredEvent => ({
  position: String(++position),
  txId: String(position),
  streamId: `ballot-demo-voter${position}`,
  version: 1,
  type: 'BallotCast',
  typeVersion: 1,
  data: { cohortTag: 'demo', voterTeamId: `voter${position}`, votes, receipt: 'K7QM-2XPA-9RTE' },
  metadata: { at: '2026-11-23T10:00:00.000Z' } as StoredEvent['metadata'],
  createdAt: '2026-11-23T10:00:00.000Z',
});

/** The rows the projection keeps, folded as the projector does: each event into the rows it names. */
function fold(events: StoredEvent[]): Map<string, Row> {
  // As the runtime sees it: any stored event of a type the model handles.
  const p: AnyProjection = talliesProjection;
  const rows = new Map<string, Row>();
  for (const e of events) {
    for (const key of p.keysOf(e)) {
      const k = keyString(p, key);
      rows.set(k, p.evolve(rows.get(k) ?? null, e, key)!);
    }
  }
  return rows;
}

const asEntries = (rows: Map<string, Row>) => new Map([...rows.values()].map((r) => [r.team_id as string, { points: r.points, r1: r.r1, r2: r.r2, r3: r.r3 }]));

describe('tallies projection', () => {
  it('keeps 3/2/1 points and the counts per rank', () => {
    const rows = fold([
      ballotCast([
        { votedForTeamId: 'a', rank: 1 },
        { votedForTeamId: 'b', rank: 2 },
        { votedForTeamId: 'c', rank: 3 },
      ]),
      ballotCast([
        { votedForTeamId: 'b', rank: 1 },
        { votedForTeamId: 'a', rank: 3 },
      ]),
    ]);
    expect(asEntries(rows)).toEqual(
      new Map([
        ['a', { points: 4, r1: 1, r2: 0, r3: 1 }],
        ['b', { points: 5, r1: 1, r2: 1, r3: 0 }],
        ['c', { points: 1, r1: 0, r2: 0, r3: 1 }],
      ]),
    );
  });

  const teamIds = ['a', 'b', 'c', 'd', 'e'];
  const arbVotes = fc
    .uniqueArray(fc.constantFrom(...teamIds), { minLength: 1, maxLength: 3 })
    .map((ranked) => ranked.map((votedForTeamId, i) => ({ votedForTeamId, rank: i + 1 })));

  it('holds exactly the tally the audit replay computes from the same ballots', () => {
    fc.assert(
      fc.property(fc.array(arbVotes, { maxLength: 20 }), (ballots) => {
        expect(asEntries(fold(ballots.map(ballotCast)))).toEqual(tallyBallots(ballots.map((votes) => ({ votes }))));
      }),
    );
  });

  // A live ballot adds its fold from no row to the stored row without reading it (additive):
  // that is only the same tally when every row is a sum of what each ballot adds.
  it('is a sum: each ballot adds to a row what it would make of no row', () => {
    const p: AnyProjection = talliesProjection;
    expect(p.additive).toBe(true);
    fc.assert(
      fc.property(fc.array(arbVotes, { maxLength: 10 }), arbVotes, (earlier, votes) => {
        const rows = fold(earlier.map(ballotCast));
        const e = ballotCast(votes);
        for (const key of p.keysOf(e)) {
          const row = rows.get(keyString(p, key)) ?? null;
          const added = p.evolve(null, e, key)!;
          const expected = { ...added, ...Object.fromEntries(['points', 'r1', 'r2', 'r3'].map((c) => [c, Number(row?.[c] ?? 0) + Number(added[c])])) };
          expect(p.evolve(row, e, key)).toEqual(expected);
        }
      }),
    );
  });
});
