import type { DomainEvent } from '../shared/decider.js';

export type FeedbackAuthor = 'instructor' | 'team';

/** A comment that opens a thread: on one field of a phase (fieldId) or on the whole phase (null). */
export type FeedbackCommented = DomainEvent<
  'FeedbackCommented',
  {
    threadId: string;
    teamId: string;
    phaseNumber: number;
    fieldId: string | null;
    author: FeedbackAuthor;
    authorName: string;
    text: string;
  }
>;
export type FeedbackReplied = DomainEvent<
  'FeedbackReplied',
  {
    threadId: string;
    teamId: string;
    author: FeedbackAuthor;
    authorName: string;
    text: string;
  }
>;
export type FeedbackResolved = DomainEvent<'FeedbackResolved', { threadId: string; teamId: string; author: FeedbackAuthor }>;
export type FeedbackReopened = DomainEvent<'FeedbackReopened', { threadId: string; teamId: string; author: FeedbackAuthor }>;

export type FeedbackEvent = FeedbackCommented | FeedbackReplied | FeedbackResolved | FeedbackReopened;

export const FEEDBACK_EVENT_TYPES: ReadonlySet<FeedbackEvent['type']> = new Set(['FeedbackCommented', 'FeedbackReplied', 'FeedbackResolved', 'FeedbackReopened']);

export const feedbackStreamId = (threadId: string) => `feedback-${threadId}`;
