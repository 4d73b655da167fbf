import { defineConfig } from 'vitest/config';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

// One runner for the whole repository; each workspace has its own project config.
export default defineConfig({
  root,
  test: {
    projects: ['events', 'api', 'web', 'widget', 'web/e2e/vitest.config.ts'].map((p) => resolve(root, p)),
  },
});
