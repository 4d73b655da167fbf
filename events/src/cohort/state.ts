import type { CohortReveal } from './reveal.js';
import type { Locale } from '../i18n/locale.js';
export type CohortState =
  | { exists: false }
  | {
      exists: true;
      tag: string;
      name: string;
      description: string | null;
      /** The teams' pages' default language; null until the instructor sets one (each browser's own). */
      language: Locale | null;
      votingOpen: boolean;
      resultsVisible: boolean;
      archived: boolean;
      /** null while no instructor drives the show (pages reveal on their own click). */
      reveal: CohortReveal | null;
      /** Days its teams are kept after it is archived; null: no limit. */
      retentionDays: number | null;
    };
