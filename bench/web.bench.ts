// `npm run bench:web`: the web app as a first-time visitor gets it. Starts the app (production
// mode, built web) on a fresh database, opens each route in Debian's headless Chromium with an
// empty cache, and prints one table: the JavaScript each route downloads (bytes on the wire, as
// compressed by the server, and uncompressed), its request count, and first contentful paint
// (median of RUNS cold loads). The landing page is compared with its 100 KB gzip JS budget.
import { chromium, type Browser } from 'playwright-core';
import { createTestDatabase, spawnServer } from '../api/test/harness.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../web/e2e/browser.js';
import { fmt, machine, APP_ENTRY } from './lib.js';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const LANDING_BUDGET_KB = 100;

const db = await createTestDatabase();
const server = await spawnServer(
  {
    DATABASE_URL: db.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `fit-bench-web-${Date.now()}:`,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-0123456789',
  },
  APP_ENTRY,
);
const created = await fetch(`${server.url}/api/teams`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Bench Web' }),
});
const team = (await created.json()) as { code: string };

const ROUTES: [string, string][] = [
  ['/', 'landing'],
  [`/phase/1?team_id=${team.code}`, 'phase 1'],
  ['/credits', 'credits'],
  ['/privacy', 'privacy'],
  ['/admin-login', 'admin login'],
  ['/admin', 'admin dashboard'],
  ['/showcase/bench', 'showcase'],
  ['/results/bench', 'results'],
];

interface Load {
  jsWire: number;
  jsRaw: number;
  jsFiles: number;
  requests: number;
  fcp: number;
}

async function coldLoad(browser: Browser, path: string): Promise<Load> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts: Promise<{ wire: number; raw: number }>[] = [];
  let requests = 0;
  page.on('requestfinished', (req) => {
    requests += 1;
    if (req.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const [sizes, res] = await Promise.all([req.sizes(), req.response()]);
        const raw = res ? (await res.body()).length : 0;
        return { wire: sizes.responseBodySize, raw };
      })(),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  const done = await Promise.all(scripts);
  await context.close();
  return {
    jsWire: done.reduce((s, x) => s + x.wire, 0),
    jsRaw: done.reduce((s, x) => s + x.raw, 0),
    jsFiles: done.length,
    requests,
    fcp,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => fmt(bytes / 1024);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const rows: string[] = [];
let landingWire = 0;
try {
  for (const [path, name] of ROUTES) {
    const loads: Load[] = [];
    for (let i = 0; i < RUNS; i++) loads.push(await coldLoad(browser, path));
    const first = loads[0]!;
    if (name === 'landing') landingWire = first.jsWire;
    rows.push(`| ${name} | ${kb(first.jsWire)} | ${kb(first.jsRaw)} | ${first.jsFiles} | ${first.requests} | ${fmt(median(loads.map((l) => l.fcp)), 0)} |`);
  }
} finally {
  await browser.close();
  await server.kill();
  await db.drop();
}

console.log(`\nMachine: ${machine()}; Chromium headless, cold cache, ${RUNS} loads per route (FCP is the median)\n`);
console.log('| route | JS on the wire (KB, compressed) | JS uncompressed (KB) | JS files | requests | first contentful paint (ms) |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
console.log(`\nLanding page JS: ${kb(landingWire)} KB of a ${LANDING_BUDGET_KB} KB budget (${fmt((landingWire / 1024 / LANDING_BUDGET_KB) * 100, 0)} %).`);
