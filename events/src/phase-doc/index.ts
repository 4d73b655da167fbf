export * from './events.js';
export * from './commands.js';
export * from './state.js';
export * from './doc.js';
export * from './protocol.js';
export { phaseDocDecider } from './decide.js';
