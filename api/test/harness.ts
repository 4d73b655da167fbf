import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import pg from 'pg';
import WebSocket from 'ws';
import type { SocketFactory } from '@fit/events/phase-doc/client';
import { loadConfig, type Config } from '../src/config.js';
import { createServices, type StartedServices } from '../src/services.js';
import { createApp, type AppHandle } from '../src/app.js';
import { freePort } from '../src/db/embedded.js';

/**
 * Integration tests run against the real PostgreSQL and Redis of the machine. Every harness
 * makes its own database (and Redis key prefix), so test files never see each other's data.
 */
export const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A fresh database. `migrated`: a copy of the test run's migrated template (api/test/global-setup.ts)
 * when there is one — copying it takes a fraction of running every migration again — else empty.
 */
export async function createTestDatabase(opts: { migrated?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fit_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = opts.migrated ? process.env.FIT_TEST_TEMPLATE_DB : undefined;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  url: string;
  services: StartedServices;
  handle: AppHandle;
  server: Server;
  databaseUrl: string;
  client: () => TestClient;
  admin: () => Promise<TestClient>;
  close: () => Promise<void>;
}

export const TEST_ADMIN = { username: 'instructor', password: 'correct-horse-battery' };

/**
 * No secret may reach a log line (#13). Every line any test app logs is kept, every secret a
 * TestClient is handed (access tokens in answers, session ids in cookies) and the passwords the
 * tests use are remembered, and closing a test app fails when one of them was logged.
 */
export const seenSecrets = new Set<string>([TEST_ADMIN.password]);
const loggedLines: string[] = [];

export function assertNoSecretLogged() {
  const log = loggedLines.join('\n');
  const leaked = [...seenSecrets].filter((s) => s.length >= 8 && log.includes(s));
  if (leaked.length > 0) throw new Error(`${leaked.length} secret(s) reached the app log, e.g. one starting ${leaked[0]!.slice(0, 4)}…`);
}

export async function startTestApp(
  env: Record<string, string> = {},
  opts: { databaseUrl?: string; redis?: boolean; redisPrefix?: string; log?: (m: string) => void } = {},
): Promise<TestApp> {
  const db = opts.databaseUrl ? null : await createTestDatabase({ migrated: true });
  const databaseUrl = opts.databaseUrl ?? db!.url;
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: opts.redis === false ? 'none' : TEST_REDIS_URL,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...env,
  });
  const services = await createServices(config, {
    redisPrefix: opts.redisPrefix ?? `fit-test:${randomBytes(6).toString('hex')}:`,
    log: (m) => {
      loggedLines.push(m);
      opts.log?.(m);
    },
  });
  const { ensureConfiguredAdmin } = await import('../src/modules/auth/admins.js');
  await ensureConfiguredAdmin(services);
  const handle = await createApp(services);
  const server = handle.server;
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const app: TestApp = {
    url,
    services,
    handle,
    server,
    databaseUrl,
    client: () => new TestClient(url),
    async admin() {
      const c = new TestClient(url);
      const res = await c.post('/api/auth/admin/login', TEST_ADMIN);
      if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
      return c;
    },
    async close() {
      server.closeAllConnections();
      await handle.close();
      await new Promise((ok) => server.close(ok));
      await services.shutdown();
      await db?.drop();
      assertNoSecretLogged();
    },
  };
  return app;
}

export interface Res<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** fetch with a cookie jar: one instance is one browser. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res<T>> {
    const h: Record<string, string> = { ...headers };
    if (body !== undefined) h['content-type'] ??= 'application/json';
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.base + path, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
      // The session id: the signed value is 's:<id>.<signature>', URI-encoded.
      const sid = /^s(?::|%3A)([^.]+)\./i.exec(pair!.slice(i + 1))?.[1];
      if (sid) seenSecrets.add(sid);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    for (const token of text.matchAll(/"accessToken":"([^"]+)"/g)) seenSecrets.add(token[1]!);
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  }

  get = <T = any>(path: string, headers?: Record<string, string>) => this.request<T>('GET', path, undefined, headers);
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('POST', path, body ?? {}, headers);
  patch = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('PATCH', path, body ?? {}, headers);
  put = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('PUT', path, body ?? {}, headers);
  delete = <T = any>(path: string, headers?: Record<string, string>) => this.request<T>('DELETE', path, undefined, headers);
}

/**
 * A fresh 4-character code: a counter in its first three characters (unique for 46,655 codes per
 * test process), a random last one. A counter of varying width followed by random characters
 * could collide ("1" + "ABC" and "1A" + "BC").
 */
let codeCounter = 0;
export const nextCode = () => {
  codeCounter += 1;
  return codeCounter.toString(36).toUpperCase().padStart(3, '0') + randomBytes(1).readUInt8(0).toString(36).slice(-1).toUpperCase();
};

/**
 * How a spawned server runs: compiled as `npm start` and Docker run it (with their Node flags).
 * `bundle: true` runs api/dist/server.js, rebuilt first when stale (api/scripts/build-if-missing.mjs,
 * as `npm start` does); a directory runs that build (api/scripts/build-api.mjs --outdir) as it is.
 * With no `bundle`: the build the test run made (`useTestBuild`) when there is one, else the
 * sources through tsx (a test file run outside Vitest's global setup, a benchmark).
 */
export interface ServerEntry {
  bundle?: true | string;
}

