export * from './marks.js';
export * from './room.js';
export * from './analytics.js';
export * from './delta.js';
export * from './packed.js';
