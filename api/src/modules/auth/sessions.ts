import type { Request } from 'express';
import { badInput, unauthenticated, unavailable } from '@fit/events';
import type { Services } from '../../context.js';
import { checkCredentials } from './admins.js';
import { findTeamByToken } from '../teams/teams.read.js';
import { SESSIONS_UNAVAILABLE_MESSAGE, sessionIsFresh, sessionUnavailable } from '../../auth/session.js';
import type { Viewer } from '../../auth/viewer.js';

/** A new session id at every privilege change (no fixation), keeping what it already carried; a session made in this request already has one. */
const regenerate = (req: Request) =>
  new Promise<void>((ok, fail) => {
    if (sessionUnavailable(req)) return fail(unavailable(SESSIONS_UNAVAILABLE_MESSAGE));
    if (!req.session?.regenerate) return fail(badInput('Log in over HTTP, not over a WebSocket'));
    if (sessionIsFresh(req)) return ok();
    const { admin, teamId } = req.session;
    req.session.regenerate((err) => {
      // The store failed (Redis down, reconnecting or frozen): a 503 the client may retry.
      if (err) return fail(unavailable(SESSIONS_UNAVAILABLE_MESSAGE));
      if (admin) req.session.admin = admin;
      if (teamId) req.session.teamId = teamId;
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

export async function logoutAdmin(req: Request) {
  delete req.session.admin;
  await regenerate(req);
}

export async function loginTeam(s: Services, req: Request, token: unknown) {
  if (typeof token !== 'string' || token.length < 16 || token.length > 200) throw badInput('access_token is required');
  const team = await findTeamByToken(s.orm.em.fork(), token);
  if (!team) throw unauthenticated('Invalid or expired team link');
  await regenerate(req);
  req.session.teamId = team.id;
  await save(req);
  return team;
}

export async function logoutTeam(req: Request) {
  delete req.session.teamId;
  await regenerate(req);
}

export const adminStatusOf = ({ admin }: Viewer) => {
  return { isAuthenticated: !!admin, user: admin ? { username: admin.username, role: admin.role } : null };
};
