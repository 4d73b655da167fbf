export * from './personal.js';
export * from './retention.js';
export * from './team-name.js';
