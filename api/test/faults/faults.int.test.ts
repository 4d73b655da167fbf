import { describe, expect, it } from 'vitest';
import { cleanupAfterAll } from '../cleanup.js';
import pg from 'pg';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Y, readValues, updateFromBase64 } from '@fit/events';
import { openOrm } from '../../src/orm.js';
import { openRows } from '../../src/store/event-store.js';
import type { EventRow, StoredEvent } from '../../src/store/types.js';
import { createTestDatabase, spawnServer, TestClient } from '../harness.js';
import { answerField } from '../fixtures.js';
import { nextResults, wsClient } from '../gql.js';
import { privatePostgres, privateRedis, sleep, waitFor } from './processes.js';

/** Waits until the app stores an autosave again (after PostgreSQL is back). */
const waitForWrites = (url: string, team: Team, marker: string, what: string) =>
  waitFor(
    async () =>
      (
        await fetch(`${url}/api/phase-data`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: team.client.cookieHeader() },
          body: JSON.stringify({ teamId: team.id, phaseNumber: 2, data: { [answerField(2)]: marker } }),
        })
      ).ok,
    30_000,
    what,
  );

/**
 * Faults against real processes: the app runs as `npm start` runs it (a child process), and
 * the test stops Redis, restarts PostgreSQL, or SIGKILLs the app in the middle of traffic.
 * Invariant everywhere: every write that got a 2xx is there afterwards, and nothing is
 * half-applied (the read models equal a rebuild from the events).
 */
const ADMIN = { username: 'fault-admin', password: 'fault-admin-pass' };
const baseEnv = (databaseUrl: string, redisUrl: string) => ({
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: `fit-fault-${Date.now()}-${Math.random().toString(36).slice(2)}:`,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_TEAM_LOOKUP: '100000',
  RATE_LIMIT_TEAM_LOGIN: '100000',
});

/** A team and the browser that created it (which holds the team's session). */
interface Team {
  id: string;
  code: string;
  token: string;
  client: TestClient;
}

async function createTeams(url: string, n: number, prefix: string) {
  const teams: Team[] = [];
  for (let i = 0; i < n; i++) {
    const client = new TestClient(url);
    const code = (prefix + i.toString(36).toUpperCase()).padEnd(4, 'Q').slice(0, 4);
    const r = await client.post('/api/teams', { name: `${prefix} ${i}`, code });
    if (r.status !== 201) throw new Error(`team: ${r.status} ${r.text}`);
    teams.push({ id: r.body.id, code, token: r.body.accessToken, client });
  }
  return teams;
}

/** Autosaves in a loop until stopped; records which writes were acknowledged. */
/**
 * A team's answers need its session: each team saves from its own browser, and logs in
 * again with its secure link when its session is gone (a Redis that keeps nothing on disk forgets
 * sessions when it restarts).
 */
