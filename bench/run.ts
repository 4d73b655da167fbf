// `npm run bench`: starts the app as `npm start` runs it (in production: a primary and a worker
// per core; BENCH_PROCESSES=1 for one process) on a fresh database and prints one table: team
// creation and lookup, a phase's configuration, autosave, live co-editing (50 teams × 3 members
// typing), the 200-team vote burst, results reads, subscription latency with 500 subscribers,
// and the memory of every app process after the runs — each HTTP figure with the CPU per request
// of all the app's processes and beside the raw-SQL ceiling of the same database work measured
// in the same run. Rebuild figures: bench/rebuild.bench.ts.
import 'reflect-metadata';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { answerField } from '../api/test/fixtures.js';
import { createTestDatabase, spawnServer, TestClient } from '../api/test/harness.js';
import { nextResults, wsClient } from '../api/test/gql.js';
import { load, machine, fmt, ok, percentiles, appCpuMs, appPids, memoryMiB, ownCpuMs, postgresCpuMs, send, sessionCookie, APP_ENTRY } from './lib.js';
import { coediting } from './coedit.js';

const CONCURRENCY = 50;
const AUTOSAVES = Number(process.env.BENCH_AUTOSAVES ?? 3000);
/** Teams created (BENCH_TEAMS) and how many of them vote in the burst (BENCH_VOTERS, at most the teams). */
const TEAMS = Number(process.env.BENCH_TEAMS ?? 400);
const VOTERS = Math.min(TEAMS, Number(process.env.BENCH_VOTERS ?? 200));
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 500);
/** API processes (WEB_CONCURRENCY); unset, the app chooses as `npm start` does (in production: one per core). */
const PROCESSES = process.env.BENCH_PROCESSES;
/** `BENCH_ONLY=autosave,burst` runs only those rows (team creation always runs: the others use its teams). */
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const want = (name: 'lookup' | 'config' | 'autosave' | 'coedit' | 'burst' | 'results' | 'subscription') =>
  !only || only.includes(name) || (name === 'burst' && only.includes('results'));

const db = await createTestDatabase();
const server = await spawnServer(
  {
    DATABASE_URL: db.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `fit-bench-${Date.now()}:`,
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password',
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-0123456789',
    ...(PROCESSES ? { WEB_CONCURRENCY: PROCESSES } : {}),
    BCRYPT_ROUNDS: '10',
    RATE_LIMIT_TEAM_LOOKUP: '1000000',
    RATE_LIMIT_TEAM_CREATE: '1000000',
    RATE_LIMIT_TEAM_LOGIN: '1000000',
  },
  APP_ENTRY,
);
const url = server.url;
// A cluster answers /healthz once its first worker listens; the bench starts when all of them do.
const serving = /serving on \S+ with (\d+) worker process/;
for (const deadline = Date.now() + 30_000; !serving.test(server.output()) && !/serving on http/.test(server.output());) {
  if (Date.now() > deadline) throw new Error(`the app did not start:\n${server.output()}`);
  await new Promise((r) => setTimeout(r, 100));
}
const workers = Number(serving.exec(server.output())?.[1] ?? 0);
const pool = new pg.Pool({ connectionString: db.url, max: CONCURRENCY });
const meta = JSON.stringify({ actor: { kind: 'anonymous' }, requestId: 'bench', at: new Date().toISOString() });
const rows: string[] = [];
type Measured = { rps: number; p50: number; p99: number; errors: number; cpu?: number; generator?: number; postgres?: number };
const row = (name: string, api: Measured, raw?: Measured) =>
  rows.push(
    `| ${name} | ${fmt(api.rps)} | ${fmt(api.p50)} / ${fmt(api.p99)} | ${api.cpu !== undefined ? fmt(api.cpu, 2) : '—'} | ${raw ? fmt(raw.rps) : '—'} | ${raw ? `${fmt(raw.p50)} / ${fmt(raw.p99)}` : '—'} | ${raw ? fmt(api.rps / raw.rps, 2) : '—'} | ${api.generator !== undefined ? fmt(api.generator, 2) : '—'} / ${raw?.generator !== undefined ? fmt(raw.generator, 2) : '—'} | ${api.postgres !== undefined ? fmt(api.postgres, 2) : '—'} / ${raw?.postgres !== undefined ? fmt(raw.postgres, 2) : '—'} | ${api.errors} |`,
  );
