import session from 'express-session';
import type { Request, RequestHandler } from 'express';
import connectPgSimple from 'connect-pg-simple';
import type { Services } from '../context.js';
import { unavailable, type AdminRole } from '@fit/events';
import { Lru } from '../lru.js';
import { RedisSessionStore } from './redis-session-store.js';

declare module 'express-session' {
  interface SessionData {
    admin?: { username: string; role: AdminRole };
    /** The team this session works as now (the last one created, joined or logged into). */
    teamId?: string;
    /** Every team this session has joined, most recent first (teamId among them), at most MAX_SESSION_TEAMS. */
    teams?: string[];
    /** A judge's session: from the judge's secret link; it may only score. */
    judge?: { judgeId: string; cohortTag: string; name: string };
  }
}

/**
 * How many teams one session (one browser) keeps: enough for a person with two tabs on two
 * teams, or an instructor trying the app as a few teams, and small enough to stay a short list.
 */
export const MAX_SESSION_TEAMS = 5;

/** The teams a session holds, most recent first; a session from before the list holds its teamId. */
export function teamsOfSession(sess: Partial<session.SessionData> | undefined): string[] {
  if (!sess) return [];
  const teams = Array.isArray(sess.teams) ? sess.teams.filter((t) => typeof t === 'string') : [];
  return sess.teamId && !teams.includes(sess.teamId) ? [sess.teamId, ...teams] : teams;
}

/** Makes teamId the session's current team, keeping the others it joined (the oldest drop off past the cap). */
export function addSessionTeam(sess: Partial<session.SessionData>, teamId: string) {
  sess.teams = [teamId, ...teamsOfSession(sess).filter((t) => t !== teamId)].slice(0, MAX_SESSION_TEAMS);
  sess.teamId = teamId;
}

export const SESSION_COOKIE = 'fit.sid';

/** How long one session-store operation may take before the request goes on without it. */
export const SESSION_STORE_TIMEOUT_MS = 1000;
export const SESSIONS_UNAVAILABLE_MESSAGE = 'Sessions are temporarily unavailable, please retry shortly';

type MaybeUnavailable = Request & { sessionUnavailable?: boolean };

/** True when this request's session could not be read (the store is down or too slow). */
export const sessionUnavailable = (req: Request) => !!(req as MaybeUnavailable).sessionUnavailable;

/**
 * For anything that needs the session and found none: when that is because the store could
 * not be read, the answer is 503 (with Retry-After), not 401.
 */
export function assertSessionReadable(req: Request) {
  if (sessionUnavailable(req)) throw unavailable(SESSIONS_UNAVAILABLE_MESSAGE);
}

/**
 * A store whose every operation answers within SESSION_STORE_TIMEOUT_MS: an error, rather than
 * a wait, when Redis is down, reconnecting or frozen.
 */
function failFast(store: session.Store): session.Store {
  const wrap = (name: 'get' | 'set' | 'touch' | 'destroy') => {
    const original = (store as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!.bind(store);
    return (...args: unknown[]) => {
      const cb = args.pop() as (err?: unknown, value?: unknown) => void;
      let done = false;
      const finish = (err?: unknown, value?: unknown) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        cb(err, value);
      };
      const timer = setTimeout(() => finish(Object.assign(new Error('Session store timed out'), { code: 'ESESSIONSTORE' })), SESSION_STORE_TIMEOUT_MS);
      timer.unref();
      try {
        original(...args, finish);
      } catch (err) {
        finish(err);
      }
    };
  };
  for (const name of ['get', 'set', 'touch', 'destroy'] as const) {
    if (typeof (store as unknown as Record<string, unknown>)[name] === 'function') {
      (store as unknown as Record<string, unknown>)[name] = wrap(name);
    }
  }
  return store;
}

/**
 * How often, at most, a session's expiry in the store is pushed back. express-session (rolling)
 * touches the store on every answer to a request with a session, one store round trip per
 * request; the cookie is still renewed on every answer, and the store's expiry trails it by at
 * most this much out of 30 days.
 */
export const SESSION_TOUCH_INTERVAL_MS = 10 * 60 * 1000;

/** Skips touches of a session this process stored or touched within SESSION_TOUCH_INTERVAL_MS. */
export function throttleTouch(store: session.Store): session.Store {
  const fresh = new Lru<string, number>(50_000);
  const call = (name: 'set' | 'touch' | 'destroy') => (store as unknown as Record<string, (...a: unknown[]) => void>)[name]!.bind(store);
  const [set, touch, destroy] = [call('set'), call('touch'), call('destroy')];
  const remember = (sid: string, cb?: (err?: unknown) => void) => (err?: unknown) => {
    if (!err) fresh.set(sid, Date.now());
    cb?.(err);
  };
  Object.assign(store, {
    set: (sid: string, sess: session.SessionData, cb?: (err?: unknown) => void) => set(sid, sess, remember(sid, cb)),
    touch: (sid: string, sess: session.SessionData, cb?: (err?: unknown) => void) => {
      const last = fresh.get(sid);
      if (last !== undefined && Date.now() - last < SESSION_TOUCH_INTERVAL_MS) return cb?.();
      touch(sid, sess, remember(sid, cb));
    },
    destroy: (sid: string, cb?: (err?: unknown) => void) => {
      fresh.delete(sid);
      destroy(sid, cb);
    },
  });
  return store;
}

