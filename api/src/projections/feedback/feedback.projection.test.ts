import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../store/types.js';
import type { Row } from '../projection.js';
import { feedbackProjection } from './feedback.projection.js';

const threadId = '11111111-1111-4111-8111-111111111111';
const teamId = '22222222-2222-4222-8222-222222222222';
let position = 0;
const ev = (type: string, data: Record<string, unknown>, at: string) =>
  ({ type, data: { threadId, teamId, ...data }, metadata: { at }, position: String(++position), streamId: `feedback-${threadId}` }) as unknown as StoredEvent;

const fold = (events: StoredEvent[]) =>
  events.reduce<Row | null>((row, e) => feedbackProjection.evolve(row, e, { thread_id: threadId }), null);

const commented = ev('FeedbackCommented', { phaseNumber: 1, fieldId: 'company_name', author: 'instructor', authorName: 'ada', text: 'Taken?' }, '2026-11-23T10:00:00.000Z');
const replied = ev('FeedbackReplied', { author: 'team', authorName: 'Crew', text: 'No' }, '2026-11-23T10:05:00.000Z');
const resolved = ev('FeedbackResolved', { author: 'team' }, '2026-11-23T10:06:00.000Z');
const reopened = ev('FeedbackReopened', { author: 'instructor' }, '2026-11-23T10:07:00.000Z');

describe('feedback_threads projection', () => {
  it.each([
    ['a comment opens the row', [commented], { resolved: false, messages: 1, updated_at: '2026-11-23T10:00:00.000Z' }],
    ['a reply appends a message', [commented, replied], { resolved: false, messages: 2, updated_at: '2026-11-23T10:05:00.000Z' }],
    ['resolve', [commented, replied, resolved], { resolved: true, messages: 2, updated_at: '2026-11-23T10:06:00.000Z' }],
    ['reopen', [commented, replied, resolved, reopened], { resolved: false, messages: 2, updated_at: '2026-11-23T10:07:00.000Z' }],
  ])('%s', (_name, events, expected) => {
    const row = fold(events)!;
    expect({ resolved: row.resolved, messages: (row.messages as unknown[]).length, updated_at: row.updated_at }).toEqual(expected);
    expect(row).toMatchObject({ thread_id: threadId, team_id: teamId, phase_number: 1, field_id: 'company_name', created_at: '2026-11-23T10:00:00.000Z' });
  });

  it('keeps messages in order with their authors', () => {
    expect(fold([commented, replied])!.messages).toEqual([
      { author: 'instructor', authorName: 'ada', text: 'Taken?', at: '2026-11-23T10:00:00.000Z' },
      { author: 'team', authorName: 'Crew', text: 'No', at: '2026-11-23T10:05:00.000Z' },
    ]);
  });

  it('ignores events of a thread it has no row for', () => expect(fold([replied])).toBeNull());
});
