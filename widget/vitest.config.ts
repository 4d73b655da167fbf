import { defineProject } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { widgetMessages } from './scripts/messages-plugin.ts';

/** Unit tests in jsdom: msw answers /graphql, a fake stands in for the graphql-ws socket. */
export default defineProject({
  // The catalogues as the build gives them (parsed), with the parser still at hand for the checks.
  plugins: [widgetMessages({ noParser: false }), vanillaExtractPlugin()],
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
