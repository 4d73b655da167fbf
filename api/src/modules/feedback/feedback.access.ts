import type { Request } from 'express';
import { forbidden, unauthenticated, type FeedbackAuthor } from '@fit/events';

/**
 * Who may read and write a team's feedback: stricter than phase answers (which anyone knowing
 * the team id reads), because comments are a private conversation between a team and its
 * instructors. Allowed: an admin session (as the instructor), or the team's own session (created
 * with the team, or started from the team's secure link). Anyone else: 401 without a session,
 * 403 with another team's session or an auditor's. REST and GraphQL both call this one rule.
 */
export function feedbackRoleOf(req: Request, teamId: string): FeedbackAuthor {
  const session = req.session;
  if (session?.admin) {
    if (session.admin.role !== 'admin') throw forbidden('Feedback is only for the team and its instructors');
    return 'instructor';
  }
  if (!session?.teamId) throw unauthenticated("Log in as the team (open the team's secure link) or as an instructor to see feedback");
  if (session.teamId !== teamId) throw forbidden('Feedback is only for the team and its instructors');
  return 'team';
}

/** The same check before the thread's team is known: no session at all is a 401 without a lookup. */
export function requireSomeSession(req: Request) {
  if (!req.session?.admin && !req.session?.teamId) {
    throw unauthenticated("Log in as the team (open the team's secure link) or as an instructor to see feedback");
  }
}
