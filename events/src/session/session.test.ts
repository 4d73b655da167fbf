import { describe, expect, it } from 'vitest';
import { at, editsAt, mark, T0 } from '../testing/session.js';
import {
  applySessionDelta,
  packEdits,
  packTimes,
  phaseSpans,
  phaseSummaries,
  roomAt,
  sessionDelta,
  sessionSpan,
  spread,
  timePerPhase,
  unpackEdits,
  unpackTimes,
  votingSteps,
  type SessionData,
} from './index.js';

/** When each team edited, in minutes after T0: Alpha three times in minute 2 (from 09:02:12 on) and once in minute 4. */
const EDITS = { a: [2.2, 2.3, 2.5, 4.1], b: [4.25, 4.5] };

const session: SessionData = {
  cohortTag: 'demo',
  teams: [
    { teamId: 'a', code: 'AAAA', name: 'Alpha' },
    { teamId: 'b', code: 'BBBB', name: 'Beta' },
  ],
  marks: [
    mark(0, 'created', { teamId: 'a', phase: 1 }),
    mark(0, 'created', { teamId: 'b', phase: 1 }),
    mark(0, 'joined', { teamId: 'a', ref: 'demo' }),
    mark(0, 'joined', { teamId: 'b', ref: 'demo' }),
    mark(0, 'agenda', { detail: 'AgendaPlanned', agenda: { type: 'AgendaPlanned', data: { tag: 'demo', items: [{ phase: 1, minutes: 10 }] } } }),
    mark(1, 'agenda', { detail: 'AgendaStarted', agenda: { type: 'AgendaStarted', data: { tag: 'demo', at: at(1) } } }),
    mark(5, 'comment', { teamId: 'b', phase: 1, ref: 't1', detail: 'instructor' }),
    mark(6, 'reply', { teamId: 'b', ref: 't1', detail: 'team' }),
    mark(10, 'phase', { teamId: 'a', phase: 2 }),
    mark(20, 'phase', { teamId: 'b', phase: 2 }),
    mark(21, 'resolved', { teamId: 'b', ref: 't1', detail: 'team' }),
    mark(25, 'ballot', { teamId: 'a', ref: 'demo' }),
    mark(26, 'ballot', { teamId: 'a', ref: 'demo' }),
    mark(30, 'joined', { teamId: 'b', ref: 'other' }),
  ],
  ...editsAt(EDITS),
};

describe('session arithmetic', () => {
  it('cuts each team into phase spans up to the end', () => {
    const spans = phaseSpans(session, T0 + 40 * 60_000);
    expect(spans.get('a')).toEqual([
      { phase: 1, from: T0, to: T0 + 10 * 60_000 },
      { phase: 2, from: T0 + 10 * 60_000, to: T0 + 40 * 60_000 },
    ]);
    expect(timePerPhase(spans.get('b')!).slice(0, 2)).toEqual([20 * 60_000, 20 * 60_000]);
  });

  it('gives median, quartiles and range', () => {
    expect(spread([])).toBeNull();
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, q1: 1.75, q3: 3.25, min: 1, max: 4, n: 4 });
  });

  it('sums phases against the agenda and counts feedback per phase', () => {
    const [one, two] = phaseSummaries(session, T0 + 40 * 60_000);
    expect(one).toMatchObject({ phase: 1, plannedMs: 600_000, comments: 1, answered: 1, resolved: 1 });
    expect(one!.spread).toMatchObject({ median: 15 * 60_000, min: 10 * 60_000, max: 20 * 60_000, n: 2 });
    expect(two).toMatchObject({ phase: 2, plannedMs: null, comments: 0 });
  });

  it('shows the room at a moment: phases, open feedback, edits, agenda, voting', () => {
    const room = roomAt(session, T0 + 5 * 60_000);
    expect(room.teams).toEqual([
      { teamId: 'a', code: 'AAAA', name: 'Alpha', currentPhase: 1, submitted: false, progress: 0, openFeedback: 0, edits: 4 },
      { teamId: 'b', code: 'BBBB', name: 'Beta', currentPhase: 1, submitted: false, progress: 0, openFeedback: 1, edits: 2 },
    ]);
    expect(room.agenda.status).toBe('running');
    expect(room.clock.remainingMs).toBe(6 * 60_000);
    const later = roomAt(session, T0 + 27 * 60_000);
    expect(later.teams.map((t) => [t.currentPhase, t.openFeedback])).toEqual([
      [2, 0],
      [2, 0],
    ]);
    expect(later.voted).toBe(1);
    // Joining another cohort takes a team out of this one.
    expect(roomAt(session, T0 + 31 * 60_000).teams.map((t) => t.teamId)).toEqual(['a']);
  });

  it('counts edits up to the moment, not to the end of its minute: the same as counting the edits made by then', () => {
    // 09:02:09, three seconds before Alpha's first edit in that minute: none yet.
    expect(roomAt(session, T0 + 129_000).teams.map((t) => t.edits)).toEqual([0, 0]);
    for (let t = T0; t <= T0 + 6 * 60_000; t += 3_000) {
      const folded = Object.entries(EDITS).map(([, mins]) => mins.filter((m) => T0 + m * 60_000 <= t).length);
      expect(roomAt(session, t).teams.map((team) => team.edits)).toEqual(folded);
    }
  });

  it('starts at the first thing that happened, to the millisecond, not at the start of its minute', () => {
    const editsOnly: SessionData = { ...session, marks: [] };
    expect(sessionSpan(editsOnly, T0 + 5 * 3_600_000)).toMatchObject({ from: T0 + 2.2 * 60_000, to: T0 + 4.5 * 60_000 });
  });

  it('counts each voter once over time', () => {
    expect(votingSteps(session.marks).voted).toEqual([{ at: T0 + 25 * 60_000, value: 1 }]);
  });

  it('runs to now while the agenda runs, and ends at the last moment once it has finished', () => {
    const later = T0 + 5 * 3_600_000;
    expect(sessionSpan(session, later)).toEqual({ from: T0, to: later, live: true });
    const finished: SessionData = {
      ...session,
      marks: [...session.marks, mark(40, 'agenda', { detail: 'AgendaItemSkipped', agenda: { type: 'AgendaItemSkipped', data: { tag: 'demo', at: at(40), index: 1 } } })],
    };
    expect(sessionSpan(finished, later)).toEqual({ from: T0, to: T0 + 40 * 60_000, live: false });
    expect(sessionSpan({ ...session, marks: [], firstMinute: null, edits: [] }, later)).toBeNull();
  });
});

