import { forbidden } from '@fit/events';
import { isTeamOrAdmin, noSession, type Viewer } from '../../auth/viewer.js';

export const BALLOT_SESSION_REQUIRED = 'Join this team (with its code or its secure link) or log in as an instructor to see its votes';
export const NOT_YOUR_BALLOT = "Only this team's session or an instructor can see its votes";

/** A team's ballot: its own session or an instructor. 401 without a session, 403 with another (a judge's: JUDGE_ONLY). */
export function assertMaySeeBallot(viewer: Viewer, voterTeamId: string) {
  if (isTeamOrAdmin(viewer, voterTeamId)) return;
  if (!viewer.admin && !viewer.teamId) noSession(viewer, BALLOT_SESSION_REQUIRED);
  throw forbidden(NOT_YOUR_BALLOT);
}