/** Stands in for the session while the store is unreachable: empty, and never saved. */
function unreadableSession(): session.Session & Partial<session.SessionData> {
  const refuse = (cb?: (err?: unknown) => void) => {
    cb?.(unavailable(SESSIONS_UNAVAILABLE_MESSAGE));
  };
  return {
    id: '',
    cookie: new session.Cookie(),
    regenerate: refuse,
    destroy: refuse,
    reload: refuse,
    save: refuse,
    touch: () => undefined,
    resetMaxAge: () => undefined,
  } as unknown as session.Session & Partial<session.SessionData>;
}

/**
 * express-session with a shared store: Redis when there is one, else a PostgreSQL table, so
 * sessions survive restarts and work across instances.
 */
export async function createSessionMiddleware(services: Services) {
  const { config } = services;
  let store: session.Store;
  let close: () => Promise<void> = async () => {};
  if (services.redis) {
    // On the app's client: no offline queue and a command timeout, so calls fail fast while Redis
    // is down or frozen (failFast below bounds the rest).
    store = new RedisSessionStore(services.redis, `${services.redisPrefix}sess:`);
  } else {
    const PgStore = connectPgSimple(session);
    store = new PgStore({
      conString: services.config.databaseUrl!,
      tableName: 'sessions',
      createTableIfMissing: true,
      pruneSessionInterval: 15 * 60,
    });
    close = async () => {
      (store as unknown as { close: () => void }).close();
    };
  }
  const middleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: throttleTouch(failFast(store)),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request came over TLS (directly or, with TRUST_PROXY, via a proxy).
      secure: 'auto',
      maxAge: 30 * 24 * 60 * 60 * 1000,
    },
  });
  // When the store cannot be read (Redis down, restarting or frozen), the request goes on with an
  // empty session that is never saved: work that needs no session (a team's autosave, lookups,
  // phase configs) is served; whatever needs one answers 503 + Retry-After (assertSessionReadable),
  // and logging in answers 503 until the store is back. express-session has already wrapped
  // res.end to save the session; that wrapper is undone so the response is not held for a store
  // that is not there. Failures after the route ran (saving or touching at the end) reach this
  // callback a second time: they are dropped, the response goes out regardless.
  const resilient: RequestHandler = (req, res, next) => {
    const end = res.end;
    let continued = false;
    middleware(req, res, (err?: unknown) => {
      if (continued) return;
      continued = true;
      if (!err) return next();
      res.end = end;
      (req as MaybeUnavailable).sessionUnavailable = true;
      (req as { session: unknown }).session = unreadableSession();
      next();
    });
  };
  // A request without the session cookie has nothing to read from the store, and most such
  // requests (autosaves, lookups, configs, results) never touch a session. Its session is made
  // when first used — a login or a new team — and not before: until then no id is drawn, no
  // hash taken and no end-of-response hook set. express-session's no-cookie path is synchronous,
  // so the session exists when the getter returns. The viewer reads it through sessionOf, which
  // does not make one.
  const lazy: RequestHandler = (req, res, next) => {
    if (req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return resilient(req, res, next);
    (req as Unmade)[UNMADE] = true;
    Object.defineProperty(req, 'session', {
      configurable: true,
      enumerable: true,
      get() {
        delete (req as Partial<Request>).session;
        delete (req as Unmade)[UNMADE];
        (req as Unmade)[FRESH] = true;
        resilient(req, res, () => {});
        return req.session;
      },
      set(value: unknown) {
        delete (req as Unmade)[UNMADE];
        Object.defineProperty(req, 'session', { configurable: true, enumerable: true, writable: true, value });
      },
    });
    next();
  };
  return { middleware: lazy, close };
}

const UNMADE = Symbol('session not made yet');
const FRESH = Symbol('session made in this request');
type Unmade = Request & { [UNMADE]?: true; [FRESH]?: true };

/**
 * The session was made in this request, with an id the server drew (no cookie came with it):
 * there is no earlier id to replace, so a login need not regenerate it (fixation needs an id
 * the client chose or knew).
 */
export const sessionIsFresh = (req: Request) => !!(req as Unmade)[FRESH];

/** The request's session as it is, without making one (a request without the cookie has none until it logs in). */
export const sessionOf = (req: Request): Partial<session.SessionData> | undefined => ((req as Unmade)[UNMADE] ? undefined : req.session);
