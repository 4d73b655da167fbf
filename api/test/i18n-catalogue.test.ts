import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN_TEMPLATES, LABEL_ARGUMENTS, matchTemplate } from '@fit/events/i18n/messages';
import { ARG, extractMessages } from './i18n-extract.js';

/**
 * The check on the API's messages, in the code (docs/PRODUCT.md#api-messages-in-every-language):
 * CI fails when a message the code sends has no English template (events/src/i18n/messages/en.ts),
 * or a template is no longer used. events/src/i18n/catalogue.test.ts checks the translations.
 */
describe('the catalogue of API messages', () => {
  const { messages } = extractMessages(resolve(import.meta.dirname, '../..'));

  it('finds the messages the code sends', () => {
    expect(messages.length).toBeGreaterThan(200);
    expect(messages.map((m) => m.text)).toContain('Cohort not found');
  });

  it('has an English template for every message the code sends, and every label it names', () => {
    const unmatched: string[] = [];
    const used = new Set<string>();
    for (const m of messages) {
      // A placeholder the code fills at run time: a number fits both {x} and {x, number}.
      const match = matchTemplate(m.text.replaceAll(ARG, '7'));
      if (!match) {
        unmatched.push(`${m.where}: ${JSON.stringify(m.text.replaceAll(ARG, '{…}'))}`);
        continue;
      }
      used.add(match.source);
      for (const name of LABEL_ARGUMENTS) {
        const label = match.values[name];
        if (typeof label !== 'string') continue;
        const labelMatch = matchTemplate(label);
        if (labelMatch) used.add(labelMatch.source);
        else unmatched.push(`${m.where}: label {${name}} = ${JSON.stringify(label)} in ${JSON.stringify(m.text)} has no template`);
      }
    }
    expect(unmatched, 'add these to events/src/i18n/messages/en.ts (and translate them)').toEqual([]);
    expect(
      EN_TEMPLATES.filter((t) => !used.has(t)),
      'templates no message uses any more: remove them from every catalogue',
    ).toEqual([]);
  });
});
