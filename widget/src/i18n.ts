/**
 * The widget's languages (docs/WIDGET.md#languages): the same four as the app
 * (events/src/i18n), one catalogue each in src/messages/<locale>.json (id → ICU MessageFormat,
 * English the source). The build (vite.config.ts, plugin "fit-widget-messages") turns each
 * catalogue into parsed syntax trees, so the browser needs no ICU parser; all four travel in
 * widget.js (an IIFE script cannot load chunks of its own).
 */
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, directionOf, formattingLocale, localeOf, pickLocale, type Locale } from '@fit/events/i18n';
import en from './messages/en.json';
import es from './messages/es.json';
import de from './messages/de.json';
import ar from './messages/ar.json';

export type MessageId = keyof typeof en;
/** A catalogue: ICU text, or (after the build's transform) its parsed form. */
type Catalogue = Record<MessageId, string | MessageFormatElement[]>;

const CATALOGUES = { en, es, de, ar } as unknown as Record<Locale, Catalogue>;

/** Formats one message: t('points', { points: 3 }) → '3 points'. */
export type Translate = (id: MessageId, values?: Record<string, PrimitiveType>) => string;

export interface Language {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  t: Translate;
}

/**
 * The widget's language: the one the embed asks for (data-lang / lang), if supported; else the
 * host page's `<html lang>`; else the browser's languages; else English.
 */
export function resolveLocale(requested: string | null | undefined): Locale {
  return (
    localeOf(requested) ??
    localeOf(typeof document === 'undefined' ? null : document.documentElement.lang) ??
    (typeof navigator === 'undefined' ? DEFAULT_LOCALE : pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]))
  );
}

const languages = new Map<Locale, Language>();

/** One formatter per language (and per message, on first use), shared by every widget on the page. */
export function language(locale: Locale): Language {
  let lang = languages.get(locale);
  if (!lang) {
    const catalogue = CATALOGUES[locale];
    const formats = new Map<MessageId, IntlMessageFormat>();
    const t: Translate = (id, values) => {
      let f = formats.get(id);
      if (!f) {
        f = new IntlMessageFormat(catalogue[id] ?? CATALOGUES.en[id], formattingLocale(locale));
        formats.set(id, f);
      }
      return String(f.format(values));
    };
    lang = { locale, dir: directionOf(locale), t };
    languages.set(locale, lang);
  }
  return lang;
}

/** English: the default of the components when called on their own (tests, docs). */
export const ENGLISH = language(DEFAULT_LOCALE);
