import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createTestDatabase } from '../../test/harness.js';
import { openOrm } from '../orm.js';
import { appendToStream, readAll, readStream, WrongExpectedVersion } from './event-store.js';
import { START, type Checkpoint } from './types.js';
import { registerUpcaster } from './upcasters.js';

const meta = { actor: { kind: 'system' as const }, requestId: 'test', at: new Date().toISOString() };

describe('event store', () => {
  let orm: MikroORM;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    orm = await openOrm(db.url, { poolMax: 30 });
  });
  afterAll(async () => {
    await orm.close(true);
    await drop();
  });

  it('appends at the expected version and refuses a stale one with a conflict', async () => {
    const em = orm.em.fork();
    const first = await appendToStream(
      em,
      's-1',
      0,
      [
        { type: 'A', data: { n: 1 } },
        { type: 'B', data: { n: 2 } },
      ],
      meta,
    );
    expect(first.map((e) => e.version)).toEqual([1, 2]);
    await expect(appendToStream(em, 's-1', 1, [{ type: 'C', data: {} }], meta)).rejects.toBeInstanceOf(WrongExpectedVersion);
    await expect(appendToStream(em, 's-1', 1, [{ type: 'C', data: {} }], meta)).rejects.toMatchObject({ code: 'CONFLICT' });
    const events = await readStream(em, 's-1');
    expect(events.map((e) => [e.type, e.data.n])).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    expect(events[0]!.metadata).toEqual(meta);
  });

  it('never lets the application update or delete an event', async () => {
    const em = orm.em.fork();
    await appendToStream(em, 's-immutable', 0, [{ type: 'A', data: {} }], meta);
    await expect(em.execute(`update events set data = '{}' where stream_id = 's-immutable'`)).rejects.toThrow(/append-only/);
    await expect(em.execute(`delete from events where stream_id = 's-immutable'`)).rejects.toThrow(/append-only/);
  });

  it('of many racing appenders at one version, exactly one wins', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => orm.em.fork().transactional((em) => appendToStream(em, 's-race', 0, [{ type: 'BallotCast', data: { i } }], meta))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersion);
  });

  it('upcasts an old event shape when it is read', async () => {
    const em = orm.em.fork();
    await em.execute(`insert into events (stream_id, version, type, type_version, data, metadata) values ('s-old', 1, 'WebsiteSubmitted', 1, ?::jsonb, ?::jsonb)`, [
      JSON.stringify({ teamId: 't', url: 'https://old.example' }),
      JSON.stringify(meta),
    ]);
    const [e] = await readStream(em, 's-old');
    expect(e!.typeVersion).toBe(2);
    expect(e!.data).toEqual({ teamId: 't', cohortTag: null, websiteUrl: 'https://old.example' });
    registerUpcaster('TestOnly', 1, (d) => ({ ...d, added: true }));
    await em.execute(`insert into events (stream_id, version, type, type_version, data, metadata) values ('s-old2', 1, 'TestOnly', 1, '{"x":1}', ?::jsonb)`, [
      JSON.stringify(meta),
    ]);
    expect((await readStream(em, 's-old2'))[0]!.data).toEqual({ x: 1, added: true });
  });

  it('a catch-up reader running beside concurrent appenders sees every event exactly once', async () => {
    const writers = 12;
    const perWriter = 25;
    const seen: string[] = [];
    let checkpoint: Checkpoint = START;
    let writing = true;

    const write = async (w: number) => {
      for (let i = 0; i < perWriter; i++) {
        await orm.em.fork().transactional(async (em) => {
          await appendToStream(
            em,
            `conc-${w}-${i}`,
            0,
            [
              { type: 'X', data: { w, i } },
              { type: 'Y', data: { w, i } },
            ],
            meta,
          );
          // Hold the transaction open a little, so later positions often commit first.
          if ((w + i) % 3 === 0) await em.execute('select pg_sleep(0.005)');
        });
      }
    };
    const expected = writers * perWriter * 2;
    const read = async () => {
      // Until it has seen them all (a gap would keep it short) or, after the writers are done,
      // 15 s have passed. Transactions elsewhere on the server can hold readers back for a while.
      let deadline = Infinity;
      while (seen.length < expected && Date.now() < deadline) {
        const batch = await readAll(orm.em.fork(), checkpoint, 37);
        for (const e of batch.events) if (e.streamId.startsWith('conc-')) seen.push(e.position);
        checkpoint = batch.checkpoint;
        if (!writing && deadline === Infinity) deadline = Date.now() + 15_000;
        if (batch.events.length === 0) await new Promise((r) => setTimeout(r, 2));
      }
    };
    const reader = read();
    await Promise.all(Array.from({ length: writers }, (_, w) => write(w)));
    writing = false;
    await reader;

    const all = await orm.em.fork().execute<{ position: string }[]>(`select position::text from events where stream_id like 'conc-%'`);
    const dupes = seen.filter((p, i) => seen.indexOf(p) !== i);
    expect(dupes).toEqual([]);
    expect(seen).toHaveLength(expected);
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(new Set(all.map((r) => r.position)));
  });

  it('a transaction of another database on the server does not hold readers back; one of this database does', async () => {
    const other = await createTestDatabase();
    const elsewhere = new pg.Client({ connectionString: other.url });
    await elsewhere.connect();
    const here = new pg.Client({ connectionString: orm.config.get('clientUrl') });
    await here.connect();
    try {
      // A write transaction left open in another database (it has a transaction id).
      await elsewhere.query('begin');
      await elsewhere.query('create table held (x int)');
      const [appended] = await appendToStream(orm.em.fork(), 'settled-1', 0, [{ type: 'X', data: {} }], meta);
      const readable = async () => (await readAll(orm.em.fork(), { txId: appended!.txId, position: String(BigInt(appended!.position) - 1n) }, 10)).events;
      expect((await readable()).map((e) => e.streamId)).toEqual(['settled-1']);
      // A write transaction of this database that began first holds readers back until it ends.
      await here.query('begin');
      await here.query('select pg_current_xact_id()');
      const [later] = await appendToStream(orm.em.fork(), 'settled-2', 0, [{ type: 'X', data: {} }], meta);
      const after = async () => (await readAll(orm.em.fork(), { txId: appended!.txId, position: appended!.position }, 10)).events.map((e) => e.streamId);
      expect(await after()).toEqual([]);
      await here.query('commit');
      expect(await after()).toEqual([later!.streamId]);
    } finally {
      await elsewhere.query('rollback').catch(() => {});
      await elsewhere.end();
      await here.end();
      await other.drop();
    }
  });
});
