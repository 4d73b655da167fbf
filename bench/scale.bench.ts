// `npm run bench:scale`: how throughput scales with API processes. The same read workload
// (GET /api/teams/{code}) and autosave workload (POST /api/phase-data) against WEB_CONCURRENCY=1
// and WEB_CONCURRENCY=2 (or BENCH_SCALE_PROCESSES, e.g. "1,2,4"), each on a fresh database with
// PostgreSQL and Redis shared as in production, in one run; prints req/s, p50/p99 and the ratio.
import 'reflect-metadata';
import { answerField } from '../api/test/fixtures.js';
import { createTestDatabase, spawnServer } from '../api/test/harness.js';
import { load, machine, fmt, ok, send, sessionCookie, APP_ENTRY } from './lib.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const READS = Number(process.env.BENCH_READS ?? 4000);
const AUTOSAVES = Number(process.env.BENCH_AUTOSAVES ?? 2000);
const PROCESSES = (process.env.BENCH_SCALE_PROCESSES ?? '1,2').split(',').map(Number);
const TEAMS = 100;

type Figures = Awaited<ReturnType<typeof load>>;
const runs: { processes: number; read: Figures; autosave: Figures }[] = [];

for (const processes of PROCESSES) {
  const db = await createTestDatabase();
  const server = await spawnServer(
    {
      DATABASE_URL: db.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `fit-scale-${Date.now()}:`,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-0123456789',
      WEB_CONCURRENCY: String(processes),
      RATE_LIMIT_TEAM_LOOKUP: '1000000',
      RATE_LIMIT_TEAM_CREATE: '1000000',
      RATE_LIMIT_TEAM_LOGIN: '1000000',
    },
    APP_ENTRY,
  );
  // A cluster answers /healthz as soon as one worker listens: wait for all of them.
  if (processes > 1) {
    const deadline = Date.now() + 30_000;
    while (!server.output().includes(`with ${processes} worker processes`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  }
  const url = server.url;
  const post = (path: string, body: unknown) => send('POST', `${url}${path}`, body);
  // Each team keeps the session its creation started: a team's answers need it.
  const teams: { id: string; code: string; cookie: string }[] = [];
  await load(TEAMS, 10, async (i) => {
    const code = ('S' + i.toString(36).toUpperCase().padStart(3, '0')).slice(0, 4);
    const created = post('/api/teams', { name: `Scale ${i}`, code });
    const body = JSON.parse(await ok(created));
    teams.push({ id: body.id, code, cookie: sessionCookie(await created)! });
  });
  // Warm up (JIT, pools) before measuring.
  await load(500, CONCURRENCY, (i) => ok(send('GET', `${url}/api/teams/${teams[i % teams.length]!.code}`)));
  const read = await load(READS, CONCURRENCY, (i) => ok(send('GET', `${url}/api/teams/${teams[i % teams.length]!.code}`)));
  const autosave = await load(AUTOSAVES, CONCURRENCY, (i) => {
    const t = teams[i % teams.length]!;
    return ok(
      send('POST', `${url}/api/phase-data`, { teamId: t.id, phaseNumber: 1 + (i % 8), data: { [answerField(1 + (i % 8))]: `draft ${i} ${'x'.repeat(200)}` } }, t.cookie),
    );
  });
  runs.push({ processes, read, autosave });
  await server.kill();
  await db.drop();
}

const base = runs.reduce((a, b) => (b.processes < a.processes ? b : a));
console.log(`Machine: ${machine()}`);
console.log(
  `App: NODE_ENV=production, WEB_CONCURRENCY processes; PostgreSQL, Redis and the load generator (${CONCURRENCY} concurrent HTTP clients, one Node process) on the same machine.`,
);
console.log('| workload | processes | req/s | p50 / p99 ms | req/s ÷ fewest processes | errors |');
console.log('|---|---|---|---|---|---|');
for (const [name, key] of [
  [`read (GET /api/teams/{code}, ${READS})`, 'read'],
  [`autosave (POST /api/phase-data, ${AUTOSAVES})`, 'autosave'],
] as const) {
  for (const r of runs) {
    const f = r[key];
    console.log(`| ${name} | ${r.processes} | ${fmt(f.rps)} | ${fmt(f.p50)} / ${fmt(f.p99)} | ${fmt(f.rps / base[key].rps, 2)} | ${f.errors} |`);
  }
}
