/**
 * Fixtures for session-view tests (events/ and web/): a moment `min` minutes (fractions allowed)
 * after 09:00 on a fixed day, a mark at such a moment, and each team's edits from their times.
 * Test-only: not exported from the package's main entry.
 */
import { MINUTE_MS, type SessionMark, type SessionMarkKind, type TeamEdits } from '../session/marks.js';

export const T0 = Date.parse('2026-11-26T09:00:00.000Z');

/** ISO time `min` minutes after T0. */
export const at = (min: number) => new Date(T0 + min * MINUTE_MS).toISOString();

export const mark = (min: number, kind: SessionMarkKind, more: Partial<SessionMark> = {}): SessionMark => ({
  at: at(min),
  kind,
  teamId: null,
  phase: null,
  ref: null,
  detail: null,
  agenda: null,
  ...more,
});

/**
 * Each team's edits from the minutes (after T0) they were made at, as the session read gives
 * them: firstMinute the minute of the first edit, then per minute and each time.
 */
export function editsAt(byTeam: Record<string, readonly number[]>): { firstMinute: string | null; edits: TeamEdits[] } {
  const all = Object.values(byTeam).flat();
  if (all.length === 0) return { firstMinute: null, edits: Object.keys(byTeam).map((teamId) => ({ teamId, perMinute: [], times: [] })) };
  const first = Math.floor(Math.min(...all));
  const length = Math.floor(Math.max(...all)) - first + 1;
  return {
    firstMinute: at(first),
    edits: Object.entries(byTeam).map(([teamId, mins]) => {
      const perMinute = new Array<number>(length).fill(0);
      for (const m of mins) perMinute[Math.floor(m) - first]! += 1;
      return { teamId, perMinute, times: [...mins].sort((a, b) => a - b).map((m) => Math.round((m - first) * MINUTE_MS)) };
    }),
  };
}
