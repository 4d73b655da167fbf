export * from './words.js';
export * from './record.js';
export * from './chain-rule.js';
export * from './history.js';
export * from './verify-record.js';
