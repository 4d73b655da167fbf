// `npm run bench:metrics`: REST autosave with the Prometheus metrics on and off, side by side in
// one run. Two copies of the app start as `npm start` runs them (compiled, production, the default
// workers), each on its own fresh database: one without METRICS_PORT (metrics off: every hook
// returns at its first line), one with it and a scraper reading /metrics every BENCH_SCRAPE_MS
// (default 5 s, three times Prometheus's usual 15 s). Rounds alternate off, on, off, on … so that
// a neighbour's load on the shared machine falls on both alike; each round is BENCH_AUTOSAVES
// saves (default 1,500) from 50 concurrent keep-alive clients, of the teams made beforehand.
// BENCH_ON_FIRST=1 starts the metrics side first.
// Prints, per side, the median over the rounds of saves/s, p50 / p99 latency and the app's CPU per
// save, and the ratio on/off.
import 'reflect-metadata';
import { answerField } from '../api/test/fixtures.js';
import { createTestDatabase, spawnServer } from '../api/test/harness.js';
import { freePort } from '../api/src/db/embedded.js';
import { APP_ENTRY, appCpuMs, fmt, load, machine, ok, send, sessionCookie } from './lib.js';

const CONCURRENCY = 50;
const SAVES = Number(process.env.BENCH_AUTOSAVES ?? 1500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const TEAMS = 200;
const SCRAPE_MS = Number(process.env.BENCH_SCRAPE_MS ?? 5000);

async function start(metrics: boolean) {
  const db = await createTestDatabase();
  const metricsPort = metrics ? await freePort() : null;
  const server = await spawnServer(
    {
      DATABASE_URL: db.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `fit-bench-metrics-${metrics ? 'on' : 'off'}-${Date.now()}:`,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-0123456789',
      RATE_LIMIT_TEAM_CREATE: '1000000',
      ...(process.env.BENCH_PROCESSES ? { WEB_CONCURRENCY: process.env.BENCH_PROCESSES } : {}),
      ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}),
    },
    APP_ENTRY,
  );
  for (const deadline = Date.now() + 60_000; !/serving on http/.test(server.output());) {
    if (Date.now() > deadline) throw new Error(`the app did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const teams: { id: string; cookie: string }[] = [];
  const created = await load(TEAMS, 20, async (i) => {
    const answer = send('POST', `${server.url}/api/teams`, { name: `Metrics ${i}`, code: ('M' + i.toString(36).toUpperCase().padStart(3, '0')).slice(0, 4) });
    const body = JSON.parse(await ok(answer));
    teams.push({ id: body.id, cookie: sessionCookie(await answer)! });
  });
  if (created.errors) throw new Error(`${created.errors} teams could not be created`);
  let scrapes = 0;
  const scraper = metricsPort
    ? setInterval(() => {
        void fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
          async (r) => {
            await r.text();
            if (r.ok) scrapes++;
          },
          () => {},
        );
      }, SCRAPE_MS)
    : null;
  return {
    metrics,
    scrapes: () => scrapes,
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
      if (scraper) clearInterval(scraper);
      await server.kill();
      await db.drop();
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
// BENCH_ON_FIRST=1 starts (and so creates the database of) the metrics side first: the order
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
    for (const side of r % 2 ? [off, on] : [on, off]) results.get(side.metrics)!.push(await side.round(r * SAVES));
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
console.log(`\n${machine()}; ${ROUNDS} rounds of ${SAVES} autosaves per side, alternating; ${on.scrapes()} scrapes of the metrics side\n`);
console.log('| autosave (POST /api/phase-data) | saves/s (median; each round) | p50 / p99 ms | app CPU ms / save | errors |');
console.log('|---|---|---|---|---|');
console.log(`| metrics off | ${fmt(a.rps)} (${a.each}) | ${fmt(a.p50)} / ${fmt(a.p99)} | ${fmt(a.cpu, 2)} | ${a.errors} |`);
console.log(
  `| metrics on (METRICS_PORT, scraped every ${SCRAPE_MS / 1000} s) | ${fmt(b.rps)} (${b.each}) | ${fmt(b.p50)} / ${fmt(b.p99)} | ${fmt(b.cpu, 2)} | ${b.errors} |`,
);
console.log(`| on / off | ${fmt(b.rps / a.rps, 3)} | ${fmt(b.p50 / a.p50, 2)} / ${fmt(b.p99 / a.p99, 2)} | ${fmt(b.cpu / a.cpu, 3)} | |`);
process.exit(0);
