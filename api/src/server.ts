import 'reflect-metadata';
import type { Server } from 'node:http';
import { loadConfig } from './config.js';
import { createServices } from './services.js';
import { createApp } from './app.js';
import { ensureConfiguredAdmin } from './modules/auth/admins.js';
import { redactSecrets } from './log.js';

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

/** `npm start`: one process serving the web app, the widget, /api and /graphql. */
async function main() {
  const config = loadConfig();
  const services = await createServices(config);
  if (await ensureConfiguredAdmin(services)) services.log(`Created admin '${config.adminUsername}' from ADMIN_USERNAME.`);
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
  services.log(`Found-in-Two is serving on http://localhost:${port}`);
  services.log(`Database: ${services.databaseLabel}`);
  services.log(`Redis: ${services.redisLabel}`);

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
}

main().catch((err) => {
  console.error(redactSecrets(err instanceof Error ? err.message : String(err)));
  process.exit(1);
});
