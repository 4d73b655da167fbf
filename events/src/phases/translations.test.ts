import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.js';
import { renderPrompt } from '../prompt/render.js';
import { CONTENT_LOCALES, getPhaseConfig, phaseContent, phaseConfigs } from './index.js';

describe('phase content in every language', () => {
  it('exists for every interface language', () => {
    expect(CONTENT_LOCALES).toEqual(LOCALES);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates the texts', (locale) => {
    const content = phaseContent(locale);
    content.configs.forEach((config, i) => {
      const en = phaseConfigs[i]!;
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

  it('renders a prompt in the team’s language from the same stored answers', () => {
    const answers = { company_name: 'Acme', product_idea: 'Bikes for rent' };
    for (const locale of LOCALES) {
      const prompt = renderPrompt(getPhaseConfig(1, locale)!.promptTemplate, { current: answers });
      expect(prompt).toContain('Acme');
      expect(prompt).toContain('Bikes for rent');
    }
  });
});
