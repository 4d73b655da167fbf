import { describe, expect, it } from 'vitest';
import { tallyResults, type TallyTeam } from '../ballot/tally.js';
import type { CategoryDefinition } from './events.js';
import { categoryFormula, categoryResult, judgeProgress, juryScores } from './results.js';
import { initialJudgingState, type Score } from './state.js';

const teams = new Map<string, TallyTeam>(['A', 'B', 'C', 'D'].map((n) => [n, { name: `Team ${n}`, avatarIcon: null, websiteUrl: null }]));
// A: 3+3 = 6 (two 1st), B: 2+2+3 = 7, C: 1+1 = 2, D: 2 (one 2nd)
const peer = tallyResults(
  [
    {
      votes: [
        { votedForTeamId: 'A', rank: 1 },
        { votedForTeamId: 'B', rank: 2 },
        { votedForTeamId: 'C', rank: 3 },
      ],
    },
    {
      votes: [
        { votedForTeamId: 'A', rank: 1 },
        { votedForTeamId: 'B', rank: 2 },
        { votedForTeamId: 'C', rank: 3 },
      ],
    },
    {
      votes: [
        { votedForTeamId: 'B', rank: 1 },
        { votedForTeamId: 'D', rank: 2 },
      ],
    },
  ],
  teams,
);
const category = (method: CategoryDefinition['method'], weight: number | null = null): CategoryDefinition => ({
  categoryId: 'cat',
  name: 'Cat',
  method,
  weight,
  criteria: method === 'peer' ? [] : ['x', 'y'],
});
const score = (judgeId: string, teamId: string, scores: number[]): Score => ({ judgeId, teamId, categoryId: 'cat', scores, comment: null, at: null, revision: 1 });

describe('juryScores', () => {
  it('(mean of the judges’ means − 1) ÷ 4', () => {
    const s = juryScores([score('j1', 'A', [5, 5]), score('j2', 'A', [1, 2]), score('j1', 'B', [1, 1])], 'cat');
    expect(s.get('A')).toEqual({ score: ((5 + 1.5) / 2 - 1) / 4, judges: 2 });
    expect(s.get('B')).toEqual({ score: 0, judges: 1 });
    expect(s.has('C')).toBe(false);
  });
});

describe('categoryResult', () => {
  it('peer: points ÷ the most points, ranked exactly as the overall results', () => {
    const r = categoryResult(category('peer'), peer, [], teams);
    expect(r.rows.map((x) => [x.teamId, x.rank, x.score])).toEqual([
      ['B', 1, 1],
      ['A', 2, 6 / 7],
      ['D', 3, 2 / 7],
      ['C', 4, 2 / 7],
    ]);
    expect(r.rows.map((x) => [x.teamId, x.rank])).toEqual(peer.map((x) => [x.teamId, x.rank]));
  });

  it('jury: only scored teams, by jury score', () => {
    const r = categoryResult(category('jury'), peer, [score('j1', 'C', [5, 4]), score('j1', 'A', [2, 2])], teams);
    expect(r.rows.map((x) => [x.teamId, x.rank, x.score, x.judgeCount])).toEqual([
      ['C', 1, 0.875, 1],
      ['A', 2, 0.25, 1],
    ]);
  });

  it('blend: w × peer + (1 − w) × jury; an unscored team counts 0 for the jury part', () => {
    const r = categoryResult(category('blend', 0.5), peer, [score('j1', 'C', [5, 5])], teams);
    const byId = new Map(r.rows.map((x) => [x.teamId, x]));
    expect(byId.get('C')!.score).toBeCloseTo(0.5 * (2 / 7) + 0.5 * 1);
    expect(byId.get('B')!.score).toBeCloseTo(0.5);
    expect(byId.get('B')!.juryScore).toBeNull();
    expect(r.rows[0]!.teamId).toBe('C');
    expect(r.formula).toBe('Score = 0.5 × peer score + 0.5 × jury score');
  });

  it('ties: countback first, then jury score, then level teams share a rank', () => {
    // D and C both have 2 points: D has a 2nd-place vote, so D is ahead on countback.
    const blend = categoryResult(category('blend', 1), peer, [score('j', 'C', [5, 5])], teams);
    expect(blend.rows.slice(2).map((x) => [x.teamId, x.rank])).toEqual([
      ['D', 3],
      ['C', 4],
    ]);
    // Jury only, equal scores and no votes: level on everything, both 1st.
    const level = categoryResult(category('jury'), [], [score('j', 'A', [3, 3]), score('j', 'B', [4, 2])], teams);
    expect(level.rows.map((x) => x.rank)).toEqual([1, 1]);
    // Equal scores and equal countback (w = 1: the score is the peer score): the higher jury score wins.
    const even = tallyResults(
      [
        {
          votes: [
            { votedForTeamId: 'A', rank: 1 },
            { votedForTeamId: 'B', rank: 2 },
          ],
        },
        {
          votes: [
            { votedForTeamId: 'B', rank: 1 },
            { votedForTeamId: 'A', rank: 2 },
          ],
        },
      ],
      teams,
    );
    const jury = categoryResult(category('blend', 1), even, [score('j', 'A', [3, 3]), score('j', 'B', [5, 5])], teams);
    expect(jury.rows.map((x) => [x.teamId, x.rank])).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
  });

  it('an erased team: its rows say so, whether it has peer votes or only a jury score', () => {
    const erased = new Map(teams)
      .set('A', { name: 'Erased team', avatarIcon: null, websiteUrl: null, erased: true })
      .set('E', { name: 'Erased team', avatarIcon: null, websiteUrl: null, erased: true });
    const peerErased = tallyResults([{ votes: [{ votedForTeamId: 'A', rank: 1 }] }], erased);
    const r = categoryResult(category('blend', 0.5), peerErased, [score('j1', 'E', [5, 5]), score('j1', 'B', [3, 3])], erased);
    expect(r.rows.map((x) => [x.teamId, x.erased])).toEqual([
      ['A', true],
      ['E', true],
      ['B', false],
    ]);
  });

  it('no ballots: every peer score is 0', () => {
    const r = categoryResult(category('blend', 0.3), [], [score('j', 'A', [3, 3])], teams);
    expect(r.rows).toMatchObject([{ teamId: 'A', peerScore: 0, score: 0.7 * 0.5 }]);
  });
});

describe('categoryFormula', () => {
  it('names each method', () => {
    expect(categoryFormula({ method: 'peer', weight: null })).toContain('peer score');
    expect(categoryFormula({ method: 'jury', weight: null })).toContain('÷ 4');
    expect(categoryFormula({ method: 'blend', weight: 0.25 })).toBe('Score = 0.25 × peer score + 0.75 × jury score');
  });
});

describe('judgeProgress', () => {
  it('counts scored (team, category) pairs of the assigned teams in jury and blend categories', () => {
    const state = {
      ...initialJudgingState(),
      categories: [category('blend', 0.5), { ...category('peer'), categoryId: 'p' }],
      judges: [{ judgeId: 'j', name: 'J', token: 't' }],
      assignments: { j: ['A', 'B'] },
      scores: [score('j', 'A', [3, 3]), score('j', 'C', [3, 3])],
    };
    expect(judgeProgress(state, 'j')).toEqual({ scored: 1, total: 2 });
  });
});
