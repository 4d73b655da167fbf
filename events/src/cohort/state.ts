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
    };
