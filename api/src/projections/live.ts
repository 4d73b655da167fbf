import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../store/types.js';
import { Lru } from '../lru.js';
import { deleteRows, executeBound, keyString, patchRows, rowsForKeys, upsertRows, type Projection, type Row } from './projection.js';

/**
 * Rows of stream-owned read models (see Projection.streamOwned) as this process last wrote them,
 * with the stream version they reflect. A command on that stream whose first event is the next
 * version (its append proved no one else wrote in between) starts from the cached row instead
 * of reading it. Entries change only after the writing transaction committed.
 */
export class RowCache {
  private lru: Lru<string, { streamId: string; version: number; row: Row | null }>;
  constructor(max = 5_000) {
    this.lru = new Lru(max);
  }
  /** The row as of the stream's `version`, or undefined when this process does not know it. */
  get(table: string, ks: string, streamId: string, version: number): Row | null | undefined {
    const hit = this.lru.get(`${table}\u0001${ks}`);
    return hit && hit.streamId === streamId && hit.version === version ? hit.row : undefined;
  }
  set(table: string, ks: string, streamId: string, version: number, row: Row | null) {
    this.lru.set(`${table}\u0001${ks}`, { streamId, version, row });
  }
  clear() {
    this.lru.clear();
  }
}

interface KeyPlan {
  key: Row;
  events: StoredEvent[];
}

type Write =
  { kind: 'upsert'; p: Projection; rows: Row[] } | { kind: 'delete'; p: Projection; keys: Row[] } | { kind: 'patch'; p: Projection; columns: string[]; rows: Row[] };

interface Plan {
  p: Projection;
  keys: Map<string, KeyPlan>;
  rows: Map<string, Row | null>;
  patched: Map<string, KeyPlan>;
}

/**
 * Which rows each read model needs for these events, and where each comes from: the row cache,
 * a patch (no row needed), the event itself, or a read (`missing`).
 */
function planLive(projections: readonly Projection[], events: readonly StoredEvent[], cache?: RowCache) {
  const plans: Plan[] = [];
  const missing: { p: Projection; keys: Map<string, Row> }[] = [];
  for (const p of projections) {
    const relevant = events.filter((e) => p.handles.has(e.type));
    if (relevant.length === 0) continue;
    const keys = new Map<string, KeyPlan>();
    for (const e of relevant) {
      for (const key of p.keysOf(e)) {
        const ks = keyString(p, key);
        const plan = keys.get(ks) ?? { key, events: [] };
        plan.events.push(e);
        keys.set(ks, plan);
      }
    }
    const rows = new Map<string, Row | null>();
    const patched = new Map<string, KeyPlan>();
    const toLoad = new Map<string, Row>();
    for (const [ks, plan] of keys) {
      if (p.readsRow === false || (p.needsRow && !plan.events.some((e) => p.needsRow!(e)))) continue;
      const first = plan.events[0]!;
      const oneStream = plan.events.every((e) => e.streamId === first.streamId);
      const cached = p.streamOwned && oneStream && cache ? cache.get(p.table, ks, first.streamId, first.version - 1) : undefined;
      if (cached !== undefined) rows.set(ks, cached);
      else if (!p.shared && p.patchOf && plan.events.every((e) => p.patchOf!(e) !== null)) patched.set(ks, plan);
      else toLoad.set(ks, plan.key);
    }
    plans.push({ p, keys, rows, patched });
    if (toLoad.size > 0) missing.push({ p, keys: toLoad });
  }
  return { plans, missing };
}

