import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase } from './harness.js';
import { openOrm, pendingMigrations } from '../src/orm.js';
import { migrationNames } from '../src/db/migrations/index.js';

/**
 * The API processes of a cluster open the database without the migrator (their setup process
 * migrated); /readyz still tells, from the database alone, whether every migration has run.
 */
describe('migrations', () => {
  let drop: () => Promise<void>;
  let url: string;
  const opened: MikroORM[] = [];
  beforeAll(async () => {
    const db = await createTestDatabase();
    ({ url, drop } = db);
  });
  afterAll(async () => {
    for (const orm of opened) await orm.close(true);
    await drop();
  });
  const open = async (migrate: boolean) => {
    const orm = await openOrm(url, { poolMax: 2, migrate });
    opened.push(orm);
    return orm;
  };

  it('opens without migrating, sees every migration pending, then none once a migrating process ran them', async () => {
    const worker = await open(false);
    expect(await pendingMigrations(worker)).toEqual(migrationNames);
    await open(true);
    expect(await pendingMigrations(worker)).toEqual([]);
    const last = migrationNames.at(-1)!;
    await worker.em.fork().execute('delete from mikro_orm_migrations where name = ?', [last]);
    expect(await pendingMigrations(worker)).toEqual([last]);
  });
});
