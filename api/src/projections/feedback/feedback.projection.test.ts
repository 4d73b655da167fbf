import { describe, expect, it } from 'vitest';
import type { EventMetadata, FeedbackEvent } from '@fit/events';
import type { Stored } from '../projection.js';
import type { FeedbackThreadRow } from './feedback-thread.entity.js';
import { feedbackProjection } from './feedback.projection.js';

const threadId = '11111111-1111-4111-8111-111111111111';
const teamId = '22222222-2222-4222-8222-222222222222';
let position = 0;
const ev = (e: FeedbackEvent, at: string): Stored<FeedbackEvent> => ({
  ...e,
  metadata: { at } as EventMetadata,
  position: String(++position),
  txId: String(position),
  streamId: `feedback-${threadId}`,
  version: position,
  typeVersion: 1,
  createdAt: at,
});

const fold = (events: Stored<FeedbackEvent>[]) => events.reduce<FeedbackThreadRow | null>((row, e) => feedbackProjection.evolve(row, e, { thread_id: threadId }), null);

const commented = ev(
  { type: 'FeedbackCommented', data: { threadId, teamId, phaseNumber: 1, fieldId: 'company_name', author: 'instructor', authorName: 'ada', text: 'Taken?' } },
  '2026-11-23T10:00:00.000Z',
);
const replied = ev({ type: 'FeedbackReplied', data: { threadId, teamId, author: 'team', authorName: 'Crew', text: 'No' } }, '2026-11-23T10:05:00.000Z');
const resolved = ev({ type: 'FeedbackResolved', data: { threadId, teamId, author: 'team' } }, '2026-11-23T10:06:00.000Z');
const reopened = ev({ type: 'FeedbackReopened', data: { threadId, teamId, author: 'instructor' } }, '2026-11-23T10:07:00.000Z');

describe('feedback_threads projection', () => {
  it.each([
    ['a comment opens the row', [commented], { resolved: false, messages: 1, updated_at: '2026-11-23T10:00:00.000Z' }],
    ['a reply appends a message', [commented, replied], { resolved: false, messages: 2, updated_at: '2026-11-23T10:05:00.000Z' }],
    ['resolve', [commented, replied, resolved], { resolved: true, messages: 2, updated_at: '2026-11-23T10:06:00.000Z' }],
    ['reopen', [commented, replied, resolved, reopened], { resolved: false, messages: 2, updated_at: '2026-11-23T10:07:00.000Z' }],
  ])('%s', (_name, events, expected) => {
    const row = fold(events)!;
    expect({ resolved: row.resolved, messages: row.messages.length, updated_at: row.updated_at }).toEqual(expected);
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
