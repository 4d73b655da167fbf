import type { FeedbackAuthor } from './events.js';

/**
 * The handler reads what the decider cannot: whether the team exists (teamExists) and the id
 * the new thread gets. Who the author is comes from the session, never from the input.
 */
export type CommentOnPhase = {
  type: 'CommentOnPhase';
  threadId: string;
  teamId: string;
  teamExists: boolean;
  phaseNumber: unknown;
  fieldId: unknown;
  author: FeedbackAuthor;
  authorName: string;
  text: unknown;
};
export type ReplyToFeedback = { type: 'ReplyToFeedback'; author: FeedbackAuthor; authorName: string; text: unknown };
export type ResolveFeedback = { type: 'ResolveFeedback'; author: FeedbackAuthor };
export type ReopenFeedback = { type: 'ReopenFeedback'; author: FeedbackAuthor };

export type FeedbackCommand = CommentOnPhase | ReplyToFeedback | ResolveFeedback | ReopenFeedback;
