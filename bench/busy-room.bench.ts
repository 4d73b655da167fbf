// `npm run bench:room`: the busy room — TEAMS teams × MEMBERS members typing over the app's
// /collab WebSocket, one key every TYPING_MS each, for SECONDS seconds. Prints the keystroke →
// teammate latency (p50 / p99) per window of WINDOW seconds, so growth with a document's history
// shows, the app's CPU per stored keystroke (user + system time of the server and its workers
// from /proc, from the first keystroke until the last has landed), and the memory of every app
// process after the run.
//
// Typing patterns (--pattern, BENCH_PATTERN):
//   own (default)   each member appends to a long field of its own, phase 5's five textareas
//                   (5,000 characters each: ten minutes of typing fit); 60 s
//   shared          each member types into a field of its own, and one keystroke in five into a
//                   field the whole team shares, at a random place in its text; 120 s. Phase 5:
//                   its textarea hero_offer is shared, core_features, user_journey, out_of_scope
//                   and constraints are four members' own, success_metric (a one-line field, 300
//                   characters) the fifth's, kept at its limit (bench/coedit.ts). Phase 1 cannot
//                   hold the pattern: it has five free-text fields, not the six that five own
//                   fields and a shared one need.
//
// Before and after in one run (--compare=DIR, BENCH_COMPARE=DIR): DIR is another checkout's root
// (its api/dist is built first when missing or stale, by its own api/scripts/build-if-missing.mjs)
// or an API build directory (api/dist, or api/scripts/build-api.mjs --outdir). The two builds run
// alternately, ROUNDS times each (--rounds, BENCH_ROUNDS, default 1): the other build first,
// then this checkout's, each on a fresh database; a table side by side ends the output.
//
//   npm run bench:room -- --pattern=shared --compare=../main --rounds=2
//
//   BENCH_PROCESSES=1        one process (default: what `npm start` runs in production, a worker per core)
//   BENCH_INSTANCES=2        two instances sharing PostgreSQL and Redis, each team's members split across them
//   BENCH_API_DIST=DIR       run only another build of the API (an api/dist directory) instead of this checkout's
//   BENCH_LOG=1              print the end of each app's output after the figures
//   BENCH_TEAMS, BENCH_MEMBERS, BENCH_TYPING_MS, BENCH_SECONDS, BENCH_WINDOW_S   (30, 5, 166, 60 or 120, 10)
//   (--teams, --members, --typing-ms, --seconds, --window-s are the same as flags)
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createTestDatabase, spawnServer, TestClient, type ServerEntry } from '../api/test/harness.js';
import { appCpuMs, appPids, cpuMs, fmt, machine, memoryMiB, APP_ENTRY } from './lib.js';
import { coediting } from './coedit.js';

const { values: flags } = parseArgs({
  options: {
    pattern: { type: 'string' },
    compare: { type: 'string' },
    rounds: { type: 'string' },
    teams: { type: 'string' },
    members: { type: 'string' },
    'typing-ms': { type: 'string' },
    seconds: { type: 'string' },
    'window-s': { type: 'string' },
  },
});
const pattern = flags.pattern ?? process.env.BENCH_PATTERN ?? 'own';
if (pattern !== 'own' && pattern !== 'shared') throw new Error(`--pattern is own or shared, not ${pattern}`);
const PATTERN: 'own' | 'shared' = pattern;
const TEAMS = Number(flags.teams ?? process.env.BENCH_TEAMS ?? 30);
const MEMBERS = Number(flags.members ?? process.env.BENCH_MEMBERS ?? 5);
const TYPING_MS = Number(flags['typing-ms'] ?? process.env.BENCH_TYPING_MS ?? 166);
const SECONDS = Number(flags.seconds ?? process.env.BENCH_SECONDS ?? (PATTERN === 'shared' ? 120 : 60));
const WINDOW_S = Number(flags['window-s'] ?? process.env.BENCH_WINDOW_S ?? 10);
const ROUNDS = Number(flags.rounds ?? process.env.BENCH_ROUNDS ?? 1);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const PROCESSES = process.env.BENCH_PROCESSES;
const COMPARE = flags.compare ?? process.env.BENCH_COMPARE;

