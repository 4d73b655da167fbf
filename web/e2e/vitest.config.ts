import { defineProject } from 'vitest/config';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Browser tests: Debian's headless Chromium against a real server on a fresh database. */
export default defineProject({
  root,
  test: {
    name: 'e2e',
    dir: root,
    environment: 'node',
    include: ['web/e2e/**/*.e2e.ts', 'widget/e2e/**/*.e2e.ts'],
    globalSetup: [resolve(import.meta.dirname, 'global-setup.ts')],
    testTimeout: 120_000,
    // expect.poll waits on a condition for up to 10 s (Vitest's default, 1 s, is less than a page
    // load, a WebSocket's connect and a document's sync take with two browsers on two cores).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // Two files at a time, each with its own Chromium, against the one app (two cores: the
    // browsers keep both busy; four took 335 s against 349 s). Tests that share the app pick their
    // own teams by name and code, never by a name alone.
    maxWorkers: Number(process.env.FIT_E2E_WORKERS ?? 2),
    // Last, on their own: the browser tests share one app.
    sequence: { groupOrder: 2 },
    pool: 'forks',
  },
});
