import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { embeddedCluster } from '../src/db/embedded.js';

/*
 * What `npm test` needs besides Node: a PostgreSQL to make test databases in, and a Redis.
 * When none answers, the run brings its own — the embedded PostgreSQL that `npm start` uses,
 * and the machine's redis-server if it is installed — and stops them at the end.
 */

export interface Started {
  url: string;
  stop: () => Promise<void>;
}

/** Whether a PostgreSQL answers at this URL (a quick connect, no retries). */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The admin URL to use: the given one when it answers, else an embedded PostgreSQL started for this run. */
export async function ensureTestPostgres(adminUrl: string, log: (m: string) => void = console.log): Promise<Started | null> {
  if (await postgresAnswers(adminUrl)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'fit-test-pg-'));
  chmodSync(dir, 0o755); // as root the server runs as user postgres, who must enter it
  const cluster = await embeddedCluster({ dataDir: dir });
  await cluster.start();
  log(`No PostgreSQL answers at ${new URL(adminUrl).host}: the tests use an embedded PostgreSQL on port ${cluster.port}.`);
  return {
    url: cluster.url('postgres'),
    stop: async () => {
      await cluster.destroy().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether a Redis answers PING at this URL. */
export function redisAnswers(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((ok) => {
    const socket = connect({ host: u.hostname, port: Number(u.port || 6379) });
    const done = (v: boolean) => {
      socket.destroy();
      ok(v);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

export class MissingRedisError extends Error {}

/**
 * The given Redis when it answers; else the machine's redis-server started on its port for this
 * run; else a one-line instruction (MissingRedisError).
 */
export async function ensureTestRedis(redisUrl: string, opts: { log?: (m: string) => void; redisServer?: string } = {}): Promise<Started | null> {
  const log = opts.log ?? console.log;
  if (await redisAnswers(redisUrl)) return null;
  const bin = opts.redisServer ?? 'redis-server';
  const u = new URL(redisUrl);
  const installed = spawnSync(bin, ['--version'], { stdio: 'ignore' }).status === 0;
  if (!installed || !['127.0.0.1', 'localhost'].includes(u.hostname)) {
    throw new MissingRedisError(
      `The API tests need Redis at ${u.host}: install it (apt-get install redis-server, or brew install redis) or set TEST_REDIS_URL to one that runs.`,
    );
  }
  const child: ChildProcess = spawn(bin, ['--port', u.port || '6379', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  let failed = false;
  child.once('error', () => (failed = true));
  child.once('exit', () => (failed = true));
  while (!(await redisAnswers(redisUrl))) {
    if (failed) throw new MissingRedisError(`Could not start ${bin} on ${u.host}; start Redis yourself or set TEST_REDIS_URL.`);
    await new Promise((r) => setTimeout(r, 100));
  }
  log(`No Redis answered at ${u.host}: the tests use the machine's redis-server, started for this run.`);
  return {
    url: redisUrl,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
