import type { EntityManager } from '@mikro-orm/postgresql';
import { executeBound } from '../projections/projection.js';
import type { Keyring } from './keyring.js';

/**
 * Re-wraps every live data key under the current master key (docs/PRIVACY.md#keys): after it,
 * the earlier master keys (MASTER_KEYS_RETIRED) are no longer needed and can be destroyed. The
 * data keys themselves, and so everything sealed in the log, do not change. Idempotent: a key
 * already wrapped by the current master key is left as it is.
 */
export async function rotateDataKeys(em: EntityManager, ring: Keyring): Promise<{ rewrapped: number; current: string }> {
  const rows = await executeBound<{ subject: string; wrapped: string; master_key_id: string }>(
    em,
    `select subject, wrapped, master_key_id from data_keys where wrapped is not null and master_key_id is distinct from ?`,
    [ring.master.current.id],
  );
  let rewrapped = 0;
  for (const row of rows) {
    const key = ring.unwrap(row);
    if (!key) continue;
    const { wrapped, masterKeyId } = ring.wrap(row.subject, key);
    // Only a key still live and still under the old master key: an erasure in between wins.
    const done = await executeBound(em, `update data_keys set wrapped = ?, master_key_id = ? where subject = ? and wrapped = ? returning subject`, [
      wrapped,
      masterKeyId,
      row.subject,
      row.wrapped,
    ]);
    rewrapped += done.length;
  }
  return { rewrapped, current: ring.master.current.id };
}

/** How many keys each master key wraps, and how many subjects are erased. */
export async function keyCounts(em: EntityManager): Promise<{ live: Record<string, number>; erased: number }> {
  const rows = await executeBound<{ master_key_id: string | null; erased: boolean; n: number }>(
    em,
    `select master_key_id, wrapped is null as erased, count(*)::int as n from data_keys group by 1, 2`,
    [],
  );
  const live: Record<string, number> = {};
  let erased = 0;
  for (const r of rows) {
    if (r.erased) erased += r.n;
    else live[r.master_key_id ?? '?'] = r.n;
  }
  return { live, erased };
}
