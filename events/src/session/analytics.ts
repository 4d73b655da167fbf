import { PHASE_COUNT } from '../shared/constants.js';
import { agendaAt } from './room.js';
import type { SessionData, SessionMark } from './marks.js';

/** A stretch of time one team spent in one phase (ms since the epoch). */
export interface PhaseSpan {
  phase: number;
  from: number;
  to: number;
}

/** Each team's phases as spans, from its creation (phase 1) to `end`; a phase revisited gives several spans. */
export function phaseSpans(session: SessionData, end: number): Map<string, PhaseSpan[]> {
  const out = new Map<string, PhaseSpan[]>(session.teams.map((t) => [t.teamId, []]));
  for (const m of session.marks) {
    if ((m.kind !== 'created' && m.kind !== 'phase') || !m.teamId || m.phase === null) continue;
    const spans = out.get(m.teamId);
    if (!spans) continue;
    const at = Date.parse(m.at);
    if (at > end) continue;
    const last = spans.at(-1);
    if (last && last.phase === m.phase) continue;
    if (last) last.to = at;
    spans.push({ phase: m.phase, from: at, to: end });
  }
  return out;
}

/** Milliseconds per phase (index 0 is phase 1) over a team's spans. */
export function timePerPhase(spans: readonly PhaseSpan[]): number[] {
  const out = Array.from({ length: PHASE_COUNT }, () => 0);
  for (const s of spans) if (s.phase >= 1 && s.phase <= PHASE_COUNT) out[s.phase - 1]! += s.to - s.from;
  return out;
}

export interface Spread {
  median: number;
  q1: number;
  q3: number;
  min: number;
  max: number;
  n: number;
}

/** Quartile by linear interpolation between the closest ranks of sorted values. */
const quantile = (sorted: readonly number[], q: number) => {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
};

/** Median, quartiles and range of the values; null when there are none. */
export function spread(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  return { median: quantile(s, 0.5), q1: quantile(s, 0.25), q3: quantile(s, 0.75), min: s[0]!, max: s.at(-1)!, n: s.length };
}

export interface PhaseSummary {
  phase: number;
  /** The agenda's time box for the phase (sum of its items' current lengths), or null when not planned. */
  plannedMs: number | null;
  /** Time in the phase across the teams that entered it. */
  spread: Spread | null;
  comments: number;
  answered: number;
  resolved: number;
}

/** Per phase: the agenda's box, the cohort's distribution of time spent, feedback given, answered and resolved. */
export function phaseSummaries(session: SessionData, end: number): PhaseSummary[] {
  const spans = phaseSpans(session, end);
  const perTeam = [...spans.values()].map((s) => ({ times: timePerPhase(s), entered: new Set(s.map((x) => x.phase)) }));
  const agenda = agendaAt(session.marks, end);
  const threads = feedbackThreads(session.marks, end);
  return Array.from({ length: PHASE_COUNT }, (_, i) => {
    const phase = i + 1;
    const items = agenda.items.filter((it) => it.phase === phase);
    const mine = [...threads.values()].filter((t) => t.phase === phase);
    return {
      phase,
      plannedMs: items.length ? items.reduce((a, it) => a + it.durationMs, 0) : null,
      spread: spread(perTeam.filter((t) => t.entered.has(phase)).map((t) => t.times[i]!)),
      comments: mine.length,
      answered: mine.filter((t) => t.answered).length,
      resolved: mine.filter((t) => t.resolved).length,
    };
  });
}

/** Feedback threads up to `end`: phase, whether the team has answered, whether resolved. */
export function feedbackThreads(marks: readonly SessionMark[], end: number) {
  const threads = new Map<string, { teamId: string; phase: number; answered: boolean; resolved: boolean }>();
  for (const m of marks) {
    if (!m.ref || Date.parse(m.at) > end) continue;
    if (m.kind === 'comment' && m.teamId && m.phase !== null) threads.set(m.ref, { teamId: m.teamId, phase: m.phase, answered: m.detail === 'team', resolved: false });
    const t = threads.get(m.ref);
    if (!t) continue;
    if (m.kind === 'reply' && m.detail === 'team') t.answered = true;
    else if (m.kind === 'resolved') t.resolved = true;
    else if (m.kind === 'reopened') t.resolved = false;
  }
  return threads;
}

/** A point of a cumulative series: at this time, this many. */
export interface Step {
  at: number;
  value: number;
}

/** Teams that had voted and scores given, as steps over time. */
export function votingSteps(marks: readonly SessionMark[]): { voted: Step[]; scores: Step[] } {
  const voters = new Set<string>();
  const voted: Step[] = [];
  const scores: Step[] = [];
  for (const m of marks) {
    const at = Date.parse(m.at);
    if (m.kind === 'ballot' && m.teamId && !voters.has(m.teamId)) {
      voters.add(m.teamId);
      voted.push({ at, value: voters.size });
    } else if (m.kind === 'score') scores.push({ at, value: scores.length + 1 });
  }
  return { voted, scores };
}

/** Without an agenda that says so, a session counts as running while someone acted within this long. */
export const LIVE_WITHIN_MS = 30 * 60_000;

/**
 * The session's span: from its first moment or edit to its last (the times themselves, not
 * their minutes), or to the server's `now` while it runs (live): its agenda is running or
 * paused, or, unless its agenda has finished, someone acted within LIVE_WITHIN_MS. Null before
 * anything happened.
 */
export function sessionSpan(session: SessionData, now: number): { from: number; to: number; live: boolean } | null {
  const times = session.marks.map((m) => Date.parse(m.at));
  if (session.firstMinute) {
    const first = Date.parse(session.firstMinute);
    for (const e of session.edits) if (e.times.length) times.push(first + e.times[0]!, first + e.times.at(-1)!);
  }
  if (times.length === 0) return null;
  let from = Infinity;
  let last = -Infinity;
  for (const t of times) {
    if (t < from) from = t;
    if (t > last) last = t;
  }
  const agenda = agendaAt(session.marks, now).status;
  const live = agenda === 'running' || agenda === 'paused' || (agenda !== 'finished' && now - last <= LIVE_WITHIN_MS);
  return { from, to: live ? Math.max(now, last) : last, live };
}
