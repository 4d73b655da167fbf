import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../store/types.js';
import { readAllCommitted } from '../store/event-store.js';
import { START } from '../store/types.js';
import { applyEvents, saveRows, type AnyProjection, type Row } from './projection.js';
import { sendProjected, type RowCache } from './live.js';
import type { SendStatements, Statement } from '../orm.js';
import { teamsProjection } from './teams/teams.projection.js';
import { phaseDataProjection } from './phase-data/phase-data.projection.js';
import { cohortsProjection } from './cohorts/cohorts.projection.js';
import { ballotsProjection } from './ballots/ballots.projection.js';
import { talliesProjection } from './tallies/tallies.projection.js';
import { adminsProjection } from './admins/admins.projection.js';
import { feedbackProjection } from './feedback/feedback.projection.js';
import { agendasProjection } from './agendas/agendas.projection.js';
import { judgingProjection } from './judging/judging.projection.js';
import { sessionMarksProjection } from './session/session-marks.projection.js';
import { sessionEditsProjection } from './session/session-edits.projection.js';

export const projections: readonly AnyProjection[] = [
  teamsProjection,
  phaseDataProjection,
  cohortsProjection,
  ballotsProjection,
  talliesProjection,
  adminsProjection,
  feedbackProjection,
  agendasProjection,
  judgingProjection,
  sessionMarksProjection,
  sessionEditsProjection,
];

/**
 * Every command transaction holds this lock in shared mode from its first statement; an online
 * rebuild takes it exclusively for its short switch (catch up the last events, swap the tables),
 * so no command writes a read model while the tables are swapped.
 */
export const PROJECTION_WRITE_LOCK = `hashtextextended('fit:projection-writes', 0)`;
/**
 * The select list that takes the lock and, in the same round trip, starts the transaction's
 * commit deadline (Migration20261123): a statement of its own, or part of a command's first one.
 */
export const projectionWritesHold = (commitDeadlineMs = 0): { sql: string; params: unknown[] } =>
  commitDeadlineMs > 0
    ? {
        sql: `select pg_advisory_xact_lock_shared(${PROJECTION_WRITE_LOCK}), set_config('fit.commit_deadline', (clock_timestamp() + ? * interval '1 millisecond')::text, true)`,
        params: [commitDeadlineMs],
      }
    : { sql: `select pg_advisory_xact_lock_shared(${PROJECTION_WRITE_LOCK})`, params: [] };

/** Sends a command's appends (`lead`) with its events' projection into every read model (see sendProjected). */
export function sendWithProjection(
  send: SendStatements,
  events: readonly StoredEvent[],
  lead: readonly Statement[],
  placed: (leadRows: unknown[][]) => void,
  cache?: RowCache,
) {
  return sendProjected(send, projections, events, lead, placed, cache);
}

/**
 * Drops every read model and folds the whole log into it again, in one transaction (readers
 * keep seeing the old rows until it commits; commands wait). Rows stay in memory for the whole
 * run, so each row is written once. Tests and the bench use it; the rebuild job runs the online
 * rebuild (jobs/online-rebuild.ts), which keeps commands going and ends the same way: the last
 * events read under the exclusive lock, so none is missed.
 */
export async function rebuildReadModels(em: EntityManager, opts: { batchSize?: number; only?: string[] } = {}) {
  const chosen = projections.filter((p) => !opts.only || opts.only.includes(p.name));
  return em.transactional(async (tx) => {
    // Writers wait while it runs, so it reads every committed event (see readAllCommitted).
    await tx.execute(`select pg_advisory_xact_lock(${PROJECTION_WRITE_LOCK})`);
    await tx.execute(`truncate ${chosen.map((p) => p.table).join(', ')}`);
    const state = new Map(chosen.map((p) => [p, { rows: new Map<string, Row | null>(), dirty: new Map<string, { key: Row; row: Row | null }>() }]));
    let checkpoint = START;
    let count = 0;
    for (;;) {
      const batch = await readAllCommitted(tx, checkpoint, opts.batchSize ?? 5000);
      if (batch.events.length === 0) break;
      for (const p of chosen) {
        const s = state.get(p)!;
        await applyEvents(tx, p, batch.events, s.rows, s.dirty, false);
      }
      count += batch.events.length;
      checkpoint = batch.checkpoint;
    }
    for (const p of chosen) {
      const { dirty } = state.get(p)!;
      const entries = [...dirty.entries()];
      for (let i = 0; i < entries.length; i += 5000) await saveRows(tx, p, new Map(entries.slice(i, i + 5000)));
    }
    return { events: count, checkpoint };
  });
}

/** Every read model's rows as JSON, in key order: what "rebuilt equals live" compares. */
export async function snapshotReadModels(em: EntityManager): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const p of projections) {
    const cached = (p.compacted ?? []).map((c) => ` - '${c}'`).join('');
    const rows = await em.execute<{ r: unknown }[]>(`select to_jsonb(t)${cached} as r from ${p.table} t order by ${p.keyColumns.join(', ')}`);
    out[p.table] = rows.map((x) => x.r);
  }
  return out;
}
