import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { EN_TEMPLATES, englishText, TRANSLATIONS, type MessageId } from './messages.js';
import { compareCatalogues } from './catalogue-check.js';

/**
 * The check on the translations of the API's messages (docs/PRODUCT.md#api-messages-in-every-language):
 * CI fails when a template is missing in a language, or a translation's placeholders or plural
 * forms differ from what the English one allows. api/test/i18n-catalogue.test.ts checks that every
 * message the code sends has a template.
 */

function argumentsOf(elements: MessageFormatElement[], out = new Map<string, 'text' | 'number'>()): Map<string, 'text' | 'number'> {
  for (const el of elements) {
    if (el.type === TYPE.argument) out.set(el.value, 'text');
    else if (el.type === TYPE.number) out.set(el.value, 'number');
    else if (el.type === TYPE.plural) {
      out.set(el.value, 'number');
      for (const option of Object.values(el.options)) argumentsOf(option.value, out);
    } else if (el.type === TYPE.select || el.type === TYPE.date || el.type === TYPE.time || el.type === TYPE.tag) {
      throw new Error(`only text, {x}, {x, number} and {x, plural, …} are used (found type ${el.type})`);
    }
  }
  return out;
}

const sampleValues = (args: Map<string, 'text' | 'number'>) => Object.fromEntries([...args].map(([name, kind]) => [name, kind === 'number' ? 3 : 'x']));
const english = Object.fromEntries(EN_TEMPLATES.map((t) => [t, t]));

describe('the translations of the API messages', () => {
  it('has each English template once, with only text, {x} and {x, number}: what englishText writes as intl-messageformat would', () => {
    expect(new Set(EN_TEMPLATES).size).toBe(EN_TEMPLATES.length);
    for (const t of EN_TEMPLATES) {
      const elements = parse(t);
      expect(
        elements.every((el) => el.type === TYPE.literal || el.type === TYPE.argument || (el.type === TYPE.number && !el.style)),
        t,
      ).toBe(true);
      const values = sampleValues(argumentsOf(elements));
      expect(englishText({ id: t as MessageId, values }), t).toBe(String(new IntlMessageFormat(t, 'en').format(values)));
    }
  });

  it.each(Object.entries(TRANSLATIONS))('%s translates every template with its placeholders and its own plural forms, and each formats', (locale, translations) => {
    expect(compareCatalogues(english, translations, locale)).toEqual({ missing: [], leftOver: [], different: [] });
    const unformatted = EN_TEMPLATES.filter((source) => {
      try {
        new IntlMessageFormat(translations[source]!, locale).format(sampleValues(argumentsOf(parse(source))));
        return false;
      } catch {
        return true;
      }
    });
    expect(unformatted).toEqual([]);
  });
});
