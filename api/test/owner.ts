import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '../..');

/** Runs Node from the repository root without blocking this process (the app under test lives in it). */
export function runNode(args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((ok) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => ok({ status, stdout, stderr }));
  });
}

/**
 * As whoever controls the database would: one transaction as the postgres superuser on the
 * app's database, with the events table's append-only triggers off (tamper tests).
 */
export async function asDatabaseOwner(databaseUrl: string, fn: (c: pg.Client) => Promise<void>) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query('begin');
    await c.query('alter table events disable trigger user');
    await fn(c);
    await c.query('alter table events enable trigger user');
    await c.query('commit');
  } finally {
    await c.end();
  }
}
