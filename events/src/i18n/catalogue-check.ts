/**
 * The catalogue check (docs/PRODUCT.md#adding-a-language), one rule for every catalogue (the web
 * app's, the widget's): a translation has every English message and no other, and each of its
 * messages is valid ICU MessageFormat with the English message's arguments (same names, same
 * kinds, a select's same options) and, in each plural, only forms its language has, plus `other`;
 * and in a language that writes its own digits (Arabic), no Latin digits outside the arguments.
 * The web app's, the widget's and the API's catalogues are all checked by it.
 *
 * Node and tests only: it parses, and the browser builds carry no ICU parser. Not exported from
 * './i18n' for that reason; import '@fit/events/i18n/catalogue-check'.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formattingLocale, localeOf } from './locale.js';

export interface CatalogueProblems {
  /** English ids the translation lacks. */
  missing: string[];
  /** Translated ids English no longer has. */
  leftOver: string[];
  /** `id: what is wrong`, for messages both have. */
  different: string[];
}

/**
 * A message's arguments: name → kind, with a select's options. A count is a number whether a
 * language writes it plainly, with plural forms or as an ordinal (English '{n, number}
 * characters' is Arabic's six plural forms; English '1st' is German '{place, number}.'); plural
 * forms are checked per language.
 */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, string>()): Map<string, string> {
  for (const el of elements) {
    if (el.type === TYPE.argument) into.set(el.value, 'text');
    else if (el.type === TYPE.number) into.set(el.value, 'number');
    else if (el.type === TYPE.date || el.type === TYPE.time) into.set(el.value, TYPE[el.type]);
    else if (el.type === TYPE.select) {
      into.set(el.value, `select(${Object.keys(el.options).sort().join('|')})`);
      for (const o of Object.values(el.options)) argumentsOf(o.value, into);
    } else if (el.type === TYPE.plural) {
      into.set(el.value, 'number');
      for (const o of Object.values(el.options)) argumentsOf(o.value, into);
    } else if (el.type === TYPE.tag) {
      into.set(`<${el.value}>`, 'tag');
      argumentsOf(el.children, into);
    }
  }
  return into;
}

/** Plural forms a message uses that its language does not have, or a missing `other`. */
function pluralProblems(elements: MessageFormatElement[], locale: string): string[] {
  const problems: string[] = [];
  for (const el of elements) {
    if (el.type === TYPE.plural) {
      const allowed = new Intl.PluralRules(locale, { type: el.pluralType }).resolvedOptions().pluralCategories as string[];
      const forms = Object.keys(el.options).filter((k) => !k.startsWith('='));
      if (!forms.includes('other')) problems.push(`{${el.value}} has no "other" form`);
      for (const f of forms) if (!allowed.includes(f)) problems.push(`{${el.value}} uses "${f}", which ${locale} does not have`);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) problems.push(...pluralProblems(o.value, locale));
    if (el.type === TYPE.tag) problems.push(...pluralProblems(el.children, locale));
  }
  return problems;
}

/**
 * Latin digits a text writes itself in a language whose numbers are written with other digits
 * (Arabic: Arabic-Indic, docs/PRODUCT.md#languages), as `"4" in "…من 4 أحرف"`. A number the
 * code knows (a limit, a count, a phase) is an argument, formatted for the language; a number of
 * the text itself (an example, a duration in phase content) is written in the language's
 * digits. Latin digits inside a Latin word or code ('B2B', 'v0', '#2E7D32', 'H1–H3') stay, as
 * addresses and codes do.
 */
export function latinDigitsIn(text: string, locale: string): string[] {
  if (!writesOwnDigits(locale)) return [];
  const found: string[] = [];
  for (const [token] of text.matchAll(/[\p{Script=Latin}\d#.:/_-]+/gu)) {
    if (/\d/.test(token) && !/\p{Script=Latin}/u.test(token)) found.push(`"${token}" in "${text.length > 80 ? `${text.slice(0, 77)}…` : text}"`);
  }
  return found;
}

const ownDigits = new Map<string, boolean>();
/** Whether the language writes numbers with digits other than 0–9 (formattingLocale's rule). */
function writesOwnDigits(locale: string): boolean {
  let own = ownDigits.get(locale);
  if (own === undefined) {
    const known = localeOf(locale);
    const system = new Intl.NumberFormat(known ? formattingLocale(known) : locale).resolvedOptions().numberingSystem;
    ownDigits.set(locale, (own = system !== 'latn'));
  }
  return own;
}

/** The literal text of a message, outside its arguments (a plural's `#` is an argument). */
function literalTexts(elements: MessageFormatElement[], into: string[] = []): string[] {
  for (const el of elements) {
    if (el.type === TYPE.literal) into.push(el.value);
    else if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) literalTexts(o.value, into);
    else if (el.type === TYPE.tag) literalTexts(el.children, into);
  }
  return into;
}

/** The names of a message's arguments, sorted (a refusal gives a value for each). */
export const argumentNames = (text: string): string[] => [...argumentsOf(parse(text)).keys()].filter((name) => !name.startsWith('<')).sort();

const describeArguments = (args: Map<string, string>) => [...args].sort().join(', ');

/**
 * Compares a translation (`locale`) with the English catalogue, both id → ICU text. All three
 * lists empty means the translation is complete and fits. An English message that does not
 * parse throws: that is the code's mistake, not the translation's.
 */
export function compareCatalogues(english: Readonly<Record<string, string>>, translated: Readonly<Record<string, string>>, locale: string): CatalogueProblems {
  const has = (catalogue: Readonly<Record<string, string>>, id: string) => Object.prototype.hasOwnProperty.call(catalogue, id);
  const missing = Object.keys(english).filter((id) => !has(translated, id));
  const leftOver = Object.keys(translated).filter((id) => !has(english, id));
  const different: string[] = [];
  for (const [id, text] of Object.entries(english)) {
    if (!has(translated, id)) continue;
    let elements: MessageFormatElement[];
    try {
      elements = parse(translated[id]!);
    } catch (err) {
      different.push(`${id}: not valid ICU MessageFormat (${(err as Error).message})`);
      continue;
    }
    const want = describeArguments(argumentsOf(parse(text)));
    const got = describeArguments(argumentsOf(elements));
    if (want !== got) different.push(`${id}: arguments {${got}} where English has {${want}}`);
    different.push(...pluralProblems(elements, locale).map((p) => `${id}: ${p}`));
    for (const literal of literalTexts(elements)) different.push(...latinDigitsIn(literal, locale).map((d) => `${id}: Latin digits ${d}; make the number an argument`));
  }
  return { missing, leftOver, different };
}
