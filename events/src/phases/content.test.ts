import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.js';
import { HEX_COLOR_PATTERN } from '../shared/constants.js';
import { placeholdersOf, renderPrompt } from '../prompt/render.js';
import {
  INTENTIONAL_PLACEHOLDERS,
  PHASES,
  VISUAL_STYLE_DESCRIPTIONS,
  getPhaseConfig,
  missingRequired,
  phaseConfigSchema,
  phaseConfigs,
  phaseContent,
  phaseName,
  requiredFieldIds,
  type PhaseConfig,
  type PhaseField,
} from './index.js';

const VISUAL_STYLES = ['Clean & Minimalist', 'Organic & Natural', 'Bold & Dynamic', 'Elegant & Sensual', 'Playful & Vibrant'];

/** A plausible answer for any field: the first option of a select, a hex colour, or text. */
const sampleAnswer = (f: PhaseField) => (f.type === 'select' ? f.options![0]!.value : f.type === 'color' ? '#3A7BD5' : `Sample answer for ${f.id}`);

const sampleData = (only?: (f: PhaseField) => boolean) =>
  Object.fromEntries(phaseConfigs.map((c) => [c.phase, Object.fromEntries(c.fields.filter(only ?? (() => true)).map((f) => [f.id, sampleAnswer(f)]))])) as Record<
    number,
    Record<string, string>
  >;

const team = { name: 'Rocket Lab', code: 'ZX1Q' };

