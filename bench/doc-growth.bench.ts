// `npm run bench:doc-growth`: what one stored round of typing costs the phase_data
// row, as the document's history grows. One member types into one long field (phase 1,
// product_idea) for BENCH_ROUNDS rounds (2,000), one word per round, the answer kept under
// 3,000 characters (so the text stops growing while its edit history goes on). Two patterns:
// `append` (a word at the end, the oldest words cut from the front) and `scattered` (a word
// inserted at a pseudo-random place, every third round a word deleted somewhere: every edit
// leaves its own tombstone in the document). BENCH_PATTERN=append|scattered runs one. Each round is written through the document's room in-process
// (Rooms.write: applied to the replica, decided, appended, projected, committed) on a fresh database of the local PostgreSQL.
//
// Figures that do not depend on the machine's noise, per window of rounds:
// - row bytes written: pg_column_size of the answers (`data`, written every round) plus that of
//   the snapshot (`doc`) in the rounds that wrote it (its doc_version moved);
// - phase_data growth: heap + TOAST bytes the table grew by (autovacuum off for it, so
//   nothing written is reused): what PostgreSQL actually wrote for the row versions;
// - snapshots written per round (the room encodes the whole document for each).
//
// "every version" runs with the snapshot written every version (compactEvery = 1): each round
// encodes the whole state and rewrites `doc` and `data`; "default" with every 50 versions.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { DEFAULT_COMPACT_EVERY, setFieldValue, type EventMetadata } from '@fit/events';
import { startTestApp } from '../api/test/harness.js';
import { makeTeam } from '../api/test/fixtures.js';
import { docRooms } from '../api/src/modules/phase-data/collab/rooms.js';
import { machine } from './lib.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2_000);
const WINDOW = Number(process.env.BENCH_WINDOW_ROUNDS ?? 250);
const MAX_TEXT = 3_000;

interface Window {
  from: number;
  to: number;
  rowBytes: number;
  tableBytes: number;
  encodes: number;
  docBytes: number;
}

type Pattern = 'append' | 'scattered';

/** The answer after round `round` of a pattern. */
function nextText(pattern: Pattern, text: string, round: number, rand: () => number): string {
  if (pattern === 'append') {
    text += `word${round} `;
    return text.length > MAX_TEXT ? text.slice(text.indexOf(' ', text.length - MAX_TEXT) + 1) : text;
  }
  const words = text.split(' ').filter(Boolean);
  words.splice(Math.floor(rand() * (words.length + 1)), 0, `word${round}`);
  if (round % 3 === 0 || words.join(' ').length > MAX_TEXT) words.splice(Math.floor(rand() * words.length), 1);
  return words.join(' ');
}

async function run(pattern: Pattern, compactEvery: number): Promise<Window[]> {
  const app = await startTestApp({}, { redis: false });
  const rooms = docRooms(app.services);
  rooms.replicaOptions = { compactEvery };
  try {
    const em = () => app.services.orm.em.fork();
    await em().execute(`alter table phase_data set (autovacuum_enabled = false, toast.autovacuum_enabled = false)`);
    const team = await makeTeam(app, 'Growth');
    const size = async () => Number(((await em().execute(`select pg_total_relation_size('phase_data')::float8 as n`)) as { n: number }[])[0]!.n);
    const row = async () =>
      (
        (await em().execute(
          `select pg_column_size(data)::int as data, coalesce(pg_column_size(doc), 0)::int as doc, doc_version from phase_data where team_id = ? and phase_number = 1`,
          [team.id],
        )) as { data: number; doc: number; doc_version: number }[]
      )[0]!;
    const doc = new Y.Doc();
    doc.clientID = 77;
    let seed = 12345;
    const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const windows: Window[] = [];
    let w: Window | null = null;
    let lastDocVersion = -1;
    let lastSize = await size();
    for (let round = 1; round <= ROUNDS; round++) {
      if (!w) w = { from: round, to: round, rowBytes: 0, tableBytes: 0, encodes: 0, docBytes: 0 };
      const before = Y.encodeStateVector(doc);
      setFieldValue(doc, 'product_idea', nextText(pattern, doc.getText('field:product_idea').toString(), round, rand));
      const meta: EventMetadata = { actor: { kind: 'team', id: team.id }, requestId: randomUUID(), at: new Date().toISOString() };
      await rooms.write(team.id, 1, meta.actor, { update: Y.encodeStateAsUpdate(doc, before) });
      const r = await row();
      if (r.doc_version !== lastDocVersion) w.encodes++;
      w.rowBytes += r.data + (r.doc_version !== lastDocVersion ? r.doc : 0);
      w.docBytes = r.doc;
      lastDocVersion = r.doc_version;
      w.to = round;
      if (round % WINDOW === 0 || round === ROUNDS) {
        const s = await size();
        w.tableBytes = s - lastSize;
        lastSize = s;
        windows.push(w);
        w = null;
      }
    }
    return windows;
  } finally {
    await app.close();
  }
}

const fmtB = (n: number) => (n >= 10_000 ? `${(n / 1024).toFixed(1)} KB` : `${Math.round(n)} B`);
const patterns: Pattern[] = process.env.BENCH_PATTERN ? [process.env.BENCH_PATTERN as Pattern] : ['append', 'scattered'];
console.log(machine());
for (const pattern of patterns) {
  const before = await run(pattern, 1);
  const after = await run(pattern, DEFAULT_COMPACT_EVERY);
  console.log(`\ndoc-growth, ${pattern}: ${ROUNDS} rounds of one member typing into one long field (≤ ${MAX_TEXT} chars), per round, by window`);
  console.log(
    '| rounds | snapshot size | every version: row bytes | every version: table growth | every version: snapshots | default: row bytes | default: table growth | default: snapshots |',
  );
  console.log('| ------ | ------------- | ----------------- | -------------------- | --------------- | ---------------- | ------------------- | -------------- |');
  before.forEach((b, i) => {
    const a = after[i]!;
    const n = b.to - b.from + 1;
    console.log(
      `| ${b.from}–${b.to} | ${fmtB(b.docBytes)} | ${fmtB(b.rowBytes / n)} | ${fmtB(b.tableBytes / n)} | ${(b.encodes / n).toFixed(2)} | ${fmtB(a.rowBytes / n)} | ${fmtB(a.tableBytes / n)} | ${(a.encodes / n).toFixed(2)} |`,
    );
  });
}
process.exit(0);
