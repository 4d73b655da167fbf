/**
 * The page's language (docs/PRODUCT.md#languages). English is in the code (`defaultMessage`);
 * another language's catalogue is its own chunk, compiled at build time and loaded when that
 * language is chosen. The provider sets `<html lang dir>`, so the layout mirrors for Arabic
 * through logical CSS properties.
 */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape, type MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, directionOf, formattingLocale, type Locale } from '@fit/events/i18n';
import { PHASES, type PhaseInfo } from '@fit/events/phases/names';
import type { PhaseTexts } from '@fit/events/phases/translation';
import { browserLocale, chosenLocale, saveChosenLocale } from './locale.ts';

interface Catalogue {
  messages: Record<string, MessageFormatElement[]>;
  /** Null for English, whose texts are in the code. */
  phases: readonly PhaseTexts[] | null;
  visualStyles: Readonly<Record<string, string>> | null;
}

const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  es: () => import('virtual:fit-messages/es'),
  de: () => import('virtual:fit-messages/de'),
  ar: () => import('virtual:fit-messages/ar'),
};

const ENGLISH: Catalogue = { messages: {}, phases: null, visualStyles: null };
const cache = createIntlCache();

function intlFor(locale: Locale, catalogue: Catalogue): IntlShape {
  return createIntl(
    {
      locale: formattingLocale(locale),
      defaultLocale: DEFAULT_LOCALE,
      messages: catalogue.messages,
      // English is the code's own defaultMessage: nothing is missing there. Elsewhere a missing
      // message is caught before release by the catalogue check (i18n/catalogue.test.ts).
      onError: (err) => {
        if (err.code === 'MISSING_TRANSLATION' && locale === DEFAULT_LOCALE) return;
        console.error(err.message);
      },
    },
    cache,
  );
}

let current: { locale: Locale; intl: IntlShape } = { locale: DEFAULT_LOCALE, intl: intlFor(DEFAULT_LOCALE, ENGLISH) };

const switchListeners = new Set<(locale: Locale) => void>();

/** Calls back each time the page has switched to another language (its catalogue shown), not for the first one. */
export function onLanguageSwitched(listener: (locale: Locale) => void): () => void {
  switchListeners.add(listener);
  return () => switchListeners.delete(listener);
}

/** The page's language now, for code outside React (the API's Accept-Language header, toasts). */
export function currentLocale(): Locale {
  return current.locale;
}

/** Formatting in the page's language for code outside React. */
export function currentIntl(): IntlShape {
  return current.intl;
}

interface LanguageContext {
  locale: Locale;
  /** A person's own choice from a language menu: kept in this browser and used on every page. */
  choose: (locale: Locale) => void;
  /** A default from elsewhere (a cohort's language): used unless the person chose one. */
  suggest: (locale: Locale) => void;
  phases: readonly PhaseInfo[];
  /** The visual_style options' card texts, keyed by the option's (English) value; null in English (phase-6.ts has them). */
  visualStyles: Readonly<Record<string, string>> | null;
}

const Context = createContext<LanguageContext | null>(null);

export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [wanted, setWanted] = useState<Locale>(() => initial ?? chosenLocale() ?? browserLocale());
  const [shown, setShown] = useState<{ locale: Locale; catalogue: Catalogue } | null>(() =>
    wanted === DEFAULT_LOCALE ? { locale: DEFAULT_LOCALE, catalogue: ENGLISH } : null,
  );

  useEffect(() => {
    if (shown?.locale === wanted) return;
    let live = true;
    const load: Promise<Catalogue> = wanted === 'en' ? Promise.resolve(ENGLISH) : CATALOGUES[wanted]();
    load.then(
      (catalogue) => live && setShown({ locale: wanted, catalogue }),
      // The chunk did not arrive (offline, a deploy replaced it): stay readable in English.
      () => live && setShown((s) => s ?? { locale: DEFAULT_LOCALE, catalogue: ENGLISH }),
    );
    return () => {
      live = false;
    };
  }, [wanted, shown?.locale]);

  const intl = useMemo(() => (shown ? intlFor(shown.locale, shown.catalogue) : null), [shown]);

  const shownBefore = useRef<Locale | null>(null);
  useLayoutEffect(() => {
    if (!shown || !intl) return;
    current = { locale: shown.locale, intl };
    document.documentElement.lang = shown.locale;
    document.documentElement.dir = directionOf(shown.locale);
    const before = shownBefore.current;
    shownBefore.current = shown.locale;
    if (before !== null && before !== shown.locale) for (const listener of [...switchListeners]) listener(shown.locale);
  }, [shown, intl]);
  // With no page shown (the provider gone), code outside React speaks the default language again.
  useLayoutEffect(
    () => () => {
      current = { locale: DEFAULT_LOCALE, intl: intlFor(DEFAULT_LOCALE, ENGLISH) };
    },
    [],
  );

  const choose = useCallback((locale: Locale) => {
    saveChosenLocale(locale);
    setWanted(locale);
  }, []);
  const suggest = useCallback((locale: Locale) => {
    if (!chosenLocale()) setWanted(locale);
  }, []);

  const phases = useMemo(() => {
    const texts = shown?.catalogue.phases;
    return texts ? PHASES.map((p, i) => ({ ...p, ...texts[i] })) : PHASES;
  }, [shown]);

  const value = useMemo(
    () => (shown ? { locale: shown.locale, choose, suggest, phases, visualStyles: shown.catalogue.visualStyles } : null),
    [shown, choose, suggest, phases],
  );

  // Until a chosen language's catalogue has arrived (a local chunk, one round trip) nothing is
  // shown, rather than a flash of English.
  if (!intl || !value) return null;
  return (
    <Context.Provider value={value}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </Context.Provider>
  );
}

export function useLanguage(): LanguageContext {
  const value = useContext(Context);
  if (!value) throw new Error('useLanguage outside I18nProvider');
  return value;
}

/** The eight phases' names in the page's language (docs/PRODUCT.md#phases). */
export function usePhases(): readonly PhaseInfo[] {
  return useLanguage().phases;
}
