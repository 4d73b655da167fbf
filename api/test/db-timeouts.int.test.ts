import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase } from './harness.js';
import { commitDeadlineMs, openOrm } from '../src/orm.js';
import { appendToStream, readStream } from '../src/store/event-store.js';
import { holdProjectionWrites } from '../src/projections/index.js';
import { isDatabaseUnavailable } from '../src/http/errors.js';
import { databaseTimeouts } from '../src/config.js';

/**
 * The database timeouts of #13. Their effect on a frozen server is in the faults test; here,
 * the pieces: configuration, the server-side timeouts, and the commit deadline that keeps a
 * write the client has given up on (and answered 503) from being applied later.
 */
describe('database timeouts', () => {
  let orm: MikroORM;
  let drop: () => Promise<void>;
  const meta = { actor: { kind: 'anonymous' as const }, requestId: 'r', at: new Date(0).toISOString() };
  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    orm = await openOrm(db.url, { poolMax: 4, timeouts: { connectTimeoutMs: 1000, statementTimeoutMs: 300, idleInTransactionTimeoutMs: 2000 } });
  });
  afterAll(async () => {
    await orm.close(true);
    await drop();
  });

  it('reads DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS and DB_IDLE_IN_TRANSACTION_TIMEOUT_MS (0 turns one off)', () => {
    expect(databaseTimeouts({})).toEqual({ connectTimeoutMs: 5000, statementTimeoutMs: 5000, idleInTransactionTimeoutMs: 30000 });
    expect(databaseTimeouts({ DB_CONNECT_TIMEOUT_MS: '250', DB_STATEMENT_TIMEOUT_MS: '0', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 'x' })).toEqual({
      connectTimeoutMs: 250, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 30000,
    });
  });

  it('sets the timeouts on every connection, and a statement that runs too long is a 503', async () => {
    const [row] = await orm.em.fork().execute(`select current_setting('statement_timeout') as st, current_setting('idle_in_transaction_session_timeout') as it`);
    expect(row).toEqual({ st: '300ms', it: '2s' });
    const err = await orm.em.fork().execute('select pg_sleep(2)').then(() => null, (e: unknown) => e);
    expect(err).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('a command transaction past its commit deadline cannot commit: its events are not stored', async () => {
    expect(commitDeadlineMs(orm)).toBe(1300);
    const late = orm.em.fork().transactional(async (em) => {
      // As a COMMIT read by a server that was frozen longer than the client waited.
      await em.execute(`select set_config('fit.commit_deadline', (clock_timestamp() - interval '1 second')::text, true)`);
      await appendToStream(em, 'deadline-1', 0, [{ type: 'A', data: {} }], meta);
    });
    const err = await late.then(() => null, (e: unknown) => e);
    expect(err).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(await readStream(orm.em.fork(), 'deadline-1', 0)).toEqual([]);

    // In time, it commits; and writers that set no deadline are not affected.
    await orm.em.fork().transactional(async (em) => {
      await holdProjectionWrites(em, commitDeadlineMs(orm));
      await appendToStream(em, 'deadline-2', 0, [{ type: 'A', data: {} }], meta);
    });
    await orm.em.fork().transactional((em) => appendToStream(em, 'deadline-3', 0, [{ type: 'A', data: {} }], meta));
    expect(await readStream(orm.em.fork(), 'deadline-2', 0)).toHaveLength(1);
    expect(await readStream(orm.em.fork(), 'deadline-3', 0)).toHaveLength(1);
  });
});
