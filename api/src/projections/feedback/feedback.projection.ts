import { FEEDBACK_EVENT_TYPES } from '@fit/events';
import type { Projection, Row } from '../projection.js';

type Message = { author: string; authorName: string; text: string; at: string };

/** Feedback threads, one row per thread with its messages in order (the phase page and dashboard read them). */
export const feedbackProjection: Projection = {
  name: 'feedback_threads',
  table: 'feedback_threads',
  keyColumns: ['thread_id'],
  handles: FEEDBACK_EVENT_TYPES,
  keysOf: (e) => [{ thread_id: e.data.threadId }],
  evolve(row, e) {
    const at = e.metadata.at;
    if (e.type === 'FeedbackCommented') {
      const d = e.data;
      return {
        thread_id: d.threadId, team_id: d.teamId, phase_number: d.phaseNumber, field_id: d.fieldId ?? null, resolved: false,
        messages: [{ author: d.author, authorName: d.authorName, text: d.text, at }], created_at: at, updated_at: at,
      };
    }
    if (!row) return null;
    const next: Row = { ...row, updated_at: at };
    switch (e.type) {
      case 'FeedbackReplied':
        next.messages = [...(row.messages as Message[]), { author: e.data.author, authorName: e.data.authorName, text: e.data.text, at }];
        break;
      case 'FeedbackResolved': next.resolved = true; break;
      case 'FeedbackReopened': next.resolved = false; break;
    }
    return next;
  },
};
