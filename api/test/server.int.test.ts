import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cleanupAfterAll } from './cleanup.js';
import { createTestDatabase, runServerToExit } from './harness.js';

/** Runs `npm start`'s server to its exit; resolves with the exit code and everything it printed. */
describe('server process', () => {
  const cleanup = cleanupAfterAll();

  it('exits non-zero with a clear message when its port is already in use', async () => {
    const db = await createTestDatabase();
    cleanup(db.drop);
    const holder: Server = createServer();
    await new Promise<void>((ok) => holder.listen(0, '127.0.0.1', ok));
    cleanup(() => new Promise((ok) => holder.close(ok)));
    const port = (holder.address() as { port: number }).port;

    const { code, output } = await runServerToExit({ PORT: String(port), DATABASE_URL: db.url });
    expect(code, output).not.toBe(0);
    expect(code, output).not.toBeNull();
    expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
  });
});
