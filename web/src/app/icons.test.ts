import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Emoji and symbol characters used as icons show as empty boxes on systems without an emoji
 * font (many Linux desktops, kiosks). Icons are SVG (lucide-react in the web app); this keeps
 * pictographs out of what web and widget render. Text such as '©' or an arrow inside a
 * sentence of phase content is not an icon and is not checked here.
 */
const root = resolve(import.meta.dirname, '../../..');
const PICTOGRAPH = /(?![©®™])[\p{Extended_Pictographic}✓✔☰▾▸←]/u;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('icons', () => {
  it('web and widget render no emoji or symbol characters as icons', () => {
    const found: string[] = [];
    for (const file of [...sources(join(root, 'web/src')), ...sources(join(root, 'widget/src'))]) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // Comments may mention them.
          const code = line.replace(/\/\/.*$|^\s*\*.*$|\/\*.*?\*\//g, '');
          if (PICTOGRAPH.test(code)) found.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
