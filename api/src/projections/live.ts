import type { StoredEvent } from '../store/types.js';
import { NotYetStored } from '../store/event-store.js';
import type { SendStatements, Statement } from '../orm.js';
import { Lru } from '../lru.js';
import { addRows, deleteRows, keyString, patchRows, rowsForKeys, upsertRows, type Projection, type Row } from './projection.js';

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
  | { kind: 'upsert'; p: Projection; rows: Row[]; merged: readonly string[] }
  | { kind: 'add'; p: Projection; rows: Row[] }
  | { kind: 'delete'; p: Projection; keys: Row[] }
  | { kind: 'patch'; p: Projection; columns: string[]; rows: Row[] };

interface Plan {
  p: Projection;
  keys: Map<string, KeyPlan>;
  rows: Map<string, Row | null>;
  patched: Map<string, KeyPlan>;
}

/**
 * Which rows each read model needs for these events, and where each comes from: the row cache,
 * a patch (no row needed), the event itself, a sum added to whatever the row holds, or a read
 * (`missing`). Only the events' keys are used, never their place in the log.
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
      if (p.readsRow === false || p.additive || (p.needsRow && !plan.events.some((e) => p.needsRow!(e)))) continue;
      const first = plan.events[0]!;
      const oneStream = plan.events.every((e) => e.streamId === first.streamId);
      const cached = p.streamOwned && oneStream && cache ? cache.get(p.table, ks, first.streamId, first.version - 1) : undefined;
      if (cached !== undefined) rows.set(ks, cached);
      else if (p.patchOf && plan.events.every((e) => p.patchOf!(e) !== null)) patched.set(ks, plan);
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
    const upserts: { row: Row; merged: string[] }[] = [];
    const deletes: Row[] = [];
    for (const [ks, plan] of keys) {
      if (patched.has(ks)) continue;
      const start = rows.get(ks) ?? null;
      let row = start;
      for (const e of plan.events) row = p.evolve(row, e, plan.key);
      if (row) upserts.push(start ? changesOf(p, row, start) : { row, merged: [] });
      else deletes.push(plan.key);
      const last = plan.events.at(-1)!;
      if (p.streamOwned) remember.push([p, ks, last.streamId, last.version, row]);
    }
    // One statement per set of columns and of merged ones (rows without an unchanged column leave it as it is).
    const byShape = new Map<string, { rows: Row[]; merged: string[] }>();
    for (const { row, merged } of upserts) {
      const shape = `${Object.keys(row).join(',')}|${merged.join(',')}`;
      const list = byShape.get(shape);
      if (list) list.rows.push(row);
      else byShape.set(shape, { rows: [row], merged });
    }
    for (const { rows: list, merged } of byShape.values()) writes.push(p.additive ? { kind: 'add', p, rows: list } : { kind: 'upsert', p, rows: list, merged });
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

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What a live command writes of an existing row: without the columns whose value is the one it
 * started from (Projection.writesChangedOnly), and of each merged column (mergesChangedKeys) the
 * keys whose value changed, to be merged into the stored object — or the whole object when a key
 * was removed.
 */
function changesOf(p: Projection, row: Row, start: Row): { row: Row; merged: string[] } {
  const unchanged = p.writesChangedOnly ?? [];
  const merging = p.mergesChangedKeys ?? [];
  if (unchanged.length === 0 && merging.length === 0) return { row, merged: [] };
  const out: Row = {};
  const merged: string[] = [];
  for (const [c, v] of Object.entries(row)) {
    if (unchanged.includes(c) && v === start[c]) continue;
    const before = start[c];
    if (merging.includes(c) && isObject(v) && isObject(before) && Object.keys(before).every((k) => k in v)) {
      const changed: JsonObject = {};
      for (const [k, x] of Object.entries(v)) if (before[k] !== x) changed[k] = x;
      // Written even with no key changed ({}): PostgreSQL checks NOT NULL on the row an upsert
      // proposes before it finds the conflict, so a column left out would be null there.
      out[c] = changed;
      merged.push(c);
      continue;
    }
    out[c] = v;
  }
  return { row: out, merged };
}

