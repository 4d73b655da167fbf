/** /phase/{n}, with ?team_id={code} when a team is active. */
export function phasePath(phase: number, teamCode?: string | null): string {
  return teamCode ? `/phase/${phase}?team_id=${encodeURIComponent(teamCode)}` : `/phase/${phase}`;
}

/** The permanent secure link /phase/1?team_id={code}&token={accessToken}. */
export function secureTeamLink(origin: string, code: string, accessToken: string): string {
  return `${origin}/phase/1?team_id=${encodeURIComponent(code)}&token=${encodeURIComponent(accessToken)}`;
}
