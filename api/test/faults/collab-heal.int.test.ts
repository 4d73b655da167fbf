import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { collabPath, fieldText, readValues, setFieldValue, type PhaseData } from '@fit/events';
import { PhaseDocClient, type SocketFactory } from '@fit/events/phase-doc/client';
import { cleanupAfterAll } from '../cleanup.js';
import { cookieSocket, createTestDatabase, spawnServer, TestClient } from '../harness.js';
import { privatePostgres, privateRedis, sleep, waitFor, workerPids } from './processes.js';
import { wsClient } from '../gql.js';

/*
 * Co-editing heals itself: two app processes (as production runs behind one port) share a
 * PostgreSQL and a Redis the test may cut, restart or stop. Whatever happens to the bus, every
 * member's page, and a page opened afterwards, ends up holding exactly what is stored.
 */

const ADMIN = { username: 'heal-admin', password: 'heal-admin-password' };
const baseEnv = (databaseUrl: string, redisUrl: string, prefix: string) => ({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: prefix,
  RATE_LIMIT_TEAM_LOOKUP: '100000',
  RATE_LIMIT_TEAM_LOGIN: '100000',
});

/** One member's page on phase 1 of a team, on the app at `url`. */
function member(url: string, teamId: string, cookie: string, name: string) {
  const doc = new Y.Doc();
  const awareness = new Awareness(doc);
  awareness.setLocalStateField('user', { name });
  const client = new PhaseDocClient({ url: url.replace('http', 'ws') + collabPath(teamId, 1), doc, awareness, WebSocket: cookieSocket(cookie) });
  return { name, doc, client, values: () => readValues(doc) };
}
type Member = ReturnType<typeof member>;

/** Members type into their own field, one character at a time, until stopped. */
function typing(members: Member[]) {
  let stop = false;
  let typed = 0;
  const loops = members.map(async (m) => {
    const field = `${m.name}`;
    while (!stop) {
      const text = fieldText(m.doc, field).toString();
      // Now and then a member deletes: deleted text must vanish everywhere too.
      setFieldValue(m.doc, field, text.length > 12 && typed % 7 === 0 ? text.slice(4) : text + String.fromCharCode(97 + (typed % 26)));
      typed++;
      await sleep(40);
    }
  });
  return {
    count: () => typed,
    async stop() {
      stop = true;
      await Promise.all(loops);
    },
  };
}

const fieldIds = ['company_name', 'product_idea', 'target_market', 'business_model'];

async function stored(url: string, teamId: string, cookie: string): Promise<PhaseData> {
  const res = await fetch(`${url}/api/phase-data/${teamId}/1`, { headers: { cookie } });
  return res.status === 200 ? ((await res.json()) as { data: PhaseData }).data : {};
}

const same = (a: PhaseData, b: PhaseData) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The answers two readings hold differently (`page` the first, `stored` the second). */
const differences = (page: PhaseData, store: PhaseData) =>
  [...new Set([...Object.keys(page), ...Object.keys(store)])]
    .filter((k) => JSON.stringify(page[k]) !== JSON.stringify(store[k]))
    .map((k) => `${k}: page ${JSON.stringify(page[k])}, stored ${JSON.stringify(store[k])}`)
    .join('; ');

/** Every member, and a page opened now on each process, holds exactly the stored answers. */
async function expectAllHoldStored(urls: string[], teamId: string, cookie: string, members: Member[]) {
  await Promise.all(members.map((m) => waitFor(async () => m.client.state === 'saved', 20_000, `${m.name} saved`)));
  const truth = await stored(urls[0]!, teamId, cookie);
  expect(Object.keys(truth).sort()).toEqual(members.map((m) => m.name).sort());
  for (const m of members) {
    try {
      await waitFor(async () => same(m.values(), truth), 10_000, `${m.name} holds the stored text`);
    } catch (err) {
      // Which answers differ, whether the store moved since it was read, and whether a page
      // opened now gets the stored text (the room lacks it) or not (only this page's socket does).
      const now = await stored(urls[0]!, teamId, cookie);
      const fresh = member(urls[0]!, teamId, cookie, 'fresh');
      const freshHolds = await waitFor(async () => fresh.client.isSynced && same(fresh.values(), truth), 5_000, 'a fresh page').then(
        () => 'holds it',
        () => `lacks it: ${differences(fresh.values(), truth)}`,
      );
      fresh.client.destroy();
      throw new Error(
        `${(err as Error).message} (page ${m.client.state}, synced ${m.client.isSynced}): ${differences(m.values(), truth)}; the store ${same(now, truth) ? 'unchanged since' : `changed since: ${differences(now, truth)}`}; a page opened now ${freshHolds}`,
      );
    }
  }
  for (const url of urls) {
    const fresh = member(url, teamId, cookie, 'fresh');
    await waitFor(async () => fresh.client.isSynced && same(fresh.values(), truth), 10_000, `a fresh page on ${url}`);
    fresh.client.destroy();
  }
}

