// `npm start`. What serves is loaded only where it serves (serve.ts): a cluster's primary imports
// nothing but process management, so it costs a bare Node process, and the one-time setup
// (migrations, the configured admin) runs in a short-lived process of its own.
import cluster, { type Worker } from 'node:cluster';
import { Socket } from 'node:net';
import { availableParallelism } from 'node:os';
import { loadConfig, SHUTDOWN_TIMEOUT_MS, type Config } from './config.js';
import { describeError, redactSecrets } from './log.js';
import { createLogger } from './observability/logger.js';
import { logLevelOf } from './observability/log-level.js';
import { startTracing } from './observability/tracing.js';
import type { SetupResult } from './serve.js';
import { stopReading, type HandoffDelivery, type HandoffRequest } from './modules/phase-data/collab/handoff.js';

/** WEB_CONCURRENCY: API processes; default all cores in production, 1 otherwise. */
export function webConcurrency(env: NodeJS.ProcessEnv, production: boolean): number {
  const set = Number.parseInt(env.WEB_CONCURRENCY ?? '', 10);
  if (Number.isFinite(set) && set >= 1) return set;
  return production ? availableParallelism() : 1;
}

/** Set by the primary in the environment of the processes it forks: what the process is for. */
const ROLE = 'FIT_CLUSTER_ROLE';

/** Crashes within this window that make the primary give up (a worker that cannot stay up). */
const CRASH_WINDOW_MS = 60_000;
const MAX_CRASHES = 5;

/**
 * Runs the cluster's setup process (see setUp in serve.ts) and returns what it found, or null
 * when it failed (it has printed why).
 */
function runSetup(env: Record<string, string>): Promise<SetupResult | null> {
  return new Promise((ok) => {
    let result: SetupResult | null = null;
    const setup = cluster.fork({ ...env, [ROLE]: 'setup' });
    setup.once('message', (m: SetupResult) => (result = m));
    setup.once('exit', (code) => ok(code === 0 ? result : null));
  });
}

/**
 * The primary of a cluster: starts an embedded PostgreSQL when no DATABASE_URL is set, has the
 * setup process do once what must happen once, then forks `wanted` workers that share the port.
 * It loads none of the app.
 */
async function primary(config: Config, wanted: number) {
  const logger = createLogger({ level: config.logLevel, pretty: config.nodeEnv === 'development', base: { role: 'primary' } });
  const log = (m: string) => logger.info(m);
  // Metrics: the primary sums its workers' (METRICS_PORT, and the workers' METRICS_TOKEN route).
  const metrics = config.metrics.port || config.metrics.token ? await (await import('./observability/cluster-metrics.js')).startClusterMetrics(config.metrics) : null;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const { startEmbeddedPostgres } = await import('./db/embedded.js');
    const embedded = await startEmbeddedPostgres(config.dataDir, log);
    databaseUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const setup = await runSetup({ DATABASE_URL: databaseUrl });
  if (!setup) {
    if (stopEmbedded) await stopEmbedded().catch(() => {});
    process.exit(1);
  }
  if (setup.adminCreated) log(`Created admin '${config.adminUsername}' from ADMIN_USERNAME.`);
  const count = setup.redis ? wanted : 1;
  if (count < wanted) log(`WEB_CONCURRENCY=${wanted}, but without Redis live updates, rate limits and co-editing rooms are in-process: running 1 worker.`);

  const workerEnv = { [ROLE]: 'serve', DATABASE_URL: databaseUrl, ...(count < wanted ? { REDIS_URL: 'none' } : {}) };
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
            // A worker drains, then finishes what it has under way (serve.ts): it is given that long.
            const cut = setTimeout(() => w.process.kill('SIGKILL'), config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS + 2000);
            w.once('exit', () => {
              clearTimeout(cut);
              ok();
            });
            w.process.kill('SIGTERM');
          }),
      ),
    );
    metrics?.close();
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
        if (config.metrics.port) log(`Metrics: http://localhost:${config.metrics.port}/metrics (summed over the workers)`);
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
  forwardHandoffs();
  for (let i = 0; i < count; i++) fork();
}

/**
 * A worker hands a co-editing socket to the worker that orders its document
 * (modules/phase-data/collab/handoff.ts): the primary passes it on when that worker is one of its
 * own and alive, and back to the sender otherwise (another instance orders it: it relays there).
 */
function forwardHandoffs() {
  cluster.on('message', (from: Worker, message: HandoffRequest | undefined, socket: unknown) => {
    if (message?.cmd !== 'fit:collab-handoff' || !(socket instanceof Socket)) return;
    // Received sockets start reading: this one's bytes are for the worker it goes to.
    stopReading(socket);
    const to = Object.values(cluster.workers ?? {}).find((w) => w && !w.isDead() && w.process.pid === message.pid) ?? from;
    const delivery: HandoffDelivery = { cmd: 'fit:collab-connection', raw: message.raw };
    // Both workers gone in the meantime: the page reconnects.
    if (to.isDead()) return void socket.destroy();
    to.send(delivery, socket, (err: Error | null) => err && socket.destroy());
  });
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
  const logger = createLogger({ level: logLevelOf(process.env.LOG_LEVEL), pretty: (process.env.NODE_ENV ?? 'development') === 'development' });
  process.on('unhandledRejection', (reason) => {
    logger.error(`Unhandled promise rejection (a bug: it should have been handled where it happened): ${describeError(reason)}`);
  });
}

/** `npm start`: one process, or (WEB_CONCURRENCY > 1) a primary and its workers. */
async function main() {
  logUnhandledRejections();
  const config = loadConfig();
  if (cluster.isWorker && process.env[ROLE] === 'setup') {
    const { setUp } = await import('./serve.js');
    const result = await setUp(config);
    return void process.send!(result, () => process.exit(0));
  }
  const wanted = cluster.isWorker ? 1 : webConcurrency(process.env, config.production);
  if (cluster.isWorker || wanted <= 1) {
    // Traces, when configured, start before the app's modules load (the instrumentations wrap them).
    const stopTracing = await startTracing('found-in-two');
    return (await import('./serve.js')).serve(config, cluster.isWorker, stopTracing);
  }
  return primary(config, wanted);
}

main().catch((err) => {
  console.error(redactSecrets(err instanceof Error ? err.message : String(err)));
  process.exit(1);
});
