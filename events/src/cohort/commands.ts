export type CreateCohort = { type: 'CreateCohort'; tag: string; name: string; description: string | null };
/** A partial update; only the fields present change. Flags are locked while archived. */
export type UpdateCohort = {
  type: 'UpdateCohort';
  name?: string;
  description?: string | null;
  votingOpen?: boolean;
  resultsVisible?: boolean;
};
export type ArchiveCohort = { type: 'ArchiveCohort' };
export type RestoreCohort = { type: 'RestoreCohort' };

export type CohortCommand = CreateCohort | UpdateCohort | ArchiveCohort | RestoreCohort;
