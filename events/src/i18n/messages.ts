/**
 * The API's refusal messages in the caller's language (docs/API.md#conventions). A refusal
 * carries its message as a descriptor, `{id, values}` (message.ts), from where it is made; the
 * edges (REST's refusals, GraphQL's errors, the co-editing socket) write it in the caller's
 * language with translateMessage as it leaves: the id's translation (messages/<locale>.ts),
 * formatted with the values for the language (numbers in its digits, Arabic's Arabic-Indic ones,
 * and its plural forms), a label value translated with it. English is the template filled in
 * (englishText), exactly the text the error itself carries. A translation never fails a request:
 * one that cannot be formatted leaves the message in English.
 *
 * Node only (the edges): it parses ICU MessageFormat.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { formattingLocale, type Locale } from './locale.js';
import { EN_TEMPLATES } from './messages/en.js';
import { englishText, isMessageDescriptor, type MessageDescriptor, type MessageValue } from './message.js';
import { ES } from './messages/es.js';
import { DE } from './messages/de.js';
import { AR } from './messages/ar.js';

export { EN_TEMPLATES };
export * from './message.js';

/** Each language's translations, keyed by the message's id (its English template). */
export const TRANSLATIONS: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = { es: ES, de: DE, ar: AR };

const formats = new Map<string, IntlMessageFormat>();

function format(translation: string, locale: Locale, values: Record<string, string | number>): string {
  const key = `${locale}\u0000${translation}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new IntlMessageFormat(translation, formattingLocale(locale))));
  return String(f.format(values));
}

/** The message in the language; in English when the language is English or has no translation for it. Never throws. */
export function translateMessage(m: MessageDescriptor, locale: Locale): string {
  // A text, not a descriptor: an outcome relayed by a process of the version before descriptors.
  if (!isMessageDescriptor(m)) return typeof m === 'string' ? m : '';
  if (locale === 'en') return englishText(m);
  const translation = TRANSLATIONS[locale][m.id];
  if (!translation) return englishText(m);
  try {
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(m.values ?? {})) values[name] = translatedValue(value, locale);
    return format(translation, locale, values);
  } catch {
    return englishText(m);
  }
}

const translatedValue = (value: MessageValue, locale: Locale): string | number => (isMessageDescriptor(value) ? translateMessage(value, locale) : value);
