import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { EN_TEMPLATES, TRANSLATIONS } from './messages.js';

/**
 * The check on the translations of the API's messages (issue 35, docs/PRODUCT.md#api-messages-in-every-language):
 * CI fails when a template is missing in a language, or a translation's placeholders or plural
 * forms differ from what the English one allows. api/test/i18n-catalogue.test.ts checks that every
 * message the code sends has a template.
 */

/** An argument as a template uses it: plain text, a number, or a plural (a number too). */
interface Arg {
  kind: 'text' | 'number';
  plural?: string[];
}

function argumentsOf(elements: MessageFormatElement[], out = new Map<string, Arg[]>()): Map<string, Arg[]> {
  for (const el of elements) {
    if (el.type === TYPE.argument) out.set(el.value, [...(out.get(el.value) ?? []), { kind: 'text' }]);
    else if (el.type === TYPE.number) out.set(el.value, [...(out.get(el.value) ?? []), { kind: 'number' }]);
    else if (el.type === TYPE.plural) {
      out.set(el.value, [...(out.get(el.value) ?? []), { kind: 'number', plural: Object.keys(el.options) }]);
      for (const option of Object.values(el.options)) argumentsOf(option.value, out);
    } else if (el.type === TYPE.select || el.type === TYPE.date || el.type === TYPE.time || el.type === TYPE.tag) {
      throw new Error(`only text, {x}, {x, number} and {x, plural, …} are used (found type ${el.type})`);
    }
  }
  return out;
}

const sampleValues = (args: Map<string, Arg[]>) => Object.fromEntries([...args].map(([name, uses]) => [name, uses[0]!.kind === 'number' ? 3 : 'x']));

describe('the translations of the API messages', () => {
  it('has each English template once, each a template the matcher accepts', () => {
    expect(new Set(EN_TEMPLATES).size).toBe(EN_TEMPLATES.length);
    for (const t of EN_TEMPLATES) expect(() => argumentsOf(parse(t)), t).not.toThrow();
  });

  for (const [locale, translations] of Object.entries(TRANSLATIONS)) {
    describe(locale, () => {
      const categories = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[]);

      it('translates every English template, and nothing else', () => {
        expect(
          EN_TEMPLATES.filter((t) => !(t in translations)),
          'missing translations',
        ).toEqual([]);
        expect(
          Object.keys(translations).filter((t) => !EN_TEMPLATES.includes(t)),
          'translations of no English template',
        ).toEqual([]);
      });

      it('keeps every placeholder, and uses the plural forms of the language', () => {
        const problems: string[] = [];
        for (const source of EN_TEMPLATES) {
          const translation = translations[source];
          if (translation === undefined) continue;
          const en = argumentsOf(parse(source));
          let ours: Map<string, Arg[]>;
          try {
            ours = argumentsOf(parse(translation));
          } catch (e) {
            problems.push(`${JSON.stringify(source)}: ${(e as Error).message}`);
            continue;
          }
          const names = (m: Map<string, Arg[]>) => [...m.keys()].sort().join(', ');
          if (names(en) !== names(ours)) problems.push(`${JSON.stringify(source)}: placeholders {${names(ours)}} instead of {${names(en)}}`);
          for (const [name, uses] of ours) {
            const english = en.get(name)?.[0]?.kind;
            for (const use of uses) {
              if (english && use.kind !== english) problems.push(`${JSON.stringify(source)}: {${name}} is ${english} in English, ${use.kind} here`);
              for (const form of use.plural ?? []) {
                if (!categories.has(form) && !/^=\d+$/.test(form))
                  problems.push(`${JSON.stringify(source)}: {${name}} has the plural form "${form}", which ${locale} does not use`);
              }
              if (use.plural && !use.plural.includes('other')) problems.push(`${JSON.stringify(source)}: {${name}} has no "other" form`);
            }
          }
          try {
            new IntlMessageFormat(translation, locale).format(sampleValues(en));
          } catch (e) {
            problems.push(`${JSON.stringify(source)}: does not format (${(e as Error).message})`);
          }
        }
        expect(problems).toEqual([]);
      });
    });
  }
});
