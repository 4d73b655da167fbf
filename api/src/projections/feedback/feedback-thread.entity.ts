import { defineEntity, p } from '@mikro-orm/core';
import type { FeedbackAuthor } from '@fit/events';
import type { EntityOf, RowOf } from '../row.js';

export interface FeedbackMessage {
  author: FeedbackAuthor;
  authorName: string;
  text: string;
  at: string;
}

/** One feedback thread on a team's phase answers (events/src/feedback), its messages in order. */
export const FeedbackThreadEntity = defineEntity({
  name: 'FeedbackThread',
  tableName: 'feedback_threads',
  properties: {
    threadId: p.uuid().primary(),
    teamId: p.uuid(),
    phaseNumber: p.integer(),
    fieldId: p.string().nullable(),
    resolved: p.boolean(),
    messages: p.json<FeedbackMessage[]>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type FeedbackThread = EntityOf<typeof FeedbackThreadEntity>;
export type FeedbackThreadRow = RowOf<typeof FeedbackThreadEntity>;
