import { describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { DomainError } from '@fit/events';
import { englishText } from '@fit/events/i18n/message';
import type { GqlContext } from '../graphql/context.js';
import { authChecker, type Role } from './auth-checker.js';
import { SESSIONS_UNAVAILABLE_MESSAGE } from './session.js';
import {
  ADMIN_REQUIRED,
  ANONYMOUS,
  AUDIT_ONLY,
  JUDGE_ONLY,
  TEAM_SESSION_REQUIRED,
  actorOf,
  isAdmin,
  isStaff,
  isTeamOrAdmin,
  requireAdmin,
  requireStaff,
  requireTeamAccess,
  requireTeamSession,
  NOT_YOUR_TEAM,
  TEAM_ACCESS_REQUIRED,
  viewerOf,
  type Viewer,
} from './viewer.js';
import { feedbackRoleOf, requireSomeSession } from '../modules/feedback/feedback.access.js';
import { assertResultsVisible, assertVerificationVisible, resultsVisibleTo } from '../modules/showcase/showcase.read.js';
import { assertMaySeeBallot, BALLOT_SESSION_REQUIRED, NOT_YOUR_BALLOT } from '../modules/showcase/showcase.access.js';

const TEAM = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

const viewer = (v: Partial<Viewer>): Viewer => ({ admin: null, teamId: null, teams: v.teamId ? [v.teamId] : [], judge: null, sessionUnreadable: false, ...v });
const admin = viewer({ admin: { username: 'ada', role: 'admin' } });
const auditor = viewer({ admin: { username: 'aud', role: 'auditor' } });
const team = viewer({ teamId: TEAM });
const unreadable = viewer({ sessionUnreadable: true });
const judge = viewer({ judge: { judgeId: 'j1', cohortTag: 'spring', name: 'Ada' } });

/** The refusal a call throws, as the doors map it: code and message. */
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof DomainError) return { code: e.code, message: e.message };
    throw e;
  }
  return null;
};

const unauth = (message: string) => ({ code: 'UNAUTHENTICATED', message });
const forbid = (message: string) => ({ code: 'FORBIDDEN', message });
const down = { code: 'UNAVAILABLE', message: SESSIONS_UNAVAILABLE_MESSAGE };

describe('viewerOf', () => {
  const request = (session: object | undefined, unavailable = false) => ({ session, sessionUnavailable: unavailable }) as unknown as Request;

  it('is made once per request and follows the session as it changes (a login in the same request)', () => {
    const req = request({});
    const v = viewerOf(req);
    expect(viewerOf(req)).toBe(v);
    expect(v).toMatchObject({ admin: null, teamId: null, sessionUnreadable: false });
    req.session.teamId = TEAM;
    req.session.admin = { username: 'ada', role: 'admin' };
    expect(v).toMatchObject({ teamId: TEAM, admin: { username: 'ada', role: 'admin' } });
  });

  it('is anonymous across origins, whatever the session holds', () => {
    const req = request({ teamId: TEAM, admin: { username: 'ada', role: 'admin' } });
    expect(viewerOf(req, { crossOrigin: true })).toBe(ANONYMOUS);
    expect(viewerOf(req)).toBe(ANONYMOUS);
  });

  it('knows when the session could not be read, and copes with no session at all (a WebSocket from elsewhere)', () => {
    expect(viewerOf(request(undefined, true))).toMatchObject({ admin: null, teamId: null, sessionUnreadable: true });
    expect(viewerOf(request(undefined))).toMatchObject({ admin: null, teamId: null, sessionUnreadable: false });
  });
});

