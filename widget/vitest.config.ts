import { defineProject } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Unit tests in jsdom: msw answers /graphql, a fake stands in for the graphql-ws socket. */
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'widget',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // Unit tests, after the API's (sequence.groupOrder: each group runs on its own): two files at a time on two cores.
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
  },
});
