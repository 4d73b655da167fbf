export * from './events.js';
export * from './commands.js';
export * from './state.js';
export * from './doc.js';
export * from './protocol.js';
export { createPhaseDocDecider } from './decide.js';
export { PhaseDocCache, DEFAULT_COMPACT_EVERY, DEFAULT_COMPACT_BYTES, decisionKey, type Decision } from './cache.js';
