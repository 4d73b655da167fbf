import 'reflect-metadata';
import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import { availableParallelism } from 'node:os';
import { loadConfig, type Config } from './config.js';
import { createServices, probeRedis } from './services.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { safeLog } from './log.js';
import { createApp } from './app.js';
import { ensureConfiguredAdmin } from './modules/auth/admins.js';
import { describeError, redactSecrets } from './log.js';

/**
 * Listens, or fails: a port in use (another instance, say) must stop this process with a clear
 * message, not leave it running without listening (the WebSocket server would swallow the error).
 */
function listen(server: Server, port: number, host: string) {
  return new Promise<void>((ok, fail) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (err.code === 'EADDRINUSE') fail(new Error(`Port ${port} on ${host} is already in use (is another instance running?). Set PORT to a free port.`));
      else if (err.code === 'EACCES') fail(new Error(`Not allowed to listen on port ${port} on ${host}. Set PORT to a port above 1023.`));
      else fail(err);
    };
    const onListening = () => {
      server.off('error', onError);
      ok();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** WEB_CONCURRENCY: API processes; default all cores in production, 1 otherwise. */
export function webConcurrency(env: NodeJS.ProcessEnv, production: boolean): number {
  const set = Number.parseInt(env.WEB_CONCURRENCY ?? '', 10);
  if (Number.isFinite(set) && set >= 1) return set;
  return production ? availableParallelism() : 1;
}

/** Set by the primary in the environment of the processes it forks. */
const WORKER_MARK = 'FIT_CLUSTER_WORKER';

/**
 * One process serving the web app, the widget, /api and /graphql. In a cluster (a worker), the
 * primary has already migrated and created the admin; the worker dies with the primary.
 */
async function serve(config: Config, inCluster: boolean) {
  const services = await createServices(config);
  if (!inCluster && (await ensureConfiguredAdmin(services))) services.log(`Created admin '${config.adminUsername}' from ADMIN_USERNAME.`);
  const handle = await createApp(services);
  const server = handle.server;
  try {
    await listen(server, config.port, config.host);
  } catch (err) {
    // Release what was started (an embedded PostgreSQL among it) before exiting non-zero.
    await handle.close().catch(() => {});
    await services.shutdown().catch(() => {});
    throw err;
  }
  const port = (server.address() as { port: number }).port;
  if (inCluster) {
    services.log(`worker ${process.pid} serving`);
  } else {
    services.log(`Found-in-Two is serving on http://localhost:${port}`);
    services.log(`Database: ${services.databaseLabel}`);
    services.log(`Redis: ${services.redisLabel}`);
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Never hang on shutdown: whatever is still open after 5 s is cut.
    setTimeout(() => process.exit(0), 5000).unref();
    server.closeAllConnections();
    await handle.close();
    server.close();
    await services.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // A primary that is gone (even SIGKILLed) closes the IPC channel: its workers stop with it.
  if (inCluster) process.on('disconnect', stop);
}

/** Crashes within this window that make the primary give up (a worker that cannot stay up). */
const CRASH_WINDOW_MS = 60_000;
const MAX_CRASHES = 5;

/**
 * The primary of a cluster: does once what must happen once (embedded PostgreSQL, migrations,
 * the configured admin), then forks `count` workers that share the port.
 */
async function primary(config: Config, wanted: number) {
  const log = safeLog((m) => console.log(m));
  let count = wanted;
  if (config.redisUrl || config.redisProbe) {
    const redis = await probeRedis(config.redisUrl ?? 'redis://127.0.0.1:6379');
    if (!redis) count = 1;
    redis?.disconnect();
  } else count = 1;
  if (count < wanted) log(`WEB_CONCURRENCY=${wanted}, but without Redis live updates, rate limits and co-editing rooms are in-process: running 1 worker.`);

  let stopEmbedded: (() => Promise<void>) | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres(config.dataDir, log);
    databaseUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  // Migrations and the configured admin, once, before any worker starts.
  const once = await createServices({ ...config, databaseUrl, redisUrl: null, redisProbe: false }, { jobWorkers: false, log: () => {} });
  try {
    if (await ensureConfiguredAdmin(once)) log(`Created admin '${config.adminUsername}' from ADMIN_USERNAME.`);
  } finally {
    await once.shutdown();
  }

  const workerEnv = { [WORKER_MARK]: '1', DATABASE_URL: databaseUrl, ...(count < wanted ? { REDIS_URL: 'none' } : {}) };
  let stopping = false;
  let listening = 0;
  const crashes: number[] = [];
  const finish = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(
      alive.map(
        (w) =>
          new Promise<void>((ok) => {
            const cut = setTimeout(() => w.process.kill('SIGKILL'), 8000);
            w.once('exit', () => {
              clearTimeout(cut);
              ok();
            });
            w.process.kill('SIGTERM');
          }),
      ),
    );
    if (stopEmbedded) await stopEmbedded().catch(() => {});
    process.exit(code);
  };
  const fork = () => {
    const w = cluster.fork(workerEnv);
    let up = false;
    w.once('listening', () => {
      up = true;
      if (++listening === count) {
        log(`Found-in-Two is serving on http://localhost:${config.port} with ${count} worker process${count === 1 ? '' : 'es'}`);
        const db = new URL(databaseUrl);
        log(`Database: ${stopEmbedded ? 'embedded ' : ''}PostgreSQL at ${db.hostname}:${db.port || 5432}${db.pathname}`);
        log(`Redis: ${count < wanted ? 'none' : `Redis at ${new URL(config.redisUrl ?? 'redis://127.0.0.1:6379').host}`}`);
      }
    });
    w.once('exit', (code, signal) => {
      if (stopping) return;
      if (!up) {
        // A worker that never listened (port in use, say) will not do better when restarted.
        log(`A worker exited before serving (${signal ?? `code ${code}`}): stopping.`);
        void finish(1);
        return;
      }
      listening--;
      const now = Date.now();
      crashes.push(now);
      while (crashes.length && crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
      if (crashes.length >= MAX_CRASHES) {
        log(`Workers crashed ${crashes.length} times within ${CRASH_WINDOW_MS / 1000} s: stopping.`);
        void finish(1);
        return;
      }
      const delay = Math.min(250 * 2 ** (crashes.length - 1), 10_000);
      log(`worker ${w.process.pid} exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      setTimeout(() => !stopping && fork(), delay);
    });
  };
  process.on('SIGINT', () => void finish(0));
  process.on('SIGTERM', () => void finish(0));
  for (let i = 0; i < count; i++) fork();
}

/**
 * The last resort for a promise rejection nobody handled. Each known source is handled where it
 * happens (the Redis rate-limit stores' script loads, the bus, the session store, /readyz); one
 * that reaches here is a bug, and the line says so — the fault tests fail on it
 * (api/test/faults/redis-stall.int.test.ts). But it does not end the process: Node's default
 * would turn one missed catch on a dependency's hiccup (a Redis command timing out) into the loss
 * of every request and WebSocket the worker holds, and, before the first worker listens, of the
 * whole cluster. A rejection leaves no half-run code behind (the code that awaited it has simply
 * not gone on), unlike an uncaught exception, which still ends the process.
 */
function logUnhandledRejections() {
  process.on('unhandledRejection', (reason) => {
    console.error(`Unhandled promise rejection (a bug: it should have been handled where it happened): ${describeError(reason)}`);
  });
}

/** `npm start`: one process, or (WEB_CONCURRENCY > 1) a primary and its workers. */
async function main() {
  logUnhandledRejections();
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, true);
  const wanted = webConcurrency(process.env, config.production);
  if (wanted <= 1) return serve(config, false);
  return primary(config, wanted);
}

main().catch((err) => {
  console.error(redactSecrets(err instanceof Error ? err.message : String(err)));
  process.exit(1);
});
