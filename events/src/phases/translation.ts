/**
 * A phase's content in one language (docs/CONTENT.md#adding-a-language): the same structure in
 * every language (structure.ts) — field ids, types, whether a field is required, option values
 * (stored answers never change with the language), the numbering of sections and steps — with
 * that language's words, and in its prompt templates the same tags.
 */
import { scan } from '../prompt/scan.js';
import type { PhaseConfig } from './schema.js';
import type { PhaseTexts } from './names.js';

export type { PhaseTexts } from './names.js';

/** One language's content: the eight configs, the phase names and the visual styles' card texts. */
export interface PhaseContent {
  readonly configs: readonly PhaseConfig[];
  readonly phases: readonly PhaseTexts[];
  /** Keyed by the visual_style option's value, which stays English in every language. */
  readonly visualStyles: Readonly<Record<string, string>>;
}

/** The tags of a prompt template in order (`{{company_name}}`, `{{#if x}}`…): a translation keeps them all. */
export function templateTags(template: string): string[] {
  return scan(template)
    .filter((t) => t.kind !== 'text')
    .map((t) => t.raw.replace(/\s+/g, ' '));
}
