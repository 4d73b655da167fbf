import pg from 'pg';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { badInput } from '@fit/events';
import { openRows, readAllCommitted } from '../store/event-store.js';
import type { Checkpoint, StoredEvent } from '../store/types.js';
import { applyEvents, saveRows, type Projection, type Row } from '../projections/projection.js';
import { projections, PROJECTION_WRITE_LOCK } from '../projections/index.js';

/**
 * Online rebuild of read models: fold the log into fresh tables (`teams__rebuild`, created LIKE
 * the live one) while the app keeps serving and writing, catch up to the head, then switch in
 * one short transaction. Readers see the old model until that transaction commits and the new
 * one after; never a half-built one.
 *
 * 1. copy: gap-safe catch-up reads (readAll), folded in memory by the live projections' own
 *    evolve functions; dirty rows are flushed with set-based upserts every `flushEvery` events,
 *    together with the checkpoint (rebuild_runs), so an interrupted run resumes from there;
 * 2. catch up until a read comes back short;
 * 3. switch: take the projection write lock exclusively (every command holds it shared from its
 *    first statement, so once granted no command is in flight and new ones wait), fold the last
 *    events — all committed events after the checkpoint, no xmin bound needed since no event
 *    writer is running — rename live → __old, __rebuild → live, give the indexes and
 *    constraints their old names back, drop __old. Commit.
 *
 * One rebuild at a time per database (a session advisory lock on a dedicated connection).
 */

export interface RebuildProgress {
  stage: 'preparing' | 'copying' | 'catching-up' | 'switching' | 'done';
  processed: number;
  total: number;
  percent: number;
}

export interface RebuildOptions {
  runId: string;
  /** Projection names (teams, phase_data, cohorts, ballots, tallies, admins); null/empty: all. */
  models?: readonly string[] | null;
  batchSize?: number;
  /** Checkpoint (flush the folded rows) after this many events… */
  flushEvery?: number;
  /** …or this much time, whichever comes first. */
  flushIntervalMs?: number;
  onProgress?: (p: RebuildProgress) => void | Promise<void>;
  /** Called before each copy batch (tests inject faults here). */
  beforeBatch?: (batch: number) => void | Promise<void>;
  signal?: AbortSignal;
}

export interface RebuildResult {
  runId: string;
  models: string[];
  /** Events folded by this run (after a resume: since the checkpoint). */
  events: number;
  /** Events folded by the whole run, across resumes. */
  totalEvents: number;
  resumed: boolean;
  alreadyDone: boolean;
  ms: number;
}

const REBUILD_LOCK = `hashtextextended('fit:online-rebuild', 0)`;
export const rebuildTable = (p: Projection) => `${p.table}__rebuild`;
const oldTable = (p: Projection) => `${p.table}__old`;

export function chooseProjections(models?: readonly string[] | null): Projection[] {
  if (!models || models.length === 0) return [...projections];
  const unknown = models.filter((m) => !projections.some((p) => p.name === m));
  if (unknown.length) throw badInput('Unknown read model: {models} (known: {known})', { models: unknown.join(', '), known: projections.map((p) => p.name).join(', ') });
  return projections.filter((p) => models.includes(p.name));
}

interface RunRow {
  id: string;
  models: string[];
  state: string;
  tx_id: string;
  position: string;
  events: string;
}

const readRun = async (em: EntityManager, id: string) =>
  (
    await em.execute<RunRow[]>(
      `select id, models, state, checkpoint_tx_id::text as tx_id, checkpoint_position::text as position, events::text as events from rebuild_runs where id = ?`,
      [id],
    )
  )[0] ?? null;

/** An unfinished run over exactly these models, to resume instead of starting over. */
export async function unfinishedRun(em: EntityManager, models: readonly string[]): Promise<string | null> {
  const names = chooseProjections(models)
    .map((p) => p.name)
    .sort();
  const rows = await em.execute<{ id: string; models: string[] }[]>(`select id, models from rebuild_runs where state = 'running' order by started_at desc`);
  return rows.find((r) => [...r.models].sort().join(',') === names.join(','))?.id ?? null;
}

/**
 * readAll's gap-safe read (same order, same xmin bound), without the created_at column: the
 * projections fold by metadata.at, and formatting a timestamp per event costs ~15 % of the read.
 * createdAt is left empty; a projection that used it would make the rebuild differ from the
 * live model, which the rebuild tests compare row for row.
 */
