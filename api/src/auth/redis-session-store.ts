import session from 'express-session';
import type { Redis } from 'ioredis';

/** A session whose cookie carries no expiry (never the case here: the cookie has a maxAge) lives a day. */
const DEFAULT_TTL_S = 24 * 60 * 60;

type Callback<T = void> = (err?: unknown, value?: T) => void;

/**
 * express-session's store in Redis, on the app's own ioredis client (services.redis): one Redis
 * client library and one connection per process, where connect-redis (node-redis only since its
 * version 8) would add both, and about 4.5 MiB of heap to every process. A session is one JSON
 * string under `${prefix}${sid}`, expiring with its cookie. The client has no offline queue and
 * a command timeout, so while Redis is down or frozen every call fails within a second (the
 * middleware then serves the request without a session).
 */
export class RedisSessionStore extends session.Store {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  private key(sid: string) {
    return `${this.prefix}${sid}`;
  }

  /** Seconds until the session's cookie expires (≤ 0: already expired). */
  private ttl(sess: session.SessionData): number {
    const expires = sess.cookie?.expires;
    if (!expires) return DEFAULT_TTL_S;
    return Math.ceil((new Date(expires).getTime() - Date.now()) / 1000);
  }

  override get(sid: string, cb: Callback<session.SessionData | null>) {
    this.redis.get(this.key(sid)).then(
      (stored) => {
        if (stored === null) return cb(undefined, null);
        let parsed: session.SessionData;
        try {
          parsed = JSON.parse(stored) as session.SessionData;
        } catch (err) {
          return cb(err);
        }
        cb(undefined, parsed);
      },
      (err) => cb(err),
    );
  }

  override set(sid: string, sess: session.SessionData, cb?: Callback) {
    const ttl = this.ttl(sess);
    // An expired session is not stored: it is removed.
    settle(ttl > 0 ? this.redis.set(this.key(sid), JSON.stringify(sess), 'EX', ttl) : this.redis.del(this.key(sid)), cb);
  }

  override touch(sid: string, sess: session.SessionData, cb?: Callback) {
    settle(this.redis.expire(this.key(sid), Math.max(1, this.ttl(sess))), cb);
  }

  override destroy(sid: string, cb?: Callback) {
    settle(this.redis.del(this.key(sid)), cb);
  }
}

/** Calls back once the command is done, with its error if it failed. */
function settle(done: Promise<unknown>, cb?: Callback) {
  done.then(
    () => cb?.(),
    (err) => cb?.(err),
  );
}
