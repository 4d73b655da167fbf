import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fitMessages } from './scripts/messages-plugin.ts';

/** Component tests in jsdom; msw answers /graphql and any other request fails the test. */
export default defineProject({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin(), fitMessages(`${import.meta.dirname}/src/i18n/messages`)],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Unit tests, after the API's (sequence.groupOrder: each group runs on its own): two files at a time on two cores.
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    // A test waits on conditions (findBy*/waitFor: 10 s each, testing/setup.ts); its own limit is for
    // all of them together, which on two cores another process keeps busy (a cold lazy route chunk,
    // a property test's hundred runs) passed Vitest's default 5 s without any wait failing.
    testTimeout: 30_000,
    // Files in a worker share its loaded modules (57 → 27 s): setup.ts resets what a test leaves
    // (msw's handlers, the rendered tree, Apollo's cache, storage, timers, mocks) after every test.
    isolate: false,
  },
});
