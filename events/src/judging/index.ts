export * from './events.js';
export * from './commands.js';
export * from './state.js';
export * from './validation.js';
export * from './assign.js';
export * from './results.js';
export { judgingDecider, evolveJudging } from './decide.js';
