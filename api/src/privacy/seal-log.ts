import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PERSONAL_EVENT_TYPES, type EventMetadata } from '@fit/events';
import { canonicalJson, commitmentOf, sealChain } from '../store/chain.js';
import type { EventRow } from '../store/types.js';
import { appendToStream } from '../store/event-store.js';
import { LOG_REWRITE, REWRITE_EVENT, REWRITE_STREAM } from '../store/rewrites.js';
import { executeBound } from '../projections/projection.js';
import { keyringOf, sendWith } from './keyring.js';
import { sealData, sealMetadata, subjectsToSeal } from './sealing.js';

/**
 * The one-time rewrite of a log written before personal data was sealed (docs/AUDIT.md#the-log-sealed-once):
 * each event whose personal fields (or member name) are stored in plain text is rewritten into
 * its sealed form, as an append today would store it. Its chain row keeps the hash it was sealed
 * with; the rewrite is recorded in the chain by a StoredFormRewritten event in the same
 * transaction (store/rewrites.ts), which verification reads. Nothing else changes: ids, types,
 * versions, positions, transaction ids and times stay, and reading gives the same events.
 *
 * Runs at start (services.ts) and from `npm run privacy -- seal-log`; a log with nothing left to
 * rewrite costs one query. Batches are sealed into the chain first, so every rewritten row has
 * its original hash; the chain's lock keeps sealers out while rows change.
 */

const BATCH = 500;
/** RAW_COLUMNS of the events table aliased `e` (created_at to the microsecond, as the chain hashes it). */
const COLUMNS_OF_E = `e.position::text as position, e.tx_id::text as tx_id, e.stream_id, e.version, e.type, e.type_version, e.data, e.metadata,
  to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at`;
const CHAIN_LOCK = `hashtextextended('fit:event_chain', 0)`;

interface Candidate extends EventRow {
  sealed_hash: string;
}

/** Whether stored data or metadata still holds plain personal fields. */
const PLAIN = `((e.type in (select jsonb_array_elements_text(?::jsonb)) and not jsonb_exists(e.data, '$sealed'))
               or jsonb_typeof(e.metadata->'actor'->'member') = 'string')`;

/**
 * Returns how many events were rewritten. Once a run finds nothing left, later starts skip the
 * search (log_rewrites); `force` searches again (after old processes that wrote plain events
 * during a rolling upgrade have stopped).
 */
export async function sealStoredLog(orm: MikroORM, opts: { log?: (m: string) => void; force?: boolean } = {}): Promise<number> {
  const log = opts.log ?? (() => {});
  const em0 = orm.em.fork();
  const [done] = await executeBound<{ rows: number }>(em0, `select rows from log_rewrites where rewrite = ?`, [LOG_REWRITE]);
  if (done && !opts.force) return 0;
  const ring = keyringOf(orm);
  let after = '0';
  let total = 0;
  for (;;) {
    await sealChain(orm, { wait: true });
    const batch = await orm.em.fork().transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
      await executeBound(em, `select set_config('fit.log_rewrite', ?, true)`, [LOG_REWRITE]);
      const rows = await executeBound<Candidate>(
        em,
        `select ${COLUMNS_OF_E}, c.content_hash as sealed_hash
           from events e join event_chain c on c.position = e.position
          where e.position > ?::bigint and ${PLAIN}
          order by e.position limit ?`,
        [after, JSON.stringify(PERSONAL_EVENT_TYPES), BATCH],
      );
      if (rows.length === 0) return null;
      const send = sendWith(em);
      await ring.prepare(
        send,
        rows.flatMap((r) => subjectsToSeal([{ type: r.type, data: r.data }], r.metadata)),
        { create: true },
      );
      const records: { position: string; sealed: string; was: string; now: string }[] = [];
      for (const r of rows) {
        const data = sealData(ring, r.type, r.data, r.metadata, { erasedUnsealable: true });
        const metadata = sealMetadata(ring, r.metadata, { erasedUnsealable: true });
        if (canonicalJson(data) === canonicalJson(r.data) && canonicalJson(metadata) === canonicalJson(r.metadata)) continue;
        await executeBound(em, `update events set data = ?::jsonb, metadata = ?::jsonb where position = ?::bigint`, [
          JSON.stringify(data),
          JSON.stringify(metadata),
          r.position,
        ]);
        records.push({ position: r.position, sealed: r.sealed_hash, was: commitmentOf(r), now: commitmentOf({ ...r, data, metadata }) });
      }
      if (records.length > 0) {
        const [{ version }] = await executeBound<{ version: number }>(em, `select coalesce(max(version), 0)::int as version from events where stream_id = ?`, [
          REWRITE_STREAM,
        ]);
        const metadata: EventMetadata = { actor: { kind: 'system' }, requestId: randomUUID(), at: new Date().toISOString() };
        await appendToStream(em, REWRITE_STREAM, version, [{ type: REWRITE_EVENT, data: { rewrite: LOG_REWRITE, rows: records } }], metadata);
      }
      return { last: rows.at(-1)!.position, rewritten: records.length };
    });
    if (!batch) break;
    after = batch.last;
    total += batch.rewritten;
  }
  await executeBound(
    em0,
    `insert into log_rewrites (rewrite, rows) values (?, ?) on conflict (rewrite) do update set rows = log_rewrites.rows + excluded.rows, finished_at = now()`,
    [LOG_REWRITE, total],
  );
  if (total > 0) log(`privacy: ${total} event(s) stored before sealing were rewritten into their sealed form (${LOG_REWRITE}), each recorded in the chain`);
  return total;
}
