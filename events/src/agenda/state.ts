export type AgendaStatus = 'none' | 'planned' | 'running' | 'paused' | 'finished';

export interface AgendaItemState {
  phase: number;
  /** As planned (the planned end is computed from these). */
  plannedMs: number;
  /** As it stands now (extensions and shortenings applied). */
  durationMs: number;
}

export interface Announcement {
  id: string;
  text: string;
  at: string;
}

/**
 * A cohort's agenda, hold, last bring and live announcements. Exists from the first event of
 * any kind (an announcement needs no agenda). Times are ISO strings from events' data.
 */
export interface AgendaState {
  tag: string | null;
  status: AgendaStatus;
  items: AgendaItemState[];
  /** The current item (meaningful while running or paused). */
  index: number;
  startedAt: string | null;
  itemStartedAt: string | null;
  /** Time spent paused during the current item, before the pause in progress. */
  pausedMs: number;
  pausedAt: string | null;
  finishedAt: string | null;
  hold: number | null;
  bring: { phase: number; at: string; moveAt: string } | null;
  /** Newest last; withdrawn ones are gone. */
  announcements: Announcement[];
}

/** The clock of an agenda that has not started (planned, reset, or never planned). */
export const NOT_STARTED = { index: 0, startedAt: null, itemStartedAt: null, pausedMs: 0, pausedAt: null, finishedAt: null } as const;

export const initialAgendaState = (): AgendaState => ({
  tag: null,
  status: 'none',
  items: [],
  ...NOT_STARTED,
  hold: null,
  bring: null,
  announcements: [],
});
