// `npm run restore -- <file> [--create]`: a backup (backup.mjs) into a fresh, empty database
// (DATABASE_URL), in one transaction: all of it or nothing. `--create` creates that database
// first (on the same server, through its `postgres` database). A database that already holds
// tables is refused: a restore never mixes with, or overwrites, data.
// Then check it as docs/OPERATIONS.md says: `npm run audit -- verify --all` (the hash chain and
// every event), and `npm run audit -- verify-head <saved head>` for heads saved before.
// PG_RESTORE: the pg_restore to run (default: the one on PATH).
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { describeUrl, libpqEnv, runPg, sha256File } from './pg-tools.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { create: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
const [file] = positionals;
if (values.help || !file) {
  console.log('Usage: DATABASE_URL=<fresh database> npm run restore -- <backup file> [--create]');
  process.exit(values.help ? 0 : 2);
}
const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl) {
  console.error('DATABASE_URL is required: the fresh database to restore into.');
  process.exit(2);
}

async function query(url, sql, params = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

try {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  if (existsSync(`${file}.json`)) {
    const manifest = JSON.parse(readFileSync(`${file}.json`, 'utf8'));
    if ((await sha256File(file)) !== manifest.sha256) throw new Error(`${file} does not match the SHA-256 its backup recorded (${file}.json): damaged or changed`);
  }
  if (values.create) {
    const server = new URL(databaseUrl);
    const name = decodeURIComponent(server.pathname.slice(1));
    server.pathname = '/postgres';
    const [exists] = await query(server.toString(), 'select 1 from pg_database where datname = $1', [name]);
    if (!exists) await query(server.toString(), `create database "${name.replace(/"/g, '""')}"`);
  }
  const [{ n }] = await query(databaseUrl, `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
  if (n > 0) throw new Error(`${describeUrl(databaseUrl)} already holds ${n} tables: restore into a fresh, empty database`);
  const started = Date.now();
  await runPg(
    process.env.PG_RESTORE || 'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${libpqEnv(databaseUrl).PGDATABASE}`, file],
    databaseUrl,
  );
  const [{ events }] = await query(databaseUrl, 'select count(*)::int as events from events');
  console.log(`Restored ${file} into ${describeUrl(databaseUrl)}: ${events} events (${Date.now() - started} ms).`);
  console.log('Verify it: npm run audit -- verify --all   (and verify-head for any saved head)');
} catch (err) {
  console.error(`Restore failed: ${err.message}`);
  process.exit(1);
}
