/**
 * How each phase is named in each place (docs/PRODUCT.md#phases), with the landing-page summary,
 * and the visual styles' card texts: the words of each language's messages/<locale>/names.json,
 * apart from the phase pages' so that the web app can load them alone.
 */
import { MAX_PHASE, MIN_PHASE } from '../shared/constants.js';
import english from './messages/en/names.json';
import { messageText, optionKey } from './message-text.js';

/** How each phase is named in each place (docs/PRODUCT.md#phases), with the landing-page summary. */
export interface PhaseInfo {
  readonly number: number;
  /** Admin dashboard and phase navigation. */
  readonly name: string;
  /** The team's own phase list (differs only for phase 2). */
  readonly teamListName: string;
  /** Landing page, and the phase page's title. */
  readonly landingTitle: string;
  readonly summary: string;
}

/** What a language translates of the phase list: the four texts of each phase, 1..8. */
export type PhaseTexts = Omit<PhaseInfo, 'number'>;

/** A language's names catalogue: message id → ICU text. */
export type NamesCatalogue = Readonly<Record<string, string>>;

/**
 * The values of phase 6's visual_style options, which stay English in every language (they are
 * stored answers): the page shows each as a card with its description.
 */
export const VISUAL_STYLES: readonly string[] = Object.freeze(['Clean & Minimalist', 'Organic & Natural', 'Bold & Dynamic', 'Elegant & Sensual', 'Playful & Vibrant']);

const TEXTS = ['name', 'teamListName', 'landingTitle', 'summary'] as const;
const PHASE_NUMBERS = Array.from({ length: MAX_PHASE - MIN_PHASE + 1 }, (_, i) => MIN_PHASE + i);
const styleId = (style: string) => `names.visualStyle.${optionKey(style)}`;

function text(catalogue: NamesCatalogue, id: string): string {
  const message = catalogue[id];
  if (message === undefined) throw new Error(`The phase names catalogue has no message "${id}"`);
  return messageText(message, id);
}

/** A language's phase texts, 1..8, from its names catalogue. */
export function phaseTextsOf(catalogue: NamesCatalogue): PhaseTexts[] {
  return PHASE_NUMBERS.map((n) => Object.fromEntries(TEXTS.map((t) => [t, text(catalogue, `names.phase${n}.${t}`)])) as unknown as PhaseTexts);
}

/** A language's visual-style card texts, keyed by the option's value. */
export function visualStylesOf(catalogue: NamesCatalogue): Readonly<Record<string, string>> {
  return Object.freeze(Object.fromEntries(VISUAL_STYLES.map((s) => [s, text(catalogue, styleId(s))])));
}

/** Every message id a names catalogue has. */
export const nameMessageIds = (): string[] => [...PHASE_NUMBERS.flatMap((n) => TEXTS.map((t) => `names.phase${n}.${t}`)), ...VISUAL_STYLES.map(styleId)];

export const PHASES: readonly PhaseInfo[] = Object.freeze(phaseTextsOf(english).map((texts, i) => Object.freeze({ number: i + 1, ...texts })));

/** The English visual-style card texts (a language's own are in its catalogue). */
export const VISUAL_STYLE_DESCRIPTIONS: Readonly<Record<string, string>> = visualStylesOf(english);

/** The admin and navigation name of phase n, or 'Phase n' outside 1..8 (e.g. bad stored data). */
export function phaseName(n: number): string {
  if (!Number.isInteger(n) || n < MIN_PHASE || n > MAX_PHASE) return `Phase ${n}`;
  return PHASES[n - 1]!.name;
}
