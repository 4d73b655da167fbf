/**
 * The catalogue check (docs/PRODUCT.md#adding-a-language): every message in the code has a
 * translation in every language, no translation is left over from a message that is gone, and
 * each translation has the English message's arguments, with plural forms its language uses.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { compareCatalogues } from '@fit/events/i18n/catalogue-check';
import { LOCALES } from '@fit/events/i18n';
import { compileSource, readCatalogue } from '../../scripts/messages-plugin.ts';

const SRC = join(import.meta.dirname, '..');
const MESSAGES = join(import.meta.dirname, 'messages');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' || name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|css)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every message of the code, id → English, from the same transformer the build uses. */
function englishMessages(): Map<string, { text: string; file: string }> {
  const found = new Map<string, { text: string; file: string }>();
  for (const file of sources(SRC)) {
    const code = readFileSync(file, 'utf8');
    if (!code.includes('defaultMessage')) continue;
    for (const m of compileSource(code, file, false).messages) {
      const where = relative(SRC, file);
      if (!m.id) throw new Error(`A message without an id in ${where}: "${m.defaultMessage}"`);
      const seen = found.get(m.id);
      if (seen && seen.text !== m.defaultMessage) throw new Error(`Message id "${m.id}" has two English texts (${seen.file}, ${where})`);
      found.set(m.id, { text: String(m.defaultMessage ?? ''), file: where });
    }
  }
  return found;
}

const english = englishMessages();

describe('the message catalogues', () => {
  it('finds the messages in the code', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [id, { text }] of english) expect(() => parse(text), id).not.toThrow();
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates every message, with the same arguments and its own plural forms', (locale) => {
    const source = Object.fromEntries([...english].map(([id, { text }]) => [id, text]));
    expect(compareCatalogues(source, readCatalogue(MESSAGES, locale), locale)).toEqual({ missing: [], leftOver: [], different: [] });
  });
});
