// `npm test`: everything CI checks, in order, ending with one plain summary line.
//   1. Debian's chromium for the browser tests (installed with apt-get when missing, as root)
//   2. schema.graphql and the generated GraphQL documents are current
//   3. lint (eslint.config.js: the import boundaries among them), import circles (`npm run circles`,
//      dpdm: none allowed, type-only imports included) and the formatter's check
//   4. type checks, then the web and widget builds (the browser tests use them) and the widget size budget
//   (3 and 4 run in two lanes at once, one per core; each step's output is shown when it ends)
//   5. every vitest project: events, api, web, widget (unit + integration), e2e (headless Chromium)
// Extra arguments go to vitest (e.g. `npm test -- --project api`); with any, steps 1–4 are skipped.
// Before step 5, when the api or browser tests run: with no PostgreSQL answering at
// TEST_DATABASE_ADMIN_URL (default 127.0.0.1:5432) the run starts the embedded PostgreSQL that
// `npm start` uses and passes its URL on; with no Redis at TEST_REDIS_URL (default
// 127.0.0.1:6379) it starts the machine's redis-server, or stops at once saying what to install.
// Both are stopped at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const ci = process.env.CI === 'true' || process.env.CI === '1';

function run(label, cmd, cmdArgs, opts = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(r.status ?? 1);
  }
}

/** One step of a lane: its output kept and printed whole when it ends, with its time. */
function step(label, cmd, cmdArgs) {
  return new Promise((ok) => {
    const started = Date.now();
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      console.log(`\n▶ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)${out.trim() ? `\n${out.trimEnd()}` : ''}`);
      ok(code === 0 ? null : label);
    });
  });
}

/** Lanes of steps, the lanes at once (one per core), each lane's steps in order; stops at the first failure. */
async function lanes(...all) {
  const failed = await Promise.all(
    all.map(async (lane) => {
      for (const [label, cmd, cmdArgs] of lane) {
        const f = await step(label, cmd, cmdArgs);
        if (f) return f;
      }
      return null;
    }),
  );
  const first = failed.find(Boolean);
  if (first) {
    console.error(`✖ ${first} failed`);
    process.exit(1);
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (args.length === 0) {
  if (!existsSync(CHROMIUM)) {
    if (process.getuid?.() === 0) {
      run('Installing Debian chromium for the browser tests', 'bash', [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
      ]);
    } else {
      console.error(`Browser tests need Chromium at ${CHROMIUM}: sudo apt-get install chromium`);
      process.exit(1);
    }
  }
  run('schema.graphql is current', process.execPath, ['--import', 'tsx', 'api/src/graphql/print-schema.ts', '--check']);
  if (existsSync(resolve(root, 'codegen.ts'))) {
    run('GraphQL code generation', 'npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']);
    const stale = spawnSync('git', ['status', '--porcelain', '--', 'web/src/gql'], { cwd: root, encoding: 'utf8' }).stdout.trim();
    if (stale && ci) {
      console.error(`Generated GraphQL code is stale (run \`npm run codegen\` and commit):\n${stale}`);
      process.exit(1);
    }
  }
  // Two lanes of about equal length (measured on 2 cores: lint 55 s, circles 7 s, type checks
  // 10 + 18 s; formatting 25 s, the web's type check 42 s and build 11 s, the widget's 6 s).
  await lanes(
    [
      ['Lint', 'npx', ['eslint', '.']],
      ['Import circles (npm run circles lists them)', 'npm', ['run', 'circles', '--silent']],
      ['Type check events', 'npx', ['tsc', '-p', 'events']],
      ['Type check api', 'npx', ['tsc', '-p', 'api']],
    ],
    [
      ['Formatting (npm run format fixes it)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
      ['Type check web', 'npx', ['tsc', '-p', 'web']],
      ['Build web', 'npm', ['run', 'build', '-w', 'web', '--silent']],
      ...(existsSync(resolve(root, 'widget/vite.config.ts'))
        ? [
            ['Type check widget', 'npx', ['tsc', '-p', 'widget']],
            ['Build widget', 'npm', ['run', 'build', '-w', 'widget', '--silent']],
            ['Widget size budget', process.execPath, ['widget/scripts/size-check.mjs']],
          ]
        : []),
    ],
  );
}

// Which projects run: all, or those named with --project.
const projects = args.flatMap((a, i) => (a === '--project' ? [args[i + 1]] : a.startsWith('--project=') ? [a.slice(10)] : []));
const needsServices = projects.length === 0 || projects.some((p) => !['events', 'web', 'widget'].includes(p));
const env = { ...process.env };
const started = [];
if (needsServices) {
  const { tsImport } = await import('tsx/esm/api');
  const services = await tsImport('../test/test-services.ts', import.meta.url);
  const adminUrl = env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  try {
    const pgServer = await services.ensureTestPostgres(adminUrl);
    if (pgServer) {
      started.push(pgServer);
      env.TEST_DATABASE_ADMIN_URL = pgServer.url;
    }
    const redisServer = await services.ensureTestRedis(redisUrl);
    if (redisServer) started.push(redisServer);
  } catch (e) {
    for (const s of started.reverse()) await s.stop();
    console.error(`✖ ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
}

const report = resolve(root, env.FIT_TEST_REPORT ?? 'node_modules/.cache/vitest-report.json');
rmSync(report, { force: true });
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'api/scripts/vitest.workspace.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
  { cwd: root, stdio: 'inherit', env },
);
for (const s of started.reverse()) await s.stop();
let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed = r.numPassedTests;
  failed = r.numFailedTests + (r.numFailedTestSuites ?? 0);
  skipped = r.numPendingTests + r.numTodoTests;
  // Where the time went: the slowest files (a file's tests run one after another in one worker).
  const files = (r.testResults ?? [])
    .map((f) => ({ name: f.name.replace(`${root}/`, ''), s: (f.endTime - f.startTime) / 1000 }))
    .sort((a, b) => b.s - a.s)
    .slice(0, 12);
  if (files.length) console.log(`\nslowest test files:\n${files.map((f) => `  ${f.s.toFixed(1).padStart(6)} s  ${f.name}`).join('\n')}`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(vitest.status === 0 && failed === 0 && passed > 0 && (!ci || skipped === 0) ? 0 : 1);
