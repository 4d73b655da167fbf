// What backup.mjs and restore.mjs share: running PostgreSQL's own client programs (pg_dump,
// pg_restore) against a DATABASE_URL, whose password is handed over in the environment
// (PGPASSWORD), never on a command line another user's `ps` would show.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** libpq's environment for a postgres:// URL (host, port, user, password, database, sslmode). */
export function libpqEnv(databaseUrl) {
  const u = new URL(databaseUrl);
  if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') throw new Error('DATABASE_URL must be a postgres:// URL');
  const env = {
    PGHOST: decodeURIComponent(u.hostname) || '127.0.0.1',
    PGPORT: u.port || '5432',
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
  };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  if (!env.PGDATABASE) throw new Error('DATABASE_URL names no database');
  return env;
}

/** The URL without its password, for messages. */
export const describeUrl = (databaseUrl) => {
  const u = new URL(databaseUrl);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
};

/** Runs a PostgreSQL client program; resolves with its output, rejects with its stderr. */
export function runPg(program, args, databaseUrl) {
  return new Promise((ok, fail) => {
    const child = spawn(program, args, { env: { ...process.env, ...libpqEnv(databaseUrl) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (err) =>
      fail(
        err.code === 'ENOENT'
          ? new Error(`${program} is not installed (PostgreSQL's client programs, the server's major version or newer; set PG_DUMP / PG_RESTORE to their path)`)
          : err,
      ),
    );
    child.on('close', (code) => (code === 0 ? ok(stdout) : fail(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** The SHA-256 of a file, hex. */
export function sha256File(path) {
  return new Promise((ok, fail) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (d) => hash.update(d))
      .on('error', fail)
      .on('end', () => ok(hash.digest('hex')));
  });
}
