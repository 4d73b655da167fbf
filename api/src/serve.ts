import 'reflect-metadata';
import type { Server } from 'node:http';
import type { Config } from './config.js';
import { createServices, probeRedis } from './services.js';
import { createApp } from './app.js';
import { ensureConfiguredAdmin } from './modules/auth/admins.js';

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
export async function serve(config: Config, inCluster: boolean) {
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
  const once = await createServices({ ...config, redisUrl: null, redisProbe: false }, { jobWorkers: false, log: () => {} });
  try {
    return { redis, adminCreated: await ensureConfiguredAdmin(once) };
  } finally {
    await once.shutdown();
  }
}
