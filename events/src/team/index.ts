export * from './events.js';
export * from './commands.js';
export * from './state.js';
export { teamDecider } from './decide.js';
