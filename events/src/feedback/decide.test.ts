import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import type { CommentOnPhase } from './commands.js';
import { feedbackDecider, MAX_FEEDBACK_MESSAGES, MAX_FEEDBACK_TEXT } from './decide.js';
import type { FeedbackEvent } from './events.js';

const threadId = '11111111-1111-4111-8111-111111111111';
const teamId = '22222222-2222-4222-8222-222222222222';
const comment: CommentOnPhase = {
  type: 'CommentOnPhase',
  threadId,
  teamId,
  teamExists: true,
  phaseNumber: 1,
  fieldId: 'product_idea',
  author: 'instructor',
  authorName: 'admin',
  text: '  Who pays for this?  ',
};
const commented: FeedbackEvent = {
  type: 'FeedbackCommented',
  data: { threadId, teamId, phaseNumber: 1, fieldId: 'product_idea', author: 'instructor', authorName: 'admin', text: 'Who pays for this?' },
};
const replied: FeedbackEvent = { type: 'FeedbackReplied', data: { threadId, teamId, author: 'team', authorName: 'Team ABCD', text: 'Clinics do' } };
const resolved: FeedbackEvent = { type: 'FeedbackResolved', data: { threadId, teamId, author: 'team' } };
const reopened: FeedbackEvent = { type: 'FeedbackReopened', data: { threadId, teamId, author: 'instructor' } };

const thread = (history: FeedbackEvent[] = [commented]) => given(feedbackDecider, history);

describe('CommentOnPhase', () => {
  it('opens a thread on a field, text trimmed', () => thread([]).when(comment).then([commented]));
  it('opens a thread on the whole phase', () =>
    thread([])
      .when({ ...comment, fieldId: null })
      .then([{ ...commented, data: { ...commented.data, fieldId: null } } as FeedbackEvent]));
  it('refuses an unknown team', () =>
    thread([])
      .when({ ...comment, teamExists: false })
      .thenThrows('NOT_FOUND', 'Team not found'));
  it('refuses an unknown phase', () =>
    thread([])
      .when({ ...comment, phaseNumber: 9 })
      .thenThrows('BAD_USER_INPUT', 'Phase number'));
  it('refuses a field the phase does not have', () =>
    thread([])
      .when({ ...comment, fieldId: 'competitors' })
      .thenThrows('BAD_USER_INPUT', 'Phase 1 has no field "competitors"'));
  it('refuses blank text', () =>
    thread([])
      .when({ ...comment, text: '   ' })
      .thenThrows('BAD_USER_INPUT', 'Comment text is required'));
  it('refuses text that is not a string', () =>
    thread([])
      .when({ ...comment, text: 5 })
      .thenThrows('BAD_USER_INPUT', 'Comment text is required'));
  it('refuses text over the limit', () =>
    thread([])
      .when({ ...comment, text: 'x'.repeat(MAX_FEEDBACK_TEXT + 1) })
      .thenThrows('BAD_USER_INPUT', `at most ${MAX_FEEDBACK_TEXT}`));
  it('accepts text at the limit', () =>
    thread([])
      .when({ ...comment, text: 'x'.repeat(MAX_FEEDBACK_TEXT) })
      .thenState((s) => expect(s.exists).toBe(true)));
  it('refuses the same thread twice', () => thread().when(comment).thenThrows('CONFLICT', 'already exists'));
});

describe('ReplyToFeedback', () => {
  const reply = { type: 'ReplyToFeedback', author: 'team', authorName: 'Team ABCD', text: ' Clinics do ' } as const;
  it('adds a reply', () => thread().when(reply).then([replied]));
  it('replies to a resolved thread too', () => thread([commented, resolved]).when(reply).then([replied]));
  it('refuses an unknown thread', () => thread([]).when(reply).thenThrows('NOT_FOUND', 'Feedback thread not found'));
  it('refuses blank text', () =>
    thread()
      .when({ ...reply, text: '' })
      .thenThrows('BAD_USER_INPUT', 'Comment text is required'));
  it('refuses a reply past the message limit', () =>
    thread([commented, ...Array.from({ length: MAX_FEEDBACK_MESSAGES - 1 }, () => replied)])
      .when(reply)
      .thenThrows('CONFLICT', 'at most'));
});

describe('ResolveFeedback and ReopenFeedback', () => {
  it('resolves an open thread', () => thread().when({ type: 'ResolveFeedback', author: 'team' }).then([resolved]));
  it('resolving again changes nothing', () => thread([commented, resolved]).when({ type: 'ResolveFeedback', author: 'team' }).then([]));
  it('reopens a resolved thread', () => thread([commented, resolved]).when({ type: 'ReopenFeedback', author: 'instructor' }).then([reopened]));
  it('reopening an open thread changes nothing', () => thread().when({ type: 'ReopenFeedback', author: 'instructor' }).then([]));
  it('refuses an unknown thread', () => thread([]).when({ type: 'ResolveFeedback', author: 'team' }).thenThrows('NOT_FOUND'));
  it('refuses to reopen an unknown thread', () => thread([]).when({ type: 'ReopenFeedback', author: 'team' }).thenThrows('NOT_FOUND'));
});
