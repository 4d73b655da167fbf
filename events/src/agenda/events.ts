import type { DomainEvent } from '../shared/decider.js';

/*
 * The room's pace for one cohort, on its own stream `agenda-{tag}` so the cohort's
 * stream (details, voting, the results show) is left as it was. Every time a timer depends on
 * is in the event's data (the server's clock when the command was handled), so a replay, a
 * reload or a late joiner computes the same countdown.
 */
type Tag = { tag: string };
type At = { at: string };

/** One planned item: a phase and its time box in whole minutes. */
export interface AgendaItemPlan {
  phase: number;
  minutes: number;
}

export type AgendaPlanned = DomainEvent<'AgendaPlanned', Tag & { items: AgendaItemPlan[] }>;
export type AgendaStarted = DomainEvent<'AgendaStarted', Tag & At>;
export type AgendaPaused = DomainEvent<'AgendaPaused', Tag & At>;
export type AgendaResumed = DomainEvent<'AgendaResumed', Tag & At>;
/**
 * The current item got addedMs more. durationsMs is every item's length afterwards: with
 * keepEnd the later items were shortened by the same total, so the expected end stays put.
 */
export type AgendaItemExtended = DomainEvent<'AgendaItemExtended', Tag & At & { index: number; addedMs: number; keepEnd: boolean; durationsMs: number[] }>;
/** The facilitator moved on to item `index` (items.length: the agenda is finished). */
export type AgendaItemSkipped = DomainEvent<'AgendaItemSkipped', Tag & At & { index: number }>;
/** Back to the plan, not started (the plan is kept). */
export type AgendaReset = DomainEvent<'AgendaReset', Tag>;
/** Every team of the cohort is brought to `phase`: pages move there at moveAt, after a notice. */
export type TeamsBrought = DomainEvent<'TeamsBrought', Tag & At & { phase: number; moveAt: string }>;
/** Teams may not go past `phase` until released. */
export type HoldSet = DomainEvent<'HoldSet', Tag & { phase: number }>;
export type HoldReleased = DomainEvent<'HoldReleased', Tag>;
export type AnnouncementPosted = DomainEvent<'AnnouncementPosted', Tag & At & { id: string; text: string }>;
export type AnnouncementWithdrawn = DomainEvent<'AnnouncementWithdrawn', Tag & { id: string }>;

export type AgendaEvent =
  | AgendaPlanned
  | AgendaStarted
  | AgendaPaused
  | AgendaResumed
  | AgendaItemExtended
  | AgendaItemSkipped
  | AgendaReset
  | TeamsBrought
  | HoldSet
  | HoldReleased
  | AnnouncementPosted
  | AnnouncementWithdrawn;

export const agendaStreamId = (tag: string) => `agenda-${tag}`;
