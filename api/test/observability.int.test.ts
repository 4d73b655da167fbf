import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { collabPath, setFieldValue } from '@fit/events';
import { PhaseDocClient } from '@fit/events/phase-doc/client';
import { cleanupAfterAll } from './cleanup.js';
import { cookieSocket, createTestDatabase, nextCode, seenSecrets, spawnServer, TEST_REDIS_URL, TestClient } from './harness.js';
import { waitFor, workerPids } from './faults/processes.js';
import { freePort } from '../src/db/embedded.js';
import { gql } from './gql.js';
import { count, scrape, value } from './metrics.js';

/*
 * What an operator sees of a running deployment: Prometheus metrics (read with a real parser of
 * the text format), JSON log lines, readiness and a draining shutdown, and OpenTelemetry traces
 * received over OTLP by a collector the test runs (it keeps the spans in memory).
 */

const ADMIN = { username: 'ops-admin', password: 'ops-admin-password-7f3a' };
const production = (databaseUrl: string) => ({
  NODE_ENV: 'production',
  SESSION_SECRET: 'observability-test-session-secret-0123',
  DATABASE_URL: databaseUrl,
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: `fit-obs-${randomBytes(4).toString('hex')}:`,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});

/** A team with a member signed in: its id and the member's client. */
async function team(url: string) {
  const member = new TestClient(url);
  const res = await member.post<{ id: string }>('/api/teams', { name: `Ops ${randomBytes(3).toString('hex')}`, code: nextCode() });
  expect(res.status).toBe(201);
  return { id: res.body.id, member };
}

/** One page co-editing phase 1 of a team. */
function page(url: string, teamId: string, cookie: string) {
  const doc = new Y.Doc();
  const client = new PhaseDocClient({ url: url.replace('http', 'ws') + collabPath(teamId, 1), doc, WebSocket: cookieSocket(cookie) });
  return { doc, client };
}

