/**
 * Countdown maths for the agenda, shared by the api (REST, GraphQL) and every page, so the
 * instructor and each team compute the same minutes from the same stored times. `now` is the
 * server's clock as the caller knows it (a page corrects its own by the server time it was sent).
 */
import type { AgendaItemState, AgendaStatus } from './state.js';
import { message, type MessageDescriptor } from '../i18n/message.js';

/** The fields of an agenda the clock needs (the state, or its GraphQL/REST view). */
export interface ClockInput {
  status: AgendaStatus;
  items: readonly Pick<AgendaItemState, 'phase' | 'plannedMs' | 'durationMs'>[];
  index: number;
  startedAt: string | null;
  itemStartedAt: string | null;
  pausedMs: number;
  pausedAt: string | null;
  finishedAt: string | null;
}

export interface AgendaClock {
  status: AgendaStatus;
  /** The current item's index and phase; null unless running or paused. */
  index: number | null;
  phase: number | null;
  /** Time left in the current item; negative once overdue. Null unless running or paused. */
  remainingMs: number | null;
  overdue: boolean;
  /** When the current item ends if nothing changes (running only). */
  itemEndsAt: number | null;
  /** Start + the planned lengths: fixed once started. */
  plannedEndAt: number | null;
  /** Where the agenda will end at this pace: the current item's end (now, when overdue or paused) + the later items. */
  expectedEndAt: number | null;
}

const ms = (iso: string | null) => (iso === null ? 0 : Date.parse(iso));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

export function agendaClock(a: ClockInput, now: number): AgendaClock {
  const plannedTotal = sum(a.items.map((i) => i.plannedMs));
  const plannedEndAt = a.startedAt === null ? null : ms(a.startedAt) + plannedTotal;
  const idle = { index: null, phase: null, remainingMs: null, overdue: false, itemEndsAt: null };
  if (a.status === 'none' || a.status === 'planned') return { status: a.status, ...idle, plannedEndAt: null, expectedEndAt: null };
  if (a.status === 'finished') return { status: a.status, ...idle, plannedEndAt, expectedEndAt: ms(a.finishedAt) };
  const item = a.items[a.index]!;
  const end = ms(a.itemStartedAt) + item.durationMs + a.pausedMs;
  const paused = a.status === 'paused';
  const remainingMs = end - (paused ? ms(a.pausedAt) : now);
  const later = sum(a.items.slice(a.index + 1).map((i) => i.durationMs));
  return {
    status: a.status,
    index: a.index,
    phase: item.phase,
    remainingMs,
    overdue: remainingMs <= 0,
    itemEndsAt: paused ? null : end,
    plannedEndAt,
    expectedEndAt: now + Math.max(0, remainingMs) + later,
  };
}

/** 'm:ss' for a countdown ('-m:ss' is never shown: overdue pages say "Overdue"). Rounds up, as a countdown does. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Whole minutes left to announce to screen readers: only at 5, 1 and 0 (overdue). */
export const ANNOUNCED_MINUTES = [5, 1, 0] as const;
export function minutesToAnnounce(remainingMs: number): number | null {
  const minutes = Math.max(0, Math.ceil(remainingMs / 60_000));
  return (ANNOUNCED_MINUTES as readonly number[]).includes(minutes) ? minutes : null;
}

/**
 * Teams behind the agenda: those whose phase is before the current item's (a team that has
 * submitted its website is done, never behind).
 */
export function isBehind(team: { currentPhase: number; submittedWebsiteUrl?: string | null }, agendaPhase: number | null): boolean {
  return agendaPhase !== null && !team.submittedWebsiteUrl && team.currentPhase < agendaPhase;
}

/** The hold's message, the same on the Continue button and in the server's refusal. */
export const holdMessage = (hold: number) =>
  message('Your instructor is holding the room at phase {phase, number}; you can continue once they release it', { phase: hold });

/**
 * What a hold refuses a team that moves itself from one phase to another: only a move forward
 * that ends past the held phase. Going back is always allowed, however far ahead the team was
 * (an instructor may have moved it past the hold). Null when the move is allowed.
 */
export function holdRefusal(hold: number | null | undefined, fromPhase: number, toPhase: number): MessageDescriptor | null {
  return hold !== null && hold !== undefined && toPhase > fromPhase && toPhase > hold ? holdMessage(hold) : null;
}

/** A bring older than this when a page first sees it (a reload long after) moves nobody. */
export const BRING_FRESH_MS = 2 * 60_000;

/**
 * The phase a team's page is to be brought to, or null. A bring is carried out once per team:
 * the server sets the team's phase to the brought one when the instructor brings; a page open
 * then follows it. A page opened after the bring (`openedAfterBring`: the bring was already
 * there when the page first read the agenda) follows it only while the team is still at the
 * brought phase (`teamPhase`, read when the page opened); once the team has moved on (it followed
 * and continued, or an instructor moved it) a page opened later is left where the team is. No
 * page follows a bring older than BRING_FRESH_MS, nor one to the phase it shows.
 */
export function bringToFollow(
  bring: { phase: number; at: string } | null | undefined,
  page: { phase: number; teamPhase: number; openedAfterBring: boolean },
  now: number,
): number | null {
  if (!bring || now - Date.parse(bring.at) > BRING_FRESH_MS || page.phase === bring.phase) return null;
  if (page.openedAfterBring && page.teamPhase !== bring.phase) return null;
  return bring.phase;
}