describe('phase names', () => {
  it('lists phases 1..8 with their names and titles (docs/PRODUCT.md#phases)', () => {
    expect(PHASES.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(PHASES.map((p) => p.name)).toEqual([
      'Market Research',
      'Competition Analysis',
      'Background Research',
      'Hero Offer Design',
      'Brief Generation',
      'Implementation',
      'AI Agent Setup',
      'Final Review',
    ]);
    expect(PHASES.map((p) => p.teamListName)).toEqual([
      'Market Research',
      'Competitors',
      'Background Research',
      'Hero Offer Design',
      'Brief Generation',
      'Implementation',
      'AI Agent Setup',
      'Final Review',
    ]);
    expect(PHASES.map((p) => p.landingTitle)).toEqual([
      'Market & Competitor Research',
      'Competitor Matrix Construction',
      'Background Research: Deep-Research',
      'Design & Select the Hero Offer',
      'Product Design & Feature Definition',
      'Media Kit & Brand Assets',
      'Website & Digital Presence',
      'Launch Strategy & Go-to-Market',
    ]);
    for (const p of PHASES) expect(p.summary).toMatch(/^[A-Z].{40,200}\.$/);
  });

  it('phaseName names phases 1..8 and falls back outside them', () => {
    expect(phaseName(2)).toBe('Competition Analysis');
    expect(phaseName(8)).toBe('Final Review');
    expect(phaseName(0)).toBe('Phase 0');
    expect(phaseName(2.5)).toBe('Phase 2.5');
  });
});

describe('phase configs', () => {
  it('are 8, numbered 1..8, titled with the landing titles', () => {
    expect(phaseConfigs.map((c) => c.phase)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(phaseConfigs.map((c) => c.title)).toEqual(PHASES.map((p) => p.landingTitle));
  });

  it.each(LOCALES)('validate against the schema in %s', (locale) => {
    for (const c of phaseContent(locale).configs) expect(phaseConfigSchema.safeParse(c).error).toBeUndefined();
  });

  it('getPhaseConfig returns the config of 1..8 and null otherwise', () => {
    expect(getPhaseConfig(6)?.title).toBe('Media Kit & Brand Assets');
    for (const n of [0, 9, -1, 1.5, Number.NaN]) expect(getPhaseConfig(n)).toBeNull();
  });

  it('are frozen, so no consumer can change the shared content', () => {
    const c = getPhaseConfig(1)!;
    expect(Object.isFrozen(c) && Object.isFrozen(c.fields) && Object.isFrozen(c.fields[0])).toBe(true);
  });

  describe.each(phaseConfigs.map((c) => [c.phase, c] as const))('phase %i', (n, config) => {
    it('has unique field ids', () => {
      const ids = config.fields.map((f) => f.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('has 1 to 3 required fields', () => {
      expect(requiredFieldIds(config).length).toBeGreaterThanOrEqual(1);
      expect(requiredFieldIds(config).length).toBeLessThanOrEqual(3);
    });

    it('gives every field a label, placeholder or options, help and tooltip', () => {
      for (const f of config.fields) {
        expect(f.label.trim(), f.id).not.toBe('');
        expect(f.help?.trim(), `${f.id} help`).toBeTruthy();
        expect(f.tooltip?.trim(), `${f.id} tooltip`).toBeTruthy();
        if (f.type !== 'select') expect(f.placeholder?.trim(), `${f.id} placeholder`).toBeTruthy();
      }
    });

    it('gives every select at least 2 options with unique values', () => {
      for (const f of config.fields.filter((f) => f.type === 'select')) {
        expect(f.options!.length, f.id).toBeGreaterThanOrEqual(2);
        expect(new Set(f.options!.map((o) => o.value)).size).toBe(f.options!.length);
      }
    });

    it('uses hex placeholders for colour fields', () => {
      for (const f of config.fields.filter((f) => f.type === 'color')) expect(f.placeholder).toMatch(HEX_COLOR_PATTERN);
    });

    it('refers only to fields of this or an earlier phase, the team, or intentional placeholders', () => {
      const own = new Set(config.fields.map((f) => f.id));
      for (const key of placeholdersOf(config.promptTemplate)) {
        if (INTENTIONAL_PLACEHOLDERS.includes(key)) continue;
        const dotted = /^phase(\d+)\.(.+)$/.exec(key);
        if (key === 'team.name' || key === 'team.code') continue;
        if (!key.includes('.')) {
          expect(own.has(key), `{{${key}}} is not a field of phase ${n}`).toBe(true);
          continue;
        }
        expect(dotted, `{{${key}}} is neither a field, phaseN.field nor team.*`).not.toBeNull();
        const from = Number(dotted![1]);
        expect(from, `{{${key}}} refers to a later phase`).toBeLessThanOrEqual(n);
        expect(
          getPhaseConfig(from)?.fields.some((f) => f.id === dotted![2]),
          `{{${key}}} is not a field of phase ${from}`,
        ).toBe(true);
      }
    });

    it('uses every required field of the phase in its prompt', () => {
      const used = new Set(placeholdersOf(config.promptTemplate));
      for (const id of requiredFieldIds(config)) expect(used.has(id), id).toBe(true);
    });

    it('renders with answers to every field into a prompt with no template syntax left', () => {
      const phases = sampleData();
      const out = renderPrompt(config.promptTemplate, { current: phases[n]!, phases, team });
      expect(out).not.toMatch(/\{\{|\}\}/);
      expect(out.length).toBeGreaterThan(800);
      for (const f of config.fields.filter((f) => f.required)) expect(out).toContain(sampleAnswer(f));
    });

    it('renders with only required answers and leaves no required placeholder unresolved', () => {
      const phases = sampleData((f) => f.required);
      const out = renderPrompt(config.promptTemplate, { current: phases[n]!, phases, team: null });
      for (const c of phaseConfigs.filter((c) => c.phase <= n)) {
        for (const id of requiredFieldIds(c)) {
          expect(out).not.toContain(`{{${id}}}`);
          expect(out).not.toContain(`{{phase${c.phase}.${id}}}`);
        }
      }
      // Nothing but optional placeholders may stay visible, and no tag may be malformed.
      for (const m of out.matchAll(/\{\{([^{}]*)\}\}/g)) {
        const key = m[1]!.trim().toLowerCase();
        expect(key, `unexpected tag {{${m[1]}}}`).toMatch(/^(phase\d\.)?[a-z][a-z0-9_]*$|^team\.(name|code)$/);
      }
    });

    it('writes no template syntax into text the page shows as is', () => {
      const { promptTemplate: _template, ...shown } = config;
      const texts: string[] = [];
      const collect = (v: unknown): void => {
        if (typeof v === 'string') texts.push(v);
        else if (typeof v === 'object' && v !== null) Object.values(v).forEach(collect);
      };
      collect(shown);
      expect(texts.length).toBeGreaterThan(20);
      expect(texts.filter((t) => /\{\{|\}\}/.test(t))).toEqual([]);
    });
  });
});

describe('phase 6 brand choices', () => {
  const config = getPhaseConfig(6)!;
  const field = (id: string) => config.fields.find((f) => f.id === id);

  it('offers exactly the five visual styles as a select, each with a card description', () => {
    expect(field('visual_style')?.type).toBe('select');
    expect(field('visual_style')?.options?.map((o) => o.label)).toEqual(VISUAL_STYLES);
    expect(Object.keys(VISUAL_STYLE_DESCRIPTIONS).sort()).toEqual([...VISUAL_STYLES].sort());
    for (const s of VISUAL_STYLES) expect(VISUAL_STYLE_DESCRIPTIONS[s]!.length).toBeGreaterThan(20);
  });

  it('offers voice personas labelled "Title (description)"', () => {
    const persona = field('voice_persona');
    expect(persona?.type).toBe('select');
    expect(persona!.options!.length).toBeGreaterThanOrEqual(3);
    for (const o of persona!.options!) expect(o.label).toMatch(/^[^()]+ \([^()]+\)$/);
    expect(persona!.options!.map((o) => o.label)).toContain('The Trusted Expert (calm, precise, evidence-led)');
  });

  it('has at least one colour field', () => {
    expect(config.fields.some((f) => f.type === 'color')).toBe(true);
  });
});

describe('schema', () => {
  const valid = (): PhaseConfig => structuredClone(getPhaseConfig(1)!);

  it('refuses a bad field id, a duplicate id and an unknown field type', () => {
    const badId = valid();
    badId.fields[0]!.id = 'Company Name';
    expect(phaseConfigSchema.safeParse(badId).success).toBe(false);
    const dup = valid();
    dup.fields[1]!.id = dup.fields[0]!.id;
    expect(phaseConfigSchema.safeParse(dup).success).toBe(false);
    const badType = valid() as unknown as { fields: { type: string }[] };
    badType.fields[0]!.type = 'number';
    expect(phaseConfigSchema.safeParse(badType).success).toBe(false);
  });

  it('refuses a select with fewer than 2 options and options on a non-select', () => {
    const few = valid();
    few.fields.find((f) => f.type === 'select')!.options = [{ value: 'a', label: 'A' }];
    expect(phaseConfigSchema.safeParse(few).success).toBe(false);
    const stray = valid();
    stray.fields[0]!.options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    expect(phaseConfigSchema.safeParse(stray).success).toBe(false);
  });

  it('refuses a phase outside 1..8, a missing template and unknown keys', () => {
    expect(phaseConfigSchema.safeParse({ ...valid(), phase: 9 }).success).toBe(false);
    expect(phaseConfigSchema.safeParse({ ...valid(), promptTemplate: ' ' }).success).toBe(false);
    expect(phaseConfigSchema.safeParse({ ...valid(), prompt: 'typo' }).success).toBe(false);
  });
});

describe('required fields', () => {
  const config = getPhaseConfig(1)!;

  it('requiredFieldIds lists the required ids in form order', () => {
    expect(requiredFieldIds(config)).toEqual(['company_name', 'product_idea']);
  });

  it('missingRequired reports missing, blank and non-text answers', () => {
    expect(missingRequired(config, { company_name: 'G', product_idea: 'idea' })).toEqual([]);
    expect(missingRequired(config, { company_name: '  ', product_idea: 'idea' })).toEqual(['company_name']);
    expect(missingRequired(config, { company_name: 3 })).toEqual(['company_name', 'product_idea']);
    expect(missingRequired(config, null)).toEqual(['company_name', 'product_idea']);
  });
});