describe('a live session view: what changed, not the whole session again', () => {
  const next: SessionData = {
    ...session,
    teams: [...session.teams, { teamId: 'c', code: 'CCCC', name: 'Gamma' }],
    marks: [...session.marks, mark(31, 'phase', { teamId: 'a', phase: 3 })],
    ...editsAt({ ...EDITS, a: [...EDITS.a, 5.5, 6.25], c: [6] }),
  };

  it('sends only the new moments and edit times, and the page rebuilds the same session from them', () => {
    const d = sessionDelta(session, next)!;
    expect(d.marksFrom).toBe(session.marks.length);
    expect(d.marks).toEqual([next.marks.at(-1)]);
    expect(d.edits).toEqual([
      { teamId: 'a', timesFrom: 4, times: [3.5 * 60_000 + 0, 4.25 * 60_000] },
      { teamId: 'c', timesFrom: 0, times: [4 * 60_000] },
    ]);
    expect(d.teams).toEqual(next.teams);
    expect(applySessionDelta(session, d)).toEqual(next);
  });

  it('says nothing changed when nothing did, and sends a moment made earlier than the last one in its place', () => {
    expect(sessionDelta(next, next)).toEqual({ teams: null, marksFrom: next.marks.length, marks: [], edits: [] });
    const late = {
      ...next,
      marks: [...next.marks.slice(0, 3), mark(0.5, 'comment', { teamId: 'a', phase: 1, ref: 't2', detail: 'instructor' }), ...next.marks.slice(3)],
    };
    const d = sessionDelta(next, late)!;
    expect(d.marksFrom).toBe(3);
    expect(applySessionDelta(next, d)).toEqual(late);
  });

  it('is sent whole when the first edit moved to another minute', () => {
    expect(sessionDelta(session, { ...session, ...editsAt({ a: [1, ...EDITS.a], b: EDITS.b }) })).toBeNull();
  });
});

describe('edit times packed for the wire', () => {
  it('writes Base64 VLQ of the differences, as source maps do', () => {
    expect(packTimes([])).toBe('');
    // 0, then +1, +15, +16 (the first to take two digits), +0 (two edits in one millisecond).
    expect(packTimes([0, 1, 16, 32, 32])).toBe('ACegBA');
    expect(unpackTimes('ACegBA')).toEqual([0, 1, 16, 32, 32]);
  });

  it('gives back exactly the times it packed: repeats, gaps of hours, a day of edits', () => {
    const day: number[] = [];
    for (let t = 0, i = 0; t < 8 * 3_600_000; i++) {
      day.push(t);
      // Bursts within a millisecond, seconds apart, and a silent hour now and then.
      t += i % 97 === 0 ? 3_600_000 : i % 5 === 0 ? 0 : (i * 7919) % 9_000;
    }
    for (const times of [[0], [59_999, 60_000], [5, 5, 5], [2 ** 40, 2 ** 40 + 1], day, [3, 1, 2]]) expect(unpackTimes(packTimes(times))).toEqual(times);
    expect(packTimes(day).length).toBeLessThan(day.length * 3);
  });

  it('refuses what is not a packed list', () => {
    expect(() => unpackTimes('A*')).toThrow(SyntaxError);
    expect(() => unpackTimes('Ag')).toThrow(SyntaxError);
    expect(() => packTimes([1.5])).toThrow(RangeError);
  });

  it("packs a session's edits to what unpacks to the same times and minutes", () => {
    expect(unpackEdits(packEdits(session.edits))).toEqual(session.edits);
  });
});
