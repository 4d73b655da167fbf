/**
 * The widget's catalogues (src/messages): each language has every English message, with its
 * arguments and its own plural forms, by the app's one rule (events/src/i18n/catalogue-check.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@fit/events/i18n';
import { compareCatalogues } from '@fit/events/i18n/catalogue-check';

// Read from disk: an import would get the build's parsed form (scripts/messages-plugin.ts).
const read = (locale: string) => JSON.parse(readFileSync(join(import.meta.dirname, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;
const english = read('en');

describe('the widget message catalogues', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates every message, with the same arguments and its own plural forms', (locale) => {
    expect(compareCatalogues(english, read(locale), locale)).toEqual({ missing: [], leftOver: [], different: [] });
  });

  it('has a catalogue for every language and no other', () => {
    expect(readdirSync(join(import.meta.dirname, 'messages')).sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });
});

describe('the catalogues as the code imports them', () => {
  it('are parsed already (scripts/messages-plugin.ts), as in the build', async () => {
    const { default: imported } = await import('./messages/ar.json');
    expect(Object.keys(imported)).toEqual(Object.keys(read('ar')));
    for (const parsed of Object.values(imported as Record<string, unknown>)) expect(Array.isArray(parsed)).toBe(true);
  });
});
