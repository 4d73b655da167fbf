import { describe, expect, it } from 'vitest';
import type { DomainEvent, EventMetadata } from '@fit/events';
import type { StoredEvent } from '../../store/types.js';
import { sessionMarksProjection } from './session-marks.projection.js';
import { sessionEditsProjection } from './session-edits.projection.js';

let version = 0;
const stored = (e: DomainEvent, at: string, streamId = 'stream-1'): StoredEvent => ({
  ...e,
  position: String(++version),
  txId: String(version),
  streamId,
  version,
  typeVersion: 1,
  metadata: { at } as EventMetadata,
  createdAt: at,
});
type Mark = Parameters<typeof sessionMarksProjection.evolve>[1];
type Edit = Parameters<typeof sessionEditsProjection.evolve>[1];

const team = '2c7fc72f-a694-49ac-8440-89d158bac264';

describe('session read model', () => {
  it('keeps each moment as its event says, keyed by its place in its stream, never reading a row', () => {
    const cases: [DomainEvent, Record<string, unknown>][] = [
      [
        { type: 'TeamAdvanced', data: { teamId: team, currentPhase: 3 } },
        { kind: 'phase', team_id: team, phase: 3, cohort_tag: null },
      ],
      [
        { type: 'TeamAssignedToCohort', data: { teamId: team, cohortTag: 'demo', previousCohortTag: null } },
        { kind: 'joined', team_id: team, cohort_tag: 'demo', ref: 'demo' },
      ],
      [
        { type: 'FeedbackCommented', data: { threadId: 't1', teamId: team, phaseNumber: 2, fieldId: null, author: 'instructor', authorName: 'Ada', text: 'Why?' } },
        { kind: 'comment', team_id: team, phase: 2, ref: 't1', detail: 'instructor' },
      ],
      [
        { type: 'FeedbackResolved', data: { threadId: 't1', teamId: team, author: 'team' } },
        { kind: 'resolved', ref: 't1', detail: 'team' },
      ],
      [
        { type: 'BallotCast', data: { cohortTag: 'demo', voterTeamId: team, votes: [], receipt: 'R' } },
        { kind: 'ballot', team_id: team, cohort_tag: 'demo' },
      ],
      [
        { type: 'HoldSet', data: { tag: 'demo', phase: 4 } },
        { kind: 'agenda', cohort_tag: 'demo', detail: 'HoldSet', agenda: { type: 'HoldSet', data: { tag: 'demo', phase: 4 } } },
      ],
    ];
    expect(sessionMarksProjection.readsRow).toBe(false);
    for (const [event, row] of cases) {
      const e = stored(event, '2026-11-26T10:00:00.000Z') as Mark;
      expect(sessionMarksProjection.accepts(e)).toBe(true);
      const [key] = sessionMarksProjection.keysOf(e);
      expect(key).toEqual({ stream_id: 'stream-1', version: e.version });
      expect(sessionMarksProjection.evolve(null, e, key!)).toMatchObject({ ...row, stream_id: 'stream-1', version: e.version, at: '2026-11-26T10:00:00.000Z' });
    }
    expect(sessionMarksProjection.accepts(stored({ type: 'TeamAvatarChanged', data: { teamId: team, avatarIcon: 'a.svg' } }, '2026-11-26T10:00:00.000Z'))).toBe(false);
  });

  it('counts edits per team and millisecond since the epoch, as a sum', () => {
    const edit = (at: string) => stored({ type: 'PhaseDocUpdated', data: { teamId: team, phaseNumber: 1, update: 'AQ==' } }, at) as Edit;
    const a = edit('2026-11-26T10:00:59.999Z');
    const b = edit('2026-11-26T10:01:00.000Z');
    const [ka] = sessionEditsProjection.keysOf(a);
    const [kb] = sessionEditsProjection.keysOf(b);
    expect(ka).toEqual({ team_id: team, at_ms: Date.parse('2026-11-26T10:00:59.999Z') });
    expect(kb!.at_ms).toBe(ka!.at_ms + 1);
    expect(sessionEditsProjection.additive).toBe(true);
    const once = sessionEditsProjection.evolve(null, a, ka!);
    // additive: evolve(row, e) is row plus evolve(null, e)
    expect(sessionEditsProjection.evolve(once, a, ka!)).toEqual({ ...ka, edits: once!.edits + 1 });
  });
});
