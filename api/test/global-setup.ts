import 'reflect-metadata';
import pg from 'pg';
import { ADMIN_URL, createTestDatabase, useTestBuild } from './harness.js';
import { openOrm } from '../src/orm.js';

/**
 * Once per test run: a database with every migration applied, which each test app's database
 * is copied from (createTestDatabase({ migrated: true })). Migrating takes a second or two; a
 * copy a tenth of that, for about a hundred test apps a run. Tests of migrating itself (the CLI,
 * the cluster's migrate step, the embedded database) still start from an empty database.
 */
export default async function setup() {
  // Spawned servers, workers and commands run the compiled API, as `npm start` does.
  await useTestBuild();
  const db = await createTestDatabase();
  const orm = await openOrm(db.url, { poolMax: 2 });
  await orm.close(true);
  const name = new URL(db.url).pathname.slice(1);
  // A template may not be copied while anyone is connected to it.
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [name]);
  await admin.end();
  process.env.FIT_TEST_TEMPLATE_DB = name;
  return () => db.drop();
}
