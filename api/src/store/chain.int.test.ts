import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase } from '../../test/harness.js';
import { openOrm } from '../orm.js';
import { appendToStream, readAll } from './event-store.js';
import { START, type Checkpoint, type EventRow } from './types.js';
import { canonicalJson, chainHead, GENESIS_HASH, linkHash, sealChain, verifyChain } from './chain.js';

const meta = { actor: { kind: 'system' as const }, requestId: 'test', at: '2026-11-22T10:00:00.000Z' };

describe('canonical JSON', () => {
  it('sorts keys at every level and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: 'x' }, u: undefined })).toBe('{"a":{"c":"x","d":[1,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson(null)).toBe('null');
  });
});

describe('hash chain over the event log', () => {
  let orm: MikroORM;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    orm = await openOrm(db.url, { poolMax: 20 });
  });
  afterAll(async () => {
    await orm.close(true);
    await drop();
  });

  it('readAll follows numeric (tx_id, position) order, also across a change in digit count', async () => {
    // Positions 95…105 in one transaction: ordered as text, "100" would come before "95".
    await orm.em.fork().execute(`select setval('events_position_seq', 94)`);
    await orm.em.fork().transactional((em) =>
      appendToStream(
        em,
        'digits',
        0,
        Array.from({ length: 11 }, (_, i) => ({ type: 'X', data: { i } })),
        meta,
      ),
    );
    const seen: number[] = [];
    let cp: Checkpoint = START;
    for (;;) {
      const b = await readAll(orm.em.fork(), cp, 3);
      if (b.events.length === 0) break;
      seen.push(...b.events.map((e) => Number(e.position)));
      cp = b.checkpoint;
    }
    expect(seen).toEqual(Array.from({ length: 11 }, (_, i) => 95 + i));
  });

  it('seals every event once, in readAll order, even with sealers racing', async () => {
    for (let i = 0; i < 30; i++)
      await orm.em.fork().transactional((em) =>
        appendToStream(
          em,
          `s-${i}`,
          0,
          [
            { type: 'A', data: { i } },
            { type: 'B', data: { i } },
          ],
          meta,
        ),
      );
    const sealed = await Promise.all([sealChain(orm, { wait: true, batchSize: 7 }), sealChain(orm, { wait: true, batchSize: 7 }), sealChain(orm, { batchSize: 7 })]);
    expect(sealed.reduce((a, b) => a + b, 0)).toBe(71);
    const rows = await orm.em
      .fork()
      .execute<{ seq: string; position: string; prev_hash: string; hash: string }[]>(
        `select seq::text as seq, position::text as position, prev_hash, hash from event_chain order by event_chain.seq`,
      );
    const order: string[] = [];
    let cp: Checkpoint = START;
    for (;;) {
      const b = await readAll(orm.em.fork(), cp, 50);
      if (b.events.length === 0) break;
      order.push(...b.events.map((e) => e.position));
      cp = b.checkpoint;
    }
    expect(rows.map((r) => r.position)).toEqual(order);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => String(i + 1)));
    expect(rows[0]!.prev_hash).toBe(GENESIS_HASH);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);
    expect(await sealChain(orm)).toBe(0);
    expect((await chainHead(orm.em.fork()))!.hash).toBe(rows.at(-1)!.hash);
  });

  it('a link is sha256(previous hash + canonical JSON of the stored event with its position)', async () => {
    const [e] = await orm.em.fork().execute<EventRow[]>(
      `select position::text as position, tx_id::text as tx_id, stream_id, version, type, type_version, data, metadata,
         to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at from events order by events.tx_id, events.position limit 1`,
    );
    const [row] = await orm.em.fork().execute<{ hash: string }[]>(`select hash from event_chain where seq = 1`);
    expect(linkHash(GENESIS_HASH, e!)).toBe(row!.hash);
    expect(await verifyChain(orm)).toMatchObject({ ok: true, eventsChecked: 71, chainLength: 71 });
  });
});
