/**
 * The catalogue check (docs/PRODUCT.md#adding-a-language): every message in the code has a
 * translation in every language, no translation is left over from a message that is gone, and
 * each translation has the English message's arguments, with plural forms its language uses.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { compareCatalogues } from '@fit/events/i18n/catalogue-check';
import { LOCALES } from '@fit/events/i18n';
import { englishMessages, readCatalogue } from '../../scripts/messages-plugin.ts';

const SRC = join(import.meta.dirname, '..');
const MESSAGES = join(import.meta.dirname, 'messages');

const english = englishMessages(SRC);

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
