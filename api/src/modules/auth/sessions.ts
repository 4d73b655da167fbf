import type { Request } from 'express';
import { badInput, ERASED_TEAM_MESSAGE, notFound, unauthenticated, unavailable } from '@fit/events';
import type { Services } from '../../context.js';
import { checkCredentials } from './admins.js';
import { findTeamByToken, type Team } from '../teams/teams.read.js';
import { findJudgeByToken } from '../judging/judging.read.js';
import { lookupTeamCode } from '../teams/lookup.js';
import { SESSIONS_UNAVAILABLE_MESSAGE, addSessionTeam, sessionIsFresh, sessionOf, sessionUnavailable, teamsOfSession } from '../../auth/session.js';
import { endSessionSockets } from '../../auth/live-sessions.js';
import type { Viewer } from '../../auth/viewer.js';

/** A new session id at every privilege change (no fixation), keeping what it already carried; a session made in this request already has one. */
const regenerate = (req: Request) =>
  new Promise<void>((ok, fail) => {
    if (sessionUnavailable(req)) return fail(unavailable(SESSIONS_UNAVAILABLE_MESSAGE));
    if (!req.session?.regenerate) return fail(badInput('Log in over HTTP, not over a WebSocket'));
    if (sessionIsFresh(req)) return ok();
    const { admin, teamId, teams, judge } = req.session;
    req.session.regenerate((err) => {
      // The store failed (Redis down, reconnecting or frozen): a 503 the client may retry.
      if (err) return fail(unavailable(SESSIONS_UNAVAILABLE_MESSAGE));
      if (admin) req.session.admin = admin;
      if (teamId) req.session.teamId = teamId;
      if (teams) req.session.teams = teams;
      if (judge) req.session.judge = judge;
      ok();
    });
  });

/**
 * Stores the session now, so that a login is answered 200 only once it has really landed. When
 * the store does not answer in time (Redis frozen) the login is answered 503, and its cookie is
 * not sent: the write may still land when Redis wakes, but no client holds that session's id.
 */
const save = (req: Request) =>
  new Promise<void>((ok, fail) => {
    req.session.save((err) => {
      if (!err) return ok();
      // express-session sets the cookie only for a request that still has a session.
      (req as { session?: unknown }).session = undefined;
      fail(unavailable(SESSIONS_UNAVAILABLE_MESSAGE));
    });
  });

/** Shared by REST and GraphQL: the one place admin and team sessions start and end. */
export async function loginAdmin(s: Services, req: Request, username: unknown, password: unknown) {
  if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) {
    throw badInput('Please enter both username and password.');
  }
  const user = await checkCredentials(s, username.trim(), password);
  if (!user) throw unauthenticated('Invalid credentials.');
  await regenerate(req);
  req.session.admin = user;
  await save(req);
  return user;
}

/**
 * Ends what the session had: a new id (the old one is destroyed in the store), and the live
 * sockets opened under the old one, on every process (they keep the identity they opened with).
 */
async function endSession(s: Services, req: Request, drop: (session: Request['session']) => void) {
  const old = sessionOf(req) && !sessionIsFresh(req) ? req.sessionID : undefined;
  drop(req.session);
  await regenerate(req);
  endSessionSockets(s, old);
}

export async function logoutAdmin(s: Services, req: Request) {
  await endSession(s, req, (session) => delete session.admin);
}

export async function loginTeam(s: Services, req: Request, token: unknown) {
  if (typeof token !== 'string' || token.length < 16 || token.length > 200) throw badInput('access_token is required');
  const team = await findTeamByToken(s.orm.em.fork(), token);
  if (!team || team.erasedAt) throw unauthenticated('Invalid or expired team link');
  await startTeamSession(req, team);
  return team;
}

/** The session works as this team from now on, keeping the other teams it joined. */
async function startTeamSession(req: Request, team: Team) {
  // A new id only when the session gains a team (no fixation); one that has joined it already
  // only makes it current, so a page that joins again never invalidates the cookie another
  // request of the same browser is carrying.
  if (!teamsOfSession(req.session).includes(team.id)) await regenerate(req);
  addSessionTeam(req.session, team.id);
  await save(req);
}

export const JOIN_CODE_REQUIRED = 'Please enter a team code to join.';
export const JOIN_CODE_UNKNOWN = 'No team found with that code. Please check and try again.';

/**
 * Joining a team with its code: the code is looked up like any other (an unknown one counts
 * against the client, lookup.ts), and the session becomes the team's, as with its secure link.
 */
export async function joinTeam(s: Services, req: Request, code: unknown) {
  if (code === undefined || code === null || (typeof code === 'string' && !code.trim())) throw badInput(JOIN_CODE_REQUIRED);
  const team = await lookupTeamCode(s, req, code);
  if (!team) throw notFound(JOIN_CODE_UNKNOWN);
  if (team.erasedAt) throw notFound(ERASED_TEAM_MESSAGE);
  await startTeamSession(req, team);
  return team;
}

/** Switch Team: the session leaves every team it joined. */
export async function logoutTeam(s: Services, req: Request) {
  await endSession(s, req, (session) => {
    delete session.teamId;
    delete session.teams;
  });
}

/**
 * A judge's secret link: the session becomes that judge's. It may then score the
 * judge's teams and read what judging needs; everything else answers 403.
 */
export async function loginJudge(s: Services, req: Request, token: unknown) {
  if (typeof token !== 'string' || token.length < 16 || token.length > 200) throw badInput('token is required');
  const judge = await findJudgeByToken(s.orm.em.fork(), token);
  if (!judge) throw unauthenticated('Invalid or expired judge link');
  await regenerate(req);
  req.session.judge = judge;
  await save(req);
  return judge;
}

export async function logoutJudge(s: Services, req: Request) {
  await endSession(s, req, (session) => delete session.judge);
}

export const adminStatusOf = ({ admin }: Viewer) => {
  return { isAuthenticated: !!admin, user: admin ? { username: admin.username, role: admin.role } : null };
};