/** The one statement that reads every missing row (each row with the index of its model), or null when none is. */
function readStatement(missing: ReturnType<typeof planLive>['missing']): Statement | null {
  if (missing.length === 0) return null;
  return {
    sql: missing.map(({ p }, i) => `select ${i} as i, ${rowsForKeys(p)}`).join(' union all '),
    params: missing.map((m) => JSON.stringify([...m.keys.values()])),
  };
}

/** Puts the rows read into the plans; a key not found has no row yet. */
function fillRows({ plans, missing }: ReturnType<typeof planLive>, found: readonly { i: number; r: Row }[]) {
  const byIndex = missing.map(() => new Map<string, Row>());
  for (const { i, r } of found) byIndex[i]!.set(keyString(missing[i]!.p, r), r);
  missing.forEach((m, i) => {
    const plan = plans.find((x) => x.p === m.p)!;
    for (const ks of m.keys.keys()) plan.rows.set(ks, byIndex[i]!.get(ks) ?? null);
  });
}

/** foldPlans before the events are stored, or null when a row needs their place in the log. */
function foldBeforeStored(plans: Plan[], cache?: RowCache) {
  try {
    return foldPlans(plans, cache);
  } catch (err) {
    if (err instanceof NotYetStored) return null;
    throw err;
  }
}

/**
 * Sends `lead` (a command's appends, and the lock when it is not yet taken) together with the
 * projection of its events into every read model, in as few round trips as the events allow:
 *
 * - one, the lead's own, when every row comes from the row cache, a patch, a sum, or the event
 *   itself, and none needs the events' place in the log (the events are then folded before they
 *   are stored: an autosave, a new team);
 * - otherwise two: the rows to read ride on the lead, and the one write follows once the lead's
 *   answer has placed the events (`placed` is called with the lead's rows before the fold).
 *
 * Returns what to put into the row cache once the transaction has committed.
 */
export async function sendProjected(
  send: SendStatements,
  projections: readonly Projection[],
  events: readonly StoredEvent[],
  lead: readonly Statement[],
  placed: (leadRows: unknown[][]) => void,
  cache?: RowCache,
): Promise<() => void> {
  const planned = planLive(projections, events, cache);
  const read = readStatement(planned.missing);
  const early = read ? null : foldBeforeStored(planned.plans, cache);
  const rows = await send([...lead, ...(read ? [read] : []), ...(early?.write ? [early.write] : [])]);
  placed(rows.slice(0, lead.length));
  if (early) return early.remember;
  if (read) fillRows(planned, rows[lead.length] as { i: number; r: Row }[]);
  const { write, remember } = foldPlans(planned.plans, cache);
  if (write) await send([write]);
  return remember;
}

/** Every write of a command as one statement: each table's change is a data-modifying CTE. */
function writeStatement(writes: Write[]): { sql: string; params: string[] } | null {
  if (writes.length === 0) return null;
  const ctes: string[] = [];
  const params: string[] = [];
  for (const w of writes) {
    const { p } = w;
    if (w.kind === 'upsert' || w.kind === 'add') {
      ctes.push(w.kind === 'add' ? addRows(p, Object.keys(w.rows[0]!)) : upsertRows(p, Object.keys(w.rows[0]!), w.merged));
      params.push(JSON.stringify(w.rows));
    } else if (w.kind === 'delete') {
      ctes.push(deleteRows(p));
      params.push(JSON.stringify(w.keys));
    } else if (w.kind === 'patch') {
      ctes.push(patchRows(p, w.columns));
      params.push(JSON.stringify(w.rows));
    }
  }
  if (ctes.length === 1) return { sql: ctes[0]!, params };
  return { sql: `with ${ctes.map((c, i) => `w${i} as (${c})`).join(', ')} select 1`, params };
}
