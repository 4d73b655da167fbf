// `npm run bench:sealing`: REST autosave with personal data sealed in the log (AES-256-GCM under
// each team's key, docs/PRIVACY.md) and without (PERSONAL_DATA_SEALING=off, plain fields), side by
// side in one run, as bench/metrics.bench.ts compares metrics on and off. Two copies of the app
// start as `npm start` runs them (compiled, production, the default workers), each on its own
// fresh database. Rounds alternate off, on, off, on … so that a neighbour's load on the shared
// machine falls on both alike; each round is BENCH_AUTOSAVES saves (default 1,500) from 50
// concurrent keep-alive clients, of the teams made beforehand. BENCH_ON_FIRST=1 starts the sealing
// side first. Prints, per side, the median over the rounds of saves/s, p50 / p99 latency and the
// app's CPU per save, and the ratio on/off (the goal: within 5 %).
import 'reflect-metadata';
import { answerField } from '../api/test/fixtures.js';
import { createTestDatabase, spawnServer } from '../api/test/harness.js';
import { randomBytes } from 'node:crypto';
import { APP_ENTRY, appCpuMs, fmt, load, machine, ok, send, sessionCookie } from './lib.js';
import { Keyring } from '../api/src/privacy/keyring.js';
import { masterKeyId } from '../api/src/privacy/master-key.js';
import { openData, sealData } from '../api/src/privacy/sealing.js';

/**
 * What sealing and opening one autosave's event costs on this CPU, alone: a PhaseDocUpdated with a
 * 200-character edit, sealed and opened N times under a key already held (as on the write path).
 */
async function sealingCpu(n = 20_000) {
  const master = randomBytes(32);
  const ring = new Keyring({ current: { id: masterKeyId(master), key: master }, byId: new Map([[masterKeyId(master), master]]), source: 'bench' });
  const team = '3f0c1a52-8d4e-4b7a-9c61-2e5f7a9b0c1d';
  const key = randomBytes(32);
  const { wrapped, masterKeyId: id } = ring.wrap(`team:${team}`, key);
  await ring.prepare(async () => [[{ subject: `team:${team}`, wrapped, master_key_id: id }]], [`team:${team}`]);
  const text = 'x'.repeat(200);
  const data = { teamId: team, phaseNumber: 1, update: Buffer.from(text).toString('base64'), edits: { idea: [0, 0, text] } };
  const metadata = { actor: { kind: 'team' as const, id: team }, requestId: 'r', at: new Date().toISOString() };
  const started = performance.now();
  for (let i = 0; i < n; i++) openData(ring, 'PhaseDocUpdated', sealData(ring, 'PhaseDocUpdated', data, metadata));
  return ((performance.now() - started) * 1000) / n;
}
const microsPerEvent = await sealingCpu();

const CONCURRENCY = 50;
const SAVES = Number(process.env.BENCH_AUTOSAVES ?? 1500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const TEAMS = 200;

async function start(sealing: boolean) {
  const db = await createTestDatabase();
  const server = await spawnServer(
    {
      DATABASE_URL: db.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `fit-bench-sealing-${sealing ? 'on' : 'off'}-${Date.now()}:`,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-0123456789',
      RATE_LIMIT_TEAM_CREATE: '1000000',
      ...(process.env.BENCH_PROCESSES ? { WEB_CONCURRENCY: process.env.BENCH_PROCESSES } : {}),
      ...(sealing ? {} : { PERSONAL_DATA_SEALING: 'off' }),
    },
    APP_ENTRY,
  );
  for (const deadline = Date.now() + 60_000; !/serving on http/.test(server.output());) {
    if (Date.now() > deadline) throw new Error(`the app did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const teams: { id: string; cookie: string }[] = [];
  const created = await load(TEAMS, 20, async (i) => {
    const answer = send('POST', `${server.url}/api/teams`, { name: `Sealing ${i}`, code: ('S' + i.toString(36).toUpperCase().padStart(3, '0')).slice(0, 4) });
    const body = JSON.parse(await ok(answer));
    teams.push({ id: body.id, cookie: sessionCookie(await answer)! });
  });
  if (created.errors) throw new Error(`${created.errors} teams could not be created`);
  return {
    sealing,
    async round(offset: number) {
      const before = appCpuMs(server.pid);
      const result = await load(SAVES, CONCURRENCY, (i) => {
        const t = teams[i % teams.length]!;
        const phase = 1 + (i % 8);
        return ok(
          send(
            'POST',
            `${server.url}/api/phase-data`,
            { teamId: t.id, phaseNumber: phase, data: { [answerField(phase)]: `draft ${offset + i} ${'x'.repeat(200)}` } },
            t.cookie,
          ),
        );
      });
      return { ...result, cpu: (appCpuMs(server.pid) - before) / SAVES };
    },
    async close() {
      await server.kill();
      await db.drop();
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
// BENCH_ON_FIRST=1 starts (and so creates the database of) the sealing side first: the order
// of the two copies is the one thing the alternating rounds do not even out.
const [off, on] = process.env.BENCH_ON_FIRST ? await start(true).then(async (first) => [await start(false), first]) : [await start(false), await start(true)];
type Round = Awaited<ReturnType<typeof off.round>>;
const results = new Map<boolean, Round[]>([
  [false, []],
  [true, []],
]);
try {
  // A warm-up round each (JIT, pools, caches), not counted.
  await off.round(0);
  await on.round(0);
  for (let r = 1; r <= ROUNDS; r++) {
    for (const side of r % 2 ? [off, on] : [on, off]) results.get(side.sealing)!.push(await side.round(r * SAVES));
  }
} finally {
  await Promise.all([off.close(), on.close()]);
}
const summary = (rounds: Round[]) => ({
  rps: median(rounds.map((r) => r.rps)),
  p50: median(rounds.map((r) => r.p50)),
  p99: median(rounds.map((r) => r.p99)),
  cpu: median(rounds.map((r) => r.cpu)),
  errors: rounds.reduce((n, r) => n + r.errors, 0),
  each: rounds.map((r) => fmt(r.rps, 0)).join(', '),
});
const [a, b] = [summary(results.get(false)!), summary(results.get(true)!)];
console.log(`\n${machine()}; ${ROUNDS} rounds of ${SAVES} autosaves per side, alternating`);
console.log(`sealing and opening one autosave's event in this process: ${fmt(microsPerEvent, 1)} µs\n`);
console.log('| autosave (POST /api/phase-data) | saves/s (median; each round) | p50 / p99 ms | app CPU ms / save | errors |');
console.log('|---|---|---|---|---|');
console.log(`| plain (PERSONAL_DATA_SEALING=off) | ${fmt(a.rps)} (${a.each}) | ${fmt(a.p50)} / ${fmt(a.p99)} | ${fmt(a.cpu, 2)} | ${a.errors} |`);
console.log(`| sealed (the default) | ${fmt(b.rps)} (${b.each}) | ${fmt(b.p50)} / ${fmt(b.p99)} | ${fmt(b.cpu, 2)} | ${b.errors} |`);
console.log(`| on / off | ${fmt(b.rps / a.rps, 3)} | ${fmt(b.p50 / a.p50, 2)} / ${fmt(b.p99 / a.p99, 2)} | ${fmt(b.cpu / a.cpu, 3)} | |`);
process.exit(0);
