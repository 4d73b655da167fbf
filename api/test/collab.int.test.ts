import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { DEFAULT_COMPACT_EVERY, collabPath, fieldText, readValues, setFieldValue, stateAsUpdate, MESSAGE_SYNC } from '@fit/events';
import { PhaseDocClient } from '@fit/events/phase-doc/client';
import { cookieSocket, nextCode, startTestApp, TEST_REDIS_URL, type TestApp } from './harness.js';
import { waitFor } from './faults/processes.js';
import { rebuildReadModels, snapshotReadModels } from '../src/projections/index.js';
import { loadPhaseDoc } from '../src/modules/phase-data/handle.js';
import { readStream } from '../src/store/event-store.js';

/** One member's browser tab on a phase page: a document kept in step with the api. */
function member(app: TestApp, teamId: string, phase = 1, name = 'member') {
  const doc = new Y.Doc();
  const awareness = new Awareness(doc);
  awareness.setLocalStateField('user', { name });
  const client = new PhaseDocClient({ url: app.url.replace('http', 'ws') + collabPath(teamId, phase), doc, awareness, WebSocket: cookieSocket(asTeam(teamId).cookie) });
  return {
    doc,
    awareness,
    client,
    type: (field: string, value: string) => setFieldValue(doc, field, value),
    value: (field: string) => fieldText(doc, field).toString(),
    synced: () => waitFor(async () => client.isSynced, 10_000, 'sync'),
    saved: () => waitFor(async () => client.state === 'saved', 10_000, 'saved'),
  };
}

/**
 * The session of the browser that created each team: its members here present it, as teammates
 * who joined the team would (a team's document is only the team's).
 */
const teamCookies = new Map<string, string>();
const asTeam = (teamId: string) => ({ cookie: teamCookies.get(teamId)! });

async function newTeam(app: TestApp) {
  const creator = app.client();
  const { body } = await creator.post('/api/teams', { name: 'Co-editors', code: nextCode() });
  teamCookies.set(body.id, creator.cookieHeader());
  return body.id as string;
}

const wsRefusal = (url: string, headers: Record<string, string> = {}) =>
  new Promise<number>((ok) => {
    const ws = new WebSocket(url, { headers });
    ws.on('unexpected-response', (_req, res) => ok(res.statusCode ?? 0));
    ws.on('open', () => ok(101));
    ws.on('error', () => {});
  });

