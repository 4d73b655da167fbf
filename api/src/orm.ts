import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './projections/entities.js';
import { migrationsList } from './db/migrations/index.js';

export type Orm = MikroORM;

/** Opens the pool and brings the schema up to date (migrations run in a transaction each). */
export async function openOrm(databaseUrl: string, opts: { poolMax?: number } = {}): Promise<MikroORM> {
  const orm = await MikroORM.init({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: opts.poolMax ?? Number(process.env.DB_POOL_MAX ?? 20) },
    debug: false,
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
    // Read models are written with SQL by the projector; the identity map is never flushed.
    forceUndefined: false,
  });
  await orm.getMigrator().up();
  return orm;
}