describe('co-editing heals itself after bus faults (two processes)', () => {
  const cleanup = cleanupAfterAll();

  async function twoProcesses(opts: { ownPostgres?: boolean } = {}) {
    const redis = await privateRedis();
    cleanup(redis.stop);
    const pgServer = opts.ownPostgres ? await privatePostgres() : null;
    if (pgServer) cleanup(pgServer.destroy);
    const db = pgServer ? { url: pgServer.url, drop: async () => {} } : await createTestDatabase();
    cleanup(db.drop);
    const prefix = `fit-heal-${Date.now()}-${Math.random().toString(36).slice(2)}:`;
    const one = await spawnServer(baseEnv(db.url, redis.url, prefix));
    cleanup(() => one.kill());
    const two = await spawnServer(baseEnv(db.url, redis.url, prefix));
    cleanup(() => two.kill());
    const creator = new TestClient(one.url);
    const code = `H${Math.random().toString(36).slice(2, 5).toUpperCase()}`.padEnd(4, 'X');
    const res = await creator.post('/api/teams', { name: 'Healers', code });
    expect(res.status).toBe(201);
    const cookie = creator.cookieHeader();
    const teamId = res.body.id as string;
    // Two members on each process, each typing into a field of their own.
    const members = fieldIds.map((name, i) => member(i < 2 ? one.url : two.url, teamId, cookie, name));
    cleanup(async () => members.forEach((m) => m.client.destroy()));
    await Promise.all(members.map((m) => waitFor(async () => m.client.isSynced, 15_000, `${m.name} synced`)));
    return { redis, pgServer, one, two, code, teamId, cookie, members, urls: [one.url, two.url] };
  }

  it('Pub/Sub connections cut (CLIENT KILL TYPE pubsub) while members on both processes type: everyone converges on the stored text', async () => {
    const { redis, teamId, cookie, members, urls } = await twoProcesses();
    const keys = typing(members);
    await waitFor(async () => keys.count() > 40, 20_000, 'typing before the cut');
    const port = new URL(redis.url).port;
    execFileSync('redis-cli', ['-p', port, 'CLIENT', 'KILL', 'TYPE', 'pubsub']);
    const after = keys.count();
    await waitFor(async () => keys.count() > after + 80, 20_000, 'typing after the cut');
    await keys.stop();
    await expectAllHoldStored(urls, teamId, cookie, members);
  });

  it('Redis restarted for seconds while members on both processes type: everyone converges on the stored text', async () => {
    const { redis, code, teamId, members, urls } = await twoProcesses();
    const keys = typing(members);
    await waitFor(async () => keys.count() > 40, 20_000, 'typing before the restart');
    await redis.stop();
    const down = keys.count();
    // Edits are stored in PostgreSQL while Redis is away; only the bus between processes is gone.
    await waitFor(async () => keys.count() > down + 120, 20_000, 'typing while Redis is down');
    await redis.start();
    const back = keys.count();
    await waitFor(async () => keys.count() > back + 40, 20_000, 'typing after Redis is back');
    await keys.stop();
    // This Redis keeps nothing: the sessions went with it. Open pages keep their sockets; a
    // page opened now joins the team again with its code.
    const rejoined = new TestClient(urls[0]!);
    await waitFor(async () => (await rejoined.post('/api/auth/team/join', { code })).status === 200, 10_000, 'join again');
    await expectAllHoldStored(urls, teamId, rejoined.cookieHeader(), members);
  });

  it('PostgreSQL stopped and started while members on both processes type: nothing typed is lost and everyone converges', async () => {
    const { pgServer, teamId, cookie, members, urls } = await twoProcesses({ ownPostgres: true });
    const keys = typing(members);
    await waitFor(async () => keys.count() > 40, 20_000, 'typing before the outage');
    await pgServer!.stop();
    const down = keys.count();
    // Pages keep what is typed meanwhile (the server acknowledges nothing it could not store).
    await waitFor(async () => keys.count() > down + 80, 20_000, 'typing while PostgreSQL is down');
    await pgServer!.start();
    const back = keys.count();
    await waitFor(async () => keys.count() > back + 40, 30_000, 'typing after PostgreSQL is back');
    await keys.stop();
    await expectAllHoldStored(urls, teamId, cookie, members);
  });
});

