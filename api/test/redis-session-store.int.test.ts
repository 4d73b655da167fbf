import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import session from 'express-session';
import { RedisSessionStore } from '../src/auth/redis-session-store.js';
import { TEST_REDIS_URL } from './harness.js';

const call = <T>(f: (cb: (err?: unknown, value?: T) => void) => void) => new Promise<T | undefined>((ok, fail) => f((err, value) => (err ? fail(err) : ok(value))));

const sessionFor = (ms: number, data: Partial<session.SessionData> = {}) =>
  ({ cookie: { originalMaxAge: ms, expires: new Date(Date.now() + ms).toISOString(), httpOnly: true, path: '/' }, ...data }) as unknown as session.SessionData;

describe('the Redis session store (on the app’s ioredis client)', () => {
  const prefix = `fit-test-sess-${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let store: RedisSessionStore;
  beforeAll(async () => {
    redis = new Redis(TEST_REDIS_URL, { enableOfflineQueue: false, lazyConnect: true, commandTimeout: 1000, maxRetriesPerRequest: 1 });
    await redis.connect();
    store = new RedisSessionStore(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('keeps a session until its cookie expires, pushes the expiry back on touch, forgets it on destroy', async () => {
    const sess = sessionFor(60_000, { teamId: 'team-1', teams: ['team-1'] });
    await call((cb) => store.set('a', sess, cb));
    expect(await call((cb) => store.get('a', cb))).toEqual(JSON.parse(JSON.stringify(sess)));
    const ttl = await redis.ttl(`${prefix}a`);
    expect(ttl).toBeGreaterThan(50);
    expect(ttl).toBeLessThanOrEqual(60);

    await call((cb) => store.touch('a', sessionFor(30 * 24 * 3600 * 1000), cb));
    expect(await redis.ttl(`${prefix}a`)).toBeGreaterThan(29 * 24 * 3600);

    await call((cb) => store.destroy('a', cb));
    expect(await call((cb) => store.get('a', cb))).toBeNull();
  });

  it('stores no expired session, and answers null for one it never had', async () => {
    await call((cb) => store.set('b', sessionFor(60_000), cb));
    await call((cb) => store.set('b', sessionFor(-1_000), cb));
    expect(await redis.exists(`${prefix}b`)).toBe(0);
    expect(await call((cb) => store.get('never', cb))).toBeNull();
  });

  it('fails at once, rather than waiting, while Redis is unreachable', async () => {
    const gone = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true, retryStrategy: () => null });
    gone.on('error', () => {});
    const offline = new RedisSessionStore(gone, prefix);
    await expect(call((cb) => offline.get('a', cb))).rejects.toThrow();
    await expect(call((cb) => offline.set('a', sessionFor(60_000), cb))).rejects.toThrow();
    gone.disconnect();
  });
});
