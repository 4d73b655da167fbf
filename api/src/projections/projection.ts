import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { DomainEvent } from '@fit/events';
import type { StoredEvent } from '../store/types.js';

/**
 * A read model as a pure fold: which rows an event touches (keysOf) and how one row changes
 * (evolve). Rows are plain JSON records whose keys are the table's column names, so one
 * generic piece of code loads and saves every model, live (one command's events) and in a
 * rebuild (the whole log). Each model's own row type is computed from its entity (row.ts).
 */
export type Row = Record<string, unknown>;

/** A stored event carrying one domain event: narrowing on `type` narrows `data`. */
export type Stored<E extends DomainEvent> = E extends DomainEvent ? Omit<StoredEvent, 'type' | 'data'> & { type: E['type']; data: E['data'] } : never;

/** How one event changes one row (null removes it). */
export type Handler<E extends DomainEvent, R extends Row, K extends keyof R> = (row: R | null, event: Stored<E>, key: Pick<R, K>) => R | null;

/**
 * One entry for every event type of the union: its handler, or null where the model ignores
 * the event. Adding an event to an aggregate's union without deciding here is a compile error.
 */
export type Handlers<E extends DomainEvent, R extends Row, K extends keyof R> = {
  [T in E['type']]: Handler<Extract<E, { type: T }>, R, K> | null;
};

/** The events a handler map reacts to: those whose entry is not null. */
export type HandledBy<E extends DomainEvent, M> = Extract<E, { type: { [T in keyof M]: M[T] extends null ? never : T }[keyof M] }>;

/**
 * A read model typed on the events it handles (E), its row (R) and key columns (K). The
 * runtime below sees every model through the defaults (any event, any row): it passes a model
 * only events whose type is in `handles`, which is what makes each model's narrowing sound.
 */
export interface Projection<E extends DomainEvent = DomainEvent, R extends Row = Row, K extends keyof R & string = keyof R & string> {
  name: string;
  table: string;
  keyColumns: readonly K[];
  /**
   * Rows that events of several streams change, as sums (e.g. a team's tally, which every
   * ballot of its cohort adds to): evolve(row, e) equals row + evolve(null, e), column by
   * column, for every column but the key. A live command then adds its events' fold from no row
   * to the stored row in one upsert, without reading or locking it, and concurrent commands
   * lose no update. (Rows of one stream only are already serialised by the stream's version; a
   * row several streams change must be a sum.)
   */
  additive?: boolean;
  /** false when evolve never reads the previous row (the event carries the whole row). */
  readsRow?: boolean;
  /** When that depends on the event: whether evolve needs the previous row for it (a team's creation does not). */
  needsRow?(event: Stored<E>): boolean;
  /**
   * true when each row is changed only by the events of one stream, in that stream's order: the
   * row this process wrote at the stream's version v is then still the row while the stream is
   * at v, and a command appending v+1 need not read it (RowCache, live.ts).
   */
  streamOwned?: boolean;
  /**
   * For events that only set some columns of an existing row, whatever it holds (e.g. a team's
   * updated_at on every answer): those columns, so a live command updates them without reading
   * the row. Must agree with evolve (which rebuilds use); null for events that need the row.
   */
  patchOf?(event: Stored<E>): Partial<R> | null;
  /**
   * Columns a live command writes only when evolve changed them (by value) from the row it
   * started from, e.g. a large document snapshot compacted every so many versions beside
   * answers written every time: an existing row is then updated without them.
   */
  writesChangedOnly?: readonly (keyof R & string)[];
  /**
   * JSON object columns a live command writes as the keys evolve changed (by value) from the row
   * it started from, merged into what the row holds (`||`), e.g. a team's answers, of which a
   * round of typing changes one or two fields: the statement then carries those fields, not
   * every answer. A key removed writes the whole object, as any column.
   */
  mergesChangedKeys?: readonly (keyof R & string)[];
  /**
   * Columns holding a compacted copy of what the stream holds (a document's snapshot, the
   * version it is at): written when a live command hands one over, so a rebuild may hold it at
   * other versions. They are compared by what they hold, not byte for byte (snapshotReadModels).
   */
  compacted?: readonly (keyof R & string)[];
  /** Event types this model reacts to (the non-null entries of its handler map). */
  handles: ReadonlySet<E['type']>;
  /** Whether this model reacts to a stored event, narrowing it to the model's events. */
  accepts(event: StoredEvent): event is Stored<E>;
  /** The keys (objects of key columns) of the rows this event changes. */
  keysOf(event: Stored<E>): Pick<R, K>[];
  /** The row after the event; null removes it. */
  evolve(row: R | null, event: Stored<E>, key: Pick<R, K>): R | null;
}

