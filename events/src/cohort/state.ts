import type { CohortReveal } from './reveal.js';
export type CohortState =
  | { exists: false }
  | {
      exists: true;
      tag: string;
      name: string;
      description: string | null;
      votingOpen: boolean;
      resultsVisible: boolean;
      archived: boolean;
      /** null while no instructor drives the show (pages reveal on their own click). */
      reveal: CohortReveal | null;
    };