async function readForRebuild(em: EntityManager, after: Checkpoint, limit: number) {
  const rows = await em.execute<any[]>(
    `select position::text as position, tx_id::text as tx_id, stream_id, version, type, type_version, data, metadata, '' as created_at
     from events
     where tx_id < fit_settled_xid()
       and (tx_id, position) > (?::text::xid8, ?::bigint)
     order by events.tx_id, events.position
     limit ?`,
    [after.txId, after.position, limit],
  );
  const events: StoredEvent[] = await openRows(em, rows);
  const last = events.at(-1);
  return { events, checkpoint: last ? { txId: last.txId, position: last.position } : after };
}

async function indexNames(em: EntityManager, table: string) {
  return em.execute<{ name: string; def: string }[]>(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as def from pg_index i join pg_class c on c.oid = i.indexrelid where i.indrelid = ?::regclass`,
    [table],
  );
}
/** "CREATE UNIQUE INDEX teams_code ON public.teams USING btree (code)" → "UNIQUE USING btree (code)". */
const indexShape = (def: string) => def.replace(/^CREATE (UNIQUE )?INDEX \S+ ON \S+ /, '$1');

export async function onlineRebuild(orm: MikroORM, opts: RebuildOptions): Promise<RebuildResult> {
  const started = Date.now();
  const chosen = chooseProjections(opts.models);
  const names = chosen.map((p) => p.name);
  const batchSize = opts.batchSize ?? 25_000;
  // Each flush writes every row changed since the last one (autosaved rows change again and
  // again), so checkpoints are spaced by time rather than taken every few batches.
  const flushEvery = opts.flushEvery ?? 1_000_000;
  const flushIntervalMs = opts.flushIntervalMs ?? 15_000;
  const targets = new Map(chosen.map((p) => [p, { ...p, table: rebuildTable(p) } as Projection]));

  // One rebuild at a time: a session lock on a connection of its own (released if we die).
  const lockClient = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await lockClient.connect();
  lockClient.on('error', () => {});
  try {
    await lockClient.query(`select pg_advisory_lock(${REBUILD_LOCK})`);
    const em = orm.em.fork();
    const run = await readRun(em, opts.runId);
    if (run?.state === 'done') {
      return { runId: opts.runId, models: run.models, events: 0, totalEvents: Number(run.events), resumed: false, alreadyDone: true, ms: Date.now() - started };
    }
    const tablesExist = async () => {
      const rows = await em.execute<{ n: number }[]>(`select count(*)::int as n from pg_class where relname = any(string_to_array(?, ','))`, [
        chosen.map(rebuildTable).join(','),
      ]);
      return rows[0]!.n === chosen.length;
    };
    const resumed = !!run && run.state === 'running' && (await tablesExist());
    let checkpoint: Checkpoint = resumed ? { txId: run!.tx_id, position: run!.position } : { txId: '0', position: '0' };
    let processed = resumed ? Number(run!.events) : 0;
    const report = async (stage: RebuildProgress['stage'], total: number) => {
      const percent = stage === 'done' ? 100 : Math.min(99, total > 0 ? Math.floor((processed / total) * 1000) / 10 : 0);
      await opts.onProgress?.({ stage, processed, total, percent });
    };
    const [{ total }] = (await em.execute<{ total: number }[]>(`select count(*)::float8 as total from events`)) as [{ total: number }];
    await report('preparing', total);

    if (!resumed) {
      await em.transactional(async (tx) => {
        await tx.execute(`update rebuild_runs set state = 'superseded', updated_at = now() where state = 'running' and id <> ?`, [opts.runId]);
        for (const p of chosen) {
          await tx.execute(`drop table if exists ${rebuildTable(p)}`);
          await tx.execute(`create table ${rebuildTable(p)} (like ${p.table} including all)`);
        }
        await tx.execute(
          `insert into rebuild_runs (id, models, state) values (?, string_to_array(?, ','), 'running')
           on conflict (id) do update set models = excluded.models, state = 'running', checkpoint_tx_id = '0', checkpoint_position = 0, events = 0, updated_at = now(), finished_at = null`,
          [opts.runId, names.join(',')],
        );
      });
    }

    // Rows folded so far, by model; on a fresh run everything is here, on a resumed one the
    // rows flushed before the interruption are loaded from the rebuild table when first touched.
    const state = new Map(chosen.map((p) => [p, { rows: new Map<string, Row | null>(), dirty: new Map<string, { key: Row; row: Row | null }>() }]));
    const fold = async (tx: EntityManager, events: readonly StoredEvent[]) => {
      for (const p of chosen) {
        const s = state.get(p)!;
        await applyEvents(tx, targets.get(p)!, events, s.rows, s.dirty, resumed);
      }
    };
    const writeDirty = async (tx: EntityManager) => {
      for (const p of chosen) {
        const s = state.get(p)!;
        const entries = [...s.dirty.entries()];
        for (let i = 0; i < entries.length; i += 5000) await saveRows(tx, targets.get(p)!, new Map(entries.slice(i, i + 5000)));
        s.dirty.clear();
      }
    };
    const flush = () =>
      em.transactional(async (tx) => {
        await writeDirty(tx);
        await tx.execute(`update rebuild_runs set checkpoint_tx_id = ?::text::xid8, checkpoint_position = ?, events = ?, updated_at = now() where id = ?`, [
          checkpoint.txId,
          checkpoint.position,
          processed,
          opts.runId,
        ]);
      });

    let batchNo = 0;
    let sinceFlush = 0;
    let lastFlush = Date.now();
    let foldedNow = 0;
    let stage: RebuildProgress['stage'] = 'copying';
    // The next batch is read while this one is folded: PostgreSQL and the fold overlap.
    let pending = readForRebuild(orm.em.fork(), checkpoint, batchSize);
    try {
      for (;;) {
        if (opts.signal?.aborted) throw new Error('Rebuild interrupted');
        batchNo += 1;
        await opts.beforeBatch?.(batchNo);
        const batch = await pending;
        const atHead = batch.events.length < batchSize;
        pending = readForRebuild(orm.em.fork(), batch.checkpoint, batchSize);
        if (batch.events.length > 0) {
          await fold(em, batch.events);
          checkpoint = batch.checkpoint;
          processed += batch.events.length;
          foldedNow += batch.events.length;
          sinceFlush += batch.events.length;
          if (sinceFlush >= flushEvery || Date.now() - lastFlush >= flushIntervalMs) {
            await flush();
            sinceFlush = 0;
            lastFlush = Date.now();
          }
          await report(stage, Math.max(total, processed));
        }
        // A short read means we are at the head (or behind a transaction in flight): switch.
        if (atHead) break;
        if (stage === 'copying' && processed >= total) stage = 'catching-up';
      }
    } finally {
      // The read ahead is not needed any more (the switch reads from the checkpoint).
      await pending.catch(() => {});
    }
    await flush();
    await report('switching', Math.max(total, processed));

    await em.transactional(async (tx) => {
      await tx.execute(`select pg_advisory_xact_lock(${PROJECTION_WRITE_LOCK})`);
      for (;;) {
        const batch = await readAllCommitted(tx, checkpoint, batchSize);
        if (batch.events.length === 0) break;
        await fold(tx, batch.events);
        checkpoint = batch.checkpoint;
        processed += batch.events.length;
        foldedNow += batch.events.length;
      }
      await writeDirty(tx);
      for (const p of chosen) {
        const before = await indexNames(tx, p.table);
        await tx.execute(`alter table ${p.table} rename to ${oldTable(p)}`);
        await tx.execute(`alter table ${rebuildTable(p)} rename to ${p.table}`);
        await tx.execute(`drop table ${oldTable(p)}`);
        const wanted = new Map(before.map((i) => [indexShape(i.def), i.name]));
        for (const i of await indexNames(tx, p.table)) {
          const name = wanted.get(indexShape(i.def));
          if (name && name !== i.name) await tx.execute(`alter index ${i.name} rename to ${name}`);
        }
      }
      await tx.execute(
        `update rebuild_runs set state = 'done', checkpoint_tx_id = ?::text::xid8, checkpoint_position = ?, events = ?, updated_at = now(), finished_at = now() where id = ?`,
        [checkpoint.txId, checkpoint.position, processed, opts.runId],
      );
    });
    await report('done', processed);
    return { runId: opts.runId, models: names, events: foldedNow, totalEvents: processed, resumed, alreadyDone: false, ms: Date.now() - started };
  } finally {
    await lockClient.end().catch(() => {});
  }
}