const PHASE = 5;
const SHARED_FIELD = 'hero_offer';
const FIELDS =
  PATTERN === 'shared'
    ? ['core_features', 'user_journey', 'out_of_scope', 'constraints', 'success_metric']
    : ['hero_offer', 'core_features', 'user_journey', 'out_of_scope', 'constraints'];

interface Build {
  label: string;
  entry: ServerEntry;
}

/** Another checkout's API build: its root (built when missing or stale) or a build directory. */
function otherBuild(dir: string): Build {
  const root = resolve(dir);
  if (existsSync(resolve(root, 'server.js'))) return { label: root, entry: { bundle: root } };
  const script = resolve(root, 'api/scripts/build-if-missing.mjs');
  if (!existsSync(script)) throw new Error(`${root} is neither a checkout (api/scripts/build-if-missing.mjs) nor an API build (server.js)`);
  const built = spawnSync(process.execPath, [script, '--api-only'], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the API of ${root} failed: ${built.stdout}${built.stderr}`);
  return { label: root, entry: { bundle: resolve(root, 'api/dist') } };
}

const self: Build = process.env.BENCH_API_DIST
  ? { label: resolve(process.env.BENCH_API_DIST), entry: { bundle: process.env.BENCH_API_DIST } }
  : { label: 'this checkout', entry: APP_ENTRY };
const builds = COMPARE ? [otherBuild(COMPARE), self] : [self];

type Figures = Awaited<ReturnType<typeof coediting>> & { build: string; round: number; pss: number };

/** One run of the busy room on a fresh database and Redis prefix: prints its figures and returns them. */
async function run(build: Build, round: number): Promise<Figures> {
  const db = await createTestDatabase();
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `fit-bench-room-${Date.now()}:`,
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password',
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-0123456789',
    ...(PROCESSES ? { WEB_CONCURRENCY: PROCESSES } : {}),
    BCRYPT_ROUNDS: '10',
    RATE_LIMIT_TEAM_CREATE: '1000000',
  };
  const servers: Awaited<ReturnType<typeof spawnServer>>[] = [];
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  try {
    for (let i = 0; i < INSTANCES; i++) {
      const server = await spawnServer(env, build.entry);
      servers.push(server);
      // A cluster answers /healthz once its first worker listens; the bench starts when all of them do.
      for (const deadline = Date.now() + 30_000; !/serving on \S+ with \d+ worker process|serving on http/.test(server.output());) {
        if (Date.now() > deadline) throw new Error(`the app did not start:\n${server.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const teams: { id: string; cookie: string }[] = [];
    for (let i = 0; i < TEAMS; i++) {
      const creator = new TestClient(servers[0]!.url);
      const res = await creator.post('/api/teams', { name: `Room ${i}`, code: `R${i.toString(36).toUpperCase().padStart(3, '0')}` });
      if (res.status !== 201) throw new Error(`team creation: ${res.status} ${res.text}`);
      teams.push({ id: res.body.id as string, cookie: creator.cookieHeader() });
    }
    // Each process's CPU from here on: how evenly the workers share the documents out.
    const cpuBefore = new Map(servers.flatMap((s) => appPids(s.pid)).map((pid) => [pid, cpuMs(pid)]));
    const result = await coediting(
      servers.map((s) => s.url),
      teams,
      {
        teams: TEAMS,
        members: MEMBERS,
        typingMs: TYPING_MS,
        seconds: SECONDS,
        windowSeconds: WINDOW_S,
        phase: PHASE,
        fields: FIELDS,
        pattern: PATTERN,
        sharedField: SHARED_FIELD,
        countEvents: async () => Number((await pool.query(`select count(*)::int as n from events where type = 'PhaseDocUpdated'`)).rows[0].n),
        cpuMs: () => servers.reduce((sum, s) => sum + appCpuMs(s.pid), 0),
      },
    );
    const pids = servers.flatMap((s) => appPids(s.pid));
    const cpuDuring = pids.map((pid) => cpuMs(pid) - (cpuBefore.get(pid) ?? 0));
    const mem = pids.map((pid) => memoryMiB(pid));
    const sum = (k: 'rss' | 'pss') => mem.reduce((a, m) => a + m[k], 0);
    console.log(
      `\nbusy room (${PATTERN} pattern${COMPARE ? `, round ${round}` : ''}): API ${build.label}; ${INSTANCES} instance(s), ${PROCESSES ?? 'default'} process(es) each; ${result.members} members typing ${fmt(result.keystrokesPerSecond, 0)} keys/s for ${SECONDS} s; ${fmt(result.storedPerSecond)} stored updates/s`,
    );
    console.log(`\n| typed during (s) | samples | keystroke → teammate p50 ms | p99 ms |\n|---|---|---|---|`);
    for (const w of result.windows) console.log(`| ${w.from}–${Math.min(w.from + WINDOW_S, SECONDS)} | ${w.samples} | ${fmt(w.p50)} | ${fmt(w.p99)} |`);
    console.log(`| all | ${result.samples} | ${fmt(result.p50)} | ${fmt(result.p99)} |`);
    console.log(
      `\napp CPU: ${fmt(result.cpuMs / 1000)} s for ${result.storedKeystrokes} stored keystrokes = ${fmt(result.cpuPerKeystrokeMs, 2)} ms per keystroke (${fmt(result.cpuCores * 100, 0)} % of a core)${result.unsavedMembers ? `; ${result.unsavedMembers} members still unsaved 15 s after the typing (their keystrokes not counted)` : ''}`,
    );
    const cpuSum = cpuDuring.reduce((a, b) => a + b, 0);
    console.log(`app CPU by process (${pids.join(', ')}): ${cpuDuring.map((ms) => `${fmt(ms / 1000)} s (${fmt((100 * ms) / cpuSum, 0)} %)`).join(' + ')}`);
    console.log(
      `memory after the run, ${pids.length} app processes: RSS ${fmt(sum('rss'), 0)} MiB, PSS ${fmt(sum('pss'), 0)} MiB (${mem.map((m) => fmt(m.pss, 0)).join(' + ')})`,
    );
    if (result.teamsApart > 0) console.log(`WARNING: ${result.teamsApart} teams' copies still differ 15 s after the typing`);
    if (process.env.BENCH_LOG) for (const s of servers) console.log(`\n--- app output\n${s.output().split('\n').slice(-40).join('\n')}`);
    return { ...result, build: build.label, round, pss: sum('pss') };
  } finally {
    await pool.end();
    for (const s of servers) await s.kill();
    await db.drop();
  }
}

console.log(`machine: ${machine()}`);
const runs: Figures[] = [];
for (let round = 1; round <= ROUNDS; round++) for (const build of builds) runs.push(await run(build, round));

if (runs.length > 1) {
  // Side by side: each run's windows as columns of p50 / p99, then the CPU per keystroke.
  console.log(`\nside by side (${PATTERN} pattern, ${TEAMS} × ${MEMBERS} members, ${SECONDS} s; p50 / p99 ms per window of typing time):`);
  const heads = runs.map((r) => `${r.build} #${r.round}`);
  console.log(`\n| typed during (s) | ${heads.join(' | ')} |\n|---|${heads.map(() => '---|').join('')}`);
  runs[0]!.windows.forEach((w, i) =>
    console.log(`| ${w.from}–${Math.min(w.from + WINDOW_S, SECONDS)} | ${runs.map((r) => `${fmt(r.windows[i]!.p50)} / ${fmt(r.windows[i]!.p99)}`).join(' | ')} |`),
  );
  console.log(`| all | ${runs.map((r) => `${fmt(r.p50)} / ${fmt(r.p99)}`).join(' | ')} |`);
  console.log(`| keys/s typed | ${runs.map((r) => fmt(r.keystrokesPerSecond, 0)).join(' | ')} |`);
  console.log(`| app CPU per stored keystroke, ms | ${runs.map((r) => fmt(r.cpuPerKeystrokeMs, 2)).join(' | ')} |`);
  console.log(`| app CPU, % of a core | ${runs.map((r) => fmt(r.cpuCores * 100, 0)).join(' | ')} |`);
  console.log(`| PSS after the run, MiB | ${runs.map((r) => fmt(r.pss, 0)).join(' | ')} |`);
}
// Sockets the clients closed may linger a moment; the figures are printed.
process.exit(0);
