import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Redis } from 'ioredis';
import * as Y from 'yjs';
import { collabPath, readValues, setFieldValue } from '@fit/events';
import { PhaseDocClient } from '@fit/events/phase-doc/client';
import { freePort } from '../src/db/embedded.js';
import { cleanupAfterAll } from './cleanup.js';
import { apiProgram, cookieSocket, createTestDatabase, spawnServer, runServerToExit, holdPort, TEST_REDIS_URL, TestClient, nextCode } from './harness.js';
import { alive, sleep, waitFor, workerPids } from './faults/processes.js';
import { nextResults, wsClient } from './gql.js';
import { scrape, total, value } from './metrics.js';

const root = resolve(import.meta.dirname, '../..');
const ADMIN = { username: 'cluster-admin', password: 'cluster-admin-password' };
const production = (databaseUrl: string, prefix: string) => ({
  NODE_ENV: 'production',
  SESSION_SECRET: 'cluster-test-session-secret-0123456789',
  DATABASE_URL: databaseUrl,
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: prefix,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});

async function createTeam(url: string) {
  const code = nextCode();
  const res = await new TestClient(url).post<{ id: string }>('/api/teams', { name: `Cluster ${code}`, code });
  expect(res.status).toBe(201);
  return { code, id: res.body.id };
}