/**
 * A workload with the CPU ms per request of the app (see appCpuMs; none for a raw-SQL ceiling), of
 * the load generator (this process), which shares the cores with the app and PostgreSQL, and
 * of PostgreSQL (postgresCpuMs: what the request's statements cost the database).
 */
const measured = async (n: number, concurrency: number, task: (i: number) => Promise<unknown>, app = true) => {
  const before = app ? appCpuMs(server.pid) : 0;
  const own = ownCpuMs();
  const postgres = postgresCpuMs();
  const result = await load(n, concurrency, task);
  return {
    ...result,
    generator: (ownCpuMs() - own) / n,
    postgres: (postgresCpuMs() - postgres) / n,
    ...(app ? { cpu: (appCpuMs(server.pid) - before) / n } : {}),
  };
};
const rawLoad = (n: number, concurrency: number, task: (i: number) => Promise<unknown>) => measured(n, concurrency, task, false);

// --- team creation
// Each team keeps the session its creation started: a team's answers need it.
const teams: { id: string; token: string; cookie: string }[] = [];
const creation = await measured(TEAMS, CONCURRENCY, async (i) => {
  const code = ('C' + i.toString(36).toUpperCase().padStart(3, '0')).slice(0, 4);
  const created = send('POST', `${url}/api/teams`, { name: `Bench ${i}`, code });
  const body = JSON.parse(await ok(created));
  teams.push({ id: body.id, token: body.accessToken, cookie: sessionCookie(await created)! });
});
await pool.query(`create table bench_teams (like teams including all)`);
const rawCreation = await rawLoad(TEAMS, CONCURRENCY, async (i) => {
  const c = await pool.connect();
  try {
    await c.query('begin');
    await c.query(`insert into events (stream_id, version, type, data, metadata) values ($1, 1, 'BenchCreated', '{}', $2)`, [`bench-${randomUUID()}`, meta]);
    await c.query(`insert into bench_teams (id, code, name, current_phase, access_token, created_at, updated_at) values ($1, $2, $3, 1, $4, now(), now())`, [
      randomUUID(),
      `R${i}`,
      `Bench ${i}`,
      randomUUID(),
    ]);
    await c.query('commit');
  } finally {
    c.release();
  }
});
row('team creation (POST /api/teams)', creation, rawCreation);

// --- team lookup by code (the join screen)
if (want('lookup')) {
  const codes = teams.map((_, i) => ('C' + i.toString(36).toUpperCase().padStart(3, '0')).slice(0, 4));
  const lookup = await measured(4000, CONCURRENCY, (i) => ok(send('GET', `${url}/api/teams/${codes[i % codes.length]}`)));
  const rawLookup = await rawLoad(4000, CONCURRENCY, (i) => pool.query('select * from teams where code = $1', [codes[i % codes.length]]));
  row('team lookup (GET /api/teams/{code})', lookup, rawLookup);
}

// --- a phase's configuration (every phase page loads it; no database work, so no ceiling)
if (want('config')) {
  const config = await measured(4000, CONCURRENCY, (i) => ok(send('GET', `${url}/api/configs/phase-${1 + (i % 8)}`)));
  row('phase configuration (GET /api/configs/phase-{n})', config);
}

// --- autosave
if (want('autosave')) {
  const autosave = await measured(AUTOSAVES, CONCURRENCY, (i) => {
    const t = teams[i % teams.length]!;
    return ok(
      send('POST', `${url}/api/phase-data`, { teamId: t.id, phaseNumber: 1 + (i % 8), data: { [answerField(1 + (i % 8))]: `draft ${i} ${'x'.repeat(200)}` } }, t.cookie),
    );
  });
  await pool.query(`create table bench_phase_data (like phase_data including all)`);
  await pool.query(`insert into bench_teams select * from teams`);
  const rawAutosave = await rawLoad(AUTOSAVES, CONCURRENCY, async (i) => {
    const t = teams[i % teams.length]!;
    const c = await pool.connect();
    try {
      await c.query('begin');
      await c.query('select id from bench_teams where id = $1', [t.id]);
      await c.query(`insert into events (stream_id, version, type, data, metadata) values ($1, 1, 'BenchSaved', $2, $3)`, [
        `bench-${randomUUID()}`,
        JSON.stringify({ idea: `draft ${i}` }),
        meta,
      ]);
      await c.query(
        `insert into bench_phase_data (team_id, phase_number, data, updated_at) values ($1, $2, $3, now())
      on conflict (team_id, phase_number) do update set data = excluded.data, updated_at = excluded.updated_at`,
        [t.id, 1 + (i % 8), JSON.stringify({ idea: `draft ${i}` })],
      );
      await c.query('update bench_teams set updated_at = now() where id = $1', [t.id]);
      await c.query('commit');
    } finally {
      c.release();
    }
  });
  row('autosave (POST /api/phase-data)', autosave, rawAutosave);
}