/** Any read model, as the registry and the generic runtime hold them. */
export type AnyProjection = Projection;

export interface ProjectionDefinition<E extends DomainEvent, R extends Row, K extends keyof R & string, M> {
  name: string;
  table: string;
  keyColumns: readonly K[];
  additive?: boolean;
  readsRow?: boolean;
  needsRow?(event: Stored<HandledBy<E, M>>): boolean;
  streamOwned?: boolean;
  patchOf?(event: Stored<HandledBy<E, M>>): Partial<R> | null;
  writesChangedOnly?: readonly (keyof R & string)[];
  mergesChangedKeys?: readonly (keyof R & string)[];
  compacted?: readonly (keyof R & string)[];
  /** Every event of the union, handled or explicitly ignored (null). */
  on: M;
  keysOf(event: Stored<HandledBy<E, M>>): Pick<R, K>[];
}

/**
 * A read model over the event union E (usually an aggregate's, e.g. TeamEvent) and the row R
 * computed from its entity. Curried so E and R are named and the key columns and handler map
 * are inferred: `defineProjection<TeamEvent, TeamRow>()({ ... })`.
 */
export const defineProjection =
  <E extends DomainEvent, R extends Row>() =>
  <const K extends keyof R & string, M extends Handlers<E, R, K>>(def: ProjectionDefinition<E, R, K, M>): Projection<HandledBy<E, M>, R, K> => {
    type Handled = HandledBy<E, M>;
    const on = def.on as Partial<Record<string, Handler<Handled, R, K> | null>>;
    const types: ReadonlySet<string> = new Set(Object.keys(on).filter((type) => on[type]));
    return {
      name: def.name,
      table: def.table,
      keyColumns: def.keyColumns,
      ...(def.additive !== undefined ? { additive: def.additive } : {}),
      ...(def.readsRow !== undefined ? { readsRow: def.readsRow } : {}),
      ...(def.needsRow ? { needsRow: def.needsRow } : {}),
      ...(def.streamOwned !== undefined ? { streamOwned: def.streamOwned } : {}),
      ...(def.patchOf ? { patchOf: def.patchOf } : {}),
      ...(def.writesChangedOnly ? { writesChangedOnly: def.writesChangedOnly } : {}),
      ...(def.mergesChangedKeys ? { mergesChangedKeys: def.mergesChangedKeys } : {}),
      ...(def.compacted ? { compacted: def.compacted } : {}),
      handles: types as ReadonlySet<Handled['type']>,
      accepts: (event): event is Stored<Handled> => types.has(event.type),
      keysOf: def.keysOf,
      // The map is keyed by type, so the entry for an event's type takes exactly that event.
      evolve: (row, event, key) => on[event.type]!(row, event, key),
    };
  };

export const keyString = (p: Projection, key: Row) => p.keyColumns.map((c) => String(key[c])).join('\u0000');

/**
 * Runs SQL with bound parameters (knex turns `?` into `$n`), in the EntityManager's transaction
 * when it has one. em.execute inlines parameters as escaped literals, which costs three times as
 * much for the large JSON documents of a batch (measured: 32,000 rows in 870 vs 280 ms).
 */
export async function executeBound<T = Row>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const knex = (em.getTransactionContext() as Knex.Transaction | undefined) ?? em.getKnex();
  const res = await knex.raw(sql, params as Knex.RawBinding[]);
  return (res as { rows: T[] }).rows;
}

const keyJoin = (p: Projection) => p.keyColumns.map((c) => `t.${c} = k.${c}`).join(' and ');

/** The select list and source of a model's current rows for a JSON array of keys (the one `?`): `select <this>`. */
export const rowsForKeys = (p: Projection) => `to_jsonb(t) as r from ${p.table} t join jsonb_populate_recordset(null::${p.table}, ?::jsonb) k on ${keyJoin(p)}`;

