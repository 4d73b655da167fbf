export * from './personal.js';
export * from './retention.js';
