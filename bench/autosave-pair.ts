// The REST autosave measured on two copies of the app that differ in one setting, side by side in
// one run (bench/metrics.bench.ts, bench/sealing.bench.ts). Each copy starts as `npm start` runs
// it (compiled, production, the default workers) on its own fresh database, with TEAMS teams made
// beforehand. A warm-up round each, then rounds alternate off, on, off, on … so that a neighbour's
// load on the shared machine falls on both alike; each round is BENCH_AUTOSAVES saves (default
// 1,500) from 50 concurrent keep-alive clients, for BENCH_ROUNDS rounds (default 4).
// BENCH_ON_FIRST=1 starts (and so creates the database of) the "on" side first: the order of the
// two copies is the one thing the alternating rounds do not even out.
import 'reflect-metadata';
import { answerField } from '../api/test/fixtures.js';
import { createTestDatabase, spawnServer } from '../api/test/harness.js';
import { APP_ENTRY, appCpuMs, fmt, load, machine, ok, send, sessionCookie } from './lib.js';

const CONCURRENCY = 50;
const SAVES = Number(process.env.BENCH_AUTOSAVES ?? 1500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const TEAMS = 200;

/** One copy of the app: `env` is what this side sets; `letter` starts its teams' codes. */
async function startSide(name: string, env: Record<string, string>, letter: string) {
  const db = await createTestDatabase();
  const server = await spawnServer(
    {
      DATABASE_URL: db.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `fit-bench-${name}-${Date.now()}:`,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-0123456789',
      RATE_LIMIT_TEAM_CREATE: '1000000',
      ...(process.env.BENCH_PROCESSES ? { WEB_CONCURRENCY: process.env.BENCH_PROCESSES } : {}),
      ...env,
    },
    APP_ENTRY,
  );
  for (const deadline = Date.now() + 60_000; !/serving on http/.test(server.output());) {
    if (Date.now() > deadline) throw new Error(`the app did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const teams: { id: string; cookie: string }[] = [];
  const created = await load(TEAMS, 20, async (i) => {
    const answer = send('POST', `${server.url}/api/teams`, { name: `${name} ${i}`, code: (letter + i.toString(36).toUpperCase().padStart(3, '0')).slice(0, 4) });
    const body = JSON.parse(await ok(answer));
    teams.push({ id: body.id, cookie: sessionCookie(await answer)! });
  });
  if (created.errors) throw new Error(`${created.errors} teams could not be created`);
  return {
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
type Side = Awaited<ReturnType<typeof startSide>>;
type Round = Awaited<ReturnType<Side['round']>>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const summary = (rounds: Round[]) => ({
  rps: median(rounds.map((r) => r.rps)),
  p50: median(rounds.map((r) => r.p50)),
  p99: median(rounds.map((r) => r.p99)),
  cpu: median(rounds.map((r) => r.cpu)),
  errors: rounds.reduce((n, r) => n + r.errors, 0),
  each: rounds.map((r) => fmt(r.rps, 0)).join(', '),
});

/**
 * Runs the pair and prints the table: per side the median over the rounds of saves/s, p50 / p99
 * latency and the app's CPU per save, and the ratio on / off. `sides.on.started` is called once
 * the "on" copy serves (a scraper, say); `notes` come back as lines under the machine's.
 */
export async function autosavePair(sides: {
  name: string;
  off: { label: string; env: Record<string, string> };
  on: { label: string; env: () => Promise<Record<string, string>>; started?: () => () => string[] };
}) {
  const startOff = () => startSide(`${sides.name}-off`, sides.off.env, 'A');
  let stopOn: (() => string[]) | null = null;
  const startOn = async () => {
    const side = await startSide(`${sides.name}-on`, await sides.on.env(), 'B');
    stopOn = sides.on.started?.() ?? null;
    return side;
  };
  const [off, on] = process.env.BENCH_ON_FIRST ? await startOn().then(async (first) => [await startOff(), first]) : [await startOff(), await startOn()];
  const results = new Map<Side, Round[]>([
    [off, []],
    [on, []],
  ]);
  let notes: string[] = [];
  try {
    // A warm-up round each (JIT, pools, caches), not counted.
    await off.round(0);
    await on.round(0);
    for (let r = 1; r <= ROUNDS; r++) for (const side of r % 2 ? [off, on] : [on, off]) results.get(side)!.push(await side.round(r * SAVES));
  } finally {
    notes = (stopOn as (() => string[]) | null)?.() ?? [];
    await Promise.all([off.close(), on.close()]);
  }
  const [a, b] = [summary(results.get(off)!), summary(results.get(on)!)];
  console.log(`\n${machine()}; ${ROUNDS} rounds of ${SAVES} autosaves per side, alternating${notes.map((n) => `; ${n}`).join('')}\n`);
  console.log('| autosave (POST /api/phase-data) | saves/s (median; each round) | p50 / p99 ms | app CPU ms / save | errors |');
  console.log('|---|---|---|---|---|');
  console.log(`| ${sides.off.label} | ${fmt(a.rps)} (${a.each}) | ${fmt(a.p50)} / ${fmt(a.p99)} | ${fmt(a.cpu, 2)} | ${a.errors} |`);
  console.log(`| ${sides.on.label} | ${fmt(b.rps)} (${b.each}) | ${fmt(b.p50)} / ${fmt(b.p99)} | ${fmt(b.cpu, 2)} | ${b.errors} |`);
  console.log(`| on / off | ${fmt(b.rps / a.rps, 3)} | ${fmt(b.p50 / a.p50, 2)} / ${fmt(b.p99 / a.p99, 2)} | ${fmt(b.cpu / a.cpu, 3)} | |`);
}
