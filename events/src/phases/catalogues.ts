/**
 * The phase content's catalogues, one folder per language (docs/CONTENT.md#adding-a-language):
 * names.json (the phase names and the visual styles' cards, which the web app loads alone) and
 * phases.json (the phase pages). A language is registered by its two lines here; imported, not
 * read from disk, so that every build (the API's bundle, the web app's tests) carries them.
 */
import type { Locale } from '../i18n/locale.js';
import type { NamesCatalogue } from './names.js';
import enNames from './messages/en/names.json';
import enPhases from './messages/en/phases.json';
import esNames from './messages/es/names.json';
import esPhases from './messages/es/phases.json';
import deNames from './messages/de/names.json';
import dePhases from './messages/de/phases.json';
import arNames from './messages/ar/names.json';
import arPhases from './messages/ar/phases.json';

/** One language's content messages, each id → ICU MessageFormat text. */
export interface ContentCatalogue {
  readonly names: NamesCatalogue;
  readonly phases: Readonly<Record<string, string>>;
}

export const CATALOGUES: Readonly<Partial<Record<Locale, ContentCatalogue>>> = {
  en: { names: enNames, phases: enPhases },
  es: { names: esNames, phases: esPhases },
  de: { names: deNames, phases: dePhases },
  ar: { names: arNames, phases: arPhases },
};
