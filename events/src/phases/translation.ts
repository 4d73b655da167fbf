/**
 * A phase's content in another language (docs/PRODUCT.md#adding-a-language): the same phase
 * with every human text translated and everything a program reads left as it is — field ids,
 * types, whether a field is required, option values (stored answers never change with the
 * language), the numbering of sections and steps, and the prompt template's tags.
 */
import { scan } from '../prompt/scan.js';
import type { PhaseConfig } from './schema.js';
import type { PhaseInfo } from './names.js';

/** What a language translates of the phase list (names.ts): the four texts of each phase, 1..8. */
export type PhaseTexts = Omit<PhaseInfo, 'number'>;

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

/**
 * Where a translated config departs from the English one in anything but its texts, as
 * messages naming the path; empty when it is a faithful translation.
 */
export function shapeProblems(en: PhaseConfig, tr: PhaseConfig): string[] {
  const problems: string[] = [];
  const same = (path: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) problems.push(`${path}: ${JSON.stringify(b)} where English has ${JSON.stringify(a)}`);
  };
  same('phase', en.phase, tr.phase);
  same(
    'fields',
    en.fields.map((f) => [f.id, f.type, f.required, f.options?.map((o) => o.value) ?? null, f.placeholder !== undefined, f.help !== undefined, f.tooltip !== undefined]),
    tr.fields.map((f) => [f.id, f.type, f.required, f.options?.map((o) => o.value) ?? null, f.placeholder !== undefined, f.help !== undefined, f.tooltip !== undefined]),
  );
  const box = (c: PhaseConfig) =>
    c.decisionBoxContent ? { sections: c.decisionBoxContent.sections.map((s) => [s.number, s.items.length]), actions: c.decisionBoxContent.action.items.length } : null;
  same('decisionBoxContent', box(en), box(tr));
  const flow = (c: PhaseConfig) => c.stepByStepFlow?.map((s) => [s.step, s.details?.steps.length ?? null]) ?? null;
  same('stepByStepFlow', flow(en), flow(tr));
  same('instructions', en.instructions?.length ?? null, tr.instructions?.length ?? null);
  same('promptTemplate tags', templateTags(en.promptTemplate), templateTags(tr.promptTemplate));
  return problems;
}
