/**
 * A stored round never writes the whole phase document. The phase_data row's answers follow
 * every event (its edits); its `doc` is a snapshot the document's room hands over every
 * `compactEvery`-th version (or byte budget); loads read the snapshot and the events after it in
 * one query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_COMPACT_BYTES,
  DEFAULT_COMPACT_EVERY,
  readValues,
  setFieldValue,
  stateAsUpdate,
  updateFromBase64,
  updateToBase64,
  type EventMetadata,
} from '@fit/events';
import { startTestApp, type TestApp } from './harness.js';
import { makeTeam } from './fixtures.js';
import { loadPhaseDoc } from '../src/modules/phase-data/handle.js';
import { readStream } from '../src/store/event-store.js';
import { savePhaseData } from '../src/modules/phase-data/save.js';
import { docRooms } from '../src/modules/phase-data/collab/rooms.js';
import { rebuildReadModels, snapshotReadModels } from '../src/projections/index.js';
import type { Services } from '../src/context.js';

const N = DEFAULT_COMPACT_EVERY;
const meta = (): EventMetadata => ({ actor: { kind: 'team', id: 'test' }, requestId: randomUUID(), at: new Date().toISOString() });
/** A member's update, written through the document's room and stored. */
async function applyDocUpdate(s: Services, m: EventMetadata, teamId: string, phaseNumber: number, update: Uint8Array) {
  const outcome = await docRooms(s).write(teamId, phaseNumber, m.actor, { update });
  expect(outcome).toMatchObject({ stored: true });
}

interface Row {
  doc: string | null;
  doc_version: number;
  data: Record<string, string>;
}

