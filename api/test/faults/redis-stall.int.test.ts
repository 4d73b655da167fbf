import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Redis } from 'ioredis';
import { collabPath, fieldText, setFieldValue } from '@fit/events';
import { PhaseDocClient } from '@fit/events/phase-doc/client';
import { cleanupAfterAll } from '../cleanup.js';
import { cookieSocket, createTestDatabase, spawnServer, TestClient } from '../harness.js';
import { wsClient } from '../gql.js';
import { alive, privateRedis, sleep, waitFor, workerPids } from './processes.js';
import { loadConfig } from '../../src/config.js';
import type { Services } from '../../src/context.js';
import { probeRedis } from '../../src/services.js';
import { limitersOf } from '../../src/auth/limiters.js';

/** A stall as the issue measured it: long enough for every Redis command timeout (1 s) to fire. */
const STALL_MS = 2500;
const ADMIN = { username: 'stall-admin', password: 'stall-admin-password' };

describe('Redis stalls', () => {
  const cleanup = cleanupAfterAll();

  // Deterministic half of the cluster test below: every process makes its rate limiters while it
  // starts, and rate-limit-redis sends SCRIPT LOAD from their constructors. A stall then made
  // those loads time out with nobody listening: an unhandled rejection, which ends the process.
  it('rate limiters made while Redis is frozen leave nothing unhandled, and count again once it answers', async () => {
    const redis = await privateRedis();
    cleanup(redis.stop);
    const client = (await probeRedis(redis.url))!;
    cleanup(() => client.disconnect());
    const prefix = `stall-${randomBytes(4).toString('hex')}:`;
    const s = { redis: client, redisPrefix: prefix, config: loadConfig({ REDIS_URL: redis.url }) } as unknown as Services;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    cleanup(() => process.off('unhandledRejection', onUnhandled));

    redis.freeze();
    let limiters;
    try {
      limiters = limitersOf(s);
      // Sent after the limiters' script loads, so it times out after them; then one more turn
      // for Node to report rejections nobody handled.
      await expect(client.ping()).rejects.toThrow(/timed out/);
      await new Promise((r) => setTimeout(r, 0));
    } finally {
      redis.resume();
    }
    expect(unhandled.map(String)).toEqual([]);

    // Redis answers again: the limiter reloads its script and counts.
    await limiters.teamCodeMisses.miss('client-a');
    await limiters.teamCodeMisses.miss('client-a');
    const check = new Redis(redis.url);
    check.on('error', () => {});
    cleanup(() => check.disconnect());
    expect(await check.get(`${prefix}rl:team-code-miss:client-a`)).toBe('2');
  });

  it('a 2-worker cluster survives a 2.5 s Redis freeze while starting and while serving, and serves normally after', async () => {
    const redis = await privateRedis();
    cleanup(redis.stop);
    const db = await createTestDatabase();
    cleanup(db.drop);

    // Freeze Redis while the workers start: at the first rate-limiter script a worker loads (seen
    // through MONITOR), the point where a worker has its clients and makes its limiters and
    // session store, just before it listens.
    // monitor() opens a connection of its own: the client it came from is closed too, or it
    // would go on reconnecting to the stopped Redis for the rest of this worker's files.
    const base = new Redis(redis.url);
    base.on('error', () => {});
    const monitor = await base.monitor();
    monitor.on('error', () => {});
    cleanup(
      () => base.disconnect(),
      () => monitor.disconnect(),
    );
    let startStall: Promise<void> | null = null;
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (startStall || String(args[0]).toLowerCase() !== 'script') return;
      redis.freeze();
      startStall = sleep(STALL_MS).then(() => redis.resume());
    });
    const app = await spawnServer(
      {
        NODE_ENV: 'production',
        SESSION_SECRET: 'redis-stall-session-secret-0123456789',
        DATABASE_URL: db.url,
        REDIS_URL: redis.url,
        REDIS_PREFIX: `fit-stall-${randomBytes(4).toString('hex')}:`,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        WEB_CONCURRENCY: '2',
        RATE_LIMIT_ADMIN_LOGIN: '100000',
        RATE_LIMIT_TEAM_LOGIN: '100000',
        RATE_LIMIT_TEAM_CREATE: '100000',
        RATE_LIMIT_TEAM_LOOKUP: '100000',
      },
      { bundle: true },
    );
    cleanup(() => app.kill('SIGKILL'));
    expect(startStall, 'Redis was frozen while the workers started').not.toBeNull();
    await startStall;
    monitor.disconnect();
    await waitFor(() => workerPids(app.output()).length >= 2, 30_000, 'two workers serving');
    const processes = [app.pid, ...workerPids(app.output())];
    expect(processes).toHaveLength(3);
    await waitFor(async () => (await fetch(`${app.url}/readyz`)).status === 200, 20_000, 'ready after the start stall');

    // Traffic while serving: sessions (admin login, a session read), team logins, team creation
    // (REST and GraphQL), code lookups, GraphQL subscriptions and the co-editing socket.
    const admin = new TestClient(app.url);
    expect((await admin.post('/api/auth/admin/login', ADMIN)).status).toBe(200);
    expect((await admin.post('/api/admin/cohorts', { tag: 'stall', name: 'Stall' })).status).toBeLessThan(300);
    const creator = new TestClient(app.url);
    const team = await creator.post('/api/teams', { name: 'Stall team', code: 'STL0' });
    expect(team.status).toBe(201);
    const statuses = new Map<number, number>();
    const gqlCodes = new Map<string, number>();
    const count = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);
    let running = true;
    let n = 0;
    /** Clients whose login was sent during the stall and answered 200. */
    const loginsOk: TestClient[] = [];
    /** Clients whose login was answered 503. */
    const loginsRefused: TestClient[] = [];
    let stalled = false;
    const loops = Array.from({ length: 3 }, (_, loop) =>
      (async () => {
        while (running) {
          const i = n++;
          const c = new TestClient(app.url);
          const code = `S${loop}${(i % 1296).toString(36).toUpperCase().padStart(2, '0')}`;
          const asks: Promise<{ status: number; body: unknown }>[] = [
            ((sentInStall, own) =>
              own.post('/api/auth/admin/login', ADMIN).then((r) => {
                if (r.status === 200 && sentInStall) loginsOk.push(own);
                if (r.status === 503) loginsRefused.push(own);
                return r;
              }))(stalled, new TestClient(app.url)),
            c.post('/api/auth/team/login', { access_token: team.body.accessToken }),
            new TestClient(app.url).post('/api/teams', { name: `Stall ${code}`, code }),
            c.get('/api/teams/ZZZ9'),
            c.post('/graphql', { query: 'mutation($c: String!) { createTeam(name: "Stall g", code: $c) { id } }', variables: { c: `G${code.slice(1)}` } }),
            c.post('/graphql', {
              query: 'mutation($u: String!, $p: String!) { adminLogin(username: $u, password: $p) { username } }',
              variables: { u: ADMIN.username, p: ADMIN.password },
            }),
            c.post('/graphql', { query: '{ team(code: "ZZZ8") { id } }' }),
          ];
          for (const r of await Promise.all(asks.map((a) => a.catch(() => ({ status: 0, body: null }))))) {
            count(statuses, r.status);
            for (const e of (r.body as { errors?: { extensions?: { code?: string } }[] } | null)?.errors ?? []) count(gqlCodes, e.extensions?.code ?? 'none');
          }
          await sleep(20);
        }
      })(),
    );
    // Live connections open across the stall: subscriptions on both workers and co-editing members.
    // (After a gap on the bus a subscription may be sent the current state again: every value is kept.)
    const sockets = [0, 1, 2, 3].map(() => wsClient(app.url));
    const received = sockets.map(() => [] as { votingOpen: boolean }[]);
    const subErrors: unknown[] = [];
    sockets.forEach((ws, i) =>
      ws.subscribe<{ cohortChanged: { votingOpen: boolean } }>(
        { query: 'subscription { cohortChanged(tag: "stall") { votingOpen } }' },
        { next: (v) => (v.data ? received[i]!.push(v.data.cohortChanged) : subErrors.push(v.errors)), error: (e) => subErrors.push(e), complete: () => {} },
      ),
    );
    // Every subscription is live before the stall: a change reaches all four.
    await waitFor(
      async () => {
        await admin.patch('/api/admin/cohorts/stall', { description: `live ${Date.now()}` });
        return received.every((r) => r.length > 0);
      },
      15_000,
      'every subscription live',
    );
    // The team's members open its document with the team's session.
    const cookie = creator.cookieHeader();
    const members = [0, 1].map(() => {
      const doc = new Y.Doc();
      const client = new PhaseDocClient({ url: app.url.replace('http', 'ws') + collabPath(team.body.id, 1), doc, WebSocket: cookieSocket(cookie) });
      return { doc, client };
    });
    cleanup(...members.map((m) => () => m.client.destroy()));
    await waitFor(() => members.every((m) => m.client.isSynced), 20_000, 'members synced');
    await waitFor(() => n >= 6, 20_000, 'traffic before the stall');

    redis.freeze();
    stalled = true;
    let during;
    try {
      // Sent as the stall begins (besides the traffic), each answered as documented: a session
      // read 503 and /readyz not ready, each within about a second.
      const started = Date.now();
      during = Promise.all([
        admin.get('/api/teams').then((r) => ({ status: r.status, message: r.body.message, ms: Date.now() - started })),
        fetch(`${app.url}/readyz`).then((r) => ({ status: r.status, ms: Date.now() - started })),
      ]);
      setFieldValue(members[0]!.doc, 'company_name', 'Typed during the stall');
      await sleep(STALL_MS);
    } finally {
      stalled = false;
      redis.resume();
    }
    const [sessionRead, notReady] = await during;
    expect([sessionRead.status, notReady.status]).toEqual([503, 503]);
    expect(sessionRead.message).toMatch(/temporarily unavailable/i);
    expect(Math.max(sessionRead.ms, notReady.ms)).toBeLessThan(STALL_MS);
    await waitFor(async () => (await fetch(`${app.url}/readyz`)).status === 200, 20_000, 'ready after the stall');
    const resumedAt = n;
    await waitFor(() => n >= resumedAt + 6, 30_000, 'traffic after the stall');
    running = false;
    await Promise.all(loops);

    // Every process is still the one that started: none crashed, none was restarted.
    const crashes = app
      .output()
      .split('\n')
      .filter((l) => /exited|Error|^\s+at /.test(l) && !/express-rate-limit/.test(l))
      .slice(0, 30)
      .join('\n');
    expect(
      processes.filter((pid) => !alive(pid)),
      crashes,
    ).toEqual([]);
    expect(workerPids(app.output())).toHaveLength(2);
    // (Rate limiters say on stderr that they let a request through: expected, and not matched here.)
    expect(app.output()).not.toMatch(/exited \(|exited before serving|Node\.js v\d+|unhandled/i);
    // Degraded, never failed: no 500, no dropped connection, no GraphQL internal error.
    expect(statuses.get(500) ?? 0, JSON.stringify([...statuses])).toBe(0);
    expect(statuses.get(0) ?? 0).toBe(0);
    expect(gqlCodes.get('INTERNAL_SERVER_ERROR') ?? 0, JSON.stringify([...gqlCodes])).toBe(0);

    // A login answered 200 landed, even one sent during the stall (its rate limiter waited out its
    // command timeout, and the session was stored once Redis answered): its session reads.
    for (const c of loginsOk) expect((await c.get('/api/teams')).status).toBe(200);
    // A login answered 503 left its client logged out, even if its write landed once Redis woke.
    for (const c of loginsRefused) expect((await c.get('/api/teams')).status).toBe(401);

    // Normal service after: sessions, logins, live updates on both workers, co-editing.
    const after = new TestClient(app.url);
    expect((await after.post('/api/auth/admin/login', ADMIN)).status).toBe(200);
    expect((await after.get('/api/teams')).status).toBe(200);
    await waitFor(
      () => members.every((m) => fieldText(m.doc, 'company_name').toString() === 'Typed during the stall'),
      20_000,
      'the edit made during the stall reaches the teammate',
    );
    expect((await after.patch('/api/admin/cohorts/stall', { votingOpen: true })).status).toBe(200);
    await waitFor(() => received.every((r) => r.some((c) => c.votingOpen)), 15_000, 'the change on every subscription, on both workers');
    expect(subErrors).toEqual([]);
    for (const ws of sockets) await ws.dispose();
  }, 180_000);
});
