// `npm run bench:large-doc`: one team's phase document at its size
// limit, a member typing into it at 5 keystrokes/s over /collab, while another team saves its
// answers over REST one after another (as the page's autosave does); prints that team's save
// latency p50/p99 alone and during the typing. The app runs as `npm start` runs it (compiled,
// NODE_ENV=production, one process, the local PostgreSQL and Redis), like bench/run.ts.
//
// Each team is created with POST /api/teams and keeps the session cookie that answer sets, for
// its REST saves and its /collab upgrade (writes may require the team's session).
//
// BENCH_LARGE_DOC=issue builds the document of the issue instead (100 fields × 19,900
// characters, 2 MB: accepted before the limits, refused since). BENCH_SECONDS (20) is the
// length of each measured window.
import 'reflect-metadata';
import * as Y from 'yjs';
import { collabPath, setFieldValue } from '@fit/events';
import { PhaseDocClient } from '@fit/events/phase-doc/client';
import { cookieSocket, createTestDatabase, spawnServer } from '../api/test/harness.js';
import { APP_ENTRY, fmt, machine, ok, percentiles, send, cpuMs } from './lib.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ISSUE = process.env.BENCH_LARGE_DOC === 'issue';
/** The limit (MAX_DOC_STATE_BYTES) less room for the keystrokes typed during the run. */
const TARGET_BYTES = Number(process.env.BENCH_DOC_BYTES ?? 256 * 1024 - 12 * 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const db = await createTestDatabase();
const server = await spawnServer(
  {
    DATABASE_URL: db.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `fit-bench-large-${Date.now()}:`,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-0123456789',
    WEB_CONCURRENCY: '1',
    RATE_LIMIT_TEAM_CREATE: '1000000',
  },
  APP_ENTRY,
);
const url = server.url;

async function createTeam(name: string, code: string) {
  const res = await send('POST', `${url}/api/teams`, { name, code });
  if (res.status >= 300) throw new Error(`create team: ${res.status} ${res.body}`);
  const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  return { id: JSON.parse(res.body).id as string, cookie };
}

/** A member's page: a PhaseDocClient whose upgrade request carries the team's cookie. */
function member(team: { id: string; cookie: string }, phase: number, doc: Y.Doc) {
  return new PhaseDocClient({ url: url.replace(/^http/, 'ws') + collabPath(team.id, phase), doc, WebSocket: cookieSocket(team.cookie) });
}
const until = async (what: string, check: () => boolean) => {
  for (let i = 0; !check(); i++) {
    if (i > 1200) throw new Error(`timed out: ${what}`);
    await sleep(50);
  }
};

/**
 * A phase 5 document near the limit as a team makes it: its five textareas and two short fields
 * written by three members in many small edits at scattered places (the history that makes a
 * document large for its text), answers within their limits.
 */
function documentAtLimit(): Y.Doc {
  const doc = new Y.Doc();
  const textareas = ['hero_offer', 'core_features', 'user_journey', 'out_of_scope', 'constraints'];
  setFieldValue(doc, 'success_metric', 'm'.repeat(300));
  setFieldValue(doc, 'product_type', 'SaaS');
  let seed = 1;
  const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let step = 1; step % 500 !== 0 || Y.encodeStateAsUpdate(doc).length < TARGET_BYTES; step++) {
    doc.clientID = 1 + (step % 3);
    const id = textareas[Math.floor(rand() * textareas.length)]!;
    const text = doc.getText(`field:${id}`);
    doc.getMap('fields').set(id, true);
    const burst = 1 + Math.floor(rand() * 20);
    const at = Math.floor(rand() * (text.length + 1));
    if (rand() < 0.3 && text.length > 50) text.delete(Math.max(0, at - burst), burst);
    else if (text.length < 4_900) text.insert(at, 'abcdefghijklmnopqrst'.slice(0, burst));
  }
  return doc;
}

const big = await createTeam('Large document', 'BIG1');
const other = await createTeam('Other team', 'OTH1');
const phase = ISSUE ? 1 : 5;

// Fill the large team's document through /collab (several updates: each message is at most 256 KB).
const doc = new Y.Doc();
const writer = member(big, phase, doc);
await until('sync', () => writer.isSynced);
if (ISSUE) {
  for (let i = 0; i < 100; i++) {
    setFieldValue(doc, `field${i}`, 'x'.repeat(19_900));
    await until('saved', () => writer.state === 'saved');
  }
} else {
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(documentAtLimit()));
  await until('saved', () => writer.state === 'saved');
}
const stored = await ok(send('GET', `${url}/api/phase-data/${big.id}/${phase}`, undefined, big.cookie));
const docBytes = Y.encodeStateAsUpdate(doc).length;

/** The other team's saves, one after another, for SECONDS: latencies in ms. */
async function otherTeamSaves() {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  for (let i = 0; performance.now() < end; i++) {
    const t0 = performance.now();
    const res = await send(
      'POST',
      `${url}/api/phase-data`,
      { teamId: other.id, phaseNumber: 1, data: { company_name: `Other ${i}`, product_idea: `idea ${i}` } },
      other.cookie,
    );
    if (res.status >= 300) errors += 1;
    latencies.push(performance.now() - t0);
  }
  return { ...percentiles(latencies), n: latencies.length, errors };
}

const quiet = await otherTeamSaves();

// The large team's member types 5 keystrokes a second at the end of a field (the issue's load).
let typing = true;
let keystrokes = 0;

const field = ISSUE ? 'field0' : 'out_of_scope';
const typed = (async () => {
  const text = doc.getText(`field:${field}`);
  while (typing) {
    // Type a character, then take it back, so the answer stays within its limit however long the run.
    if (keystrokes % 2 === 0) setFieldValue(doc, field, text.toString() + 'k');
    else setFieldValue(doc, field, text.toString().slice(0, -1));
    keystrokes += 1;
    await sleep(200);
  }
})();
// BENCH_NODE_FLAGS="--import a-profiler.mjs" may start profiling on SIGUSR2: only the measured window then.
if (process.env.BENCH_PROFILE_WINDOW) process.kill(server.pid, 'SIGUSR2');
const cpuBefore = cpuMs(server.pid);
const busy = await otherTeamSaves();
const appCpu = (cpuMs(server.pid) - cpuBefore) / (SECONDS * 1000);
typing = false;
await typed;
await until('saved', () => writer.state === 'saved');
writer.destroy();
await server.kill();
await db.drop();

console.log(`Machine: ${machine()}`);
console.log(
  `Large document: phase ${phase}, ${fmt(docBytes / 1024, 0)} KB encoded (${ISSUE ? "the issue's 100 fields × 19,900 characters" : 'phase 5 at its limit: 7 fields, history of ~' + fmt(docBytes / 1024, 0) + ' KB'}), ${Object.keys(JSON.parse(stored).data).length} fields stored; ${keystrokes} keystrokes typed at 5/s.`,
);
console.log(`| other team's REST save, one at a time, ${SECONDS} s | saves | p50 / p99 ms | max ms | errors |`);
console.log('|---|---|---|---|---|');
console.log(`| alone | ${quiet.n} | ${fmt(quiet.p50)} / ${fmt(quiet.p99)} | ${fmt(quiet.max)} | ${quiet.errors} |`);
console.log(
  `| while the large document is typed in (app CPU ${fmt(appCpu * 100, 0)} %) | ${busy.n} | ${fmt(busy.p50)} / ${fmt(busy.p99)} | ${fmt(busy.max)} | ${busy.errors} |`,
);
process.exit(0);
