export * from './events.js';
export * from './commands.js';
export * from './state.js';
export { cohortDecider } from './decide.js';
export * from './reveal.js';
export * from './stages.js';