describe('policies', () => {
  it('requireAdmin: an admin passes; an auditor or a team is 403; nobody is 401, or 503 when the session was unreadable', () => {
    expect(requireAdmin(admin)).toBe('ada');
    expect(refusal(() => requireAdmin(auditor))).toEqual(forbid(AUDIT_ONLY));
    expect(refusal(() => requireAdmin(team))).toEqual(forbid(ADMIN_REQUIRED));
    expect(refusal(() => requireAdmin(ANONYMOUS))).toEqual(unauth(ADMIN_REQUIRED));
    expect(refusal(() => requireAdmin(unreadable))).toEqual(down);
  });

  it('requireStaff: admins and auditors pass', () => {
    expect(requireStaff(admin)).toBe('ada');
    expect(requireStaff(auditor)).toBe('aud');
    expect(refusal(() => requireStaff(team))).toEqual(forbid(ADMIN_REQUIRED));
    expect(refusal(() => requireStaff(ANONYMOUS))).toEqual(unauth(ADMIN_REQUIRED));
    expect(refusal(() => requireStaff(unreadable))).toEqual(down);
  });

  it("requireTeamAccess: a team's own session (any team it joined) or an instructor; else 401, 403 or 503", () => {
    expect(requireTeamAccess(team, TEAM)).toBeUndefined();
    expect(requireTeamAccess(admin, TEAM)).toBeUndefined();
    expect(requireTeamAccess(viewer({ teamId: OTHER, teams: [OTHER, TEAM] }), TEAM)).toBeUndefined();
    expect(refusal(() => requireTeamAccess(team, OTHER))).toEqual(forbid(NOT_YOUR_TEAM));
    expect(refusal(() => requireTeamAccess(auditor, TEAM))).toEqual(forbid(NOT_YOUR_TEAM));
    expect(refusal(() => requireTeamAccess(ANONYMOUS, TEAM))).toEqual(unauth(TEAM_ACCESS_REQUIRED));
    expect(refusal(() => requireTeamAccess(unreadable, TEAM))).toEqual(down);
  });

  it('requireTeamSession: the team id, else 401 (with the caller’s message) or 503', () => {
    expect(requireTeamSession(team)).toBe(TEAM);
    expect(refusal(() => requireTeamSession(admin))).toEqual(unauth(englishText(TEAM_SESSION_REQUIRED)));
    expect(refusal(() => requireTeamSession(ANONYMOUS, 'No team session'))).toEqual(unauth('No team session'));
    expect(refusal(() => requireTeamSession(unreadable))).toEqual(down);
  });

  it("isAdmin and isTeamOrAdmin: who sees a team's secure link and ballot", () => {
    expect([admin, auditor, team, ANONYMOUS].map(isAdmin)).toEqual([true, false, false, false]);
    expect([admin, auditor, team, ANONYMOUS].map((v) => isTeamOrAdmin(v, TEAM))).toEqual([true, false, true, false]);
    expect(isTeamOrAdmin(team, OTHER)).toBe(false);
  });

  it('actorOf: what the events record', () => {
    expect(actorOf(admin)).toEqual({ kind: 'admin', id: 'ada' });
    expect(actorOf(auditor)).toEqual({ kind: 'auditor', id: 'aud' });
    expect(actorOf(team)).toEqual({ kind: 'team', id: TEAM });
    expect(actorOf(ANONYMOUS)).toEqual({ kind: 'anonymous' });
  });

  it('results: anyone once revealed, an admin before; the verification view also to auditors', () => {
    const hidden = { resultsVisible: false };
    const shown = { resultsVisible: true };
    // The read model takes the viewer's rights (isAdmin, isStaff), never the session.
    expect([admin, auditor, team, ANONYMOUS].map((v) => resultsVisibleTo(isAdmin(v), hidden))).toEqual([true, false, false, false]);
    expect([admin, auditor, team, ANONYMOUS].every((v) => resultsVisibleTo(isAdmin(v), shown))).toBe(true);
    expect(refusal(() => assertResultsVisible(isAdmin(auditor), hidden))).toEqual(forbid('Results are not yet available'));
    expect(refusal(() => assertVerificationVisible(isStaff(auditor), hidden))).toBeNull();
    expect(refusal(() => assertVerificationVisible(isStaff(team), hidden))).toEqual(forbid('The verification view opens when the results are revealed'));
    expect(refusal(() => assertVerificationVisible(isStaff(ANONYMOUS), shown))).toBeNull();
  });

  it("ballots: the team's own session or an admin", () => {
    expect(refusal(() => assertMaySeeBallot(team, TEAM))).toBeNull();
    expect(refusal(() => assertMaySeeBallot(admin, TEAM))).toBeNull();
    // Each refusal names what the caller lacks: no session, another team's, a judge's.
    expect(refusal(() => assertMaySeeBallot(viewer({ teamId: OTHER }), TEAM))).toEqual(forbid(NOT_YOUR_BALLOT));
    expect(refusal(() => assertMaySeeBallot(auditor, TEAM))).toEqual(forbid(NOT_YOUR_BALLOT));
    expect(refusal(() => assertMaySeeBallot(ANONYMOUS, TEAM))).toEqual(unauth(BALLOT_SESSION_REQUIRED));
    expect(refusal(() => assertMaySeeBallot(judge, TEAM))).toEqual(forbid(JUDGE_ONLY));
    expect(refusal(() => assertMaySeeBallot(unreadable, TEAM))).toEqual(down);
    expect(BALLOT_SESSION_REQUIRED).toBe('Join this team (with its code or its secure link) or log in as an instructor to see its votes');
  });

  it('feedback: the team as team, an admin as instructor; others 403, nobody 401 (503 when unreadable)', () => {
    const NO_SESSION = "Log in as the team (open the team's secure link) or as an instructor to see feedback";
    const NOT_YOURS = 'Feedback is only for the team and its instructors';
    expect(feedbackRoleOf(team, TEAM)).toBe('team');
    expect(feedbackRoleOf(admin, TEAM)).toBe('instructor');
    expect(refusal(() => feedbackRoleOf(auditor, TEAM))).toEqual(forbid(NOT_YOURS));
    expect(refusal(() => feedbackRoleOf(viewer({ teamId: OTHER }), TEAM))).toEqual(forbid(NOT_YOURS));
    expect(refusal(() => feedbackRoleOf(ANONYMOUS, TEAM))).toEqual(unauth(NO_SESSION));
    expect(refusal(() => feedbackRoleOf(unreadable, TEAM))).toEqual(down);
    expect(refusal(() => requireSomeSession(auditor))).toBeNull();
    expect(refusal(() => requireSomeSession(ANONYMOUS))).toEqual(unauth(NO_SESSION));
  });
});

describe('authChecker', () => {
  const check = (v: Viewer, roles: Role[]) => authChecker({ context: { viewer: v } as GqlContext, root: {}, args: {}, info: {} as never }, roles);

  it('asks the same policies, throwing their refusals as they are', () => {
    expect(check(admin, ['ADMIN'])).toBe(true);
    expect(check(auditor, ['STAFF'])).toBe(true);
    expect(check(team, ['TEAM'])).toBe(true);
    expect(refusal(() => check(auditor, ['ADMIN']))).toEqual(forbid(AUDIT_ONLY));
    expect(refusal(() => check(ANONYMOUS, ['STAFF']))).toEqual(unauth(ADMIN_REQUIRED));
    expect(refusal(() => check(admin, ['TEAM']))).toEqual(unauth(englishText(TEAM_SESSION_REQUIRED)));
    expect(refusal(() => check(unreadable, ['ADMIN']))).toEqual(down);
  });

  it('grants nothing to a bare @Authorized()', () => {
    expect(check(admin, [])).toBe(false);
  });
});
