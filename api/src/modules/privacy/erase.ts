import type { EntityManager } from '@mikro-orm/postgresql';
import { feedbackStreamId, judgingStreamId, notFound, teamStreamId, teamSubject, type ErasureReason, type EventMetadata } from '@fit/events';
import type { Services } from '../../context.js';
import { handleCommand } from '../../commands/handle.js';
import { teamSpec, parseTeamId } from '../teams/handle.js';
import { findTeamById } from '../teams/teams.read.js';
import { keyringOf } from '../../privacy/keyring.js';
import { readStream } from '../../store/event-store.js';
import { applyEvents, executeBound, keyString, saveRows, type AnyProjection, type Row } from '../../projections/projection.js';
import { feedbackProjection } from '../../projections/feedback/feedback.projection.js';
import { judgingProjection } from '../../projections/judging/judging.projection.js';
import { projectionWritesHold } from '../../projections/index.js';
import { endTeamSessions } from '../../auth/team-sessions.js';
import type { StoredEvent } from '../../store/types.js';

/**
 * Erasing a team (docs/PRIVACY.md#erasure), in an order that can be run again from any step
 * after a failure and finish the same:
 *
 * 1. its key is destroyed (data_keys.wrapped set to null for good): everything sealed under it,
 *    in the log and in any copy or backup of the log, can no longer be read;
 * 2. this process forgets the key at once, the others when told on the bus (KEY_ERASED), and in
 *    any case within the keyring's TTL;
 * 3. TeamErased is appended (no personal data): the teams row keeps the team's id, code, phase
 *    and cohort, its name becomes "Erased team", its token and website go; its phase_data rows
 *    go; every process hearing it drops its cached states, rows, rooms and answers (privacy/live.ts);
 * 4. read models that hold its words among others' (feedback threads, the cohort's judging) are
 *    folded again from the log, where those words now read as erased — the same rows a rebuild gives;
 * 5. stored CSV exports (which list team names) are deleted, and its sessions and their sockets end.
 *
 * Ballots, tallies, scores and the chain are untouched: results do not change.
 */

/** Bus signal: a subject's key was destroyed (payload: the subject). */
export const KEY_ERASED = 'privacy:key-erased';

export interface ErasureReport {
  teamId: string;
  reason: ErasureReason;
  /** false when the team was already erased (the steps after the key were made again). */
  erasedNow: boolean;
  sessionsEnded: number;
  threadsRewritten: number;
  judgingRowsRewritten: number;
  exportsDeleted: number;
}

/** Destroys a subject's key for good (a subject that never had one gets an erased row, so none is ever made). */
export async function destroyKey(em: EntityManager, subject: string): Promise<void> {
  await executeBound(
    em,
    `insert into data_keys (subject, wrapped, master_key_id, erased_at) values (?, null, null, now())
     on conflict (subject) do update set wrapped = null, master_key_id = null, erased_at = coalesce(data_keys.erased_at, now())`,
    [subject],
  );
}

/** Folds rows of a read model again from these events alone, replacing what the rows held. */
async function refold(em: EntityManager, p: AnyProjection, events: readonly StoredEvent[]): Promise<number> {
  const rows = new Map<string, Row | null>();
  for (const e of events) if (p.handles.has(e.type)) for (const k of p.keysOf(e)) rows.set(keyString(p, k), null);
  const dirty = await applyEvents(em, p, events, rows, new Map(), false);
  await saveRows(em, p, dirty);
  return dirty.size;
}

/** The cohorts a team was ever assigned to (its judging may hold words about it). */
async function cohortsOfTeam(em: EntityManager, teamId: string): Promise<string[]> {
  const rows = await executeBound<{ tag: string }>(em, `select distinct data->>'cohortTag' as tag from events where stream_id = ? and type = 'TeamAssignedToCohort'`, [
    teamStreamId(teamId),
  ]);
  return rows.map((r) => r.tag).filter(Boolean);
}

export async function eraseTeam(s: Services, metadata: EventMetadata, rawTeamId: unknown, reason: ErasureReason): Promise<ErasureReport> {
  const teamId = parseTeamId(rawTeamId);
  const em = s.orm.em.fork();
  const team = await findTeamById(em, teamId);
  if (!team) throw notFound('Team not found');
  const subject = teamSubject(teamId);

  // 1–2. The key, here and everywhere.
  await destroyKey(em, subject);
  keyringOf(s.orm).erased(subject);
  s.bus.signal(KEY_ERASED, subject, { mustArrive: true });

  // 3. The event (a no-op when already erased).
  const { events } = await handleCommand(s, teamSpec(teamId, metadata, { type: 'EraseTeam', reason }));

  // 4. Rows holding its words among others', folded again in one transaction under the projection lock.
  const { threads, judging } = await s.orm.em.fork().transactional(async (tx) => {
    await executeBound(tx, projectionWritesHold().sql, [...projectionWritesHold().params]);
    const threadIds = await executeBound<{ thread_id: string }>(tx, `select thread_id from feedback_threads where team_id = ? for update`, [teamId]);
    let threads = 0;
    for (const { thread_id } of threadIds) threads += await refold(tx, feedbackProjection, await readStream(tx, feedbackStreamId(thread_id)));
    let judging = 0;
    for (const tag of await cohortsOfTeam(tx, teamId)) {
      await executeBound(tx, `select 1 from judging where cohort_tag = ? for update`, [tag]);
      judging += await refold(tx, judgingProjection, await readStream(tx, judgingStreamId(tag)));
    }
    return { threads, judging };
  });
  // The rows just rewritten may be cached by this process as they were.
  s.rows.clear();

  // 5. Copies outside the read models.
  const deleted = await executeBound<{ job_id: string }>(em, `delete from export_files returning job_id`, []);
  const sessionsEnded = await endTeamSessions(s, teamId);
  s.log(`privacy: team ${teamId} erased (${reason}); ${sessionsEnded} session(s) ended, ${deleted.length} stored export(s) deleted`);

  return {
    teamId,
    reason,
    erasedNow: events.length > 0,
    sessionsEnded,
    threadsRewritten: threads,
    judgingRowsRewritten: judging,
    exportsDeleted: deleted.length,
  };
}

/** The team asks to be erased: recorded for an instructor to confirm (erasing is theirs). */
export async function requestErasure(s: Services, metadata: EventMetadata, rawTeamId: unknown) {
  const teamId = parseTeamId(rawTeamId);
  await handleCommand(s, teamSpec(teamId, metadata, { type: 'RequestErasure' }));
  const team = await findTeamById(s.orm.em.fork(), teamId);
  if (!team) throw notFound('Team not found');
  return team;
}
