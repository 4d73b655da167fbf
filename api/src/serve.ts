import 'reflect-metadata';
import type { Server } from 'node:http';
import { SHUTDOWN_TIMEOUT_MS, type Config } from './config.js';
import { createServices, probeRedis } from './services.js';
import { createApp } from './app.js';
import { ensureConfiguredAdmin } from './modules/auth/admins.js';
import { inFlightCommands } from './observability/metrics.js';
import { createLogger } from './observability/logger.js';
import { scrape, serveMetrics } from './observability/metrics-server.js';

/** Resolves once check() holds, or after timeoutMs (polling: shutdown only). */
async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

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

/**
 * One process serving the web app, the widget, /api and /graphql. In a cluster (a worker), the
 * primary has already migrated and created the admin; the worker dies with the primary.
 */
export async function serve(config: Config, inCluster: boolean, stopTracing: (() => Promise<void>) | null = null) {
  const services = await createServices(config, { migrate: !inCluster });
  if (!inCluster && (await ensureConfiguredAdmin(services))) services.log(`Created admin '${config.adminUsername}' from ADMIN_USERNAME.`);
  const handle = await createApp(services);
  const server = handle.server;
  // In a cluster the primary serves METRICS_PORT (the sum over workers); alone, this process does.
  const metricsServer =
    !inCluster && config.metrics.port
      ? await serveMetrics(config.metrics.port, config.metrics.host, scrape).catch(async (err) => {
          await handle.close().catch(() => {});
          await services.shutdown().catch(() => {});
          throw err;
        })
      : null;
  try {
    await listen(server, config.port, config.host);
  } catch (err) {
    // Release what was started (an embedded PostgreSQL among it) before exiting non-zero.
    metricsServer?.close();
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
    if (metricsServer) services.log(`Metrics: http://localhost:${config.metrics.port}/metrics`);
  }

  let stopping = false;
  /**
   * The graceful stop (SIGTERM, SIGINT; docs/OPERATIONS.md): /readyz answers 503 for
   * SHUTDOWN_DRAIN_MS so load balancers stop sending work; then no new connection is accepted,
   * open requests finish, sockets are told the server restarts (close code 1012: pages and
   * subscriptions reconnect, to another instance), commands under way (a round of edits being
   * stored) commit, and the pools close. Whatever is still open SHUTDOWN_TIMEOUT_MS later is cut.
   */
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    services.log('Shutting down: draining');
    handle.drain();
    if (config.shutdownDrainMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
    setTimeout(() => {
      services.logger.warn(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms: exiting with what is still open`);
      process.exit(0);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    const closed = new Promise<void>((ok) => server.close(() => ok()));
    server.closeIdleConnections();
    metricsServer?.close();
    await handle.close();
    await Promise.race([closed, new Promise((r) => setTimeout(r, SHUTDOWN_TIMEOUT_MS / 2))]);
    server.closeAllConnections();
    await until(() => inFlightCommands() === 0, SHUTDOWN_TIMEOUT_MS / 2);
    await services.shutdown();
    await stopTracing?.().catch(() => {});
    services.log('Stopped');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // A primary that is gone (even SIGKILLed) closes the IPC channel: its workers stop with it.
  if (inCluster) process.on('disconnect', stop);
}

/** What a cluster's setup process found (see setUp). */
export interface SetupResult {
  redis: boolean;
  adminCreated: boolean;
}

/**
 * What a cluster must do once before its workers start, run in a process of its own so that
 * the primary never loads the app: probe Redis, migrate the database, create the configured
 * admin. The primary reads the answer and stays a few megabytes of process management.
 */
export async function setUp(config: Config): Promise<SetupResult> {
  let redis = false;
  if (config.redisUrl || config.redisProbe) {
    const client = await probeRedis(config.redisUrl ?? 'redis://127.0.0.1:6379');
    redis = !!client;
    client?.disconnect();
  }
  const logger = createLogger({ level: config.logLevel, pretty: config.nodeEnv === 'development', base: { role: 'setup' } });
  const once = await createServices({ ...config, redisUrl: null, redisProbe: false }, { jobWorkers: false, log: () => {}, ormLog: (m) => logger.info(m) });
  try {
    return { redis, adminCreated: await ensureConfiguredAdmin(once) };
  } finally {
    await once.shutdown();
  }
}