describe('live co-editing of a phase', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps three members typing into three fields at once, and each sees the others live', async () => {
    const teamId = await newTeam(app);
    const [a, b, c] = [member(app, teamId), member(app, teamId), member(app, teamId)];
    await Promise.all([a.synced(), b.synced(), c.synced()]);
    a.type('company_name', 'Acme');
    b.type('target_market', 'Students');
    c.type('known_competitors', 'Kettles are slow');
    for (const m of [a, b, c]) {
      await waitFor(
        async () => m.value('company_name') === 'Acme' && m.value('target_market') === 'Students' && m.value('known_competitors') === 'Kettles are slow',
        10_000,
        'convergence',
      );
    }
    await Promise.all([a.saved(), b.saved(), c.saved()]);
    const saved = await app.client().get(`/api/phase-data/${teamId}/1`, asTeam(teamId));
    expect(saved.body.data).toEqual({ company_name: 'Acme', target_market: 'Students', known_competitors: 'Kettles are slow' });
    for (const m of [a, b, c]) m.client.destroy();
  });

  it('merges two members typing at the start and the end of one field', async () => {
    const teamId = await newTeam(app);
    const [a, b] = [member(app, teamId), member(app, teamId)];
    await Promise.all([a.synced(), b.synced()]);
    a.type('product_idea', 'middle');
    await waitFor(async () => b.value('product_idea') === 'middle', 10_000, 'b sees a');
    a.type('product_idea', 'START middle');
    b.type('product_idea', 'middle END');
    await waitFor(async () => a.value('product_idea') === 'START middle END' && b.value('product_idea') === 'START middle END', 10_000, 'merge');
    await Promise.all([a.saved(), b.saved()]);
    expect((await app.client().get(`/api/phase-data/${teamId}/1`, asTeam(teamId))).body.data.product_idea).toBe('START middle END');
    a.client.destroy();
    b.client.destroy();
  });

  it('keeps an edit made offline and merges it, with what others typed meanwhile, on reconnect', async () => {
    const teamId = await newTeam(app);
    const [a, b] = [member(app, teamId), member(app, teamId)];
    await Promise.all([a.synced(), b.synced()]);
    a.client.disconnect();
    await waitFor(async () => a.client.state === 'offline', 5000, 'offline');
    a.type('company_name', 'Made offline');
    b.type('known_competitors', 'Typed meanwhile');
    await b.saved();
    expect(a.value('known_competitors')).toBe('');
    a.client.connect();
    await a.saved();
    await waitFor(async () => a.value('known_competitors') === 'Typed meanwhile' && b.value('company_name') === 'Made offline', 10_000, 'merge after reconnect');
    expect((await app.client().get(`/api/phase-data/${teamId}/1`, asTeam(teamId))).body.data).toEqual({
      company_name: 'Made offline',
      known_competitors: 'Typed meanwhile',
    });
    a.client.destroy();
    b.client.destroy();
  });

  it('sends a REST save to open pages as a change that keeps their other text', async () => {
    const teamId = await newTeam(app);
    const a = member(app, teamId, 2);
    await a.synced();
    a.type('competitors', 'keep me');
    await a.saved();
    const res = await app
      .client()
      .post('/api/phase-data', { teamId, phaseNumber: 2, data: { competitors: 'keep me', comparison_criteria: 'from REST' } }, asTeam(teamId));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ competitors: 'keep me', comparison_criteria: 'from REST' });
    await waitFor(async () => a.value('comparison_criteria') === 'from REST', 10_000, 'REST save reaches the page');
    expect(readValues(a.doc)).toEqual({ competitors: 'keep me', comparison_criteria: 'from REST' });
    a.client.destroy();
  });

  it('shows who is here and in which field, and forgets who left', async () => {
    const teamId = await newTeam(app);
    const a = member(app, teamId, 3, 'Ada');
    const b = member(app, teamId, 3, 'Bo');
    await Promise.all([a.synced(), b.synced()]);
    a.awareness.setLocalStateField('field', 'problem');
    const seen = () => [...b.awareness.getStates().values()].find((st) => st.user?.name === 'Ada');
    await waitFor(async () => seen()?.field === 'problem', 10_000, 'presence');
    a.client.destroy();
    await waitFor(async () => seen() === undefined, 10_000, 'departure');
    b.client.destroy();
  });

  it('refuses bad addresses, unknown teams and other sites before upgrading', async () => {
    const base = app.url.replace('http', 'ws');
    expect(await wsRefusal(`${base}/collab/not-a-team/1`)).toBe(400);
    const instructor = await app.admin();
    expect(await wsRefusal(`${base}/collab/${crypto.randomUUID()}/1`, { cookie: instructor.cookieHeader() })).toBe(404);
    const teamId = await newTeam(app);
    expect(await wsRefusal(`${base}/collab/${teamId}/9`, asTeam(teamId))).toBe(400);
    expect(await wsRefusal(`${base}/collab/${teamId}/1`, { origin: 'https://evil.example', ...asTeam(teamId) })).toBe(403);
    expect(await wsRefusal(`${base}/collab/${teamId}/1`, asTeam(teamId))).toBe(101);
  });

  it('answers a malformed or oversized update with a clear refusal and stores nothing', async () => {
    const teamId = await newTeam(app);
    const good = member(app, teamId);
    await good.synced();
    good.type('product_idea', 'intact');
    await good.saved();
    const count = async () => (await app.services.orm.em.fork().execute(`select count(*)::int as n from events where stream_id = ?`, [`phasedoc-${teamId}-1`]))[0].n;
    const before = await count();

    const ws = new WebSocket(app.url.replace('http', 'ws') + collabPath(teamId, 1), { headers: asTeam(teamId) });
    await new Promise((ok) => ws.once('open', ok));
    const messages: Buffer[] = [];
    ws.on('message', (d) => messages.push(d as Buffer));
    // A sync "update" whose bytes are not a Yjs update.
    ws.send(Buffer.from([MESSAGE_SYNC, 2, 5, 200, 1, 250, 250, 250]));
    await waitFor(async () => messages.some((m) => m[0] === 5), 10_000, 'error message');
    const err = messages.find((m) => m[0] === 5)!;
    expect(err.toString('utf8')).toContain('Malformed document update');
    const closed = new Promise<number>((ok) => ws.once('close', (code) => ok(code)));
    ws.send(Buffer.alloc(600 * 1024, 1));
    expect(await closed).toBe(1009);
    expect(await count()).toBe(before);
    expect((await app.client().get(`/api/phase-data/${teamId}/1`, asTeam(teamId))).body.data).toEqual({ product_idea: 'intact' });
    good.client.destroy();
  });

  it('closes with 4400 on a sync step 1 whose state vector is not valid bytes (a retry would send the same bytes)', async () => {
    const teamId = await newTeam(app);
    const ws = new WebSocket(app.url.replace('http', 'ws') + collabPath(teamId, 1), { headers: asTeam(teamId) });
    await new Promise((ok) => ws.once('open', ok));
    const closed = new Promise<{ code: number; reason: string }>((ok) => ws.once('close', (code, reason) => ok({ code, reason: reason.toString() })));
    // Sync step 1 whose state vector claims three entries and then ends.
    ws.send(Buffer.from([MESSAGE_SYNC, 0, 2, 3, 200]));
    expect(await closed).toEqual({ code: 4400, reason: 'Malformed message' });
  });

  it('records who made each edit: the team and the member whose page typed it', async () => {
    const teamId = await newTeam(app);
    const ana = member(app, teamId, 1, 'Ana');
    await ana.synced();
    // The name comes with the page's presence, sent when it connects (before its first keystroke).
    ana.type('company_name', 'Ana Co');
    await ana.saved();
    // Read through the store: the member's name is stored sealed under the team's key (docs/PRIVACY.md).
    const events = await readStream(app.services.orm.em.fork(), `phasedoc-${teamId}-1`);
    expect(events.at(-1)!.metadata.actor).toEqual({ kind: 'team', id: teamId, member: 'Ana' });
    const raw = await app.services.orm.em.fork().execute(`select metadata from events where stream_id = ?`, [`phasedoc-${teamId}-1`]);
    expect(JSON.stringify(raw)).not.toContain('Ana');
    const saved = await app.client().post('/api/phase-data', { teamId, phaseNumber: 1, data: { company_name: 'Ana Co', geography: 'Lisbon' } }, asTeam(teamId));
    expect(saved.status).toBe(200);
    const last = (await readStream(app.services.orm.em.fork(), `phasedoc-${teamId}-1`)).at(-1)!;
    expect(last.metadata.actor).toEqual({ kind: 'team', id: teamId });
    ana.client.destroy();
  });

  it('closes a connection that floods the server with messages (4429), and the page may come back', async () => {
    const teamId = await newTeam(app);
    const ws = new WebSocket(app.url.replace('http', 'ws') + collabPath(teamId, 1), { headers: asTeam(teamId) });
    await new Promise((ok) => ws.once('open', ok));
    const closed = new Promise<{ code: number; reason: string }>((ok) => ws.once('close', (code, reason) => ok({ code, reason: reason.toString() })));
    // Sync step 1 with an empty state vector, far faster than anyone types.
    for (let i = 0; i < 400; i++) ws.send(Buffer.from([MESSAGE_SYNC, 0, 1, 0]));
    expect(await closed).toEqual({ code: 4429, reason: 'Too many updates; slow down' });
    const again = member(app, teamId);
    await again.synced();
    again.client.destroy();
  });

  it('loads a long-edited phase from one row, and replays to the same rows', async () => {
    const teamId = await newTeam(app);
    const a = member(app, teamId, 4);
    await a.synced();
    for (let i = 0; i < 60; i++) a.type('offer_ideas', `draft ${i} `.repeat(10));
    await a.saved();
    const em = app.services.orm.em.fork();
    const [{ n }] = await em.execute(`select count(*)::int as n from events where stream_id = ?`, [`phasedoc-${teamId}-4`]);
    const snap = await loadPhaseDoc(em, teamId, 4);
    expect(snap!.version).toBe(n);
    // One row's snapshot and at most the updates of the versions since it: never the whole history.
    expect(snap!.tail.length).toBeLessThan(DEFAULT_COMPACT_EVERY);
    expect(snap!.version - snap!.baseVersion).toBe(snap!.tail.length);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, stateAsUpdate(snap!)!);
    expect(fieldText(doc, 'offer_ideas').toString()).toBe('draft 59 '.repeat(10));
    a.client.destroy();
    const live = await snapshotReadModels(app.services.orm.em.fork());
    await rebuildReadModels(app.services.orm.em.fork());
    expect(await snapshotReadModels(app.services.orm.em.fork())).toEqual(live);
  });

  it('continues answers saved before phases were documents, showing only the form fields', async () => {
    const teamId = await newTeam(app);
    const em = app.services.orm.em.fork();
    await em.execute(`insert into events (stream_id, version, type, type_version, data, metadata) values (?, 100, 'PhaseDataSaved', 1, ?::jsonb, ?::jsonb)`, [
      `team-${teamId}`,
      JSON.stringify({ teamId, phaseNumber: 5, data: { hero_offer: 'old save', market: 'B2B' } }),
      JSON.stringify({ actor: { kind: 'anonymous' }, requestId: 'legacy', at: new Date().toISOString() }),
    ]);
    await rebuildReadModels(app.services.orm.em.fork());
    const a = member(app, teamId, 5);
    await a.synced();
    // The document keeps the id the form does not have; readers never see it.
    expect(readValues(a.doc)).toEqual({ hero_offer: 'old save', market: 'B2B' });
    expect((await app.client().get(`/api/phase-data/${teamId}/5`, asTeam(teamId))).body.data).toEqual({ hero_offer: 'old save' });
    a.type('hero_offer', 'old save, continued');
    await a.saved();
    expect(a.client.state).toBe('saved');
    expect((await app.client().get(`/api/phase-data/${teamId}/5`, asTeam(teamId))).body.data).toEqual({ hero_offer: 'old save, continued' });
    a.client.destroy();
    const live = await snapshotReadModels(app.services.orm.em.fork());
    await rebuildReadModels(app.services.orm.em.fork());
    expect(await snapshotReadModels(app.services.orm.em.fork())).toEqual(live);
  });
});

