import { describe, expect, it } from 'vitest';
import { cleanupAfterAll } from './cleanup.js';
import { createTestDatabase, holdPort, runServerToExit } from './harness.js';

describe('server process', () => {
  const cleanup = cleanupAfterAll();

  it('exits non-zero with a clear message when its port is already in use', async () => {
    const db = await createTestDatabase();
    cleanup(db.drop);
    const { port, release } = await holdPort();
    cleanup(release);

    const { code, output } = await runServerToExit({ PORT: String(port), DATABASE_URL: db.url });
    expect(code, output).not.toBe(0);
    expect(code, output).not.toBeNull();
    expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
  });
});