describe('co-editing when a worker is killed (WEB_CONCURRENCY=2)', () => {
  const cleanup = cleanupAfterAll();

  /**
   * A two-worker cluster on its own Redis, a team, and four members typing on phase 1: the first
   * two through the cluster's one port (the worker that takes them orders the document, and pages
   * after them are handed to it), the other two through it too, or through another instance.
   */
  async function clusterTyping(code: string, { otherInstance = false } = {}) {
    const redis = await privateRedis();
    cleanup(redis.stop);
    const db = await createTestDatabase();
    cleanup(db.drop);
    const prefix = `fit-heal-${Date.now()}-${Math.random().toString(36).slice(2)}:`;
    const server = await spawnServer({ ...baseEnv(db.url, redis.url, prefix), WEB_CONCURRENCY: '2' });
    cleanup(() => server.kill('SIGKILL'));
    const other = otherInstance ? await spawnServer(baseEnv(db.url, redis.url, prefix)) : null;
    if (other) cleanup(() => other.kill('SIGKILL'));
    const workers = () => workerPids(server.output());
    await waitFor(async () => workers().length >= 2, 20_000, 'two workers');
    const creator = new TestClient(server.url);
    const res = await creator.post('/api/teams', { name: 'Survivors', code });
    expect(res.status).toBe(201);
    const cookie = creator.cookieHeader();
    const teamId = res.body.id as string;
    const members: Member[] = [];
    cleanup(async () => members.forEach((m) => m.client.destroy()));
    for (const [i, name] of fieldIds.entries()) {
      members.push(member(i < 2 ? server.url : (other ?? server).url, teamId, cookie, name));
      if (i === 1 || i === 3) await Promise.all(members.map((m) => waitFor(async () => m.client.isSynced, 15_000, `${m.name} synced`)));
    }
    // The lease names the process that orders the document: one of the cluster's workers.
    const lease = execFileSync('redis-cli', ['-p', new URL(redis.url).port, 'GET', `${prefix}doc-owner:${teamId}:1`], { encoding: 'utf8' }).trim();
    const owner = Number(lease.split(':')[0]);
    expect(workers()).toContain(owner);
    const keys = typing(members);
    await waitFor(async () => keys.count() > 40, 20_000, 'typing before the kill');
    /** Kills the worker that orders the document; typing goes on until everyone holds what is stored. */
    const killOwnerAndConverge = async () => {
      process.kill(owner, 'SIGKILL');
      await waitFor(async () => workers().length >= 3, 20_000, 'a replacement worker');
      const after = keys.count();
      await waitFor(async () => keys.count() > after + 80, 20_000, 'typing after the kill');
      await keys.stop();
      await expectAllHoldStored([server.url, ...(other ? [other.url] : [])], teamId, cookie, members);
    };
    return { killOwnerAndConverge };
  }

  it("the worker holding a team's pages is killed: they reconnect to the other, resend what was not stored, and everyone converges", async () => {
    const { killOwnerAndConverge } = await clusterTyping('SURV');
    await killOwnerAndConverge();
  });

  it('the worker that orders a document is killed while members on it and on another instance type: no acknowledged edit is lost', async () => {
    const { killOwnerAndConverge } = await clusterTyping('ORDR', { otherInstance: true });
    await killOwnerAndConverge();
  });
});

