// `node --import tsx bench/autosave-doc.bench.ts` (issue 26): the Yjs work of one REST autosave,
// without HTTP or PostgreSQL. Each save runs what the app runs for it in one process: the
// phase document decider's decide and evolve (api/src/modules/phase-data/handle.ts), and the
// phase_data projection's share: the answers follow the event's edits, and at every 50th version
// the decision's document is encoded for the row's snapshot (issue 32). Prints ms per autosave
// (median of BENCH_ROUNDS rounds) for a small and a large document, one stream saved again and
// again and 400 streams saved in turn (as `npm run bench` saves them), and for a save that
// changes nothing.
import * as Y from 'yjs';
import { applyEdits, decisionKey, getPhaseConfig, readValues, setFieldValue, type PhaseDocState, type PhaseDocEvent } from '@fit/events';
import { phaseDocDecider, phaseDocs } from '../api/src/modules/phase-data/doc-cache.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PHASE = 1;
const fields = getPhaseConfig(PHASE)!.fields;
const textarea = fields.find((f) => f.type === 'textarea')!.id;

interface Stream {
  teamId: string;
  state: PhaseDocState;
  /** The projection row's answers. */
  row: Record<string, string>;
  data: Record<string, string>;
}

let clientId = 1;
/** The projection's work for an event, before the decider's evolve (as in the write path). */
function project(s: Stream, e: PhaseDocEvent) {
  const version = s.state.version + 1;
  if (version % phaseDocs.compactEvery === 0 || !e.data.edits) {
    const d = phaseDocs.decision(decisionKey(s.teamId, PHASE, version), e.data.update);
    if (d) phaseDocs.encodedOf(d);
  }
  if (e.data.edits) s.row = applyEdits(s.row, e.data.edits);
}
function save(s: Stream, data: Record<string, string>) {
  const events = phaseDocDecider.decide({ type: 'SetPhaseValues', teamId: s.teamId, phaseNumber: PHASE, team: { exists: true }, data, clientId: clientId++ }, s.state);
  for (const e of events as PhaseDocEvent[]) {
    project(s, e);
    s.state = phaseDocDecider.evolve(s.state, e);
  }
  s.data = data;
}

const stream = (i: number): Stream => ({ teamId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, state: phaseDocDecider.initialState(), row: {}, data: {} });

/**
 * A document whose every field is filled and whose textareas were typed into for a long time
 * (a member's keystrokes, each its own change), about `bytes` of state: sent in as one update.
 */
function large(i: number, bytes: number): Stream {
  const s = stream(i);
  const doc = new Y.Doc();
  for (const f of fields)
    setFieldValue(doc, f.id, f.type === 'textarea' ? 'word '.repeat(400) : f.type === 'color' ? '#123456' : f.type === 'select' ? '' : 'a line of text');
  const areas = fields.filter((f) => f.type === 'textarea');
  for (let k = 0; Y.encodeStateAsUpdate(doc).length < bytes; k++) {
    for (let j = 0; j < 50; j++, k++) {
      const text = doc.getText(`field:${areas[k % areas.length]!.id}`);
      const at = (k * 7919) % text.length;
      if (text.length > 3000 || k % 2) text.delete(at, Math.min(2, text.length - at));
      else text.insert(at, 'ab');
    }
  }
  const update = Y.encodeStateAsUpdate(doc);
  for (const e of phaseDocDecider.decide({ type: 'ApplyDocUpdate', teamId: s.teamId, phaseNumber: PHASE, team: { exists: true }, update }, s.state) as PhaseDocEvent[]) {
    project(s, e);
    s.state = phaseDocDecider.evolve(s.state, e);
  }
  s.data = readValues(doc);
  return s;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
function time(label: string, streams: Stream[], n: number, change: (s: Stream, k: number) => Record<string, string>) {
  const per: number[] = [];
  let k = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    for (let j = 0; j < n; j++, k++) {
      const s = streams[k % streams.length]!;
      save(s, change(s, k));
    }
    per.push((performance.now() - t0) / n);
  }
  const bytes = Math.round(streams.reduce((a, s) => a + s.state.bytes, 0) / streams.length);
  console.log(`| ${label} | ${bytes} | ${median(per).toFixed(3)} | ${Math.min(...per).toFixed(3)}–${Math.max(...per).toFixed(3)} |`);
}

const draft = (k: number) => ({ [textarea]: `draft ${k} ${'x'.repeat(200)}` });
const oneField = (s: Stream, k: number) => {
  const v = s.data[textarea]!;
  const at = (k * 104729) % v.length;
  return { ...s.data, [textarea]: v.slice(0, at) + 'y' + v.slice(at + 1) };
};

console.log(`Yjs work per autosave (decide, evolve, the projection's share), median of ${ROUNDS} rounds, Node ${process.version}\n`);
console.log('| document | state bytes | ms / autosave | range |');
console.log('| --- | --- | --- | --- |');
const small = Array.from({ length: 400 }, (_, i) => stream(i));
for (const s of small) save(s, draft(0));
time('small, one stream', [small[0]!], 300, (_, k) => draft(k + 1));
time('small, 400 streams in turn', small, 2000, (_, k) => draft(k + 1));
time('small, no change', small, 2000, (s) => s.data);
const big = Array.from({ length: 20 }, (_, i) => large(1000 + i, 150 * 1024));
time('large, one stream, one field', [big[0]!], 200, oneField);
time('large, 20 streams in turn, one field', big, 200, oneField);
time('large, no change', big, 200, (s) => s.data);
