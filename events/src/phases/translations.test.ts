import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.js';
import { latinDigitsIn } from '../i18n/catalogue-check.js';
import { renderPrompt } from '../prompt/render.js';
import { CONTENT_LOCALES, getPhaseConfig, phaseContent, phaseConfigs, shapeProblems } from './index.js';

describe('phase content in every language', () => {
  it('exists for every interface language', () => {
    expect(CONTENT_LOCALES).toEqual(LOCALES);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s keeps the English shape and translates the texts', (locale) => {
    const content = phaseContent(locale);
    content.configs.forEach((config, i) => {
      const en = phaseConfigs[i]!;
      expect(shapeProblems(en, config)).toEqual([]);
      expect(config.title).not.toBe(en.title);
      expect(config.intro).not.toBe(en.intro);
      expect(config.fields.map((f) => f.label)).not.toEqual(en.fields.map((f) => f.label));
      expect(config.promptTemplate).not.toBe(en.promptTemplate);
    });
    expect(content.phases.map((p) => p.name)).not.toEqual(phaseContent('en').phases.map((p) => p.name));
  });

  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s: a MoSCoW term kept in English stands in brackets after its meaning in the language (docs/CONTENT.md#glossary-for-translators)',
    (locale) => {
      const moscow = /\b(Must|Should|Could|Won['’]t) have\b/;
      const texts = JSON.stringify(phaseContent(locale).configs)
        .split('"')
        .filter((t) => moscow.test(t));
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toMatch(/^[^()]*[^\s()][^()]* \((Must|Should|Could|Won['’]t) have[^()]*\)$/);
    },
  );

  it('Arabic writes its numbers in Arabic-Indic digits: no Latin digit outside tags, codes and stored values', () => {
    /** Every text a reader sees; ids, types and option values are what a program reads, and stay. */
    const texts = (value: unknown, key = ''): string[] => {
      if (typeof value === 'string') return ['id', 'type', 'value'].includes(key) ? [] : [value.replace(/\{\{[^}]*\}\}/g, ' ')];
      if (Array.isArray(value)) return value.flatMap((v) => texts(v));
      if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, k));
      return [];
    };
    const found = texts(phaseContent('ar')).flatMap((t) => latinDigitsIn(t, 'ar'));
    expect(found).toEqual([]);
  });

  it('renders a prompt in the team’s language from the same stored answers', () => {
    const answers = { company_name: 'Acme', product_idea: 'Bikes for rent' };
    for (const locale of LOCALES) {
      const prompt = renderPrompt(getPhaseConfig(1, locale)!.promptTemplate, { current: answers });
      expect(prompt).toContain('Acme');
      expect(prompt).toContain('Bikes for rent');
    }
  });
});

describe('a translation that departs from the English shape', () => {
  const en = phaseConfigs[0]!;

  it('is named: a renamed field, a lost prompt tag, a changed option value', () => {
    const renamed = { ...en, fields: en.fields.map((f, i) => (i === 0 ? { ...f, id: 'nombre' } : f)) };
    expect(shapeProblems(en, renamed)[0]).toMatch(/^fields: /);
    const lostTag = { ...en, promptTemplate: en.promptTemplate.replace('{{company_name}}', 'Acme') };
    expect(shapeProblems(en, lostTag)).toEqual([expect.stringMatching(/^promptTemplate tags: /)]);
    const select = phaseConfigs.flatMap((c) => c.fields.map((f) => ({ c, f }))).find(({ f }) => f.type === 'select')!;
    const changed = {
      ...select.c,
      fields: select.c.fields.map((f) => (f === select.f ? { ...f, options: f.options!.map((o) => ({ ...o, value: o.value + 'x' })) } : f)),
    };
    expect(shapeProblems(select.c, changed)).toHaveLength(1);
  });

  it('keeps to the English shape when only texts change', () => {
    const translated = { ...en, title: 'Investigación de mercado', fields: en.fields.map((f) => ({ ...f, label: `« ${f.label} »` })) };
    expect(shapeProblems(en, translated)).toEqual([]);
  });
});