// --- co-editing: 50 teams × 3 members typing on phase 1
if (want('coedit')) {
  const co = await coediting(url, teams, {
    teams: Number(process.env.BENCH_COEDIT_TEAMS ?? 50),
    countEvents: async () => Number((await pool.query(`select count(*)::int as n from events where type = 'PhaseDocUpdated'`)).rows[0].n),
  });
  rows.push(
    `| co-editing: ${co.members} members typing (${fmt(co.keystrokesPerSecond, 0)} keystrokes/s), stored updates/s; keystroke → teammate's copy p50 / p99 ms (${co.samples} samples) | ${fmt(co.storedPerSecond)} | ${fmt(co.p50)} / ${fmt(co.p99)} | — | — | — | — | — | — | 0 |`,
  );
}

const admin = new TestClient(url);
await admin.post('/api/auth/admin/login', { username: 'bench', password: 'bench-password' });

// --- vote burst: 200 teams of one cohort log in and cast a ballot
if (want('burst')) {
  await admin.post('/api/admin/cohorts', { tag: 'bench', name: 'Bench' });
  const voters = teams.slice(0, VOTERS);
  for (let i = 0; i < VOTERS; i += 50) await admin.post('/api/admin/cohorts/bench/teams', { teamIds: voters.slice(i, i + 50).map((v) => v.id) });
  // A team's website is its own to submit: with its session.
  const submitted = await load(VOTERS, 20, (i) =>
    ok(send('PATCH', `${url}/api/teams/${voters[i]!.id}/website`, { websiteUrl: `https://${voters[i]!.id}.example` }, voters[i]!.cookie)),
  );
  if (submitted.errors > 0) throw new Error(`${submitted.errors} of ${VOTERS} website submissions failed`);
  await admin.patch('/api/admin/cohorts/bench', { votingOpen: true });
  const burst = await measured(VOTERS, CONCURRENCY, async (i) => {
    const v = voters[i]!;
    const login = await send('POST', `${url}/api/auth/team/login`, { access_token: v.token });
    const cookie = login.headers['set-cookie']![0]!.split(';')[0]!;
    const others = [1, 2, 3].map((k) => voters[(i + k) % VOTERS]!.id);
    await ok(send('POST', `${url}/api/showcase/bench/vote`, { votes: others.map((id, r) => ({ voted_for_team_id: id, rank: r + 1 })) }, cookie));
  });
  await pool.query(`create table bench_ballots (like ballots including all)`);
  await pool.query(`create table bench_tallies (like tallies including all)`);
  const rawBurst = await rawLoad(VOTERS, CONCURRENCY, async (i) => {
    const v = voters[i]!;
    const c = await pool.connect();
    try {
      await c.query('select id from teams where access_token = $1', [v.token]);
      await c.query('begin');
      await c.query('select * from cohorts where tag = $1', ['bench']);
      await c.query(`select id from teams where cohort_tag = 'bench' and submitted_website_url is not null`);
      await c.query(`insert into events (stream_id, version, type, data, metadata) values ($1, 1, 'BenchBallot', '{}', $2)`, [`bench-ballot-${randomUUID()}`, meta]);
      await c.query(`insert into bench_ballots values ('bench', $1, '[]', 'R', 1, now())`, [v.id]);
      for (let k = 1; k <= 3; k++) {
        await c.query(
          `insert into bench_tallies values ('bench', $1, $2, 1, 0, 0) on conflict (cohort_tag, team_id) do update set points = bench_tallies.points + excluded.points`,
          [voters[(i + k) % VOTERS]!.id, 4 - k],
        );
      }
      await c.query('commit');
    } finally {
      c.release();
    }
  });
  row(`vote burst: ${VOTERS} teams log in + vote (${fmt(burst.seconds, 2)} s total)`, burst, rawBurst);
}

