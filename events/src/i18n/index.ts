export * from './locale.js';
