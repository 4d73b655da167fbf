import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRecord, type PublicRecord } from '@fit/events';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { asDatabaseOwner } from './owner.js';
import { ballot, makeCohort, type TeamHandle } from './fixtures.js';
import { contentHash, linkHash, RAW_COLUMNS, sealChain, verifyChain } from '../src/store/chain.js';
import type { EventRow } from '../src/store/types.js';
import { signMissingHeads } from '../src/store/signing.js';

/*
 * A chain sealed partly before rows were recomputable (link 1) and partly after (link 2), as on
 * an instance that was running when the link-2 rule came: the server checks each row by its own
 * rule, the public record gives no content hash for the link-1 rows, and the offline verifier
 * recomputes the link-2 rows and checks the link-1 rows' links.
 */
describe('a chain of link-1 rows followed by link-2 rows', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];
  let linkOneRows = 0;
  const subtle = globalThis.crypto.subtle;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    teams = await makeCohort(app, admin, 'lk', 3);
    await admin.patch('/api/admin/cohorts/lk', { votingOpen: true });
    const [a, b, c] = teams as [TeamHandle, TeamHandle, TeamHandle];
    expect((await a.client.post('/api/showcase/lk/vote', ballot(b.id, c.id))).status).toBe(201);
    expect((await b.client.post('/api/showcase/lk/vote', ballot(c.id, a.id))).status).toBe(201);
    await sealChain(app.services.orm, { wait: true });
    // As the instance would have sealed them: the first half of the rows by the link-1 rule, the rest by link 2.
    await asDatabaseOwner(app.databaseUrl, async (c) => {
      const { rows } = await c.query<EventRow & { seq: string }>(
        `select c.seq::text as seq, ${RAW_COLUMNS.replace(/\bposition::text/, 'e.position::text')
          .replace(/\btx_id::text/, 'e.tx_id::text')
          .replace(/\bstream_id,/, 'e.stream_id,')
          .replace(/\bversion,/, 'e.version,')
          .replace(/\bdata,/, 'e.data,')
          .replace(/\bcreated_at at/, 'e.created_at at')}
         from event_chain c join events e on e.position = c.position order by c.seq`,
      );
      linkOneRows = Math.floor(rows.length / 2);
      let prev = '0'.repeat(64);
      for (const [i, e] of rows.entries()) {
        const link = i < linkOneRows ? 1 : 2;
        const hash = linkHash(prev, e, link);
        await c.query(`update event_chain set link = $1, content_hash = $2, prev_hash = $3, hash = $4 where seq = $5`, [link, contentHash(e, link), prev, hash, e.seq]);
        prev = hash;
      }
      await c.query(`delete from chain_heads`);
    });
    await app.services.orm.em.fork().transactional((em) => signMissingHeads(em));
    await admin.patch('/api/admin/cohorts/lk', { votingOpen: false });
    await admin.patch('/api/admin/cohorts/lk', { resultsVisible: true });
  });
  afterAll(() => app.close());

  it('is intact to the server, row by row by its own rule; an event changed under a link-1 row is found', async () => {
    expect(linkOneRows).toBeGreaterThan(3);
    expect(await verifyChain(app.services.orm)).toMatchObject({ ok: true, failure: null });
    const [{ position, data }] = (await app.services.orm.em
      .fork()
      .execute<{ position: string; data: any }[]>(
        `select e.position::text as position, e.data from events e join event_chain c on c.position = e.position where c.seq = 2`,
      )) as [{ position: string; data: any }];
    await asDatabaseOwner(app.databaseUrl, (c) =>
      c.query(`update events set data = $1 where position = $2`, [JSON.stringify({ ...data, changed: true }), position]).then(() => {}),
    );
    try {
      expect(await verifyChain(app.services.orm)).toMatchObject({ ok: false, failure: { position, reason: 'altered' } });
    } finally {
      await asDatabaseOwner(app.databaseUrl, (c) => c.query(`update events set data = $1 where position = $2`, [JSON.stringify(data), position]).then(() => {}));
    }
  });

  it('reads Intact offline: the link-1 rows linked, the link-2 rows recomputed', async () => {
    let record: PublicRecord | undefined;
    await expect
      .poll(async () => {
        record = (await app.client().get('/api/showcase/lk/record')).body;
        return record!.ballots.length;
      })
      .toBe(2);
    const r = record!;
    expect(r.chain.slice(0, linkOneRows).every((row) => row.contentHash === null)).toBe(true);
    expect(r.chain.slice(linkOneRows).every((row) => typeof row.contentHash === 'string')).toBe(true);
    const v = await verifyRecord(r, { saved: r.heads, subtle });
    expect(v).toMatchObject({ verdict: 'intact', summary: 'Intact — tally matches', chainLength: r.chain.length, rowsRecomputed: r.chain.length - linkOneRows });
  });
});
