import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import { Awareness } from 'y-protocols/awareness';
import { MESSAGE_AWARENESS, collabPath, fieldText, frame, readValues, setFieldValue } from '@fit/events';
import { PhaseDocClient } from '@fit/events/phase-doc/client';
import { cookieSocket, nextCode, startTestApp, type TestApp } from './harness.js';
import { waitFor } from './faults/processes.js';
import { MAX_PRESENCE_BYTES, MAX_PRESENCE_PER_ROOM } from '../src/modules/phase-data/collab/server.js';

/*
 * What one member's page may do to the others': a refused edit costs only that edit (the page
 * drops it, says why, and goes on saving), and a connection speaks only for its own presence.
 */

describe('co-editing members', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function team() {
    const creator = app.client();
    const res = await creator.post('/api/teams', { name: 'Members', code: nextCode() });
    expect(res.status).toBe(201);
    return { teamId: res.body.id as string, cookie: creator.cookieHeader(), creator };
  }

  function member(teamId: string, cookie: string, name: string, phase = 1, lang?: string) {
    const doc = new Y.Doc();
    const awareness = new Awareness(doc);
    awareness.setLocalStateField('user', { name });
    const url = app.url.replace('http', 'ws') + collabPath(teamId, phase) + (lang ? `?lang=${lang}` : '');
    const client = new PhaseDocClient({ url, doc, awareness, WebSocket: cookieSocket(cookie) });
    return {
      doc,
      awareness,
      client,
      value: (field: string) => fieldText(doc, field).toString(),
      synced: () => waitFor(async () => client.isSynced, 10_000, `${name} synced`),
      saved: () => waitFor(async () => client.state === 'saved', 10_000, `${name} saved`),
    };
  }

  it('says why an edit was refused in the page’s language (?lang=), the field and the stored text unchanged', async () => {
    const { teamId, cookie } = await team();
    const es = member(teamId, cookie, 'Ana', 1, 'es');
    const en = member(teamId, cookie, 'Bo');
    await Promise.all([es.synced(), en.synced()]);
    setFieldValue(es.doc, 'company_name', `Acme ${'x'.repeat(20_001)}`);
    setFieldValue(en.doc, 'product_idea', `Kettles ${'x'.repeat(20_001)}`);
    await waitFor(async () => es.client.refusal !== null && en.client.refusal !== null, 10_000, 'both refusals');
    expect(es.client.refusal).toEqual({ field: 'company_name', message: expect.stringMatching(/como máximo/) });
    expect(en.client.refusal).toEqual({ field: 'product_idea', message: expect.stringMatching(/must be at most/) });
    es.client.destroy();
    en.client.destroy();
  });

  /** A raw socket on the room, for what no page would send. */
  async function rawSocket(teamId: string, cookie: string, phase = 1) {
    const ws = new WebSocket(app.url.replace('http', 'ws') + collabPath(teamId, phase), { headers: { cookie } });
    await new Promise((ok, fail) => (ws.once('open', ok), ws.once('error', fail)));
    return ws;
  }

  /** An awareness message with the given entries (client id, clock, state). */
  const presence = (entries: Array<[number, number, unknown]>) =>
    frame(MESSAGE_AWARENESS, (e) => {
      const inner = encoding.createEncoder();
      encoding.writeVarUint(inner, entries.length);
      for (const [id, clock, state] of entries) {
        encoding.writeVarUint(inner, id);
        encoding.writeVarUint(inner, clock);
        encoding.writeVarString(inner, JSON.stringify(state));
      }
      encoding.writeVarUint8Array(e, encoding.toUint8Array(inner));
    });

  it('drops a refused paste on the page, says why beside its field, and goes on saving, also after reconnecting', async () => {
    const { teamId, cookie, creator } = await team();
    const a = member(teamId, cookie, 'Ada');
    const b = member(teamId, cookie, 'Bo');
    await Promise.all([a.synced(), b.synced()]);
    setFieldValue(a.doc, 'company_name', 'Acme');
    await a.saved();
    await waitFor(async () => b.value('company_name') === 'Acme', 10_000, 'teammate sees it');

    // A paste longer than any field may hold.
    setFieldValue(a.doc, 'company_name', `Acme ${'x'.repeat(20_001)}`);
    await waitFor(async () => a.client.refusal !== null, 10_000, 'the refusal');
    expect(a.client.refusal).toEqual({ field: 'company_name', message: expect.stringMatching(/at most/) });
    expect(a.value('company_name')).toBe('Acme');
    await a.saved();

    // Later edits, in the same field and another, are stored: nothing is stuck.
    setFieldValue(a.doc, 'company_name', 'Acme Ltd');
    setFieldValue(a.doc, 'product_idea', 'Faster kettles');
    await a.saved();
    expect(a.client.refusal).toBeNull();
    a.client.disconnect();
    a.client.connect();
    await a.synced();
    setFieldValue(a.doc, 'target_market', 'Students');
    await a.saved();
    const stored = { company_name: 'Acme Ltd', product_idea: 'Faster kettles', target_market: 'Students' };
    expect((await creator.get(`/api/phase-data/${teamId}/1`)).body.data).toEqual(stored);
    await waitFor(async () => JSON.stringify(readValues(b.doc)) === JSON.stringify(stored), 10_000, 'teammate holds what is stored');
    expect(b.client.refusal).toBeNull();
    a.client.destroy();
    b.client.destroy();
  });

  it("lets a connection speak only for its own presence entry: never a teammate's, never thousands, never huge", async () => {
    const { teamId, cookie } = await team();
    const ada = member(teamId, cookie, 'Ada');
    const bo = member(teamId, cookie, 'Bo');
    await Promise.all([ada.synced(), bo.synced()]);
    const names = () => [...bo.awareness.getStates().values()].map((st) => (st as { user?: { name?: string } }).user?.name).sort();
    await waitFor(async () => JSON.stringify(names()) === JSON.stringify(['Ada', 'Bo']), 10_000, 'both present');

    const ws = await rawSocket(teamId, cookie);
    const received: Buffer[] = [];
    ws.on('message', (d) => received.push(d as Buffer));
    // Its own entry: accepted and shown.
    ws.send(presence([[4242, 1, { user: { name: 'Raw' } }]]));
    await waitFor(async () => names().includes('Raw'), 10_000, 'its own entry');
    // Renaming or removing Ada, speaking for another id, 3,000 fake members, a 200 KB entry: all dropped.
    ws.send(presence([[ada.doc.clientID, 999, { user: { name: 'Mallory' } }]]));
    ws.send(presence([[ada.doc.clientID, 1000, null]]));
    ws.send(presence([[777, 1, { user: { name: 'Other' } }]]));
    ws.send(presence(Array.from({ length: 3000 }, (_, i) => [10_000 + i, 1, { user: { name: `Fake ${i}` } }] as [number, number, unknown])));
    ws.send(presence([[4242, 2, { user: { name: 'Huge', bio: 'x'.repeat(200 * 1024) } }]]));
    // The last thing it sends, a rename of itself, arrives: everything before was handled.
    ws.send(presence([[4242, 3, { user: { name: 'Raw renamed' } }]]));
    await waitFor(async () => names().includes('Raw renamed'), 10_000, 'its own rename');
    expect(names()).toEqual(['Ada', 'Bo', 'Raw renamed']);
    expect(received.every((m) => m.length < MAX_PRESENCE_BYTES * 4)).toBe(true);
    ws.close();
    await waitFor(async () => !names().includes('Raw renamed'), 10_000, 'gone when its connection closes');
    ada.client.destroy();
    bo.client.destroy();
  });

  it(`holds at most ${MAX_PRESENCE_PER_ROOM} presence entries in a room (everyone may still edit)`, async () => {
    const { teamId, cookie } = await team();
    const watcher = member(teamId, cookie, 'Watcher', 2);
    await watcher.synced();
    const sockets: WebSocket[] = [];
    for (let i = 0; i < MAX_PRESENCE_PER_ROOM + 5; i++) {
      const ws = await rawSocket(teamId, cookie, 2);
      sockets.push(ws);
      ws.send(presence([[50_000 + i, 1, { user: { name: `Tab ${i}` } }]]));
    }
    const last = sockets.at(-1)!;
    // Presence is over the cap, but the last tab's edit is stored all the same.
    const edit = new Y.Doc();
    setFieldValue(edit, 'competitors', 'from the last tab');
    last.send(frame(0, (e) => (encoding.writeVarUint(e, 2), encoding.writeVarUint8Array(e, Y.encodeStateAsUpdate(edit)))));
    await waitFor(async () => fieldText(watcher.doc, 'competitors').toString() === 'from the last tab', 10_000, 'edit from the last tab');
    await waitFor(async () => watcher.awareness.getStates().size === MAX_PRESENCE_PER_ROOM, 10_000, 'presence capped');
    for (const ws of sockets) ws.close();
    watcher.client.destroy();
  });
});