describe('several API processes (WEB_CONCURRENCY)', () => {
  const cleanup = cleanupAfterAll();

  it('serves from two workers sharing state and live updates, restarts a crashed one, and takes them all down with it', async () => {
    const db = await createTestDatabase();
    cleanup(db.drop);
    const server = await spawnServer({ ...production(db.url, `fit-cluster-${randomBytes(4).toString('hex')}:`), WEB_CONCURRENCY: '2' });
    cleanup(() => server.kill('SIGKILL'));
    await waitFor(() => workerPids(server.output()).length >= 2, 20_000, 'two workers');
    const pids = [...new Set(workerPids(server.output()))];
    expect(pids, server.output()).toHaveLength(2);
    expect(pids).not.toContain(server.pid);
    // Migrations ran once, in the primary.
    expect(server.output().match(/Applied 'Migration20261122_initial'/g) ?? []).toHaveLength(1);

    // A team created through one request is readable through the next ones (round-robin over both workers).
    const team = await createTeam(server.url);
    for (let i = 0; i < 6; i++) expect((await new TestClient(server.url).get(`/api/teams/${team.code}`)).status).toBe(200);

    // A live update crosses workers: four subscribers land on both workers, one mutation reaches them all.
    const admin = new TestClient(server.url);
    expect((await admin.post('/api/auth/admin/login', ADMIN)).status).toBe(200);
    expect((await admin.post('/api/admin/cohorts', { tag: 'cl', name: 'Cluster' })).status).toBeLessThan(300);
    const sockets = Array.from({ length: 4 }, () => wsClient(server.url));
    const subs = sockets.map((ws) => nextResults(ws, 'subscription { cohortChanged(tag: "cl") { votingOpen } }', {}, 1, 15_000));
    await Promise.all(subs.map((s) => s.subscribed));
    await new Promise((r) => setTimeout(r, 500));
    expect((await admin.patch('/api/admin/cohorts/cl', { votingOpen: true })).status).toBe(200);
    const got = await Promise.all(subs.map((s) => s.done));
    expect(got.map((g) => g[0])).toEqual(Array(4).fill({ cohortChanged: { votingOpen: true } }));
    for (const ws of sockets) await ws.dispose();

    // A worker that crashes is replaced.
    process.kill(pids[0]!, 'SIGKILL');
    await waitFor(() => new Set(workerPids(server.output())).size >= 3, 20_000, 'a replacement worker');
    expect((await new TestClient(server.url).get(`/api/teams/${team.code}`)).status).toBe(200);

    // SIGTERM on the primary stops every worker.
    const all = [...new Set(workerPids(server.output()))];
    await server.kill('SIGTERM');
    await waitFor(() => all.every((p) => !alive(p)), 5000, 'workers to exit');
  }, 120_000);

  it("a team's pages through the one port join the worker that orders its document: one room, nothing relayed", async () => {
    const db = await createTestDatabase();
    cleanup(db.drop);
    const metricsPort = await freePort();
    const server = await spawnServer({
      ...production(db.url, `fit-handoff-${randomBytes(4).toString('hex')}:`),
      WEB_CONCURRENCY: '2',
      METRICS_PORT: String(metricsPort),
    });
    cleanup(() => server.kill('SIGKILL'));
    await waitFor(() => workerPids(server.output()).length >= 2, 20_000, 'two workers');
    const creator = new TestClient(server.url);
    const created = await creator.post<{ id: string }>('/api/teams', { name: 'Handed', code: nextCode() });
    expect(created.status).toBe(201);
    const teamId = created.body.id;
    // Opened one after another: the primary hands new connections to the workers in turn, so
    // each second page lands on the worker that does not order the document.
    const fields = ['company_name', 'product_idea', 'target_market', 'business_model'];
    const pages = [];
    for (const field of fields) {
      const doc = new Y.Doc();
      const client = new PhaseDocClient({ url: server.url.replace('http', 'ws') + collabPath(teamId, 1), doc, WebSocket: cookieSocket(creator.cookieHeader()) });
      cleanup(async () => client.destroy());
      await waitFor(async () => client.isSynced, 15_000, `${field} synced`);
      pages.push({ field, doc, client });
    }
    for (const { field, doc } of pages) setFieldValue(doc, field, `typed into ${field}`);
    const everything = Object.fromEntries(fields.map((f) => [f, `typed into ${f}`]));
    for (const { doc, client } of pages)
      await waitFor(
        async () => client.state === 'saved' && JSON.stringify(Object.entries(readValues(doc)).sort()) === JSON.stringify(Object.entries(everything).sort()),
        15_000,
        'every page holds every answer',
      );
    expect((await creator.get<{ data: unknown }>(`/api/phase-data/${teamId}/1`)).body.data).toEqual(everything);
    // The primary sums its workers' metrics: one room open in the cluster, holding all four, and no round relayed.
    const metrics = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(value(metrics, 'fit_collab_rooms_open'), metrics.text).toBe(1);
    expect(value(metrics, 'fit_collab_members'), metrics.text).toBe(4);
    expect(total(metrics, 'fit_collab_relayed_rounds_total'), metrics.text).toBe(0);
  }, 60_000);

  it('keystrokes are sent live to other processes only while one of them has the document open', async () => {
    const db = await createTestDatabase();
    cleanup(db.drop);
    const prefix = `fit-live-${randomBytes(4).toString('hex')}:`;
    const one = await spawnServer({ ...production(db.url, prefix), WEB_CONCURRENCY: '1' });
    cleanup(() => one.kill('SIGKILL'));
    const two = await spawnServer({ ...production(db.url, prefix), WEB_CONCURRENCY: '1' });
    cleanup(() => two.kill('SIGKILL'));
    const creator = new TestClient(one.url);
    const created = await creator.post<{ id: string }>('/api/teams', { name: 'Listeners', code: nextCode() });
    expect(created.status).toBe(201);
    const page = (url: string) => {
      const doc = new Y.Doc();
      const client = new PhaseDocClient({ url: url.replace('http', 'ws') + collabPath(created.body.id, 1), doc, WebSocket: cookieSocket(creator.cookieHeader()) });
      cleanup(async () => client.destroy());
      return { doc, client };
    };
    // What the processes say to each other on the bus's signal channel, and a marker of the test's own.
    const channel = `${prefix}events:signals`;
    const listener = new Redis(TEST_REDIS_URL);
    const publisher = new Redis(TEST_REDIS_URL);
    cleanup(async () => {
      listener.disconnect();
      publisher.disconnect();
    });
    let liveSignals = 0;
    const markers = new Set<string>();
    listener.on('message', (_channel: string, message: string) => {
      const { t } = JSON.parse(message) as { t: string };
      if (t.startsWith('collab-live:')) liveSignals++;
      else markers.add(t);
    });
    await listener.subscribe(channel);
    /** Ten keystrokes on `at`, stored; how many were sent live (a marker published after the save arrives after them). */
    const liveWhileTyping = async (at: ReturnType<typeof page>) => {
      const before = liveSignals;
      for (let i = 0; i < 10; i++) {
        setFieldValue(at.doc, 'company_name', `${readValues(at.doc).company_name ?? ''}x`);
        await sleep(20);
      }
      await waitFor(async () => at.client.state === 'saved', 10_000, 'saved');
      const marker = `marker:${randomBytes(4).toString('hex')}`;
      await publisher.publish(channel, JSON.stringify({ o: 'test', t: marker, p: '' }));
      await waitFor(async () => markers.has(marker), 10_000, 'the marker');
      return liveSignals - before;
    };
    const a = page(one.url);
    await waitFor(async () => a.client.isSynced, 15_000, 'a synced');
    // Alone on process one: once it has looked, the owner sends nothing live.
    await waitFor(async () => (await liveWhileTyping(a)) === 0, 15_000, 'typing sent nowhere while nobody else listens');
    // A page on process two: its process says it has the document open, and the owner's keystrokes reach it live.
    const b = page(two.url);
    await waitFor(async () => b.client.isSynced, 15_000, 'b synced');
    await waitFor(async () => (await liveWhileTyping(a)) > 0, 15_000, 'typing sent live once process two listens');
    await waitFor(async () => readValues(b.doc).company_name === readValues(a.doc).company_name, 10_000, 'b holds what a typed');
  }, 60_000);

  it('runs one worker without Redis and says why', async () => {
    const db = await createTestDatabase();
    cleanup(db.drop);
    const server = await spawnServer({ ...production(db.url, 'unused:'), REDIS_URL: 'none', WEB_CONCURRENCY: '2' });
    cleanup(() => server.kill('SIGKILL'));
    await waitFor(() => workerPids(server.output()).length >= 1, 20_000, 'a worker');
    await new Promise((r) => setTimeout(r, 1500));
    expect(server.output()).toContain('WEB_CONCURRENCY=2, but without Redis');
    expect(server.output()).toContain('running 1 worker');
    expect(workerPids(server.output())).toHaveLength(1);
    await createTeam(server.url);
    // Even a primary killed outright (tests and scripts SIGKILL by pid) takes its worker with it.
    const [worker] = workerPids(server.output());
    await server.kill('SIGKILL');
    await waitFor(() => !alive(worker!), 10_000, 'the worker to exit after its primary');
  }, 60_000);

  it('exits non-zero with the clear message when the port is in use, workers or not', async () => {
    const db = await createTestDatabase();
    cleanup(db.drop);
    const { port, release } = await holdPort();
    cleanup(release);
    const result = await runServerToExit({ ...production(db.url, `fit-inuse-${randomBytes(4).toString('hex')}:`), WEB_CONCURRENCY: '2', PORT: String(port) });
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
  }, 60_000);

  // A socket keeps the identity it opened with; logging out on any process ends it
  // on every process (a hashed session id over Redis), and only that session's.
  it("logging out on one instance ends that admin's subscription and co-editing socket on the other", async () => {
    const db = await createTestDatabase();
    cleanup(db.drop);
    const env = { ...production(db.url, `fit-logout-${randomBytes(4).toString('hex')}:`), WEB_CONCURRENCY: '1' };
    const a = await spawnServer(env);
    cleanup(() => a.kill('SIGKILL'));
    const b = await spawnServer(env);
    cleanup(() => b.kill('SIGKILL'));
    const team = new TestClient(a.url);
    const created = await team.post<{ id: string }>('/api/teams', { name: 'Watched', code: nextCode() });
    expect(created.status).toBe(201);
    const teamId = created.body.id;
    const [leaving, staying] = [new TestClient(b.url), new TestClient(b.url)];
    for (const admin of [leaving, staying]) expect((await admin.post('/api/auth/admin/login', ADMIN)).status).toBe(200);

    const watch = (admin: TestClient) => {
      const ws = wsClient(b.url, { cookie: admin.cookieHeader() });
      const seen = { results: 0, ended: false };
      ws.subscribe(
        { query: 'subscription($t: ID!) { phaseDataChanged(teamId: $t, phaseNumber: 1) { data } }', variables: { t: teamId } },
        { next: () => seen.results++, error: () => (seen.ended = true), complete: () => (seen.ended = true) },
      );
      return { ws, seen };
    };
    const [gone, kept] = [watch(leaving), watch(staying)];
    const socket = new WebSocket(`${b.url.replace('http', 'ws')}/collab/${teamId}/1`, { headers: { cookie: leaving.cookieHeader() } });
    let closed: number | null = null;
    socket.on('close', (code) => (closed = code));
    socket.on('error', () => {});
    await new Promise((ok) => socket.once('open', ok));
    let n = 0;
    const save = () => team.post('/api/phase-data', { teamId, phaseNumber: 1, data: { known_competitors: `change ${++n}` } });
    await waitFor(async () => (await save(), gone.seen.results > 0 && kept.seen.results > 0), 20_000, 'both subscriptions live');

    // The leaving admin's browser logs out through instance a.
    const logout = await new TestClient(a.url).post('/api/auth/admin/logout', undefined, { cookie: leaving.cookieHeader() });
    expect(logout.status).toBe(200);
    await waitFor(() => gone.seen.ended && closed === 4401, 20_000, "the leaving admin's subscription and socket to end on b");
    const before = kept.seen.results;
    await waitFor(async () => (await save(), kept.seen.results > before), 20_000, 'the other admin still served');
    expect(kept.seen.ended).toBe(false);
    await Promise.all([gone.ws.dispose(), kept.ws.dispose()]);
    await Promise.all([a.kill(), b.kill()]);
  }, 90_000);

  // What docker-compose.yml runs, as local processes with the same environment: `npm run migrate`
  // once, then two instances on two ports sharing one database and one Redis (behind Caddy there).
  it('migrate once, then two instances sharing one database and Redis', async () => {
    const db = await createTestDatabase();
    cleanup(db.drop);
    const env = { ...production(db.url, `fit-compose-${randomBytes(4).toString('hex')}:`), TRUST_PROXY: '1', WEB_CONCURRENCY: '1' };
    const migrate = await new Promise<{ code: number | null; out: string }>((ok) => {
      const child = spawn(process.execPath, apiProgram('migrate'), {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout!.on('data', (d) => (out += d));
      child.stderr!.on('data', (d) => (out += d));
      child.on('exit', (code) => ok({ code, out }));
    });
    expect(migrate.code, migrate.out).toBe(0);
    expect(migrate.out).toContain(`Created admin '${ADMIN.username}'`);

    const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    cleanup(
      () => a!.kill('SIGKILL'),
      () => b!.kill('SIGKILL'),
    );
    // The instances found the schema and the admin in place.
    expect(a!.output() + b!.output()).not.toContain('Applied ');
    expect(a!.output() + b!.output()).not.toContain('Created admin');
    const team = await createTeam(a!.url);
    expect((await new TestClient(b!.url).get(`/api/teams/${team.code}`)).status).toBe(200);
    const admin = new TestClient(b!.url);
    expect((await admin.post('/api/auth/admin/login', ADMIN)).status).toBe(200);
    // A lookup answer each instance keeps follows a change made on the other within a bus hop.
    const onA = new TestClient(a!.url);
    expect((await onA.post('/api/auth/admin/login', ADMIN)).status).toBe(200);
    expect((await onA.patch(`/api/teams/${team.id}/phase`, { currentPhase: 4 })).status).toBe(200);
    await waitFor(async () => (await admin.get(`/api/teams/${team.code}`)).body.currentPhase === 4, 5000, 'the other instance answers the new phase');
    await Promise.all([a!.kill(), b!.kill()]);
  }, 90_000);
});
