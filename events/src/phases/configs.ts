/**
 * Phase content: the eight phases' structure (structure.ts) composed with each language's
 * catalogue (catalogues.ts) once when the package loads, then frozen so no consumer can change
 * the shared objects. Apart from index.ts so that rules on a phase's answers (answers.ts) can
 * read the forms without an import cycle.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locale.js';
import { CATALOGUES, type ContentCatalogue } from './catalogues.js';
import { composePhase } from './compose.js';
import { messageText } from './message-text.js';
import { phaseTextsOf, visualStylesOf } from './names.js';
import type { PhaseConfig } from './schema.js';
import { PHASE_SHAPES } from './structure.js';
import type { PhaseContent } from './translation.js';

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

const english = CATALOGUES[DEFAULT_LOCALE]!;

/**
 * One language's content. A message the catalogue lacks is shown in English, as the web app's
 * messages are; the catalogue tests (catalogues.test.ts) refuse a catalogue that lacks one.
 */
function compose(catalogue: ContentCatalogue): PhaseContent {
  const words = (id: string) => messageText(catalogue.phases[id] ?? english.phases[id] ?? id, id);
  const names = { ...english.names, ...catalogue.names };
  return deepFreeze({ configs: PHASE_SHAPES.map((shape) => composePhase(shape, words)), phases: phaseTextsOf(names), visualStyles: visualStylesOf(names) });
}

const CONTENT: Readonly<Partial<Record<Locale, PhaseContent>>> = Object.freeze(
  Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const catalogue = CATALOGUES[locale];
      return catalogue ? [[locale, compose(catalogue)] as const] : [];
    }),
  ),
);

const ENGLISH = CONTENT[DEFAULT_LOCALE]!;

export const phaseConfigs: readonly PhaseConfig[] = ENGLISH.configs;

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
