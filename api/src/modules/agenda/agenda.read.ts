import type { EntityManager } from '@mikro-orm/postgresql';
import { agendaClock, initialAgendaState, notFound, type AgendaState, type Announcement } from '@fit/events';
import { executeBound } from '../../projections/projection.js';
import type { Read } from '../../commands/handle.js';

/**
 * A cohort's agenda as both doors answer it: the stored times (from which every page computes
 * its countdown with agendaClock), what they give at serverTime, and the server's clock itself so
 * a page can correct its own.
 */
export interface AgendaView {
  cohortTag: string;
  status: AgendaState['status'];
  items: { phase: number; plannedMs: number; durationMs: number }[];
  index: number;
  startedAt: string | null;
  itemStartedAt: string | null;
  pausedMs: number;
  pausedAt: string | null;
  finishedAt: string | null;
  /** At serverTime: the current item's phase, time left (negative when overdue), and the ends. */
  currentPhase: number | null;
  remainingMs: number | null;
  overdue: boolean;
  itemEndsAt: string | null;
  plannedEndAt: string | null;
  expectedEndAt: string | null;
  hold: number | null;
  bring: { phase: number; at: string; moveAt: string } | null;
  announcements: Announcement[];
  serverTime: string;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function agendaView(tag: string, state: AgendaState | null, now: Date = new Date()): AgendaView {
  const s = state ?? initialAgendaState();
  const clock = agendaClock(s, now.getTime());
  return {
    cohortTag: tag,
    status: s.status,
    items: s.items.map((i) => ({ phase: i.phase, plannedMs: i.plannedMs, durationMs: i.durationMs })),
    index: s.index,
    startedAt: s.startedAt,
    itemStartedAt: s.itemStartedAt,
    pausedMs: s.pausedMs,
    pausedAt: s.pausedAt,
    finishedAt: s.finishedAt,
    currentPhase: clock.phase,
    remainingMs: clock.remainingMs,
    overdue: clock.overdue,
    itemEndsAt: iso(clock.itemEndsAt),
    plannedEndAt: iso(clock.plannedEndAt),
    expectedEndAt: iso(clock.expectedEndAt),
    hold: s.hold,
    bring: s.bring,
    announcements: s.announcements,
    serverTime: now.toISOString(),
  };
}

export async function findAgendaState(em: EntityManager, tag: string): Promise<AgendaState | null> {
  const [row] = await executeBound<{ state: AgendaState }>(em, 'select state from agendas where tag = ?', [tag]);
  return row?.state ?? null;
}

/** The agenda of an existing cohort (404 otherwise), as of now. */
export async function readAgenda(em: EntityManager, tag: string): Promise<AgendaView> {
  const [row] = await executeBound<{ state: AgendaState | null }>(em, 'select a.state from cohorts c left join agendas a on a.tag = c.tag where c.tag = ?', [tag]);
  if (!row) throw notFound('Cohort not found');
  return agendaView(tag, row.state);
}

/**
 * The hold of a team's cohort (null: none), read in the transaction of the team's own phase
 * change, so a hold set at the same moment is either seen or comes after.
 */
export const holdOfTeam = (teamId: string): Read<number | null> => ({
  sql: `select (a.state->>'hold')::int as hold from teams t join agendas a on a.tag = t.cohort_tag where t.id = ?`,
  params: [teamId],
  parse: ([row]: { hold: number | null }[]) => row?.hold ?? null,
});
