import session from 'express-session';
import type { Request, RequestHandler } from 'express';
import { RedisStore } from 'connect-redis';
import connectPgSimple from 'connect-pg-simple';
import { createClient } from 'redis';
import type { Services } from '../context.js';
import type { AdminRole } from '@fit/events';

declare module 'express-session' {
  interface SessionData {
    admin?: { username: string; role: AdminRole };
    teamId?: string;
  }
}

export const SESSION_COOKIE = 'fit.sid';

/**
 * express-session with a shared store: Redis when there is one, else a PostgreSQL table, so
 * sessions survive restarts and work across instances.
 */
export async function createSessionMiddleware(services: Services) {
  const { config } = services;
  let store: session.Store;
  let close: () => Promise<void> = async () => {};
  if (services.redis) {
    // Fail fast while Redis is down instead of queueing: the request then runs without a
    // session (see below) rather than hanging.
    const client = createClient({ url: config.redisUrl ?? 'redis://127.0.0.1:6379', disableOfflineQueue: true, socket: { reconnectStrategy: (n: number) => Math.min(n * 200, 2000) } });
    client.on('error', () => {});
    await client.connect();
    store = new RedisStore({ client, prefix: `${services.redisPrefix}sess:` });
    close = async () => {
      await client.close().catch(() => {});
    };
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
    store,
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
  // When the store is unreachable (Redis restarting), a request continues with an empty,
  // unsaved session: anonymous work (autosave by team id) goes on; anything that needs a
  // session answers 401, and logging in answers 503 until the store is back.
  const resilient: RequestHandler = (req, res, next) => {
    middleware(req, res, (err?: unknown) => {
      if (!err) return next();
      (req as Request & { sessionUnavailable?: boolean }).sessionUnavailable = true;
      (req as { session: unknown }).session = {};
      next();
    });
  };
  return { middleware: resilient, close };
}
