export * from './events.js';
export * from './commands.js';
export * from './state.js';
export { ballotDecider, requiredVoteCount } from './decide.js';
export * from './tally.js';
export * from './places.js';