describe('running it like production', () => {
  const cleanup = cleanupAfterAll();

  it('metrics summed over the workers move under load, log lines are JSON with ids and no answers or secrets, and a SIGTERM drains', async () => {
    const db = await createTestDatabase({ migrated: true });
    cleanup(db.drop);
    const metricsPort = await freePort();
    const token = randomBytes(16).toString('hex');
    const server = await spawnServer({ ...production(db.url), WEB_CONCURRENCY: '2', METRICS_PORT: String(metricsPort), METRICS_TOKEN: token, SHUTDOWN_DRAIN_MS: '1500' });
    cleanup(() => server.kill('SIGKILL'));
    await waitFor(() => workerPids(server.output()).length >= 2, 20_000, 'two workers');
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    // Each worker registers its instruments when it starts: the first scrape that sees both.
    await waitFor(async () => value(await scrape(metricsUrl), 'fit_pg_pool_connections', { state: 'max' }) === 40, 20_000, 'both workers in the scrape');
    const before = await scrape(metricsUrl);

    // A small load: teams autosave answers over REST, a GraphQL query, a page co-edits.
    const answers = Array.from({ length: 4 }, (_, i) => `confidential answer ${i} ${randomBytes(6).toString('hex')}`);
    const teams = await Promise.all([team(server.url), team(server.url)]);
    for (const [i, answer] of answers.entries()) {
      const t = teams[i % 2]!;
      const saved = await t.member.post(
        '/api/phase-data',
        { teamId: t.id, phaseNumber: 1, data: { known_competitors: answer } },
        { 'x-request-id': `autosave-${i}-0123` },
      );
      expect(saved.status).toBe(200);
    }
    const admin = new TestClient(server.url);
    expect((await admin.post('/api/auth/admin/login', ADMIN)).status).toBe(200);
    expect((await gql(admin, 'query OpsCohorts { cohorts { tag } }')).status).toBe(200);
    const typed = `typed answer ${randomBytes(6).toString('hex')}`;
    const editor = page(server.url, teams[0]!.id, teams[0]!.member.cookieHeader());
    cleanup(async () => editor.client.destroy());
    await waitFor(() => editor.client.isSynced, 15_000, 'the page synced');
    setFieldValue(editor.doc, 'known_competitors', typed);
    await editor.client.flushed(10_000);

    const after = await scrape(metricsUrl);
    const saves = { route: '/api/phase-data', method: 'POST', outcome: 'ok' };
    expect(value(after, 'fit_http_requests_total', saves) - (value(before, 'fit_http_requests_total', saves) || 0)).toBe(answers.length);
    expect(count(after, 'fit_http_request_duration_seconds', saves)).toBe(answers.length);
    expect(value(after, 'fit_graphql_operations_total', { operation: 'OpsCohorts', type: 'query', outcome: 'ok' })).toBe(1);
    expect(count(after, 'fit_command_duration_seconds', { outcome: 'ok' })).toBeGreaterThan(count(before, 'fit_command_duration_seconds', { outcome: 'ok' }));
    expect(count(after, 'fit_collab_store_duration_seconds', { outcome: 'ok' })).toBeGreaterThan(0);
    expect(value(after, 'fit_websockets_open', { endpoint: 'collab' })).toBe(1);
    // The page's room, and those the REST saves opened (a room stays open a while for the next save).
    expect(value(after, 'fit_collab_rooms_open')).toBeGreaterThanOrEqual(1);
    expect(value(after, 'fit_collab_members')).toBe(1);
    expect(value(after, 'fit_redis_up')).toBe(1);
    expect(value(after, 'fit_pg_pool_connections', { state: 'max' })).toBe(40);
    expect(value(after, 'fit_commands_in_flight')).toBe(0);
    expect(value(after, 'fit_projection_rebuild_lag_events')).toBe(0);
    expect(value(after, 'fit_chain_unsealed_events')).toBeGreaterThanOrEqual(0);
    expect(value(after, 'fit_jobs_queued', { state: 'waiting' })).toBe(0);
    expect(count(after, 'fit_live_update_delay_seconds')).toBeGreaterThan(0);
    expect(value(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    // The chain sealer catches up (its lag goes back to nothing).
    await waitFor(async () => value(await scrape(metricsUrl), 'fit_chain_unsealed_events') === 0, 15_000, 'the chain sealed');

    // On the app's port, /metrics is for the token's bearer only.
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const viaToken = await scrape(`${server.url}/metrics`, { authorization: `Bearer ${token}` });
    expect(value(viaToken, 'fit_pg_pool_connections', { state: 'max' })).toBe(40);

    // Readiness, then a SIGTERM: /readyz says draining while requests are still served, the page
    // is told the server restarts (1012), and every process exits.
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { postgres: 'ok', migrations: 'ok', redis: 'ok' } });
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/collab/${teams[1]!.id}/1`, { headers: { cookie: teams[1]!.member.cookieHeader() } });
    const closeCode = new Promise<number>((ok) => socket.on('close', (code) => ok(code)));
    socket.on('error', () => {});
    await new Promise((ok) => socket.once('open', ok));
    editor.client.destroy();
    const stopped = server.kill('SIGTERM');
    await waitFor(async () => (await fetch(`${server.url}/readyz`)).status === 503, 5000, '/readyz to say draining');
    expect(await (await fetch(`${server.url}/readyz`)).json()).toMatchObject({ status: 'draining' });
    expect((await teams[1]!.member.post('/api/phase-data', { teamId: teams[1]!.id, phaseNumber: 1, data: { known_competitors: 'while draining' } })).status).toBe(200);
    expect(await closeCode).toBe(1012);
    await stopped;

    // Every line is one JSON object with a level and a time; request lines have their id, the
    // method, the route pattern and the status; no answer, password, token or session id.
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.trim());
    const entries = lines.map((l) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${l}`);
      }
    });
    for (const e of entries) expect(typeof e.level === 'string' && typeof e.time === 'string' && typeof e.msg === 'string', JSON.stringify(e)).toBe(true);
    const autosaves = entries.filter((e) => e.route === '/api/phase-data' && e.method === 'POST');
    expect(autosaves.length).toBe(answers.length + 1);
    for (const [i] of answers.entries()) expect(autosaves.some((e) => e.reqId === `autosave-${i}-0123` && e.status === 200)).toBe(true);
    expect(entries.filter((e) => e.route).every((e) => typeof e.reqId === 'string' && typeof e.ms === 'number')).toBe(true);
    expect(entries.some((e) => e.msg === 'Shutting down: draining')).toBe(true);
    const text = lines.join('\n');
    const secrets = [...answers, typed, ADMIN.password, token, ...[...seenSecrets].filter((s) => s.length >= 8)];
    expect(secrets.filter((s) => text.includes(s))).toEqual([]);
    for (const t of teams) expect(text).not.toContain(t.member.cookieHeader().split('=')[1]!.slice(0, 24));
  }, 120_000);

  it('traces over OTLP: a REST save is one trace through HTTP, Express and PostgreSQL, a job continues its request’s trace, and a keystroke relayed to the owning process is one trace across both', async () => {
    const collector = await otlpCollector();
    cleanup(() => collector.close());
    const db = await createTestDatabase({ migrated: true });
    cleanup(db.drop);
    const env = { ...production(db.url), WEB_CONCURRENCY: '1', OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100' };
    const [one, two] = [await spawnServer(env), await spawnServer(env)];
    cleanup(
      () => one.kill('SIGKILL'),
      () => two.kill('SIGKILL'),
    );

    // A REST save.
    const t = await team(one.url);
    const saved = await t.member.post('/api/phase-data', { teamId: t.id, phaseNumber: 1, data: { known_competitors: 'traced' } }, { 'x-request-id': 'traced-save-0001' });
    expect(saved.status).toBe(200);
    const isSave = (s: ReceivedSpan) => s.kind === SERVER && (s.route === '/api/phase-data' || s.name === 'POST /api/phase-data');
    await waitFor(() => collector.spans.some(isSave), 15_000, 'the save’s server span');
    const root = collector.spans.find(isSave)!;
    await waitFor(() => collector.spans.some((s) => s.traceId === root.traceId && s.name.startsWith('pg.query:COMMIT')), 15_000, 'the save’s COMMIT span');
    const trace = collector.spans.filter((s) => s.traceId === root.traceId);
    expect(root.parentSpanId).toBe('');
    expect(trace.some((s) => s.scope.includes('instrumentation-express'))).toBe(true);
    expect(trace.filter((s) => s.scope.includes('instrumentation-pg')).length).toBeGreaterThan(1);
    expect(new Set(trace.map((s) => s.pid))).toEqual(new Set([root.pid]));
    // The request's log line names the same trace.
    const line = one
      .output()
      .split('\n')
      .find((l) => l.includes('traced-save-0001'));
    expect(JSON.parse(line!)).toMatchObject({ reqId: 'traced-save-0001', traceId: root.traceId });

    // A job continues the trace of the request that enqueued it (BullMQ's telemetry).
    const admin = new TestClient(one.url);
    expect((await admin.post('/api/auth/admin/login', ADMIN)).status).toBe(200);
    expect((await admin.post('/api/admin/export', {})).status).toBeLessThan(300);
    const enqueued = () => collector.spans.find((s) => s.kind === SERVER && s.name === 'POST /api/admin/export');
    await waitFor(
      () => collector.spans.some((s) => s.name.startsWith('process') && s.scope === 'found-in-two-jobs' && s.traceId === enqueued()?.traceId),
      15_000,
      'the export job’s span in the request’s trace',
    );

    // The first process to open a document owns it; a keystroke on the other is relayed to it.
    const cookie = t.member.cookieHeader();
    const owner = page(one.url, t.id, cookie);
    cleanup(async () => owner.client.destroy());
    await waitFor(() => owner.client.isSynced, 15_000, 'the owner’s page synced');
    const relaying = page(two.url, t.id, cookie);
    cleanup(async () => relaying.client.destroy());
    await waitFor(() => relaying.client.isSynced, 15_000, 'the other page synced');
    setFieldValue(relaying.doc, 'known_competitors', 'relayed keystroke');
    await relaying.client.flushed(10_000);
    // The page's first message (its sync) is relayed too and stores nothing: the keystroke's relay is the one whose trace commits.
    const committed = (stored: ReceivedSpan) => collector.spans.some((s) => s.traceId === stored.traceId && s.pid === stored.pid && s.name.startsWith('pg.query:COMMIT'));
    await waitFor(() => collector.spans.some((s) => s.name === 'collab store relayed edits' && committed(s)), 15_000, 'the relayed edit’s COMMIT in the owner');
    const stored = collector.spans.find((s) => s.name === 'collab store relayed edits' && committed(s))!;
    // The relaying process exports its spans on its own schedule.
    const relayOf = () => collector.spans.find((s) => s.name === 'collab relay edits' && s.traceId === stored.traceId);
    await waitFor(() => relayOf() !== undefined, 15_000, 'the relaying process’s span in the same trace');
    const relay = relayOf();
    expect(relay!.pid).not.toBe(stored.pid);
    expect(stored.parentSpanId).toBe(relay!.spanId);
  }, 120_000);
});