function autosaveTraffic(url: string, teams: Team[]) {
  const acked: string[] = [];
  /** Writes answered 503: they must never be applied. */
  const refused: string[] = [];
  const statuses = new Map<number, number>();
  let running = true;
  let n = 0;
  const loops = teams.map(async ({ id: teamId, client, token }) => {
    while (running) {
      const marker = `w${n++}`;
      try {
        const res = await fetch(`${url}/api/phase-data`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: client.cookieHeader() },
          body: JSON.stringify({ teamId, phaseNumber: 1 + (n % 8), data: { [answerField(1 + (n % 8))]: marker } }),
          signal: AbortSignal.timeout(10_000),
        });
        await res.text();
        if (res.status === 401) await client.post('/api/auth/team/login', { access_token: token }).catch(() => null);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.ok) acked.push(marker);
        if (res.status === 503) refused.push(marker);
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
      }
      await sleep(20);
    }
  });
  return {
    acked,
    refused,
    statuses,
    /** Waits until `more` further autosaves have been acknowledged. */
    async acks(more: number, what: string) {
      const from = acked.length;
      await waitFor(() => acked.length >= from + more, 20_000, what);
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** No request of the traffic was answered 500 (the app's lines that mention 500 explain a failure). */
function expectNo500(traffic: { statuses: Map<number, number> }, app: { output: () => string }) {
  const lines = app
    .output()
    .split('\n')
    .filter((l) => /500/.test(l))
    .slice(0, 4)
    .join('\n');
  expect(traffic.statuses.get(500) ?? 0, lines).toBe(0);
}

/** Every marker that was, at some point, what its phase document held (replaying each stream, read through the store: updates are stored sealed). */
async function markersEverSaved(databaseUrl: string): Promise<Set<string>> {
  const orm = await openOrm(databaseUrl, { log: () => {} });
  let events: StoredEvent[];
  try {
    const em = orm.em.fork();
    const rows = await em.execute<EventRow[]>(
      `select position::text as position, tx_id::text as tx_id, stream_id, version, type, type_version, data, metadata, '' as created_at
         from events where type = 'PhaseDocUpdated' order by stream_id, version`,
    );
    events = await openRows(em, rows);
  } finally {
    await orm.close(true);
  }
  const saved = new Set<string>();
  const docs = new Map<string, Y.Doc>();
  for (const { streamId: stream, data } of events) {
    if (!docs.has(stream)) docs.set(stream, new Y.Doc());
    const doc = docs.get(stream)!;
    Y.applyUpdate(doc, updateFromBase64((data as { update: string }).update));
    for (const marker of Object.values(readValues(doc))) saved.add(marker);
  }
  return saved;
}

async function expectAckedSaved(databaseUrl: string, acked: string[]) {
  const saved = await markersEverSaved(databaseUrl);
  expect(acked.filter((m) => !saved.has(m))).toEqual([]);
}

async function expectNoneSaved(databaseUrl: string, refused: string[]) {
  const saved = await markersEverSaved(databaseUrl);
  expect(refused.filter((m) => saved.has(m))).toEqual([]);
}

/**
 * Freezes a PostgreSQL server as a hung machine would: SIGSTOP to the postmaster and every
 * backend (found through its data directory's postmaster.pid and /proc). Returns the resume.
 */
async function freezePostgres(databaseUrl: string): Promise<() => void> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const dir = (await c.query('show data_directory')).rows[0].data_directory as string;
  await c.end();
  const postmaster = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so split after ')'.
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  const pids = [postmaster, ...children].filter((pid) => {
    try {
      process.kill(pid, 'SIGSTOP');
      return true;
    } catch {
      return false; // a short-lived child that has already exited
    }
  });
  return () => {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        /* gone */
      }
    }
  };
}

/** Read models equal a rebuild from the events: nothing half-applied. */
async function expectConsistent(databaseUrl: string) {
  const { openOrm } = await import('../../src/orm.js');
  const { rebuildReadModels, snapshotReadModels } = await import('../../src/projections/index.js');
  const orm = await openOrm(databaseUrl, { poolMax: 2 });
  try {
    const live = await snapshotReadModels(orm.em.fork());
    await rebuildReadModels(orm.em.fork());
    const rebuilt = await snapshotReadModels(orm.em.fork());
    for (const table of Object.keys(live)) expect(rebuilt[table], table).toEqual(live[table]);
  } finally {
    await orm.close(true);
  }
}

