import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { parseDependencyTree } from 'dpdm';

const SRC = resolve(import.meta.dirname, '..');

/**
 * The modules of events that the web app's phase, workbook and review pages load must not bring
 * the phase content (every language's words, composed when loaded): those pages read a phase's
 * config from the API. When the answer rules read the composed configs, each phase page loaded and
 * composed some 400 KB of content it never showed.
 */
describe("what the web app's phase pages load of events", () => {
  it('holds no phase content: answer rules and the workbook read the forms’ structure, or the configs they are given', async () => {
    const entries = ['phase-doc/doc.ts', 'phase-doc/client.ts', 'phases/answers.ts', 'workbook/workbook.ts', 'prompt/render.ts'].map((f) => resolve(SRC, f));
    const tree = await parseDependencyTree(entries, { context: SRC, transform: true, skipDynamicImports: true });
    const loaded = Object.keys(tree).map((f) => f.replace(/^.*?events\/src\//, ''));
    expect(loaded).toContain('phases/structure.ts');
    expect(loaded.filter((f) => /^phases\/(configs|catalogues|compose|index)\.ts$/.test(f))).toEqual([]);
  });
});
