import { agendaClock, type AgendaClock } from '../agenda/clock.js';
import { evolveAgenda } from '../agenda/decide.js';
import { initialAgendaState, type AgendaState } from '../agenda/state.js';
import { teamProgress } from '../shared/progress.js';
import type { SessionData, SessionMark } from './marks.js';

/** One team in the room at a moment: what the dashboard's row showed then. */
export interface RoomTeam {
  teamId: string;
  code: string;
  name: string;
  currentPhase: number;
  submitted: boolean;
  progress: number;
  /** Feedback threads open (not resolved) at that moment. */
  openFeedback: number;
  /** Edits made up to that moment. */
  edits: number;
}

export interface Room {
  at: string;
  teams: RoomTeam[];
  agenda: AgendaState;
  clock: AgendaClock;
  /** Teams that had cast a ballot; judges' scores given. */
  voted: number;
  scores: number;
}

const upTo = (marks: readonly SessionMark[], t: number) => marks.filter((m) => Date.parse(m.at) <= t);

/** The cohort's teams after these marks (a join elsewhere takes a team out; 'joined' and 'left' carry the cohort in ref). */
export function membersAfter(marks: readonly SessionMark[], tag: string): Set<string> {
  const members = new Set<string>();
  for (const m of marks) {
    if (!m.teamId) continue;
    if (m.kind === 'joined' && m.ref === tag) members.add(m.teamId);
    else if (m.kind === 'joined' || (m.kind === 'left' && m.ref === tag)) members.delete(m.teamId);
  }
  return members;
}

/** The cohort's agenda at t: its events up to t folded by the agenda's own evolve. */
export function agendaAt(marks: readonly SessionMark[], t: number): AgendaState {
  return upTo(marks, t).reduce((s, m) => (m.agenda ? evolveAgenda(s, m.agenda) : s), initialAgendaState());
}

/** Edits made at or before t: the number of edit times up to it (they are ascending: a binary search). */
export function editsUpTo(times: readonly number[], firstMinute: string | null, t: number) {
  if (!firstMinute) return 0;
  const until = t - Date.parse(firstMinute);
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! <= until) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The room as it was at t, from the session's events up to t: each team of the cohort then,
 * its phase, progress, open feedback and edits, the agenda and its clock, voting and judging.
 */
export function roomAt(session: SessionData, t: number): Room {
  const marks = upTo(session.marks, t);
  const members = membersAfter(marks, session.cohortTag);
  const phase = new Map<string, number>();
  const submitted = new Set<string>();
  const threads = new Map<string, { teamId: string; resolved: boolean }>();
  const voters = new Set<string>();
  let scores = 0;
  for (const m of marks) {
    if ((m.kind === 'created' || m.kind === 'phase') && m.teamId && m.phase !== null) phase.set(m.teamId, m.phase);
    else if (m.kind === 'website' && m.teamId) submitted.add(m.teamId);
    else if (m.kind === 'comment' && m.ref && m.teamId) threads.set(m.ref, { teamId: m.teamId, resolved: false });
    else if ((m.kind === 'resolved' || m.kind === 'reopened') && m.ref && threads.has(m.ref)) threads.get(m.ref)!.resolved = m.kind === 'resolved';
    else if (m.kind === 'ballot' && m.teamId) voters.add(m.teamId);
    else if (m.kind === 'score') scores += 1;
  }
  const open = new Map<string, number>();
  for (const th of threads.values()) if (!th.resolved) open.set(th.teamId, (open.get(th.teamId) ?? 0) + 1);
  const edits = new Map(session.edits.map((e) => [e.teamId, e.times]));
  const teams = session.teams
    .filter((team) => members.has(team.teamId))
    .map((team): RoomTeam => {
      const currentPhase = phase.get(team.teamId) ?? 1;
      const done = submitted.has(team.teamId);
      return {
        ...team,
        currentPhase,
        submitted: done,
        progress: teamProgress({ currentPhase, submittedWebsiteUrl: done ? 'submitted' : null }).percent,
        openFeedback: open.get(team.teamId) ?? 0,
        edits: editsUpTo(edits.get(team.teamId) ?? [], session.firstMinute, t),
      };
    });
  const agenda = agendaAt(marks, t);
  return { at: new Date(t).toISOString(), teams, agenda, clock: agendaClock(agenda, t), voted: voters.size, scores };
}
