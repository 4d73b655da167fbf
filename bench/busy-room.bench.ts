// `npm run bench:room`: the busy room of issue 32 — TEAMS teams × MEMBERS members typing into
// their own long-text fields of phase 5 (its five textareas, 5,000 characters each: ten minutes of
// typing fit; a one-line field refuses keystrokes past 300 characters, after 50 s), one key
// every TYPING_MS each, for SECONDS seconds, over the app's /collab WebSocket. Prints the keystroke → teammate latency (p50 / p99) per window of
// WINDOW seconds, so growth with a document's history shows, and the memory of every app process
// after the run.
//
//   BENCH_PROCESSES=1        one process (default: what `npm start` runs in production, a worker per core)
//   BENCH_INSTANCES=2        two instances sharing PostgreSQL and Redis, each team's members split across them
//   BENCH_API_DIST=DIR       run another build of the API (another checkout's api/dist), for before/after
//   BENCH_LOG=1              print the end of each app's output after the figures
//   BENCH_TEAMS, BENCH_MEMBERS, BENCH_TYPING_MS, BENCH_SECONDS, BENCH_WINDOW_S   (30, 5, 166, 60, 10)
import 'reflect-metadata';
import pg from 'pg';
import { createTestDatabase, spawnServer, TestClient } from '../api/test/harness.js';
import { appPids, fmt, machine, memoryMiB, APP_ENTRY } from './lib.js';
import { coediting } from './coedit.js';

const TEAMS = Number(process.env.BENCH_TEAMS ?? 30);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 5);
const TYPING_MS = Number(process.env.BENCH_TYPING_MS ?? 166);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WINDOW_S = Number(process.env.BENCH_WINDOW_S ?? 10);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const PROCESSES = process.env.BENCH_PROCESSES;
const entry = process.env.BENCH_API_DIST ? { bundle: process.env.BENCH_API_DIST } : APP_ENTRY;

const db = await createTestDatabase();
const prefix = `fit-bench-room-${Date.now()}:`;
const env = {
  DATABASE_URL: db.url,
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_PREFIX: prefix,
  ADMIN_USERNAME: 'bench',
  ADMIN_PASSWORD: 'bench-password',
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-session-secret-0123456789',
  ...(PROCESSES ? { WEB_CONCURRENCY: PROCESSES } : {}),
  BCRYPT_ROUNDS: '10',
  RATE_LIMIT_TEAM_CREATE: '1000000',
};
const servers = [];
for (let i = 0; i < INSTANCES; i++) {
  const server = await spawnServer(env, entry);
  // A cluster answers /healthz once its first worker listens; the bench starts when all of them do.
  for (const deadline = Date.now() + 30_000; !/serving on \S+ with \d+ worker process|serving on http/.test(server.output());) {
    if (Date.now() > deadline) throw new Error(`the app did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  servers.push(server);
}
const pool = new pg.Pool({ connectionString: db.url, max: 4 });

try {
  const teams: { id: string; cookie: string }[] = [];
  for (let i = 0; i < TEAMS; i++) {
    const creator = new TestClient(servers[0]!.url);
    const res = await creator.post('/api/teams', { name: `Room ${i}`, code: `R${i.toString(36).toUpperCase().padStart(3, '0')}` });
    if (res.status !== 201) throw new Error(`team creation: ${res.status} ${res.text}`);
    teams.push({ id: res.body.id as string, cookie: creator.cookieHeader() });
  }
  const result = await coediting(
    servers.map((s) => s.url),
    teams,
    {
      teams: TEAMS,
      members: MEMBERS,
      typingMs: TYPING_MS,
      seconds: SECONDS,
      windowSeconds: WINDOW_S,
      phase: 5,
      fields: ['hero_offer', 'core_features', 'user_journey', 'out_of_scope', 'constraints'],
      countEvents: async () => Number((await pool.query(`select count(*)::int as n from events where type = 'PhaseDocUpdated'`)).rows[0].n),
    },
  );
  const pids = servers.flatMap((s) => appPids(s.pid));
  const mem = pids.map((pid) => memoryMiB(pid));
  const sum = (k: 'rss' | 'pss') => mem.reduce((a, m) => a + m[k], 0);
  console.log(`machine: ${machine()}`);
  console.log(
    `busy room: ${INSTANCES} instance(s), ${PROCESSES ?? 'default'} process(es) each, API ${process.env.BENCH_API_DIST ?? 'this checkout'}; ${result.members} members typing ${fmt(result.keystrokesPerSecond, 0)} keys/s for ${SECONDS} s; ${fmt(result.storedPerSecond)} stored updates/s`,
  );
  console.log(`\n| typed during (s) | samples | keystroke → teammate p50 ms | p99 ms |\n|---|---|---|---|`);
  for (const w of result.windows) console.log(`| ${w.from}–${w.from + WINDOW_S} | ${w.samples} | ${fmt(w.p50)} | ${fmt(w.p99)} |`);
  console.log(`| all | ${result.samples} | ${fmt(result.p50)} | ${fmt(result.p99)} |`);
  if (process.env.BENCH_LOG) for (const s of servers) console.log(`\n--- app output\n${s.output().split('\n').slice(-40).join('\n')}`);
  console.log(
    `\nmemory after the run, ${pids.length} app processes: RSS ${fmt(sum('rss'), 0)} MiB, PSS ${fmt(sum('pss'), 0)} MiB (${mem.map((m) => fmt(m.pss, 0)).join(' + ')})`,
  );
} finally {
  await pool.end();
  for (const s of servers) await s.kill();
  await db.drop();
}
// Sockets the clients closed may linger a moment; the figures are printed.
process.exit(0);
