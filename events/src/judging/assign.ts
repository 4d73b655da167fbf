import type { JudgeAssignment } from './events.js';

/**
 * Which teams each judge scores: every team gets judgesPerTeam different judges (all the judges
 * when there are fewer), and the judges' loads differ by at most one. Round-robin over the
 * teams in id order and the judges in the order given: team i takes the next k judges after
 * team i − 1's, wrapping round. Deterministic: the same teams and judges give the same result.
 */
export function assignTeamsToJudges(teamIds: readonly string[], judgeIds: readonly string[], judgesPerTeam: number): JudgeAssignment[] {
  const judges = [...judgeIds];
  const k = Math.min(judgesPerTeam, judges.length);
  const out = new Map(judges.map((id) => [id, [] as string[]]));
  const teams = [...new Set(teamIds)].sort();
  let next = 0;
  for (const team of teams) {
    for (let j = 0; j < k; j++) out.get(judges[(next + j) % judges.length]!)!.push(team);
    next = (next + k) % Math.max(judges.length, 1);
  }
  return judges.map((judgeId) => ({ judgeId, teamIds: out.get(judgeId)! }));
}
