import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository root (the directory of the package.json with the workspaces), found by walking
 * up from this module: the same answer from the sources (api/src/) and from the build
 * (api/dist/, api/dist/chunks/), where relative paths like '../../web' would differ.
 */
export function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && 'workspaces' in (JSON.parse(readFileSync(pkg, 'utf8')) as object)) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json with workspaces above ${from}`);
  }
}

export const REPO_ROOT = findRepoRoot(import.meta.dirname);
