export * from './events.js';
export * from './commands.js';
export * from './state.js';
export * from './doc.js';
export * from './protocol.js';
export { phaseDocDecider, docTooLarge, sizeProblem, StaleDocument } from './decide.js';
export * from './replica.js';
