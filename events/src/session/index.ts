export * from './marks.js';
export * from './room.js';
export * from './analytics.js';
