import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase } from './harness.js';
import fc from 'fast-check';
import { escapeLiteral } from 'pg';
import { inTransaction, openOrm, quoteLiteral } from '../src/orm.js';

/**
 * inTransaction carries every command's transaction (commands/handle.ts): statements batched
 * into round trips on one connection, all of them landing or none.
 */
describe('inTransaction', () => {
  let orm: MikroORM;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    // One connection: a transaction left open, or a connection left in a failed one, would show.
    orm = await openOrm(db.url, { poolMax: 1 });
    await orm.em.fork().execute('create table notes (id int primary key, body text, at timestamptz)');
  });
  afterAll(async () => {
    await orm.close(true);
    await drop();
  });
  const bodies = async () => (await orm.em.fork().execute<{ body: string }[]>('select body from notes order by id')).map((r) => r.body);

  it('answers each statement of a round trip with its own rows, and commits them together', async () => {
    const rows = await inTransaction(orm, async (send) => {
      const first = await send([
        { sql: 'insert into notes (id, body, at) values (?, ?, ?) returning id', params: [1, "it's ? here", new Date('2026-11-23T10:00:00Z')] },
        { sql: 'select count(*)::int as n from notes', params: [] },
      ]);
      const second = await send([{ sql: `select body, to_char(at at time zone 'UTC', 'HH24:MI') as at from notes where id = ?`, params: [1] }]);
      return [...first, ...second];
    });
    expect(rows).toEqual([[{ id: 1 }], [{ n: 1 }], [{ body: "it's ? here", at: '10:00' }]]);
    expect(await bodies()).toEqual(["it's ? here"]);
  });

  it('writes any text as the literal pg would, and reads it back the same (quotes, backslashes, question marks, any character)', async () => {
    const texts = fc.string({
      unit: fc.oneof(fc.constantFrom("'", '\\', '?', 'E', '"', ';'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })),
      maxLength: 40,
    });
    fc.assert(fc.property(texts, (t) => quoteLiteral(t) === escapeLiteral(t)));
    const sample = fc.sample(
      texts.filter((t) => !t.includes('\u0000')),
      { numRuns: 60, seed: 42 },
    );
    const read = await inTransaction(orm, async (send) => send(sample.map((t) => ({ sql: 'select ?::text as t', params: [t] }))));
    expect(read.map((rows) => (rows[0] as { t: string }).t)).toEqual(sample);
  });

  it('rolls back every round trip when a later statement fails, and the connection serves the next transaction', async () => {
    const failed = inTransaction(orm, async (send) => {
      await send([{ sql: 'insert into notes (id, body) values (?, ?)', params: [2, 'kept?'] }]);
      await send([{ sql: 'insert into notes (id, body) values (?, ?)', params: [1, 'duplicate'] }]);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await bodies()).toEqual(["it's ? here"]);
  });

  it('rolls back when the work itself refuses after reading', async () => {
    const refused = inTransaction(orm, async (send) => {
      await send([{ sql: 'insert into notes (id, body) values (?, ?)', params: [3, 'refused'] }]);
      throw new Error('refused');
    });
    await expect(refused).rejects.toThrow('refused');
    expect(await bodies()).toEqual(["it's ? here"]);
  });

  it('refuses a parameter it cannot write as a literal, and parameters that do not match the markers', async () => {
    await expect(inTransaction(orm, (send) => send([{ sql: 'select ?::jsonb', params: [{ a: 1 }] }]))).rejects.toThrow(/must be a string/);
    await expect(inTransaction(orm, (send) => send([{ sql: 'select ?, ?', params: [1] }]))).rejects.toThrow('expected 2 parameters, got 1');
    expect(await inTransaction(orm, (send) => send([{ sql: 'select ?::jsonb as j', params: [JSON.stringify({ a: 1 })] }]))).toEqual([[{ j: { a: 1 } }]]);
  });
});
