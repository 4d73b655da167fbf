import 'reflect-metadata';
import { loadConfig } from './config.js';
import { createServices } from './services.js';
import { createApp } from './app.js';
import { ensureConfiguredAdmin } from './modules/auth/admins.js';
import { redactSecrets } from './log.js';

/** `npm start`: one process serving the web app, the widget, /api and /graphql. */
async function main() {
  const config = loadConfig();
  const services = await createServices(config);
  if (await ensureConfiguredAdmin(services)) services.log(`Created admin '${config.adminUsername}' from ADMIN_USERNAME.`);
  const handle = await createApp(services);
  const server = handle.server;
  await new Promise<void>((ok) => server.listen(config.port, config.host, ok));
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
