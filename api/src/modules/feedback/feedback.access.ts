import { forbidden, type FeedbackAuthor } from '@fit/events';
import { requireTeamSession, type Viewer } from '../../auth/viewer.js';

const NO_SESSION = "Log in as the team (open the team's secure link) or as an instructor to see feedback";
const NOT_YOURS = 'Feedback is only for the team and its instructors';

/**
 * Who may read and write a team's feedback: stricter than phase answers (which anyone knowing
 * the team id reads), because comments are a private conversation between a team and its
 * instructors. Allowed: an admin session (as the instructor), or the team's own session (created
 * with the team, or started from the team's secure link). Anyone else: 401 without a session
 * (503 when the session could not be read), 403 with another team's session or an auditor's.
 * REST and GraphQL (operations and subscriptions) all call this one rule.
 */
export function feedbackRoleOf(viewer: Viewer, teamId: string): FeedbackAuthor {
  if (viewer.admin) {
    if (viewer.admin.role !== 'admin') throw forbidden(NOT_YOURS);
    return 'instructor';
  }
  // Any team the session joined (two tabs on two teams), not only the current one.
  requireTeamSession(viewer, NO_SESSION);
  if (!viewer.teams.includes(teamId)) throw forbidden(NOT_YOURS);
  return 'team';
}

/** The same check before the thread's team is known: no session at all is a 401 without a lookup. */
export function requireSomeSession(viewer: Viewer) {
  if (!viewer.admin) requireTeamSession(viewer, NO_SESSION);
}
