export * from './words.js';
export * from './record.js';
export * from './verify-record.js';