describe('co-editing across two instances', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await startTestApp();
    two = await startTestApp({}, { databaseUrl: one.databaseUrl, redisPrefix: one.services.redisPrefix });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('carries edits and presence between members on different instances through Redis', async () => {
    expect(TEST_REDIS_URL).toBeTruthy();
    const teamId = await newTeam(one);
    const a = member(one, teamId, 1, 'Ada');
    const b = member(two, teamId, 1, 'Bo');
    await Promise.all([a.synced(), b.synced()]);
    a.type('product_idea', 'from instance one');
    b.type('geography', 'from instance two');
    await waitFor(async () => a.value('geography') === 'from instance two' && b.value('product_idea') === 'from instance one', 10_000, 'cross-instance');
    b.awareness.setLocalStateField('field', 'market');
    await waitFor(async () => [...a.awareness.getStates().values()].some((s) => s.user?.name === 'Bo' && s.field === 'market'), 10_000, 'cross-instance presence');
    a.client.destroy();
    b.client.destroy();
  });

  it("orders a document on one instance: the first to open it holds the lease, the other relays its members' edits with their authors", async () => {
    const teamId = await newTeam(one);
    const a = member(one, teamId, 1, 'Ada');
    await a.synced();
    const b = member(two, teamId, 1, 'Bo');
    await b.synced();
    const lease = await one.services.redis!.get(`${one.services.redisPrefix}doc-owner:${teamId}:1`);
    expect(lease).toMatch(new RegExp(`^${process.pid}:`));
    // Both type at once, many times: one order, nothing lost, no edit refused as out of order.
    for (let i = 0; i < 30; i++) {
      a.type('product_idea', `one ${i}`);
      b.type('geography', `two ${i}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all([a.saved(), b.saved()]);
    const stored = (await one.client().get(`/api/phase-data/${teamId}/1`, asTeam(teamId))).body.data;
    expect(stored).toEqual({ product_idea: 'one 29', geography: 'two 29' });
    await waitFor(async () => a.value('geography') === 'two 29' && b.value('product_idea') === 'one 29', 10_000, 'both hold both');
    const authors = new Set(
      (await readStream(one.services.orm.em.fork(), `phasedoc-${teamId}-1`)).flatMap((e) =>
        e.type === 'PhaseDocUpdated' && e.metadata.actor.kind === 'team' && e.metadata.actor.member ? [e.metadata.actor.member] : [],
      ),
    );
    // A round the owner stored may merge both members' edits: it names them both.
    const names = [...authors].map((m) => m.split(', '));
    expect(names.flat().every((n) => n === 'Ada' || n === 'Bo')).toBe(true);
    expect(names.some((n) => n.includes('Bo'))).toBe(true);
    a.client.destroy();
    b.client.destroy();
  });
});
