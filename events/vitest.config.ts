import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'events',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Unit tests, after the API's (sequence.groupOrder: each group runs on its own): two files at a time on two cores.
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    // A property test's hundred runs passed Vitest's default 5 s on two cores another process
    // kept busy; a test that fails still fails at its first unmet expectation.
    testTimeout: 20_000,
  },
});