describe('faults', () => {
  const cleanup = cleanupAfterAll();

  /** The app as `npm start` runs it, on its own database and a Redis the test may stop; an admin logged in. */
  async function appWithPrivateRedis() {
    const redis = await privateRedis();
    cleanup(redis.stop);
    const db = await createTestDatabase();
    cleanup(db.drop);
    const app = await spawnServer(baseEnv(db.url, redis.url));
    cleanup(() => app.kill());
    const admin = new TestClient(app.url);
    expect((await admin.post('/api/auth/admin/login', ADMIN)).status).toBe(200);
    return { redis, db, app, admin };
  }

  // A team's save needs its session, and sessions live in Redis: while Redis is down a
  // REST save is refused (503, never applied), and a Redis that keeps nothing on disk comes back
  // without them, so teams log in again. Co-editing sockets opened before keep their identity.
  it('Redis stopped during traffic: saves are refused, never half-done, then go on; live updates resume; nothing acknowledged is lost', async () => {
    const { redis, db, app, admin } = await appWithPrivateRedis();
    await admin.post('/api/admin/cohorts', { tag: 'redis-fault', name: 'Redis fault' });
    const teams = await createTeams(app.url, 4, 'RF');
    const traffic = autosaveTraffic(app.url, teams);
    await traffic.acks(5, 'traffic before the fault');

    await redis.stop();
    const ackedBefore = traffic.acked.length;
    await sleep(2000);
    const ackedWhileDown = traffic.acked.length - ackedBefore;
    expect((await fetch(`${app.url}/readyz`)).status).toBe(503);
    await redis.start();
    await waitFor(async () => (await fetch(`${app.url}/readyz`)).status === 200, 20_000, 'readyz after Redis returns');
    await traffic.acks(5, 'traffic after Redis returns');
    await traffic.stop();

    expect(ackedWhileDown).toBeLessThan(5);
    expect(traffic.statuses.get(503) ?? 0).toBeGreaterThan(0);
    await expectAckedSaved(db.url, traffic.acked);

    // Live updates resume: a subscriber connected after the outage gets the next change.
    const admin2 = new TestClient(app.url);
    await waitFor(async () => (await admin2.post('/api/auth/admin/login', ADMIN)).status === 200, 10_000, 'login');
    const ws = wsClient(app.url);
    // Besides the change, the cohort as stored may come first: a subscription to a current state
    // is sent it again when the bus reports a gap (here, the subscriber back after the outage).
    const seen: { votingOpen: boolean }[] = [];
    let subscribed = false;
    ws.on('connected', () => (subscribed = true));
    ws.subscribe<{ cohortChanged: { votingOpen: boolean } }>(
      { query: 'subscription { cohortChanged(tag: "redis-fault") { votingOpen } }' },
      { next: (r) => void (r.data && seen.push(r.data.cohortChanged)), error: () => {}, complete: () => {} },
    );
    await waitFor(async () => subscribed, 8000, 'subscribed');
    await sleep(300);
    expect((await admin2.patch('/api/admin/cohorts/redis-fault', { votingOpen: true })).status).toBe(200);
    await waitFor(async () => seen.some((c) => c.votingOpen), 8000, 'the change reaches the new subscriber');
    expect(seen.at(-1)).toEqual({ votingOpen: true });
    await ws.dispose();
    await app.kill();
    await expectConsistent(db.url);
  });

  it('Redis down or just back: every request with a session cookie is answered within seconds, never a 500', async () => {
    const { redis, db, app, admin } = await appWithPrivateRedis();
    const [team] = await createTeams(app.url, 1, 'SR');
    expect(team!.client.cookieHeader()).toMatch(/fit\.sid=/);
    const fresh = (await createTeams(app.url, 1, 'SN'))[0]!;

    /** Every request below must be answered: a hung one fails the test after 5 s. */
    const ask = async (c: TestClient, method: string, path: string, body?: unknown) => {
      const h: Record<string, string> = { cookie: c.cookieHeader() };
      if (body !== undefined) h['content-type'] = 'application/json';
      const res = await fetch(app.url + path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(5000) });
      const text = await res.text();
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: text ? JSON.parse(text) : null };
    };
    const everything = (marker: string) => [
      // Needs no session: served without it.
      ask(team!.client, 'GET', `/api/teams/${team!.code}`),
      ask(team!.client, 'GET', '/api/configs/phase-1'),
      ask(team!.client, 'POST', '/graphql', { query: '{ phaseConfig(phase: 1) { phase } }' }),
      // Needs the session: a clear 503 with Retry-After (a team's save needs its session).
      ask(team!.client, 'POST', '/api/phase-data', { teamId: team!.id, phaseNumber: 1, data: { [answerField(1)]: marker } }),
      ask(admin, 'GET', '/api/teams'),
      // Logging in needs the store: 503 with a clear message.
      ask(new TestClient(app.url), 'POST', '/api/auth/admin/login', ADMIN),
      ask(new TestClient(app.url), 'POST', '/api/auth/team/login', { access_token: fresh.token }),
    ];

    await redis.stop();
    const down = await Promise.all(everything('while-redis-down'));
    expect(down.map((r) => r.status)).toEqual([200, 200, 200, 503, 503, 503, 503]);
    for (const r of down.slice(3)) {
      expect(r.retryAfter).toMatch(/^\d+$/);
      expect(r.body.message).toMatch(/temporarily unavailable/i);
    }

    // Right after Redis returns (and until the app has reconnected): answered, never a 500.
    await redis.start();
    const statuses: number[] = [];
    await waitFor(
      async () => {
        // (Not the team's save or the admin's GET: this Redis keeps nothing on disk, so the old
        // sessions are gone; they answer 401, checked below.)
        const rs = await Promise.all(everything(`back-${statuses.length}`).filter((_, i) => i !== 3 && i !== 4));
        statuses.push(...rs.map((r) => r.status));
        return rs.every((r) => r.status === 200);
      },
      20_000,
      'every request served after Redis returns',
    );
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // The team's forgotten session: a clear 401, and its secure link starts a new one.
    expect((await ask(team!.client, 'POST', '/api/phase-data', { teamId: team!.id, phaseNumber: 1, data: { [answerField(1)]: 'forgotten' } })).status).toBe(401);
    expect((await team!.client.post('/api/auth/team/login', { access_token: team!.token })).status).toBe(200);
    expect((await ask(team!.client, 'POST', '/api/phase-data', { teamId: team!.id, phaseNumber: 1, data: { [answerField(1)]: 'back' } })).status).toBe(200);
    await expectAckedSaved(db.url, ['back']);

    // Frozen rather than gone: connections stay open and nothing answers. The same answers, in time.
    redis.freeze();
    try {
      const started = Date.now();
      const ready = await fetch(`${app.url}/readyz`, { signal: AbortSignal.timeout(5000) });
      expect(Date.now() - started).toBeLessThan(1500);
      expect(ready.status).toBe(503);
      const frozen = await Promise.all(everything('while-redis-frozen'));
      expect(frozen.map((r) => r.status)).toEqual([200, 200, 200, 503, 503, 503, 503]);
    } finally {
      redis.resume();
    }
    await app.kill();
  });

  it('PostgreSQL restarted during traffic: 503s while down, recovery without an app restart', async () => {
    const pgServer = await privatePostgres();
    cleanup(pgServer.destroy);
    const app = await spawnServer(baseEnv(pgServer.url, 'none'));
    cleanup(() => app.kill());
    const teams = await createTeams(app.url, 4, 'PG');
    const traffic = autosaveTraffic(app.url, teams);
    await traffic.acks(5, 'traffic before the fault');

    await pgServer.stop();
    await sleep(1500);
    const down = await fetch(`${app.url}/api/phase-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: teams[0]!.client.cookieHeader() },
      body: JSON.stringify({ teamId: teams[0]!.id, phaseNumber: 1, data: { [answerField(1)]: 'while-down' } }),
    });
    expect(down.status).toBe(503);
    expect((await down.json()).message).toMatch(/temporarily unavailable/);
    expect((await fetch(`${app.url}/readyz`)).status).toBe(503);

    await pgServer.start();
    await waitFor(async () => (await fetch(`${app.url}/readyz`)).status === 200, 30_000, 'readyz after PostgreSQL restart');
    await waitForWrites(app.url, teams[1]!, 'after', 'writes after restart');
    await traffic.acks(5, 'traffic after the restart');
    await traffic.stop();

    expectNo500(traffic, app);
    expect(traffic.statuses.get(503) ?? 0).toBeGreaterThan(0);
    await expectAckedSaved(pgServer.url, traffic.acked);
    await app.kill();
    await expectConsistent(pgServer.url);
  });

  it('PostgreSQL frozen (SIGSTOP) during traffic: 503s within seconds, /readyz within a second, no write answered 503 is applied', async () => {
    const pgServer = await privatePostgres();
    cleanup(pgServer.destroy);
    const app = await spawnServer({
      ...baseEnv(pgServer.url, 'none'),
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '1000',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '3000',
    });
    cleanup(() => app.kill());
    const teams = await createTeams(app.url, 4, 'FZ');
    const traffic = autosaveTraffic(app.url, teams);
    await traffic.acks(20, 'traffic before the freeze');

    const resume = await freezePostgres(pgServer.url);
    try {
      const started = Date.now();
      const ready = await fetch(`${app.url}/readyz`, { signal: AbortSignal.timeout(5000) });
      expect(Date.now() - started).toBeLessThan(1500);
      expect(ready.status).toBe(503);
      expect((await ready.json()).checks.postgres).toBe('down');

      const save = await fetch(`${app.url}/api/phase-data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: teams[0]!.client.cookieHeader() },
        body: JSON.stringify({ teamId: teams[0]!.id, phaseNumber: 3, data: { [answerField(3)]: 'frozen' } }),
        signal: AbortSignal.timeout(8000),
      });
      expect(save.status, app.output().slice(-2500)).toBe(503);
      expect(save.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await save.json()).message).toMatch(/temporarily unavailable/);
      traffic.refused.push('frozen');
      const lookup = await fetch(`${app.url}/api/teams/${teams[1]!.code}`, { signal: AbortSignal.timeout(8000) });
      expect(lookup.status).toBe(503);
      // The writes that were in flight when it froze, and those since, are all answered.
      await waitFor(async () => traffic.refused.length >= 8, 20_000, 'refused writes while frozen');
    } finally {
      resume();
    }

    await waitFor(async () => (await fetch(`${app.url}/readyz`)).status === 200, 30_000, 'readyz after the freeze');
    await waitForWrites(app.url, teams[1]!, 'after-freeze', 'writes after the freeze');
    await traffic.acks(8, 'traffic after the freeze');
    await traffic.stop();

    expectNo500(traffic, app);
    expect(traffic.statuses.get(0) ?? 0).toBe(0);
    // 2xx: saved. 503: not saved. (504 IN_DOUBT, a commit cut by the freeze, may be either.)
    await expectAckedSaved(pgServer.url, traffic.acked);
    await expectNoneSaved(pgServer.url, traffic.refused);
    await app.kill();
    await expectConsistent(pgServer.url);
  });

  it('the app killed with SIGKILL in a vote burst: every acknowledged ballot is there, none partial', async () => {
    const db = await createTestDatabase();
    cleanup(db.drop);
    const env = baseEnv(db.url, 'redis://127.0.0.1:6379');
    const app = await spawnServer(env);
    cleanup(() => app.kill());
    const admin = new TestClient(app.url);
    await admin.post('/api/auth/admin/login', ADMIN);
    await admin.post('/api/admin/cohorts', { tag: 'kill', name: 'Kill' });
    const teams = await createTeams(app.url, 60, 'K');
    await admin.post('/api/admin/cohorts/kill/teams', { teamIds: teams.map((t) => t.id) });
    for (const t of teams) await t.client.patch(`/api/teams/${t.id}/website`, { websiteUrl: `https://${t.code}.example` });
    await admin.patch('/api/admin/cohorts/kill', { votingOpen: true });

    const acked: string[] = [];
    // Killed the moment the tenth ballot is acknowledged, with the others in flight (polling for
    // it let a fast machine acknowledge all sixty first).
    let killed: Promise<void> | null = null;
    const burst = teams.map(async (t, i) => {
      const votes = [1, 2, 3].map((k) => ({ voted_for_team_id: teams[(i + k) % teams.length]!.id, rank: k }));
      try {
        const r = await t.client.post('/api/showcase/kill/vote', { votes });
        if (r.status === 201) acked.push(t.id);
        if (acked.length === 10) killed = app.kill('SIGKILL');
      } catch {
        /* connection cut by the kill */
      }
    });
    await Promise.all(burst);
    await killed;
    expect(acked.length).toBeLessThan(teams.length);

    const again = await spawnServer(env);
    cleanup(() => again.kill());
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const ballots = (await c.query(`select voter_team_id from ballots where cohort_tag = 'kill'`)).rows.map((r) => r.voter_team_id);
    const events = (await c.query(`select count(*)::int as n from events where type = 'BallotCast'`)).rows[0].n;
    await c.end();
    expect(acked.filter((id) => !ballots.includes(id))).toEqual([]);
    expect(events).toBe(ballots.length);
    // Teams whose ballot did not land can vote after the restart.
    const missing = teams.find((t) => !ballots.includes(t.id))!;
    const fresh = new TestClient(again.url);
    await fresh.post('/api/auth/team/login', { access_token: missing.token });
    const i = teams.indexOf(missing);
    const votes = [1, 2, 3].map((k) => ({ voted_for_team_id: teams[(i + k) % teams.length]!.id, rank: k }));
    expect((await fresh.post('/api/showcase/kill/vote', { votes })).status).toBe(201);
    await again.kill();
    await expectConsistent(db.url);
  });

  it('two app processes on one database and Redis give the same answers and both deliver live updates', async () => {
    const db = await createTestDatabase();
    cleanup(db.drop);
    const env = baseEnv(db.url, 'redis://127.0.0.1:6379');
    const one = await spawnServer(env);
    const two = await spawnServer(env);
    cleanup(
      () => one.kill(),
      () => two.kill(),
    );
    const admin = new TestClient(one.url);
    await admin.post('/api/auth/admin/login', ADMIN);
    await admin.post('/api/admin/cohorts', { tag: 'pair', name: 'Pair' });
    const teams = await createTeams(one.url, 4, 'TW');
    await admin.post('/api/admin/cohorts/pair/teams', { teamIds: teams.map((t) => t.id) });
    for (const t of teams) await t.client.patch(`/api/teams/${t.id}/website`, { websiteUrl: `https://${t.code}.example` });
    await admin.patch('/api/admin/cohorts/pair', { votingOpen: true });
    // Ballots go to alternating processes, each team logged in on the process it votes through.
    for (const [i, t] of teams.entries()) {
      const base = i % 2 ? two.url : one.url;
      const c = new TestClient(base);
      await c.post('/api/auth/team/login', { access_token: t.token });
      const votes = [1, 2, 3].map((k) => ({ voted_for_team_id: teams[(i + k) % teams.length]!.id, rank: k }));
      expect((await c.post('/api/showcase/pair/vote', { votes })).status).toBe(201);
    }
    const subs = [one, two].map((p) => {
      const ws = wsClient(p.url);
      return { ws, sub: nextResults(ws, 'subscription { cohortChanged(tag: "pair") { resultsVisible } }', {}, 1, 8000) };
    });
    await Promise.all(subs.map((s) => s.sub.subscribed));
    await sleep(300);
    expect((await admin.patch('/api/admin/cohorts/pair', { resultsVisible: true })).status).toBe(200);
    for (const s of subs) expect((await s.sub.done)[0].cohortChanged).toEqual({ resultsVisible: true });
    const [r1, r2] = await Promise.all([one, two].map(async (p) => (await fetch(`${p.url}/api/showcase/pair/results`)).json()));
    expect(r1).toEqual(r2);
    expect(r1).toHaveLength(4);
    for (const s of subs) await s.ws.dispose();
  });
});
