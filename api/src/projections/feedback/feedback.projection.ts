import type { FeedbackEvent } from '@fit/events';
import { defineProjection, type Stored } from '../projection.js';
import type { FeedbackThreadRow } from './feedback-thread.entity.js';

/** An existing thread after a change, stamped with the event's time. */
const changed = (row: FeedbackThreadRow, e: Stored<FeedbackEvent>, patch: Partial<FeedbackThreadRow>): FeedbackThreadRow => ({
  ...row,
  ...patch,
  updated_at: e.metadata.at,
});

/** Feedback threads, one row per thread with its messages in order (the phase page and dashboard read them). */
export const feedbackProjection = defineProjection<FeedbackEvent, FeedbackThreadRow>()({
  name: 'feedback_threads',
  table: 'feedback_threads',
  keyColumns: ['thread_id'],
  on: {
    FeedbackCommented: (_row, { data: d, metadata: { at } }) => ({
      thread_id: d.threadId,
      team_id: d.teamId,
      phase_number: d.phaseNumber,
      field_id: d.fieldId ?? null,
      resolved: false,
      messages: [{ author: d.author, authorName: d.authorName, text: d.text, at }],
      created_at: at,
      updated_at: at,
    }),
    FeedbackReplied: (row, e) =>
      row &&
      changed(row, e, {
        messages: [...row.messages, { author: e.data.author, authorName: e.data.authorName, text: e.data.text, at: e.metadata.at }],
      }),
    FeedbackResolved: (row, e) => row && changed(row, e, { resolved: true }),
    FeedbackReopened: (row, e) => row && changed(row, e, { resolved: false }),
  },
  keysOf: (e) => [{ thread_id: e.data.threadId }],
});
