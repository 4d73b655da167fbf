/**
 * What a live session view sends after its first reading: what changed since the reading before,
 * not the whole session again (a full day is thousands of moments and edits). The server makes
 * it (sessionDelta), the page applies it (applySessionDelta); both use editsPerMinute, the one
 * rule for the per-minute series, which the session read uses too.
 *
 * Moments are in time order, so a new one is almost always appended: a delta keeps the first
 * `marksFrom` marks of the reading before and gives the rest. Each team's edit times are kept
 * likewise (`timesFrom`). Anything a tail cannot say (the first edit's minute moved) is sent
 * whole instead.
 */
import { MINUTE_MS, type SessionData, type SessionMark, type SessionTeam, type TeamEdits } from './marks.js';

export interface SessionDelta {
  /** Every team, when the list changed (null: unchanged by this delta). */
  teams: SessionTeam[] | null;
  /** How many of the marks before are kept; `marks` follow them. */
  marksFrom: number;
  marks: SessionMark[];
  /** The teams whose edit times changed: the first `timesFrom` kept, `times` after them. */
  edits: { teamId: string; timesFrom: number; times: number[] }[];
}

/** Each team's per-minute series from its edit times (ms after firstMinute): all the same length, up to the last edit's minute. */
export function editsPerMinute(edits: readonly { teamId: string; times: readonly number[] }[]): TeamEdits[] {
  const length = Math.max(0, ...edits.map((e) => (e.times.length ? Math.floor(e.times.at(-1)! / MINUTE_MS) + 1 : 0)));
  return edits.map(({ teamId, times }) => {
    const perMinute = new Array<number>(length).fill(0);
    for (const t of times) perMinute[Math.floor(t / MINUTE_MS)]! += 1;
    return { teamId, perMinute, times: [...times] };
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function keptPrefix<T>(before: readonly T[], after: readonly T[], eq: (a: T, b: T) => boolean): number {
  let n = 0;
  while (n < before.length && n < after.length && eq(before[n]!, after[n]!)) n += 1;
  return n;
}

/** What changed from one reading to the next; null when the next must be sent whole. */
export function sessionDelta(before: SessionData, after: SessionData): SessionDelta | null {
  if (before.cohortTag !== after.cohortTag || before.firstMinute !== after.firstMinute) return null;
  const marksFrom = keptPrefix(before.marks, after.marks, same);
  const previous = new Map(before.edits.map((e) => [e.teamId, e.times]));
  const edits: SessionDelta['edits'] = [];
  for (const e of after.edits) {
    const old = previous.get(e.teamId) ?? [];
    const timesFrom = keptPrefix(old, e.times, (a, b) => a === b);
    if (timesFrom !== old.length || timesFrom !== e.times.length) edits.push({ teamId: e.teamId, timesFrom, times: e.times.slice(timesFrom) });
  }
  return { teams: same(before.teams, after.teams) ? null : after.teams, marksFrom, marks: after.marks.slice(marksFrom), edits };
}

/** The next reading from the one before and a delta. */
export function applySessionDelta(before: SessionData, d: SessionDelta): SessionData {
  const teams = d.teams ?? before.teams;
  const changed = new Map(d.edits.map((e) => [e.teamId, e]));
  const times = new Map(before.edits.map((e) => [e.teamId, e.times]));
  const edits = teams.map(({ teamId }) => {
    const c = changed.get(teamId);
    const old = times.get(teamId) ?? [];
    return { teamId, times: c ? [...old.slice(0, c.timesFrom), ...c.times] : old };
  });
  return {
    cohortTag: before.cohortTag,
    teams,
    marks: [...before.marks.slice(0, d.marksFrom), ...d.marks],
    firstMinute: before.firstMinute,
    edits: editsPerMinute(edits),
  };
}
