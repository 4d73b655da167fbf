/**
 * Phase content: the eight configs, validated once when the package loads (a broken content
 * edit fails every test and every start, not a team's page), then frozen so no consumer can
 * change the shared objects. Apart from index.ts so that rules on a phase's answers
 * (answers.ts) can read the forms without an import cycle.
 */
import { z } from 'zod';
import { phaseConfigSchema, type PhaseConfig } from './schema.js';
import { phase1 } from './content/phase-1.js';
import { phase2 } from './content/phase-2.js';
import { phase3 } from './content/phase-3.js';
import { phase4 } from './content/phase-4.js';
import { phase5 } from './content/phase-5.js';
import { phase6 } from './content/phase-6.js';
import { phase7 } from './content/phase-7.js';
import { phase8 } from './content/phase-8.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locale.js';
import { PHASES } from './names.js';
import { VISUAL_STYLE_DESCRIPTIONS } from './content/phase-6.js';
import { shapeProblems, type PhaseContent } from './translation.js';
import { content as ar } from './content/ar/index.js';

/**
 * Placeholders deliberately left for the reader of a prompt to fill in by hand, which the
 * content check accepts although no form field provides them. None today: prompts ask for
 * [square-bracket] blanks instead, which the template engine never touches.
 */
export const INTENTIONAL_PLACEHOLDERS: readonly string[] = Object.freeze([]);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function validated(config: PhaseConfig, file: string): PhaseConfig {
  const result = phaseConfigSchema.safeParse(config);
  if (!result.success) throw new Error(`Invalid phase content in ${file}:\n${z.prettifyError(result.error)}`);
  return deepFreeze(result.data);
}

export const phaseConfigs: readonly PhaseConfig[] = Object.freeze(
  [phase1, phase2, phase3, phase4, phase5, phase6, phase7, phase8].map((c, i) => validated(c, `events/src/phases/content/phase-${i + 1}.ts`)),
);

const ENGLISH: PhaseContent = {
  configs: phaseConfigs,
  phases: PHASES.map(({ number: _n, ...texts }) => texts),
  visualStyles: VISUAL_STYLE_DESCRIPTIONS,
};

/** The translations, each in content/{locale}/index.ts (docs/PRODUCT.md#adding-a-language). */
const TRANSLATIONS: Partial<Record<Locale, PhaseContent>> = { ar };

/**
 * Each language's content, validated and checked against the English shape when the package
 * loads, so a translation that renames a field or drops a prompt tag fails every start.
 */
const CONTENT: Readonly<Partial<Record<Locale, PhaseContent>>> = Object.freeze({
  en: ENGLISH,
  ...Object.fromEntries(
    Object.entries(TRANSLATIONS).map(([locale, content]) => {
      const where = `events/src/phases/content/${locale}`;
      const configs = content.configs.map((c, i) => validated(c, `${where}/phase-${i + 1}.ts`));
      const problems = configs.flatMap((c, i) => shapeProblems(phaseConfigs[i]!, c).map((p) => `phase ${i + 1} ${p}`));
      if (content.phases.length !== PHASES.length) problems.push(`names: ${content.phases.length} phases where English has ${PHASES.length}`);
      const styles = (v: Readonly<Record<string, string>>) => JSON.stringify(Object.keys(v).sort());
      if (styles(content.visualStyles) !== styles(VISUAL_STYLE_DESCRIPTIONS)) problems.push('visualStyles: keys differ from English');
      if (problems.length) throw new Error(`The ${locale} content does not match the English shape (${where}):\n${problems.join('\n')}`);
      return [locale, deepFreeze({ configs, phases: content.phases, visualStyles: content.visualStyles })];
    }),
  ),
});

/** The languages the phase content is written in: every interface language once all are translated. */
export const CONTENT_LOCALES: readonly Locale[] = Object.freeze(LOCALES.filter((l) => CONTENT[l]));

/** One language's phase content; English for a language without a translation. */
export function phaseContent(locale: Locale = DEFAULT_LOCALE): PhaseContent {
  return CONTENT[locale] ?? ENGLISH;
}

/** The config of phase n in a language, or null for anything that is not an integer 1..8. */
export function getPhaseConfig(n: number, locale: Locale = DEFAULT_LOCALE): PhaseConfig | null {
  if (!Number.isInteger(n)) return null;
  return phaseContent(locale).configs.find((c) => c.phase === n) ?? null;
}