/** Upserts a JSON array of rows with these columns (the one `?`). */
export function upsertRows(p: Projection, cols: string[], merged: readonly string[] = []) {
  const updates = cols.filter((c) => !p.keyColumns.includes(c)).map((c) => (merged.includes(c) ? `${c} = ${p.table}.${c} || excluded.${c}` : `${c} = excluded.${c}`));
  return `insert into ${p.table} (${cols.join(', ')})
       select ${cols.join(', ')} from jsonb_populate_recordset(null::${p.table}, ?::jsonb)
       on conflict (${p.keyColumns.join(', ')}) do ${updates.length ? `update set ${updates.join(', ')}` : 'nothing'}`;
}

/** Adds a JSON array of rows with these columns to the stored rows (inserted when new), in key order: two commands adding to the same rows wait rather than deadlock. */
export function addRows(p: Projection, cols: string[]) {
  const sums = cols.filter((c) => !p.keyColumns.includes(c)).map((c) => `${c} = ${p.table}.${c} + excluded.${c}`);
  return `insert into ${p.table} (${cols.join(', ')})
       select ${cols.join(', ')} from jsonb_populate_recordset(null::${p.table}, ?::jsonb) order by ${p.keyColumns.join(', ')}
       on conflict (${p.keyColumns.join(', ')}) do update set ${sums.join(', ')}`;
}

/** Deletes the rows of a JSON array of keys (the one `?`). */
export const deleteRows = (p: Projection) => `delete from ${p.table} t using jsonb_populate_recordset(null::${p.table}, ?::jsonb) k where ${keyJoin(p)}`;

/** Sets these columns on the existing rows of a JSON array of keys and values (the one `?`). */
export const patchRows = (p: Projection, columns: string[]) =>
  `update ${p.table} t set ${columns.map((c) => `${c} = k.${c}`).join(', ')} from jsonb_populate_recordset(null::${p.table}, ?::jsonb) k where ${keyJoin(p)}`;

/** Loads the current rows for keys, as JSON records (timestamps as ISO strings). */
export async function loadRows(em: EntityManager, p: Projection, keys: Row[]): Promise<Map<string, Row>> {
  const out = new Map<string, Row>();
  if (keys.length === 0) return out;
  const rows = await executeBound<{ r: Row }>(em, `select ${rowsForKeys(p)}`, [JSON.stringify(keys)]);
  for (const { r } of rows) out.set(keyString(p, r), r);
  return out;
}

/** Upserts the changed rows and deletes the removed ones, one statement each. */
export async function saveRows(em: EntityManager, p: Projection, changed: Map<string, { key: Row; row: Row | null }>) {
  const upserts: Row[] = [];
  const deletes: Row[] = [];
  for (const { key, row } of changed.values()) (row ? upserts : deletes).push(row ?? key);
  if (upserts.length > 0) await executeBound(em, upsertRows(p, Object.keys(upserts[0]!)), [JSON.stringify(upserts)]);
  if (deletes.length > 0) await executeBound(em, deleteRows(p), [JSON.stringify(deletes)]);
}

/**
 * Folds events into the rows they touch, for rebuilds (a live command's events go through
 * sendProjected, live.ts). `rows` is a cache (key →
 * row or null) that the caller keeps across batches; with loadMissing, rows missing from it
 * are loaded first (a resumed online rebuild, from its own tables).
 */
export async function applyEvents(
  em: EntityManager,
  p: Projection,
  events: readonly StoredEvent[],
  rows: Map<string, Row | null> = new Map(),
  dirty: Map<string, { key: Row; row: Row | null }> = new Map(),
  loadMissing = true,
) {
  const relevant = events.filter((e) => p.handles.has(e.type));
  if (relevant.length === 0) return dirty;
  if (loadMissing && p.readsRow !== false) {
    const missing = new Map<string, Row>();
    for (const e of relevant)
      for (const k of p.keysOf(e)) {
        const ks = keyString(p, k);
        if (!rows.has(ks)) missing.set(ks, k);
      }
    const loaded = await loadRows(em, p, [...missing.values()]);
    for (const ks of missing.keys()) rows.set(ks, loaded.get(ks) ?? null);
  }
  for (const e of relevant) {
    const patch = p.patchOf?.(e) ?? null;
    for (const key of p.keysOf(e)) {
      const ks = keyString(p, key);
      const row = rows.get(ks) ?? null;
      // The rows here are this fold's own: a patch (most events of a rebuild are answers that
      // only touch a team's updated_at) is applied in place rather than copying the row.
      const next = patch && row ? Object.assign(row, patch) : p.evolve(row, e, key);
      rows.set(ks, next);
      dirty.set(ks, { key, row: next });
    }
  }
  return dirty;
}
