/**
 * Which language a page starts in (docs/PRODUCT.md#languages): the person's own choice, kept in
 * this browser; else the cohort's default, on a team's pages; else the browser's preferred
 * languages; else English.
 */
import { isLocale, pickLocale, type Locale } from '@fit/events/i18n';

const KEY = 'fit_locale';

/** The language this browser's person chose in a language menu, if any. */
export function chosenLocale(): Locale | null {
  try {
    const saved = window.localStorage.getItem(KEY);
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function saveChosenLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(KEY, locale);
  } catch {
    // Storage full or disabled: the choice lasts for this page only.
  }
}

/** A first visit's language: the browser's preferred languages, else English. */
export function browserLocale(): Locale {
  return pickLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}
