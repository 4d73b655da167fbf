/*
 * The instructor's picture of a session (docs/PRODUCT.md#session-view): what the session read
 * model keeps of the log, and the pure arithmetic both doors and the page do on it. A mark is
 * one low-volume moment (a team joined, moved phase, a comment, a ballot, an agenda change);
 * co-editing is kept only as counts per team and minute.
 */
import type { AgendaEvent } from '../agenda/events.js';

export type SessionMarkKind = 'created' | 'joined' | 'left' | 'phase' | 'website' | 'comment' | 'reply' | 'resolved' | 'reopened' | 'ballot' | 'score' | 'agenda';

export interface SessionMark {
  /** ISO time of the event (its metadata.at). */
  at: string;
  kind: SessionMarkKind;
  teamId: string | null;
  /** The team's new phase ('phase', 'created': 1), a comment's phase. */
  phase: number | null;
  /** Feedback thread; the cohort joined or left, or submitted to; a score's judge. */
  ref: string | null;
  /** 'instructor' | 'team' for feedback; the agenda event's type for 'agenda'. */
  detail: string | null;
  /** The agenda event itself, so the room's agenda at any moment is its events folded. */
  agenda: AgendaEvent | null;
}

export interface SessionTeam {
  teamId: string;
  code: string;
  name: string;
  /** Its key was destroyed: `name` is the English marker, for the page to say in its language (absent: not erased). */
  erased?: boolean;
}

/** One team's edits: per minute for the charts, and each edit's own time for the room at a moment. */
export interface TeamEdits {
  teamId: string;
  /** Edits in each minute from firstMinute on (same length for every team). */
  perMinute: number[];
  /** Each edit's time as milliseconds after firstMinute, ascending (two edits in one millisecond: the time twice). */
  times: number[];
}

/** A cohort's session as the read model gives it: marks in log order, each team's edits. */
export interface SessionData {
  cohortTag: string;
  teams: SessionTeam[];
  marks: SessionMark[];
  /** Start of minute 0 of every `edits` series (ISO), or null when nobody has edited. */
  firstMinute: string | null;
  edits: TeamEdits[];
}

export const MINUTE_MS = 60_000;
/**
 * The minute an ISO time falls in, as whole minutes since the epoch: the session read model's
 * key, a number so that the key a fold computes and the one read back from the table are the
 * same (a timestamp read back comes in the database session's own format).
 */
export const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / MINUTE_MS);
export type { AgendaEvent } from '../agenda/events.js';
