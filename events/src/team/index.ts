export * from './events.js';
export * from './commands.js';
export * from './state.js';
export { teamDecider, ERASED_TEAM_MESSAGE } from './decide.js';
