/**
 * Commands arrive raw where the client types (items, minutes, text: the decider parses them,
 * so both doors share the rules); `at` is the server's clock when handled; `cohort` is the
 * cohort as the handler read it; ids are made by the handler.
 */
type Cohort = { cohort: { exists: boolean; archived: boolean } };
type At = { at: string };

export type PlanAgenda = Cohort & { type: 'PlanAgenda'; items: unknown };
export type StartAgenda = Cohort & At & { type: 'StartAgenda' };
export type PauseAgenda = Cohort & At & { type: 'PauseAgenda' };
export type ResumeAgenda = Cohort & At & { type: 'ResumeAgenda' };
/** minutes: 1..60 more for the current item; keepEnd: take them from the later items. */
export type ExtendAgendaItem = Cohort & At & { type: 'ExtendAgendaItem'; minutes: unknown; keepEnd?: unknown };
export type SkipAgendaItem = Cohort & At & { type: 'SkipAgendaItem' };
export type ResetAgenda = Cohort & { type: 'ResetAgenda' };
/** noticeSeconds: how long pages show the notice before moving (0..120, default BRING_NOTICE_SECONDS); hold: also hold there. */
export type BringTeams = Cohort & At & { type: 'BringTeams'; phase: unknown; noticeSeconds?: unknown; hold?: unknown };
export type SetHold = Cohort & { type: 'SetHold'; phase: unknown };
export type ReleaseHold = Cohort & { type: 'ReleaseHold' };
export type PostAnnouncement = Cohort & At & { type: 'PostAnnouncement'; id: string; text: unknown };
export type WithdrawAnnouncement = Cohort & { type: 'WithdrawAnnouncement'; id: string };

export type AgendaCommand =
  | PlanAgenda
  | StartAgenda
  | PauseAgenda
  | ResumeAgenda
  | ExtendAgendaItem
  | SkipAgendaItem
  | ResetAgenda
  | BringTeams
  | SetHold
  | ReleaseHold
  | PostAnnouncement
  | WithdrawAnnouncement;
