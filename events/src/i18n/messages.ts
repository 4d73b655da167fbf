/**
 * The API's refusal messages in the caller's language (docs/API.md#conventions). The domain
 * and the API write their messages in English; the edges (REST's refusals, GraphQL's errors)
 * translate each one as it leaves, with translateMessage: the message is matched against the
 * English templates (messages/en.ts), the dynamic parts are taken from it, and the template's
 * translation is formatted with them for the language (numbers as the language writes them,
 * plural forms where a count appears). A message no template matches stays English: a
 * translation never fails a request.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locale.js';
import { EN_TEMPLATES } from './messages/en.js';
import { ES } from './messages/es.js';
import { DE } from './messages/de.js';
import { AR } from './messages/ar.js';

export { EN_TEMPLATES };

/** Each language's translations, keyed by the English template. */
export const TRANSLATIONS: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = { es: ES, de: DE, ar: AR };

/** Arguments that are labels ('Team name'): translated as messages of their own. */
export const LABEL_ARGUMENTS: ReadonlySet<string> = new Set(['what', 'where']);

/** Longer messages are not matched (they are not refusals the code writes): matching stays cheap. */
export const MAX_TRANSLATED_LENGTH = 2000;

interface Template {
  readonly source: string;
  readonly pattern: RegExp;
  /** The argument each capture group fills, and whether it is a number. */
  readonly args: readonly { readonly name: string; readonly numeric: boolean }[];
  /** Literal characters: of several matching templates, the one with most wins. */
  readonly literalLength: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The literal parts and the arguments of a template (an English template has no plural or select). */
function compile(source: string): Template {
  const elements: MessageFormatElement[] = parse(source);
  let pattern = '^';
  let literalLength = 0;
  const args: { name: string; numeric: boolean }[] = [];
  for (const el of elements) {
    if (el.type === TYPE.literal) {
      pattern += escapeRegExp(el.value);
      literalLength += el.value.length;
    } else if (el.type === TYPE.argument || el.type === TYPE.number) {
      // One capture per argument: a name used twice would need a back-reference.
      if (args.some((a) => a.name === el.value)) throw new Error(`Argument {${el.value}} appears twice in "${source}"`);
      pattern += el.type === TYPE.number ? '(-?\\d+(?:\\.\\d+)?)' : '(.+?)';
      args.push({ name: el.value, numeric: el.type === TYPE.number });
    } else {
      throw new Error(`An English template has only text, {name} and {name, number}: "${source}"`);
    }
  }
  return { source, pattern: new RegExp(`${pattern}$`, 's'), args, literalLength };
}

let compiled: { exact: Map<string, Template>; patterns: Template[] } | null = null;

/** Built once, on the first refusal that needs it. */
function templates() {
  if (!compiled) {
    const exact = new Map<string, Template>();
    const patterns: Template[] = [];
    for (const source of EN_TEMPLATES) {
      const t = compile(source);
      if (t.args.length === 0) exact.set(formatted(source), t);
      else patterns.push(t);
    }
    // Most literal text first: 'Cohort tag must be at most {max} characters' before '{what} must be at most…'.
    patterns.sort((a, b) => b.literalLength - a.literalLength || a.args.length - b.args.length);
    compiled = { exact, patterns };
  }
  return compiled;
}

/** An argument-less template as the code writes it (ICU quoting undone: "'{'" is "{"). */
function formatted(source: string): string {
  return parse(source)
    .map((el) => (el.type === TYPE.literal ? el.value : ''))
    .join('');
}

const formats = new Map<string, IntlMessageFormat>();

function format(translation: string, locale: Locale, values: Record<string, string | number>): string {
  const key = `${locale}\u0000${translation}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new IntlMessageFormat(translation, locale)));
  return String(f.format(values));
}

/** The English template a message was made from, with its arguments, or null. */
export function matchTemplate(message: string): { source: string; values: Record<string, string | number> } | null {
  if (message.length > MAX_TRANSLATED_LENGTH) return null;
  const { exact, patterns } = templates();
  const fixed = exact.get(message);
  if (fixed) return { source: fixed.source, values: {} };
  for (const t of patterns) {
    const m = t.pattern.exec(message);
    if (!m) continue;
    const values: Record<string, string | number> = {};
    t.args.forEach((arg, i) => (values[arg.name] = arg.numeric ? Number(m[i + 1]) : m[i + 1]!));
    return { source: t.source, values };
  }
  return null;
}

/**
 * The message in the language, or the message as it is when it is English, or no template
 * matches it, or the template has no translation for the language. Never throws.
 */
export function translateMessage(message: string, locale: Locale, depth = 0): string {
  if (locale === 'en' || typeof message !== 'string') return message;
  try {
    const match = matchTemplate(message);
    const translation = match && TRANSLATIONS[locale][match.source];
    if (!match || !translation) return message;
    const values = { ...match.values };
    for (const name of LABEL_ARGUMENTS) {
      const label = values[name];
      if (typeof label === 'string' && depth < 2) values[name] = translateMessage(label, locale, depth + 1);
    }
    return format(translation, locale, values);
  } catch {
    return message;
  }
}
