import type { Request } from 'express';
import { forbidden, PHASE_COUNT, unauthenticated, unavailable, type Actor, type AdminRole } from '@fit/events';
import { message, type MessageDescriptor, type MessageId } from '@fit/events/i18n/message';
import { SESSIONS_UNAVAILABLE_MESSAGE, sessionOf, sessionUnavailable, teamsOfSession } from './session.js';

/*
 * Who is asking, and what they may do. Both doors build one Viewer per request (REST from the
 * express request, GraphQL in its context factory, once per WebSocket connection) and ask the
 * policy functions below, so a rule and its refusal (status, code, message) exist once.
 */

export interface Viewer {
  /** An instructor's (role admin) or auditor's session. */
  readonly admin: { readonly username: string; readonly role: AdminRole } | null;
  /** The team this session works as now (voting, the showcase, feedback). */
  readonly teamId: string | null;
  /** Every team this session has joined (teamId first): whose answers it may read and write. */
  readonly teams: readonly string[];
  /** A judge of one cohort (from the judge's secret link): may score and read what judging needs, nothing else. */
  readonly judge: { readonly judgeId: string; readonly cohortTag: string; readonly name: string } | null;
  /** The session store could not be read: a refusal for want of a session is then a 503, not a 401. */
  readonly sessionUnreadable: boolean;
}

/** Nobody: what another site's page (the widget) is, whatever cookies it might carry. */
export const ANONYMOUS: Viewer = Object.freeze({ admin: null, teamId: null, teams: [], judge: null, sessionUnreadable: false });

const viewers = new WeakMap<Request, Viewer>();

/**
 * The request's viewer, made on first use and the same object after. It reads the session
 * as it is now, not as it was when made: a login or a team created earlier in the same
 * request (a GraphQL document may run `createTeam { accessToken }`) is seen by what follows.
 * A cross-origin request is ANONYMOUS.
 */
export function viewerOf(req: Request, opts: { crossOrigin?: boolean } = {}): Viewer {
  let viewer = viewers.get(req);
  if (!viewer) {
    viewer = opts.crossOrigin
      ? ANONYMOUS
      : {
          get admin() {
            return sessionOf(req)?.admin ?? null;
          },
          get teamId() {
            return sessionOf(req)?.teamId ?? null;
          },
          get teams() {
            return teamsOfSession(sessionOf(req));
          },
          get judge() {
            return sessionOf(req)?.judge ?? null;
          },
          get sessionUnreadable() {
            return sessionUnavailable(req);
          },
        };
    viewers.set(req, viewer);
  }
  return viewer;
}

export const ADMIN_REQUIRED = 'Admin access required. Please log in with admin credentials.';
export const AUDIT_ONLY = 'This account can only read audit information';
export const TEAM_SESSION_REQUIRED = message('Team session required. Log in as a team via the Phase {phase, number} page button.', { phase: PHASE_COUNT });

export const JUDGE_ONLY = 'A judge may only score the teams assigned to them';
export const JUDGE_SESSION_REQUIRED = 'Judge session required. Open your judge link again.';

/**
 * Refuses for want of a session: 503 when the session could not be read, else 401 with a message
 * that names the session needed. A judge's session is a session, just not one that may do this
 * (403).
 */
export function noSession(viewer: Viewer, why: MessageId | MessageDescriptor): never {
  if (viewer.judge && !viewer.admin && !viewer.teamId) throw forbidden(JUDGE_ONLY);
  if (viewer.sessionUnreadable) throw unavailable(SESSIONS_UNAVAILABLE_MESSAGE);
  throw unauthenticated(why);
}

/** An instructor: role admin (an auditor is not). */
export const isAdmin = (viewer: Viewer) => viewer.admin?.role === 'admin';
/** An instructor or an auditor. */
export const isStaff = (viewer: Viewer) => viewer.admin !== null;

/**
 * No admin session: a team's session is a session, just not one that may do this (403); 401
 * only when there is no session at all.
 */
function notStaff(viewer: Viewer): never {
  if (viewer.teamId) throw forbidden(ADMIN_REQUIRED);
  noSession(viewer, ADMIN_REQUIRED);
}

/** An instructor (role admin); an auditor or a team is refused (403). Returns the username. */
export function requireAdmin(viewer: Viewer): string {
  if (!viewer.admin) notStaff(viewer);
  if (viewer.admin.role !== 'admin') throw forbidden(AUDIT_ONLY);
  return viewer.admin.username;
}

/** Admins and auditors: the read-only audit operations. Returns the username. */
export function requireStaff(viewer: Viewer): string {
  if (!viewer.admin) notStaff(viewer);
  return viewer.admin.username;
}

/** A team's own session. Returns the team's id. */
export function requireTeamSession(viewer: Viewer, why: MessageId | MessageDescriptor = TEAM_SESSION_REQUIRED): string {
  if (!viewer.teamId) noSession(viewer, why);
  return viewer.teamId;
}

/** The team's own session (any team the session joined) or an admin: who may see a team's secure link and its ballot. */
export const isTeamOrAdmin = (viewer: Viewer, teamId: string) => isAdmin(viewer) || viewer.teams.includes(teamId);

export const TEAM_ACCESS_REQUIRED = "Join this team first: enter its code or open its secure link to work on the team's answers";
export const NOT_YOUR_TEAM = "Only this team's members and its instructors can read or change the team's answers";

/**
 * Reading or changing a team's own things (its answers over REST, GraphQL and /collab, its
 * phase, avatar and website): the team's session (from creating it, joining it with its code
 * or its secure link) or an instructor. A team id is not a credential: 401 without a session
 * (503 when the session could not be read), 403 with another team's session or an auditor's.
 */
export function requireTeamAccess(viewer: Viewer, teamId: string): void {
  if (isTeamOrAdmin(viewer, teamId)) return;
  if (!viewer.admin && !viewer.teamId) noSession(viewer, TEAM_ACCESS_REQUIRED);
  throw forbidden(NOT_YOUR_TEAM);
}

/** A judge's own session. Returns the judge. */
export function requireJudge(viewer: Viewer) {
  if (viewer.judge) return viewer.judge;
  if (viewer.admin || viewer.teamId) throw forbidden(JUDGE_SESSION_REQUIRED);
  if (viewer.sessionUnreadable) throw unavailable(SESSIONS_UNAVAILABLE_MESSAGE);
  throw unauthenticated(JUDGE_SESSION_REQUIRED);
}

/** The actor recorded in the metadata of the events this viewer's commands append. */
export function actorOf(viewer: Viewer): Actor {
  const { admin, teamId, judge } = viewer;
  if (admin) return { kind: admin.role === 'auditor' ? 'auditor' : 'admin', id: admin.username };
  if (teamId) return { kind: 'team', id: teamId };
  if (judge) return { kind: 'judge', id: judge.judgeId };
  return { kind: 'anonymous' };
}
