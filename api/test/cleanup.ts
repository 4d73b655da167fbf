import { afterAll } from 'vitest';

/**
 * What a describe block started (processes, databases, servers), undone after its tests, last
 * first, each even when another fails: call the returned function with each undo.
 */
export function cleanupAfterAll(): (...undo: (() => Promise<unknown> | unknown)[]) => void {
  const undos: (() => Promise<unknown> | unknown)[] = [];
  afterAll(async () => {
    for (const undo of undos.reverse())
      await Promise.resolve()
        .then(undo)
        .catch(() => {});
  });
  return (...undo) => {
    undos.push(...undo);
  };
}