const SERVER = 2;
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  scope: string;
  route: string | null;
  pid: number;
}

/** An OTLP/HTTP (JSON) trace collector on a free port, keeping every span it receives in memory. */
async function otlpCollector() {
  const spans: ReceivedSpan[] = [];
  type Attr = { key: string; value: { stringValue?: string; intValue?: string | number } };
  const attr = (attrs: Attr[] | undefined, key: string) => attrs?.find((a) => a.key === key)?.value;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const data = JSON.parse(body) as {
          resourceSpans: {
            resource: { attributes: Attr[] };
            scopeSpans: { scope: { name: string }; spans: (Omit<ReceivedSpan, 'scope' | 'route' | 'pid'> & { attributes?: Attr[] })[] }[];
          }[];
        };
        for (const rs of data.resourceSpans) {
          const pid = Number(attr(rs.resource.attributes, 'process.pid')?.intValue);
          for (const ss of rs.scopeSpans)
            for (const s of ss.spans)
              spans.push({
                traceId: s.traceId,
                spanId: s.spanId,
                parentSpanId: s.parentSpanId ?? '',
                name: s.name,
                kind: s.kind,
                scope: ss.scope.name,
                route: attr(s.attributes, 'http.route')?.stringValue ?? null,
                pid,
              });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, spans, close: () => new Promise((ok) => server.close(ok)) };
}
