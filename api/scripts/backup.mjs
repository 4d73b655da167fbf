// `npm run backup [-- --out <file>]`: a consistent copy of the whole database (the event log,
// the hash chain, the signing key, the read models), taken while the app runs and teams type.
// pg_dump reads one snapshot (a repeatable-read transaction), so the copy is the database as it
// was at one instant: every command committed before it, none after, never half a command. It
// takes no lock that blocks writes. Redis is not copied: nothing in it is needed to restore
// (docs/OPERATIONS.md, "Backup and restore").
//
// Writes <file> (pg_dump's custom format, compressed) and <file>.json (when, from where, the
// SHA-256 that restore.mjs checks). DATABASE_URL: the database, as for the app. PG_DUMP: the
// pg_dump to run (default: the one on PATH; its major version must be the server's or newer).
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { describeUrl, runPg, sha256File } from './pg-tools.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log('Usage: npm run backup [-- --out <file>]   (DATABASE_URL: the database; default file backups/found-in-two-<UTC time>.dump)');
  process.exit(0);
}
const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl) {
  console.error('DATABASE_URL is required: the database to back up (for the embedded PostgreSQL, the URL `npm start` prints).');
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = resolve(values.out ?? `backups/found-in-two-${stamp}.dump`);
const partial = `${out}.partial`;
mkdirSync(dirname(out), { recursive: true });
const started = Date.now();
try {
  const pgDump = process.env.PG_DUMP || 'pg_dump';
  const version = (await runPg(pgDump, ['--version'], databaseUrl)).trim();
  await runPg(pgDump, ['--format=custom', '--compress=6', '--no-owner', '--no-privileges', `--file=${partial}`], databaseUrl);
  renameSync(partial, out);
  const manifest = {
    format: 'fit-backup/v1',
    takenAt: new Date(started).toISOString(),
    database: describeUrl(databaseUrl),
    pgDump: version,
    bytes: statSync(out).size,
    sha256: await sha256File(out),
  };
  writeFileSync(`${out}.json`, JSON.stringify(manifest, null, 2) + '\n');
  console.log(`Backed up ${manifest.database} to ${out} (${(manifest.bytes / 1024).toFixed(0)} KiB, ${Date.now() - started} ms).`);
  console.log(`Restore into a fresh database: DATABASE_URL=<new database> npm run restore -- ${out}`);
} catch (err) {
  rmSync(partial, { force: true });
  console.error(`Backup failed: ${err.message}`);
  process.exit(1);
}