describe('phase_data compaction', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const em = () => app.services.orm.em.fork();
  const row = async (teamId: string, phaseNumber: number): Promise<Row> =>
    ((await em().execute(`select doc, doc_version, data from phase_data where team_id = ? and phase_number = ?`, [teamId, phaseNumber])) as Row[])[0]!;
  /** Every update of the stream folded into one document, from the log alone (read through the store, which opens the sealed updates). */
  const foldLog = async (teamId: string, phaseNumber: number) => {
    const events = await readStream(em(), `phasedoc-${teamId}-${phaseNumber}`);
    const doc = new Y.Doc();
    for (const e of events) Y.applyUpdate(doc, updateFromBase64(e.data.update));
    return { doc, count: events.length };
  };
  /** A member typing: one round per call, appending (and now and then cutting) a long answer. */
  const typist = (teamId: string, phaseNumber: number, field: string) => {
    const doc = new Y.Doc();
    doc.clientID = 4242;
    let n = 0;
    return async () => {
      const before = Y.encodeStateVector(doc);
      const text = doc.getText(`field:${field}`).toString();
      n++;
      setFieldValue(doc, field, n % 9 === 0 && text.length > 40 ? text.slice(0, 10) + text.slice(30) : `${text}word${n} `.slice(-4_000));
      const update = Y.encodeStateAsUpdate(doc, before);
      await applyDocUpdate(app.services, meta(), teamId, phaseNumber, update);
      return doc;
    };
  };

  it(`writes the snapshot only every ${N} versions over 300 rounds, while the answers always equal the document's`, async () => {
    const team = await makeTeam(app, 'Compaction');
    const type = typist(team.id, 1, 'product_idea');
    const docWrites = new Set<string>();
    for (let v = 1; v <= 300; v++) {
      const member = await type();
      const r = await row(team.id, 1);
      expect(r.data).toEqual(readValues(member));
      // The first version (a new row) and every multiple of N.
      expect(r.doc_version).toBe(v < N ? 1 : Math.floor(v / N) * N);
      docWrites.add(`${r.doc_version}:${r.doc}`);
    }
    expect([...docWrites].map((k) => Number(k.split(':')[0]))).toEqual([1, 50, 100, 150, 200, 250, 300]);
    // The snapshot holds what the log holds at its version; the row's answers what it holds now.
    const { doc: full } = await foldLog(team.id, 1);
    const r = await row(team.id, 1);
    const snap = new Y.Doc();
    Y.applyUpdate(snap, updateFromBase64(r.doc!));
    expect(readValues(snap)).toEqual(readValues(full));
    expect(r.data).toEqual(readValues(full));
  });

  it('loads a document 37 versions past its snapshot (at 100) as the whole log folds it, cold and cached', async () => {
    const team = await makeTeam(app, 'Tail');
    const type = typist(team.id, 2, 'competitors');
    let member!: Y.Doc;
    for (let v = 1; v <= 137; v++) member = await type();
    const r = await row(team.id, 2);
    expect(r.doc_version).toBe(100);
    const { doc: full, count } = await foldLog(team.id, 2);
    expect(count).toBe(137);
    // A room's load: the snapshot and the 37 updates after it.
    const loaded = await loadPhaseDoc(em(), team.id, 2);
    expect(loaded!.version).toBe(137);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, stateAsUpdate(loaded!)!);
    expect(readValues(doc)).toEqual(readValues(full));
    expect(Y.encodeStateVector(doc)).toEqual(Y.encodeStateVector(full));
    expect(updateToBase64(Y.encodeStateAsUpdate(doc))).toBe(updateToBase64(Y.encodeStateAsUpdate(full)));
    // A command with nothing cached (a process that never saw the stream): the snapshot read.
    app.services.states.clear();
    app.services.rows?.clear();
    const text = readValues(member).competitors!;
    const saved = await savePhaseData(app.services, meta(), { teamId: team.id, phaseNumber: 2, data: { competitors: `${text}!` } });
    expect(saved.data).toEqual({ competitors: `${text}!` });
    expect((await row(team.id, 2)).data).toEqual({ competitors: `${text}!` });
    // ...and the member's next round (having received the save), decided on that state, lands on top of it.
    Y.applyUpdate(member, stateAsUpdate((await loadPhaseDoc(em(), team.id, 2))!)!);
    member = await type();
    expect(readValues(member).competitors!.includes('!')).toBe(true);
    expect((await row(team.id, 2)).data).toEqual(readValues(member));
  });

  it('writes the snapshot early when the updates after it pass their byte limit (big pastes)', async () => {
    const team = await makeTeam(app, 'Pastes');
    for (let i = 1; i <= 15; i++) {
      const text = String.fromCharCode(97 + (i % 26)).repeat(4_900);
      await savePhaseData(app.services, meta(), { teamId: team.id, phaseNumber: 1, data: { product_idea: text } });
    }
    const r = (await em().execute(`select doc_version, doc_tail_bytes, data from phase_data where team_id = ? and phase_number = 1`, [team.id]))[0] as {
      doc_version: number;
      doc_tail_bytes: number;
      data: Record<string, string>;
    };
    expect(r.doc_version).toBeGreaterThan(1);
    expect(r.doc_version).toBeLessThan(N);
    expect(r.doc_tail_bytes).toBeLessThan(DEFAULT_COMPACT_BYTES);
    expect(r.data).toEqual({ product_idea: 'p'.repeat(4_900) });
    const { doc: full } = await foldLog(team.id, 1);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, stateAsUpdate((await loadPhaseDoc(em(), team.id, 1))!)!);
    expect(readValues(doc)).toEqual(readValues(full));
    const live = await snapshotReadModels(em());
    await rebuildReadModels(em());
    expect(await snapshotReadModels(em())).toEqual(live);
  });

  it('rebuilds the same rows from the log, and a document of the same content', async () => {
    const team = await makeTeam(app, 'Rebuild');
    const a = typist(team.id, 5, 'hero_offer');
    const b = typist(team.id, 5, 'core_features');
    for (let v = 1; v <= 120; v++) await (v % 3 ? a : b)();
    const live = await snapshotReadModels(em());
    const before = await loadPhaseDoc(em(), team.id, 5);
    await rebuildReadModels(em());
    expect(await snapshotReadModels(em())).toEqual(live);
    // The rebuild has no snapshots handed over: its row holds the document at another version, the same document all the same.
    const after = await loadPhaseDoc(em(), team.id, 5);
    const docOf = (d: typeof before) => {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, stateAsUpdate(d!)!);
      return doc;
    };
    expect(readValues(docOf(after))).toEqual(readValues(docOf(before)));
    expect(Y.encodeStateVector(docOf(after))).toEqual(Y.encodeStateVector(docOf(before)));
  });

  it('still folds events stored before they carried their edits, and goes on from them', async () => {
    const team = await makeTeam(app, 'Old Events');
    const stream = `phasedoc-${team.id}-4`;
    const member = new Y.Doc();
    for (let v = 1; v <= 7; v++) {
      const before = Y.encodeStateVector(member);
      setFieldValue(member, 'offer_ideas', `old ${v} `.repeat(v));
      const update = updateToBase64(Y.encodeStateAsUpdate(member, before));
      await em().execute(`insert into events (stream_id, version, type, type_version, data, metadata) values (?, ?, 'PhaseDocUpdated', 1, ?::jsonb, ?::jsonb)`, [
        stream,
        v,
        JSON.stringify({ teamId: team.id, phaseNumber: 4, update }),
        JSON.stringify(meta()),
      ]);
    }
    await rebuildReadModels(em());
    const r = await row(team.id, 4);
    // Every old event folded: the document whole, at its last version.
    expect(r.doc_version).toBe(7);
    expect(r.data).toEqual(readValues(member));
    app.services.states.clear();
    app.services.rows?.clear();
    for (let v = 8; v <= 60; v++) {
      const before = Y.encodeStateVector(member);
      setFieldValue(member, 'offer_ideas', `new ${v} `.repeat(3));
      await applyDocUpdate(app.services, meta(), team.id, 4, Y.encodeStateAsUpdate(member, before));
    }
    const after = await row(team.id, 4);
    expect(after.doc_version).toBe(50);
    expect(after.data).toEqual(readValues(member));
    const live = await snapshotReadModels(em());
    await rebuildReadModels(em());
    expect(await snapshotReadModels(em())).toEqual(live);
  });
});
