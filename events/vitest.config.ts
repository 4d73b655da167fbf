import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'events',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Unit tests, after the API's (sequence.groupOrder: each group runs on its own): two files at a time on two cores.
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
  },
});
