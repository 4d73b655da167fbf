import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The one rewrite the log has had (docs/AUDIT.md#the-log-sealed-once): events stored before
 * personal data was sealed were rewritten once into their sealed form (privacy/seal-log.ts).
 * Their chain rows were not touched — they are signed and published — so each rewritten row is
 * recorded in the chain itself, by StoredFormRewritten events appended in the same transaction:
 *
 *   { rewrite, rows: [{ position, sealed, was, now }] }
 *
 * sealed: the content hash the row was sealed with; was: the whole-content hash (commitment) of
 * the event as it was; now: that of the event as it is. A verifier accepts a rewritten event when
 * its current content hashes to `now` and the row's sealed hash follows from `was` (chain.ts), and
 * only by a record that comes after the row in the chain.
 */

export const LOG_REWRITE = 'seal-personal/v1';
export const REWRITE_STREAM = 'log-rewrite-seal-personal-v1';
export const REWRITE_EVENT = 'StoredFormRewritten';

export interface RewrittenRow {
  position: string;
  sealed: string;
  was: string;
  now: string;
  /** Where the record of it is in the log. */
  recordPosition: string;
}

/** Every recorded rewrite, by the rewritten event's position. */
export async function loadRewrites(em: EntityManager, positions?: readonly string[]): Promise<Map<string, RewrittenRow>> {
  const rows = await em.execute<RewrittenRow[]>(
    `select r->>'position' as position, r->>'sealed' as sealed, r->>'was' as was, r->>'now' as now, e.position::text as "recordPosition"
       from events e cross join lateral jsonb_array_elements(e.data->'rows') r
      where e.stream_id = ? and e.type = ?
        ${positions ? `and (r->>'position') in (select jsonb_array_elements_text(?::jsonb))` : ''}`,
    positions ? [REWRITE_STREAM, REWRITE_EVENT, JSON.stringify(positions)] : [REWRITE_STREAM, REWRITE_EVENT],
  );
  return new Map(rows.filter((r) => BigInt(r.recordPosition) > BigInt(r.position)).map((r) => [r.position, r]));
}
