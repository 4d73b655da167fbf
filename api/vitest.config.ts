import { defineProject } from 'vitest/config';

export default defineProject({
  // One graphql module for type-graphql, Apollo and graphql-ws: vite would otherwise hand some of
  // them graphql's .mjs build and others its CommonJS one ("from another module or realm").
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // These tests mostly wait (on PostgreSQL, Redis, child processes): three files at a time keep
    // both cores busy. Every file has its own database and Redis prefix, so they never meet.
    maxWorkers: Number(process.env.FIT_API_TEST_WORKERS ?? 3),
    // The first group to run (projects with different maxWorkers need their own group).
    sequence: { groupOrder: 0 },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files in a worker share its loaded modules (the app is loaded once per worker, not once per
    // file: 225 s → 170 s on two cores). They share no state: each file makes its own app
    // instances (Services), and what a process caches is kept per Services (read-cache.ts).
    isolate: false,
    env: { BCRYPT_ROUNDS: '4', NODE_ENV: 'test' },
  },
});