// --- results reads
if (want('results')) {
  await admin.patch('/api/admin/cohorts/bench', { resultsVisible: true });
  const results = await measured(2000, CONCURRENCY, () => ok(send('GET', `${url}/api/showcase/bench/results`)));
  const rawResults = await rawLoad(2000, CONCURRENCY, () =>
    pool.query(
      `select b.votes, t.name, t.avatar_icon, t.submitted_website_url from ballots b left join teams t on t.cohort_tag = b.cohort_tag and t.id = b.voter_team_id where b.cohort_tag = 'bench'`,
    ),
  );
  row('results (GET /api/showcase/bench/results, 200 ballots)', results, rawResults);
}

// --- subscription latency: SUBSCRIBERS sockets on one cohort, the instructor toggles a flag
if (want('subscription')) {
  await admin.post('/api/admin/cohorts', { tag: 'live', name: 'Live' });
  const sockets = Array.from({ length: SUBSCRIBERS }, () => wsClient(url));
  await Promise.all(sockets.map((ws) => new Promise<void>((ok) => ws.on('connected', () => ok()))));
  const latencies: number[] = [];
  const firsts: number[] = [];
  const answered: number[] = [];
  for (let round = 0; round < 10; round++) {
    const subs = sockets.map((ws) => nextResults(ws, 'subscription { cohortChanged(tag: "live") { votingOpen } }', {}, 1, 20_000));
    await Promise.all(subs.map((s) => s.subscribed));
    await new Promise((r) => setTimeout(r, 1500));
    const t0 = performance.now();
    const sent = admin.patch('/api/admin/cohorts/live', { votingOpen: round % 2 === 0 }).then(() => answered.push(performance.now() - t0));
    let first = true;
    await Promise.all(
      subs.map((s) =>
        s.done.then(() => {
          latencies.push(performance.now() - t0);
          if (first) firsts.push(performance.now() - t0);
          first = false;
        }),
      ),
    );
    await sent;
  }
  for (const ws of sockets) await ws.dispose();
  const lat = percentiles(latencies);
  rows.push(
    `| subscription: mutation → ${SUBSCRIBERS} subscribers (10 rounds; the PATCH answered p50 ${fmt(percentiles(answered).p50)} ms, first subscriber p50 ${fmt(percentiles(firsts).p50)} ms) | — | ${fmt(lat.p50)} / ${fmt(lat.p99)} | — | — | — | — | — | — | 0 |`,
  );
}

// The memory of every app process after the runs (the primary first, then its workers).
const memory = appPids(server.pid).map((pid) => ({ pid, ...memoryMiB(pid) }));
await pool.end();
await server.kill();
await db.drop();

console.log(`Machine: ${machine()}`);
console.log(
  `App: ${workers ? `a primary and ${workers} worker processes` : 'one process'} (${APP_ENTRY.bundle ? 'compiled, api/dist' : 'sources through tsx'}; ${PROCESSES ? `WEB_CONCURRENCY=${PROCESSES}` : 'as `npm start` chooses'}), NODE_ENV=production, PostgreSQL and Redis on the same machine; load: ${CONCURRENCY} concurrent HTTP clients from this process. App CPU is that of all its processes.`,
);
console.log(
  '| workload | API req/s | API p50 / p99 ms | app CPU ms / request | raw SQL req/s | raw p50 / p99 ms | API ÷ raw | load generator CPU ms / request, API / raw | PostgreSQL CPU ms / request, API / raw | errors |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
const total = (k: 'rss' | 'pss') => memory.reduce((sum, m) => sum + m[k], 0);
memory.forEach((m, i) =>
  console.log(
    `| memory after the runs: ${i === 0 ? (workers ? 'primary' : 'the process') : `worker ${i}`} (pid ${m.pid}), RSS / PSS / peak RSS MiB | ${fmt(m.rss)} / ${fmt(m.pss)} / ${fmt(m.peak)} | | | | | | | | |`,
  ),
);
console.log(`| memory after the runs: all ${memory.length} processes, RSS sum / PSS sum MiB | ${fmt(total('rss'))} / ${fmt(total('pss'))} | | | | | | | | |`);
process.exit(0); // open sockets of the load generator must not keep the run alive
