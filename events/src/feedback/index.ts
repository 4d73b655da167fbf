export * from './events.js';
export * from './commands.js';
export * from './state.js';
export { feedbackDecider, parseFeedbackText, parseFeedbackField, MAX_FEEDBACK_TEXT, MAX_FEEDBACK_MESSAGES } from './decide.js';
