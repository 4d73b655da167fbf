import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase } from './harness.js';
import { commitDeadlineMs, inTransaction, isCommitInDoubt, openOrm } from '../src/orm.js';
import { appendStatement, appendToStream, readStream } from '../src/store/event-store.js';
import { keyringOf } from '../src/privacy/keyring.js';
import { projectionWritesHold } from '../src/projections/index.js';
import { errorHandler, isDatabaseUnavailable } from '../src/http/errors.js';
import { waitFor } from './faults/processes.js';
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
    // Copied from the migrated template: migrating under a 300 ms statement timeout failed on a
    // busy machine (an index build took longer), which is not what these tests are about.
    const db = await createTestDatabase({ migrated: true });
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
      connectTimeoutMs: 250,
      statementTimeoutMs: 0,
      idleInTransactionTimeoutMs: 30000,
    });
  });

  it('sets the timeouts on every connection, and a statement that runs too long is a 503', async () => {
    const [row] = await orm.em.fork().execute(`select current_setting('statement_timeout') as st, current_setting('idle_in_transaction_session_timeout') as it`);
    expect(row).toEqual({ st: '300ms', it: '2s' });
    const err = await orm.em
      .fork()
      .execute('select pg_sleep(2)')
      .then(
        () => null,
        (e: unknown) => e,
      );
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
    const err = await late.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(await readStream(orm.em.fork(), 'deadline-1', 0)).toEqual([]);

    // In time, it commits; and writers that set no deadline are not affected.
    await inTransaction(orm, (send) =>
      send([projectionWritesHold(commitDeadlineMs(orm)), appendStatement('deadline-2', 0, [{ type: 'A', data: {} }], meta, keyringOf(orm))]),
    );
    await orm.em.fork().transactional((em) => appendToStream(em, 'deadline-3', 0, [{ type: 'A', data: {} }], meta));
    expect(await readStream(orm.em.fork(), 'deadline-2', 0)).toHaveLength(1);
    expect(await readStream(orm.em.fork(), 'deadline-3', 0)).toHaveLength(1);
  });

  it('a COMMIT the server does not confirm in time is in doubt: answered 504, never 503 (it may have landed)', async () => {
    const em = orm.em.fork();
    await em.execute('create table slow_commit (id int)');
    await em.execute(`create function slow_commit_fn() returns trigger language plpgsql as $$ begin perform pg_sleep(2); return null; end $$`);
    await em.execute('create constraint trigger slow_commit_t after insert on slow_commit deferrable initially deferred for each row execute function slow_commit_fn()');
    // A COMMIT that takes longer than the client waits (as one cut by a freeze after the deadline check).
    const err = await orm.em
      .fork()
      .transactional(async (tx) => {
        await tx.execute('set local statement_timeout = 0');
        await tx.execute('insert into slow_commit values (1)');
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isCommitInDoubt(err)).toBe(true);
    let status = 0;
    let body: unknown;
    const res = { headersSent: false, status: (n: number) => ((status = n), res), set: () => res, vary: () => res, json: (b: unknown) => ((body = b), res) };
    errorHandler(() => {})(err, { method: 'POST', path: '/api/phase-data', get: () => undefined } as never, res as never, () => {});
    expect(status).toBe(504);
    expect(body).toMatchObject({ code: 'IN_DOUBT', message: expect.stringMatching(/may or may not have been saved/) });
    // And indeed it landed once the server got there: a 503 ("not applied") would have been false.
    await waitFor(async () => (await orm.em.fork().execute('select count(*)::int as n from slow_commit'))[0].n === 1, 10_000, 'the slow commit');
  });
});
