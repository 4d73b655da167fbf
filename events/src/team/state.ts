export type TeamState =
  | { exists: false }
  | {
      exists: true;
      teamId: string;
      code: string;
      name: string;
      avatarIcon: string | null;
      currentPhase: number;
      cohortTag: string | null;
      websiteUrl: string | null;
      /** The cohort the current websiteUrl was submitted to (the same URL may be resubmitted after a move). */
      websiteCohortTag: string | null;
      /** The team asked for its data to be erased and no instructor has erased it yet. */
      erasureRequested: boolean;
      /** Its key is destroyed: it takes no more commands. */
      erased: boolean;
    };
