/**
 * The feedback thread aggregate: one comment on a team's phase answers (a field of the phase, or
 * the whole phase) and its replies, resolved and reopened by either side. One stream per thread
 * (feedbackStreamId), so two threads never contend; who may act on a thread is the adapters'
 * access rule (api/src/modules/feedback/feedback.access.ts), not the decider's.
 */
import type { Decider } from '../shared/decider.js';
import { badInput, conflict, notFound } from '../shared/errors.js';
import { parsePhaseNumber } from '../shared/validation.js';
import { getPhaseConfig } from '../phases/index.js';
import type { FeedbackCommand } from './commands.js';
import type { FeedbackEvent } from './events.js';
import type { FeedbackState } from './state.js';

export const MAX_FEEDBACK_TEXT = 2000;
/** A thread is a conversation about one answer, not a chat room. */
export const MAX_FEEDBACK_MESSAGES = 100;

/** Trimmed text of 1..MAX_FEEDBACK_TEXT characters. */
export function parseFeedbackText(raw: unknown): string {
  if (typeof raw !== 'string') throw badInput('Comment text is required');
  const text = raw.trim();
  if (!text) throw badInput('Comment text is required');
  if ([...text].length > MAX_FEEDBACK_TEXT) throw badInput('Comment text must be at most {max, number} characters', { max: MAX_FEEDBACK_TEXT });
  return text;
}

/** null (the whole phase) or the id of one of the phase's fields. */
export function parseFeedbackField(phaseNumber: number, raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const config = getPhaseConfig(phaseNumber);
  if (typeof raw !== 'string' || !config?.fields.some((f) => f.id === raw)) {
    throw badInput('Phase {phase, number} has no field "{field}"', { phase: phaseNumber, field: String(raw).slice(0, 60) });
  }
  return raw;
}

type Thread = Extract<FeedbackState, { exists: true }>;
function existing(state: FeedbackState): Thread {
  if (!state.exists) throw notFound('Feedback thread not found');
  return state;
}

function decide(command: FeedbackCommand, state: FeedbackState): FeedbackEvent[] {
  switch (command.type) {
    case 'CommentOnPhase': {
      if (state.exists) throw conflict('This feedback thread already exists');
      if (!command.teamExists) throw notFound('Team not found');
      const phaseNumber = parsePhaseNumber(command.phaseNumber);
      const fieldId = parseFeedbackField(phaseNumber, command.fieldId);
      const text = parseFeedbackText(command.text);
      const { threadId, teamId, author, authorName } = command;
      return [{ type: 'FeedbackCommented', data: { threadId, teamId, phaseNumber, fieldId, author, authorName, text } }];
    }
    case 'ReplyToFeedback': {
      const thread = existing(state);
      const text = parseFeedbackText(command.text);
      if (thread.messages >= MAX_FEEDBACK_MESSAGES) throw conflict('A thread holds at most {max, number} messages; start a new comment', { max: MAX_FEEDBACK_MESSAGES });
      return [{ type: 'FeedbackReplied', data: { threadId: thread.threadId, teamId: thread.teamId, author: command.author, authorName: command.authorName, text } }];
    }
    case 'ResolveFeedback': {
      const thread = existing(state);
      return thread.resolved ? [] : [{ type: 'FeedbackResolved', data: { threadId: thread.threadId, teamId: thread.teamId, author: command.author } }];
    }
    case 'ReopenFeedback': {
      const thread = existing(state);
      return thread.resolved ? [{ type: 'FeedbackReopened', data: { threadId: thread.threadId, teamId: thread.teamId, author: command.author } }] : [];
    }
  }
}

function evolve(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  if (event.type === 'FeedbackCommented') {
    const { threadId, teamId, phaseNumber, fieldId } = event.data;
    return { exists: true, threadId, teamId, phaseNumber, fieldId, resolved: false, messages: 1 };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'FeedbackReplied':
      return { ...state, messages: state.messages + 1 };
    case 'FeedbackResolved':
      return { ...state, resolved: true };
    case 'FeedbackReopened':
      return { ...state, resolved: false };
  }
}

export const feedbackDecider: Decider<FeedbackCommand, FeedbackEvent, FeedbackState> = {
  decide,
  evolve,
  initialState: () => ({ exists: false }),
};
