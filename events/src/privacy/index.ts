export * from './personal.js';