/** Where the test run's build of the API is (set by `useTestBuild`, inherited by the test workers). */
const TEST_BUILD = 'FIT_TEST_API_BUILD';

/**
 * Once per test run, in a project's global setup: builds api/dist when it is missing or stale (as
 * `npm start` does) and has every spawned server and command run it. The build starts in a
 * fraction of tsx's time (the audit command: 0.07 s of CPU against 1.9 s; a server 2–2.8 s
 * against 3.7–4.2 s), which the run's ~60 spawns of servers, workers and commands each pay.
 */
export async function useTestBuild(): Promise<void> {
  const { spawnSync } = await import('node:child_process');
  const { resolve } = await import('node:path');
  const root = resolve(import.meta.dirname, '../..');
  const built = spawnSync(process.execPath, ['api/scripts/build-if-missing.mjs', '--api-only'], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the API failed: ${built.stdout}${built.stderr}`);
  process.env[TEST_BUILD] = resolve(root, 'api/dist');
}

/** The API's programs (api/scripts/build-api.mjs ENTRIES) that tests run as commands. */
const PROGRAMS = {
  worker: 'api/src/jobs/worker.ts',
  migrate: 'api/src/cli/migrate.ts',
  admin: 'api/src/cli/admin.ts',
  audit: 'api/src/cli/audit.ts',
  privacy: 'api/src/cli/privacy.ts',
} as const;

/** The node arguments that run one of the API's commands: the test run's build, else its source through tsx. */
export function apiProgram(name: keyof typeof PROGRAMS, ...args: string[]): string[] {
  const build = process.env[TEST_BUILD];
  return [...(build ? [`${build}/${name}.js`] : ['--import', 'tsx', PROGRAMS[name]]), ...args];
}

/** The Node flags `npm start` runs the compiled server with (root package.json, `start`). */
export async function productionNodeFlags(): Promise<string[]> {
  const { readFileSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  const start = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const flags = /&& node ((?:--\S+ )*)api\/dist\/server\.js$/.exec(start);
  if (!flags) throw new Error(`npm start does not end with "node [flags] api/dist/server.js": ${start}`);
  return flags[1]!.split(' ').filter(Boolean);
}

/** The node arguments that start the server the way `entry` asks (a bundle: with `npm start`'s flags). */
export async function serverArgs(entry: ServerEntry = {}): Promise<string[]> {
  // BENCH_NODE_FLAGS: more Node flags for the app's processes (its workers inherit them), as a
  // benchmark passes them: `--cpu-prof --cpu-prof-dir=DIR`, which NODE_OPTIONS refuses, or `--import a-profiler.mjs`.
  const extra = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const bundle = entry.bundle ?? process.env[TEST_BUILD];
  if (!bundle) return [...extra, '--import', 'tsx', 'api/src/server.ts'];
  const { resolve } = await import('node:path');
  const root = resolve(import.meta.dirname, '../..');
  const flags = [...(await productionNodeFlags()), ...extra];
  if (bundle !== true) return [...flags, resolve(bundle, 'server.js')];
  const { spawnSync } = await import('node:child_process');
  const built = spawnSync(process.execPath, ['api/scripts/build-if-missing.mjs', '--api-only'], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the API failed: ${built.stdout}${built.stderr}`);
  return [...flags, resolve(root, 'api/dist/server.js')];
}

/** Starts `npm start`'s server as a real child process on a free port. */
export async function spawnServer(
  env: Record<string, string>,
  entry: ServerEntry = {},
): Promise<{ url: string; pid: number; kill: (signal?: NodeJS.Signals) => Promise<void>; output: () => string }> {
  const { spawn } = await import('node:child_process');
  const { resolve } = await import('node:path');
  const args = await serverArgs(entry);
  const port = await freePort();
  const root = resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', BCRYPT_ROUNDS: '4', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  // A cluster (a setup process, then workers loading the app) takes 10–30 s to come
  // up on two cores that other work shares: a minute before giving up.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      // Left running, it would hold its port, its database and the cores the next test needs.
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    output: () => out,
    kill: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null || child.signalCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill(signal);
        setTimeout(() => child.kill('SIGKILL'), 8000).unref();
      }),
  };
}

/**
 * Runs the server as `npm start` does (as `serverArgs` says), for tests
 * of how it exits (a port in use, a signal): resolves with its exit code and output; a server
 * still running after timeoutMs is killed and fails the test.
 */
export async function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 45_000,
  entry: ServerEntry = {},
): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  const { spawn } = await import('node:child_process');
  const { resolve } = await import('node:path');
  const args = await serverArgs(entry);
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', REDIS_URL: 'none', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    // A server that never exits is the bug under test: the timer turns it into a failure.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`the server kept running: ${output}`));
    }, timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      ok({ code, signal, output });
    });
  });
}

/** A port on 127.0.0.1 held by another listener (for "port in use" tests); `release` closes it. */
export async function holdPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const { createServer } = await import('node:net');
  const holder = createServer();
  await new Promise<void>((ok) => holder.listen(0, '127.0.0.1', ok));
  return { port: (holder.address() as { port: number }).port, release: () => new Promise<void>((ok) => holder.close(() => ok())) };
}

/** A WebSocket class for PhaseDocClient that sends a session cookie with its upgrade (a team's pages open its document with its session). */
export const cookieSocket = (cookie: string): SocketFactory =>
  class extends WebSocket {
    constructor(url: string) {
      super(url, { headers: { cookie } });
    }
  } as unknown as SocketFactory;
