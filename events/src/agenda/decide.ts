/**
 * The agenda aggregate: a cohort's plan of phases with time boxes, its clock (start, pause,
 * resume, extend, skip), bringing every team to a phase, holding them there, and announcements.
 * The stream is agendaStreamId(tag); the handler passes the cohort as it read it and the
 * server's time. Only instructors send these commands (the doors check).
 */
import type { Decider } from '../shared/decider.js';
import { badInput, conflict, notFound } from '../shared/errors.js';
import type { MessageId } from '../i18n/message.js';
import { parsePhaseNumber } from '../shared/validation.js';
import type { AgendaCommand, BringTeams, ExtendAgendaItem } from './commands.js';
import type { AgendaEvent, AgendaItemPlan } from './events.js';
import { initialAgendaState, NOT_STARTED, type AgendaState } from './state.js';

export const MAX_AGENDA_ITEMS = 20;
export const MAX_ITEM_MINUTES = 240;
export const MAX_EXTEND_MINUTES = 60;
/** An item shortened to keep the planned end keeps at least this much. */
export const MIN_ITEM_MS = 60_000;
export const BRING_NOTICE_SECONDS = 10;
export const MAX_BRING_NOTICE_SECONDS = 120;
export const MAX_ANNOUNCEMENT_LENGTH = 280;
/** Announcements kept live at once; the oldest go first. */
export const MAX_ANNOUNCEMENTS = 50;

/** A whole number in min..max, else the refusal `id`, told min and max (and `values`). */
const wholeIn = (raw: unknown, min: number, max: number, id: MessageId, values: Record<string, number> = {}): number => {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) throw badInput(id, { ...values, min, max });
  return raw;
};

/** The plan as typed: 1..20 items, each a phase 1..8 and 1..240 whole minutes. */
export function parseAgendaItems(raw: unknown): AgendaItemPlan[] {
  if (!Array.isArray(raw) || raw.length === 0) throw badInput('An agenda needs at least one item');
  if (raw.length > MAX_AGENDA_ITEMS) throw badInput('An agenda has at most {max, number} items', { max: MAX_AGENDA_ITEMS });
  return raw.map((item: unknown, i) => {
    if (!item || typeof item !== 'object') throw badInput('Item {item, number} must have a phase and minutes', { item: i + 1 });
    const { phase, minutes } = item as Record<string, unknown>;
    return {
      phase: parsePhaseNumber(phase),
      minutes: wholeIn(minutes, 1, MAX_ITEM_MINUTES, 'Item {item, number}: minutes must be a whole number from {min, number} to {max, number}', { item: i + 1 }),
    };
  });
}

export function parseAnnouncement(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw badInput('Announcement text is required');
  const text = raw.trim();
  if (text.length > MAX_ANNOUNCEMENT_LENGTH) throw badInput('An announcement has at most {max, number} characters', { max: MAX_ANNOUNCEMENT_LENGTH });
  return text;
}

/**
 * The later items' lengths after taking `addedMs` from them, in proportion to what each can
 * give above MIN_ITEM_MS, in whole seconds; null when they cannot give that much.
 */
export function shortenLater(durations: readonly number[], from: number, addedMs: number): number[] | null {
  const slack = durations.map((d, i) => (i < from ? 0 : Math.max(0, d - MIN_ITEM_MS)));
  const total = slack.reduce((a, b) => a + b, 0);
  if (total < addedMs) return null;
  const cuts = slack.map((s) => (total === 0 ? 0 : Math.floor((addedMs * s) / total / 1000) * 1000));
  let rest = addedMs - cuts.reduce((a, b) => a + b, 0);
  for (let i = from; rest > 0 && i < durations.length; i++) {
    const more = Math.min(rest, slack[i]! - cuts[i]!);
    cuts[i]! += more;
    rest -= more;
  }
  return durations.map((d, i) => d - cuts[i]!);
}

function extend(command: ExtendAgendaItem, state: AgendaState, tag: string): AgendaEvent[] {
  if (state.status !== 'running' && state.status !== 'paused') throw conflict('Start the agenda first');
  const minutes = wholeIn(command.minutes, 1, MAX_EXTEND_MINUTES, 'Minutes must be a whole number from {min, number} to {max, number}');
  const keepEnd = command.keepEnd ?? false;
  if (typeof keepEnd !== 'boolean') throw badInput('{field} must be true or false', { field: 'keepEnd' });
  const addedMs = minutes * 60_000;
  let durations = state.items.map((i) => i.durationMs);
  if (keepEnd) {
    const shortened = shortenLater(durations, state.index + 1, addedMs);
    if (!shortened) throw conflict('The later items are too short to keep the planned end; extend without keeping it');
    durations = shortened;
  }
  durations[state.index]! += addedMs;
  return [{ type: 'AgendaItemExtended', data: { tag, at: command.at, index: state.index, addedMs, keepEnd, durationsMs: durations } }];
}

function bring(command: BringTeams, state: AgendaState, tag: string): AgendaEvent[] {
  const phase = parsePhaseNumber(command.phase);
  const notice = command.noticeSeconds ?? BRING_NOTICE_SECONDS;
  wholeIn(notice, 0, MAX_BRING_NOTICE_SECONDS, 'Notice must be a whole number of seconds from {min, number} to {max, number}');
  const hold = command.hold ?? false;
  if (typeof hold !== 'boolean') throw badInput('{field} must be true or false', { field: 'hold' });
  const moveAt = new Date(Date.parse(command.at) + (notice as number) * 1000).toISOString();
  const events: AgendaEvent[] = [{ type: 'TeamsBrought', data: { tag, at: command.at, phase, moveAt } }];
  if (hold && state.hold !== phase) events.push({ type: 'HoldSet', data: { tag, phase } });
  return events;
}

