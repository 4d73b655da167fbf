/**
 * The phase content's catalogues (docs/CONTENT.md#the-catalogues): each language's messages are
 * exactly the ids the structure asks for, each is ICU MessageFormat that the page reads as the
 * ICU parser does, Arabic writes no Latin digit, and every language's prompts keep the English
 * prompts' tags.
 */
import { describe, expect, it } from 'vitest';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { compareCatalogues } from '../i18n/catalogue-check.js';
import { LOCALES } from '../i18n/locale.js';
import { CATALOGUES, type ContentCatalogue } from './catalogues.js';
import { phaseMessageIds } from './compose.js';
import { getPhaseConfig } from './configs.js';
import { messageText, optionKey } from './message-text.js';
import { nameMessageIds } from './names.js';
import { PHASE_SHAPES } from './structure.js';
import { templateTags } from './translation.js';

const english = CATALOGUES.en!;
const both = (c: ContentCatalogue): Record<string, string> => ({ ...c.names, ...c.phases });
const sorted = (ids: Iterable<string>) => [...ids].sort();

describe('the structure', () => {
  it('gives every text its own id, and every option of a field its own key', () => {
    const ids = [...phaseMessageIds(PHASE_SHAPES), ...nameMessageIds()];
    expect(ids.length).toBeGreaterThan(600);
    expect(new Set(ids).size).toBe(ids.length);
    for (const shape of PHASE_SHAPES)
      for (const f of shape.fields) if (f.options) expect(new Set(f.options.map(optionKey)).size, `phase ${shape.phase} ${f.id}`).toBe(f.options.length);
  });
});

describe.each(LOCALES)('the %s catalogue', (locale) => {
  const catalogue = CATALOGUES[locale]!;

  it('has exactly the ids of the structure: none missing, none extra', () => {
    expect(sorted(Object.keys(catalogue.phases))).toEqual(sorted(phaseMessageIds(PHASE_SHAPES)));
    expect(sorted(Object.keys(catalogue.names))).toEqual(sorted(nameMessageIds()));
  });

  it('is ICU MessageFormat with the English arguments (none) and, in Arabic, no Latin digit outside codes and tags', () => {
    for (const [id, text] of Object.entries(both(english))) expect(() => parse(text), id).not.toThrow();
    expect(compareCatalogues(both(english), both(catalogue), locale)).toEqual({ missing: [], leftOver: [], different: [] });
  });

  it('is read by the page as the ICU parser reads it', () => {
    for (const [id, text] of Object.entries(both(catalogue))) {
      const literal = parse(text)
        .map((el) => (el.type === TYPE.literal ? el.value : `<${TYPE[el.type]}>`))
        .join('');
      expect(messageText(text, id), id).toBe(literal);
    }
  });

  it('keeps in every prompt the tags of the English prompt, in order', () => {
    for (const { phase } of PHASE_SHAPES) {
      const tags = templateTags(getPhaseConfig(phase, locale)!.promptTemplate);
      expect(tags.length).toBeGreaterThan(3);
      expect(tags, `phase ${phase}`).toEqual(templateTags(getPhaseConfig(phase)!.promptTemplate));
    }
  });
});

describe('a broken catalogue', () => {
  const es = both(CATALOGUES.es!);

  it('is named: a missing message, a left-over one, Latin digits in Arabic', () => {
    const { 'phases.phase1.title': _gone, ...missing } = es;
    expect(compareCatalogues(both(english), missing, 'es').missing).toEqual(['phases.phase1.title']);
    expect(compareCatalogues(both(english), { ...es, 'phases.phase1.subtitle': 'x' }, 'es').leftOver).toEqual(['phases.phase1.subtitle']);
    const ar = { ...both(CATALOGUES.ar!), 'phases.phase1.estimatedTime': '45–60 دقيقة' };
    expect(compareCatalogues(both(english), ar, 'ar').different).toEqual([
      expect.stringMatching(/^phases\.phase1\.estimatedTime: Latin digits "45"/),
      expect.stringMatching(/^phases\.phase1\.estimatedTime: Latin digits "60"/),
    ]);
  });

  it('refuses a prompt tag written without ICU quoting, which ICU would read as an argument', () => {
    const unquoted = { ...es, 'phases.phase1.prompt': es['phases.phase1.prompt']!.replace("'{{company_name}}'", '{{company_name}}') };
    expect(unquoted['phases.phase1.prompt']).not.toBe(es['phases.phase1.prompt']);
    expect(compareCatalogues(both(english), unquoted, 'es').different).toEqual([expect.stringMatching(/^phases\.phase1\.prompt: /)]);
    expect(() => messageText('Startup: {company_name}')).toThrow(/quote it/);
  });

  it('reads quoting as ICU does: doubled apostrophes, quoted braces and tags', () => {
    expect(messageText("Won't stop")).toBe("Won't stop");
    expect(messageText("'{{#if x == ''B2B''}}'B2B'{{/if}}''s")).toBe("{{#if x == 'B2B'}}B2B{{/if}}'s");
    expect(messageText("it''s '{'json'}'")).toBe("it's {json}");
  });
});
