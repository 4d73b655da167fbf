import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * Vitest's order (by group, then longest last time, else largest file first), except that the
 * browser tests' walks through every screen in a language go first: each takes 35–50 s in files
 * of a few lines, which Vitest would start last, leaving one worker running them alone at the end.
 */
class WalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const walk = (f: TestSpecification) => /\/web\/e2e\/languages-screens-\w+\.e2e\.ts$/.test(f.moduleId);
    return [...sorted.filter(walk), ...sorted.filter((f) => !walk(f))];
  }
}

// One runner for the whole repository; each workspace has its own project config.
export default defineConfig({
  root,
  test: {
    projects: ['events', 'api', 'web', 'widget', 'web/e2e/vitest.config.ts'].map((p) => resolve(root, p)),
    // Called once per group (sequence.groupOrder), so the groups keep their order.
    sequence: { sequencer: WalksFirst },
  },
});