function decide(command: AgendaCommand, state: AgendaState): AgendaEvent[] {
  if (!command.cohort.exists) throw notFound('Cohort not found');
  if (command.cohort.archived) throw conflict('Archived cohorts are locked; restore the cohort first');
  // The handler names the stream by the tag; the events carry it for the read model.
  const tag = state.tag ?? '';
  switch (command.type) {
    case 'PlanAgenda': {
      if (state.status === 'running' || state.status === 'paused') throw conflict('The agenda is running; reset it before changing the plan');
      return [{ type: 'AgendaPlanned', data: { tag, items: parseAgendaItems(command.items) } }];
    }
    case 'StartAgenda':
      if (state.status === 'none') throw conflict('Plan the agenda first');
      if (state.status === 'running' || state.status === 'paused') return [];
      return [{ type: 'AgendaStarted', data: { tag, at: command.at } }];
    case 'PauseAgenda':
      if (state.status === 'paused') return [];
      if (state.status !== 'running') throw conflict('The agenda is not running');
      return [{ type: 'AgendaPaused', data: { tag, at: command.at } }];
    case 'ResumeAgenda':
      if (state.status === 'running') return [];
      if (state.status !== 'paused') throw conflict('The agenda is not paused');
      return [{ type: 'AgendaResumed', data: { tag, at: command.at } }];
    case 'ExtendAgendaItem':
      return extend(command, state, tag);
    case 'SkipAgendaItem':
      if (state.status !== 'running' && state.status !== 'paused') throw conflict('Start the agenda first');
      return [{ type: 'AgendaItemSkipped', data: { tag, at: command.at, index: state.index + 1 } }];
    case 'ResetAgenda':
      return state.status === 'none' || state.status === 'planned' ? [] : [{ type: 'AgendaReset', data: { tag } }];
    case 'BringTeams':
      return bring(command, state, tag);
    case 'SetHold': {
      const phase = parsePhaseNumber(command.phase);
      return state.hold === phase ? [] : [{ type: 'HoldSet', data: { tag, phase } }];
    }
    case 'ReleaseHold':
      return state.hold === null ? [] : [{ type: 'HoldReleased', data: { tag } }];
    case 'PostAnnouncement':
      return [{ type: 'AnnouncementPosted', data: { tag, at: command.at, id: command.id, text: parseAnnouncement(command.text) } }];
    case 'WithdrawAnnouncement':
      if (!state.announcements.some((a) => a.id === command.id)) throw notFound('Announcement not found');
      return [{ type: 'AnnouncementWithdrawn', data: { tag, id: command.id } }];
  }
}

const paused = (state: AgendaState, at: string) => state.pausedMs + (state.pausedAt === null ? 0 : Date.parse(at) - Date.parse(state.pausedAt));

/**
 * The agenda as planned, not started: every clock field cleared and each item back to its
 * planned time box (after a reset too, not the lengths extending or shortening gave it).
 */
function atThePlan(s: AgendaState, items: AgendaState['items']): AgendaState {
  return { ...s, status: 'planned', items: items.map((i) => ({ ...i, durationMs: i.plannedMs })), ...NOT_STARTED };
}

export function evolveAgenda(state: AgendaState, event: AgendaEvent): AgendaState {
  const s = { ...state, tag: event.data.tag };
  switch (event.type) {
    case 'AgendaPlanned':
      return atThePlan(
        s,
        event.data.items.map((i) => ({ phase: i.phase, plannedMs: i.minutes * 60_000, durationMs: i.minutes * 60_000 })),
      );
    case 'AgendaStarted':
      return {
        ...s,
        status: 'running',
        items: s.items.map((i) => ({ ...i, durationMs: i.plannedMs })),
        index: 0,
        startedAt: event.data.at,
        itemStartedAt: event.data.at,
        pausedMs: 0,
        pausedAt: null,
        finishedAt: null,
      };
    case 'AgendaPaused':
      return { ...s, status: 'paused', pausedAt: event.data.at };
    case 'AgendaResumed':
      return { ...s, status: 'running', pausedMs: paused(s, event.data.at), pausedAt: null };
    case 'AgendaItemExtended':
      return { ...s, items: s.items.map((i, n) => ({ ...i, durationMs: event.data.durationsMs[n] ?? i.durationMs })) };
    case 'AgendaItemSkipped': {
      const { index, at } = event.data;
      if (index >= s.items.length) return { ...s, status: 'finished', index, finishedAt: at, pausedAt: null, pausedMs: 0 };
      // The next item starts now, running (a skip while paused resumes).
      return { ...s, status: 'running', index, itemStartedAt: at, pausedMs: 0, pausedAt: null };
    }
    case 'AgendaReset':
      return atThePlan(s, s.items);
    case 'TeamsBrought':
      return { ...s, bring: { phase: event.data.phase, at: event.data.at, moveAt: event.data.moveAt } };
    case 'HoldSet':
      return { ...s, hold: event.data.phase };
    case 'HoldReleased':
      return { ...s, hold: null };
    case 'AnnouncementPosted': {
      const { id, text, at } = event.data;
      return { ...s, announcements: [...s.announcements, { id, text, at }].slice(-MAX_ANNOUNCEMENTS) };
    }
    case 'AnnouncementWithdrawn':
      return { ...s, announcements: s.announcements.filter((a) => a.id !== event.data.id) };
  }
}

/**
 * The tag is not in the commands (the stream is the cohort's), so a first event needs it from
 * the handler: agendaDeciderFor(tag) fills it into the empty state.
 */
export const agendaDeciderFor = (tag: string): Decider<AgendaCommand, AgendaEvent, AgendaState> => ({
  decide,
  evolve: evolveAgenda,
  initialState: () => ({ ...initialAgendaState(), tag }),
});
