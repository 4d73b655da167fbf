import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded.js';
import { ADMIN_URL } from './harness.js';
import { ensureTestPostgres, ensureTestRedis, MissingRedisError, postgresAnswers, redisAnswers } from './test-services.js';

// What `npm test` (api/scripts/test.mjs) does on a machine without PostgreSQL or Redis running.
describe('npm test on a fresh machine', { timeout: 120_000 }, () => {
  it('uses the PostgreSQL that answers, and starts the embedded one when none does', async () => {
    expect(await ensureTestPostgres(ADMIN_URL, () => {})).toBeNull();

    const closed = `postgres://postgres@127.0.0.1:${await freePort()}/postgres`;
    expect(await postgresAnswers(closed)).toBe(false);
    const said: string[] = [];
    const embedded = (await ensureTestPostgres(closed, (m) => said.push(m)))!;
    try {
      expect(said.join()).toMatch(/embedded PostgreSQL/);
      // What the harness does with it: make a test database, use it, drop it.
      const admin = new pg.Client({ connectionString: embedded.url });
      await admin.connect();
      await admin.query('create database fit_fresh_machine');
      const url = new URL(embedded.url);
      url.pathname = '/fit_fresh_machine';
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      expect((await db.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
      await db.end();
      await admin.query('drop database fit_fresh_machine');
      await admin.end();
    } finally {
      await embedded.stop();
    }
    expect(await postgresAnswers(embedded.url)).toBe(false);
  });

  it("starts the machine's redis-server when no Redis answers, and stops it after", async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    if (spawnSync('redis-server', ['--version']).status !== 0) {
      // A machine whose Redis is not a local redis-server (a container, a service): refused clearly.
      await expect(ensureTestRedis(url)).rejects.toBeInstanceOf(MissingRedisError);
      return;
    }
    const redis = (await ensureTestRedis(url, { log: () => {} }))!;
    expect(await redisAnswers(url)).toBe(true);
    await redis.stop();
    expect(await redisAnswers(url)).toBe(false);
  });

  it('without Redis or redis-server, fails at once with a one-line instruction', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const err = await ensureTestRedis(url, { redisServer: 'redis-server-that-is-not-installed' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MissingRedisError);
    expect((err as Error).message).toMatch(/need Redis at 127\.0\.0\.1:\d+: install it/);
    expect((err as Error).message).not.toContain('\n');
  });
});
