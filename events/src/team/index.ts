export * from './events.js';
export * from './commands.js';
export * from './state.js';
export { teamDecider, phaseDataDigest } from './decide.js';
