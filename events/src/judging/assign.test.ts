import { describe, expect, it } from 'vitest';
import { assignTeamsToJudges } from './assign.js';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `t${String(i).padStart(2, '0')}`);
const judgesOf = (assignments: ReturnType<typeof assignTeamsToJudges>, team: string) => assignments.filter((a) => a.teamIds.includes(team)).map((a) => a.judgeId);

describe('assignTeamsToJudges', () => {
  it.each([
    [10, 3, 2],
    [7, 4, 3],
    [5, 5, 1],
    [12, 5, 2],
  ])('%i teams, %i judges, %i per team: every team gets k different judges and loads differ by at most one', (n, j, k) => {
    const judges = Array.from({ length: j }, (_, i) => `j${i}`);
    const a = assignTeamsToJudges(teams(n), judges, k);
    for (const t of teams(n)) {
      const js = judgesOf(a, t);
      expect(js).toHaveLength(k);
      expect(new Set(js).size).toBe(k);
    }
    const loads = a.map((x) => x.teamIds.length);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    expect(loads.reduce((s, x) => s + x, 0)).toBe(n * k);
  });

  it('gives every team all the judges when there are fewer judges than asked', () => {
    const a = assignTeamsToJudges(teams(3), ['a', 'b'], 3);
    expect(a).toEqual([
      { judgeId: 'a', teamIds: teams(3) },
      { judgeId: 'b', teamIds: teams(3) },
    ]);
  });

  it('is deterministic whatever order the teams come in', () => {
    const shuffled = [...teams(9)].reverse();
    expect(assignTeamsToJudges(shuffled, ['a', 'b', 'c', 'd'], 2)).toEqual(assignTeamsToJudges(teams(9), ['a', 'b', 'c', 'd'], 2));
  });

  it('with no teams, every judge has none', () => {
    expect(assignTeamsToJudges([], ['a'], 2)).toEqual([{ judgeId: 'a', teamIds: [] }]);
  });
});
