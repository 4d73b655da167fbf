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
    hookTimeout: 120_000,
    // One browser at a time on a 2-core machine; files run one after another.
    fileParallelism: false,
    // Last, on its own: the browser tests share one app and one browser at a time.
    sequence: { groupOrder: 2 },
    pool: 'forks',
  },
});
