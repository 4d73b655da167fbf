/**
 * The interface languages (docs/PRODUCT.md#languages): one list for the web app, the widget,
 * the API's refusal messages and the phase content. English is the source language: every
 * message and every phase's content is written in English first and translated from it.
 */
export const LOCALES = ['en', 'es', 'de', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as a language menu shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = Object.freeze({
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  ar: 'العربية',
});

const RTL: ReadonlySet<Locale> = new Set<Locale>(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The writing direction of a language, for `<html dir>` and the widget's root. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RTL.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The supported language a tag asks for ('es-MX' → 'es', 'AR' → 'ar'), or null. A tag is
 * matched on its primary subtag: the app has one variant per language.
 */
export function localeOf(tag: unknown): Locale | null {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
  return isLocale(primary) ? primary : null;
}

/** The first supported language of a preference list (navigator.languages), else English. */
export function pickLocale(preferred: readonly (string | null | undefined)[]): Locale {
  for (const tag of preferred) {
    const locale = localeOf(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language an `Accept-Language` header prefers (RFC 9110 §12.5.4): tags ordered by their
 * q-value (ties keep their order), `q=0` excluded, `*` ignored; English when none is supported.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      // A malformed q-value ('q=abc') counts as 0: the client did not ask for that language.
      const q = params.map((p) => /^\s*q\s*=\s*(.*?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : /^[01](\.\d{0,3})?$/.test(q) ? Number(q) : 0;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0 && r.tag !== '*')
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return pickLocale(ranges.map((r) => r.tag));
}

/**
 * The locale numbers and dates are written in, for the web app and the widget alike: Arabic with
 * Arabic-Indic digits (٣ نقاط), whatever the runtime's CLDR default for 'ar' (Node's and
 * Chromium's ICU now default to Latin digits); the other languages as they are.
 */
export function formattingLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-arab' : locale;
}