/** Folds the planned rows into one write statement (or none), and what to remember once committed. */
function foldPlans(plans: Plan[], cache?: RowCache): { write: { sql: string; params: string[] } | null; remember: () => void } {
  const writes: Write[] = [];
  const remember: [Projection, string, string, number, Row | null][] = [];
  for (const { p, keys, rows, patched } of plans) {
    const upserts: Row[] = [];
    const deletes: Row[] = [];
    for (const [ks, plan] of keys) {
      if (patched.has(ks)) continue;
      let row = rows.get(ks) ?? null;
      for (const e of plan.events) row = p.evolve(row, e, plan.key);
      if (row) upserts.push(row);
      else deletes.push(plan.key);
      const last = plan.events.at(-1)!;
      if (p.streamOwned) remember.push([p, ks, last.streamId, last.version, row]);
    }
    if (upserts.length > 0) writes.push({ kind: 'upsert', p, rows: upserts });
    if (deletes.length > 0) writes.push({ kind: 'delete', p, keys: deletes });
    // Patches with the same columns go out together; a key's patches merge in event order.
    const byColumns = new Map<string, Row[]>();
    for (const plan of patched.values()) {
      const patch = Object.assign({}, plan.key, ...plan.events.map((e) => p.patchOf!(e)!)) as Row;
      const columns = Object.keys(patch)
        .filter((c) => !p.keyColumns.includes(c))
        .sort();
      const list = byColumns.get(columns.join(',')) ?? [];
      list.push(patch);
      byColumns.set(columns.join(','), list);
    }
    for (const [columns, list] of byColumns) writes.push({ kind: 'patch', p, columns: columns.split(','), rows: list });
  }
  return {
    write: writeStatement(writes),
    remember: () => {
      for (const [p, ks, streamId, version, row] of remember) cache?.set(p.table, ks, streamId, version, row);
    },
  };
}

/**
 * Projects one command's events into every read model, in the command's transaction, with as
 * few round trips as the events allow: the rows a model must read are loaded in one statement
 * (none when each comes from the row cache, a patch, or the event itself), and every model's
 * writes go out as one statement. Returns what to put into the row cache once committed.
 */
export async function projectLive(em: EntityManager, projections: readonly Projection[], events: readonly StoredEvent[], cache?: RowCache): Promise<() => void> {
  const { plans, missing } = planLive(projections, events, cache);
  if (plans.length === 0) return () => {};

  // Rows several streams change are locked (in key order, so two commands never deadlock) before they are read.
  const lockKeys = missing
    .filter((m) => m.p.shared)
    .flatMap((m) => [...m.keys.values()].map((k) => `${m.p.table}:${m.p.keyColumns.map((c) => String(k[c])).join('|')}`))
    .sort();
  if (lockKeys.length > 0) {
    await executeBound(em, `select pg_advisory_xact_lock(hashtextextended(k, 0)) from jsonb_array_elements_text(?::jsonb) as k order by k`, [JSON.stringify(lockKeys)]);
  }
  if (missing.length > 0) {
    const parts = missing.map(({ p }, i) => `select ${i} as i, ${rowsForKeys(p)}`);
    const found = await executeBound<{ i: number; r: Row }>(
      em,
      parts.join(' union all '),
      missing.map((m) => JSON.stringify([...m.keys.values()])),
    );
    const byIndex = missing.map(() => new Map<string, Row>());
    for (const { i, r } of found) byIndex[i]!.set(keyString(missing[i]!.p, r), r);
    missing.forEach((m, i) => {
      const plan = plans.find((x) => x.p === m.p)!;
      for (const ks of m.keys.keys()) plan.rows.set(ks, byIndex[i]!.get(ks) ?? null);
    });
  }
  const { write, remember } = foldPlans(plans, cache);
  if (write) await executeBound(em, write.sql, write.params);
  return remember;
}

/**
 * The same projection when it needs no read at all (every row from the row cache, a patch or the
 * event itself): the one write statement, computed without the database, or null when a read is
 * needed. The fast write path sends it with the append, in the same round trip.
 */
export function projectWithoutReads(projections: readonly Projection[], events: readonly StoredEvent[], cache?: RowCache) {
  const { plans, missing } = planLive(projections, events, cache);
  if (missing.length > 0) return null;
  return foldPlans(plans, cache);
}

/** Every write of a command as one statement: each table's change is a data-modifying CTE. */
function writeStatement(writes: Write[]): { sql: string; params: string[] } | null {
  if (writes.length === 0) return null;
  const ctes: string[] = [];
  const params: string[] = [];
  for (const w of writes) {
    const { p } = w;
    if (w.kind === 'upsert') {
      ctes.push(upsertRows(p, Object.keys(w.rows[0]!)));
      params.push(JSON.stringify(w.rows));
    } else if (w.kind === 'delete') {
      ctes.push(deleteRows(p));
      params.push(JSON.stringify(w.keys));
    } else {
      ctes.push(patchRows(p, w.columns));
      params.push(JSON.stringify(w.rows));
    }
  }
  if (ctes.length === 1) return { sql: ctes[0]!, params };
  return { sql: `with ${ctes.map((c, i) => `w${i} as (${c})`).join(', ')} select 1`, params };
}