describe('live screens after a bus gap (two processes)', () => {
  const cleanup = cleanupAfterAll();

  it('a subscription to a cohort on one process shows a change made on the other while its Pub/Sub connection was cut', async () => {
    const redis = await privateRedis();
    cleanup(redis.stop);
    const db = await createTestDatabase();
    cleanup(db.drop);
    const prefix = `fit-heal-${Date.now()}-${Math.random().toString(36).slice(2)}:`;
    const one = await spawnServer(baseEnv(db.url, redis.url, prefix));
    cleanup(() => one.kill());
    const two = await spawnServer(baseEnv(db.url, redis.url, prefix));
    cleanup(() => two.kill());
    const admin = new TestClient(one.url);
    expect((await admin.post('/api/auth/admin/login', ADMIN)).status).toBe(200);
    expect((await admin.post('/api/admin/cohorts', { tag: 'gap', name: 'Gap' })).status).toBe(201);

    const seen: boolean[] = [];
    const client = wsClient(two.url, { cookie: admin.cookieHeader() });
    cleanup(() => client.dispose());
    let subscribed = false;
    client.subscribe<{ cohortChanged: { votingOpen: boolean } }>(
      { query: 'subscription { cohortChanged(tag: "gap") { votingOpen } }' },
      { next: (r) => r.data && seen.push(r.data.cohortChanged.votingOpen), error: () => {}, complete: () => {} },
    );
    client.on('connected', () => (subscribed = true));
    await waitFor(async () => subscribed, 10_000, 'subscribed');
    await sleep(300);
    // The change is made while process two's subscriber is cut (it reconnects after ~200 ms).
    execFileSync('redis-cli', ['-p', new URL(redis.url).port, 'CLIENT', 'KILL', 'TYPE', 'pubsub']);
    expect((await admin.patch('/api/admin/cohorts/gap', { votingOpen: true })).status).toBe(200);
    await waitFor(async () => seen.at(-1) === true, 10_000, 'the screen shows voting open');
  });
});

describe('co-editing while PostgreSQL is down', () => {
  const cleanup = cleanupAfterAll();

  it('refuses the upgrade with 503 (never accepts and closes, never 4400), and pages back off instead of storming', async () => {
    const pgServer = await privatePostgres();
    cleanup(pgServer.destroy);
    const app = await spawnServer(baseEnv(pgServer.url, 'none', 'unused:'));
    cleanup(() => app.kill());
    const creator = new TestClient(app.url);
    const res = await creator.post('/api/teams', { name: 'Outage', code: 'OUTG' });
    expect(res.status).toBe(201);
    const cookie = creator.cookieHeader();
    const teamId = res.body.id as string;

    // Count what a page does during the outage: connection attempts, and how each ended.
    let attempts = 0;
    const codes: number[] = [];
    const Counting = class extends WebSocket {
      constructor(url: string) {
        super(url, { headers: { cookie } });
        attempts++;
        this.on('close', (code) => codes.push(code));
      }
    } as unknown as SocketFactory;
    const doc = new Y.Doc();
    const page = new PhaseDocClient({ url: app.url.replace('http', 'ws') + collabPath(teamId, 2), doc, WebSocket: Counting });
    cleanup(async () => page.destroy());
    await waitFor(async () => page.isSynced, 15_000, 'synced');
    setFieldValue(doc, 'competitors', 'typed before the outage');
    await waitFor(async () => page.state === 'saved', 15_000, 'saved');

    await pgServer.stop();
    // The page's socket is cut (a restart of the app's upstream does the same); it reconnects.
    page.disconnect();
    const before = attempts;
    page.connect();
    const upgrade = await new Promise<number>((ok) => {
      const ws = new WebSocket(app.url.replace('http', 'ws') + collabPath(teamId, 3), { headers: { cookie } });
      ws.on('unexpected-response', (_req, r) => ok(r.statusCode ?? 0));
      ws.on('open', () => ok(101));
      ws.on('error', () => {});
    });
    expect(upgrade).toBe(503);
    // The page keeps trying, with a growing wait: 8 or more attempts would take > 3.5 s of backoff.
    await waitFor(async () => attempts - before >= 4, 20_000, 'a few reconnect attempts');
    setFieldValue(doc, 'competitors', 'typed during the outage');
    expect(codes).not.toContain(4400);

    await pgServer.start();
    await waitFor(async () => page.state === 'saved', 60_000, 'saved after PostgreSQL is back');
    expect(codes).not.toContain(4400);
    const stored = await fetch(`${app.url}/api/phase-data/${teamId}/2`, { headers: { cookie } });
    expect(((await stored.json()) as { data: PhaseData }).data).toEqual({ competitors: 'typed during the outage' });
  });
});
