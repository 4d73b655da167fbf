import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanupAfterAll } from './cleanup.js';
import { createTestDatabase } from './harness.js';

const root = resolve(import.meta.dirname, '../..');

/** Runs `npm start`'s server to its exit; resolves with the exit code and everything it printed. */
function runServer(env: Record<string, string>, timeoutMs = 45_000) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((ok, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', REDIS_URL: 'none', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    // A server that never exits is the bug under test: the timer turns it into a failure.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`the server kept running: ${output}`));
    }, timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      ok({ code, signal, output });
    });
  });
}

describe('server process', () => {
  const cleanup = cleanupAfterAll();

  it('exits non-zero with a clear message when its port is already in use', async () => {
    const db = await createTestDatabase();
    cleanup(db.drop);
    const holder: Server = createServer();
    await new Promise<void>((ok) => holder.listen(0, '127.0.0.1', ok));
    cleanup(() => new Promise((ok) => holder.close(ok)));
    const port = (holder.address() as { port: number }).port;

    const { code, output } = await runServer({ PORT: String(port), DATABASE_URL: db.url });
    expect(code, output).not.toBe(0);
    expect(code, output).not.toBeNull();
    expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
  });
});
