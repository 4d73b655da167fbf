import { describe, expect, it } from 'vitest';
import { phaseSpans, phaseSummaries, roomAt, sessionSpan, spread, timePerPhase, votingSteps, type SessionData, type SessionMark } from './index.js';

const T0 = Date.parse('2026-11-26T09:00:00.000Z');
const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
const mark = (min: number, kind: SessionMark['kind'], more: Partial<SessionMark> = {}): SessionMark => ({
  at: at(min),
  kind,
  teamId: null,
  phase: null,
  ref: null,
  detail: null,
  agenda: null,
  ...more,
});

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
  firstMinute: at(2),
  edits: [
    { teamId: 'a', perMinute: [3, 0, 1] },
    { teamId: 'b', perMinute: [0, 0, 2] },
  ],
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
