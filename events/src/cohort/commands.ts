/** tag parsed by the handler (parseCohortTag: it names the stream); name and description as typed. */
export type CreateCohort = { type: 'CreateCohort'; tag: string; name: string; description: string | null };
/** A partial update; only the fields present change. Flags are locked while archived. */
export type UpdateCohort = {
  type: 'UpdateCohort';
  name?: string;
  description?: string | null;
  votingOpen?: boolean;
  resultsVisible?: boolean;
  /** The language its teams' pages start in (docs/PRODUCT.md#languages): en, es, de or ar; null for none (each browser's own). */
  language?: unknown;
};
export type ArchiveCohort = { type: 'ArchiveCohort' };
export type RestoreCohort = { type: 'RestoreCohort' };

/** Raw from the client: stage must be 0..3; rehearsal (default false) shows sample data only. */
export type StepReveal = { type: 'StepReveal'; stage: unknown; rehearsal?: unknown };
export type ReleaseReveal = { type: 'ReleaseReveal' };

/** Raw from the client: days after archiving (a whole number 0..MAX_RETENTION_DAYS), or null for no limit. Allowed while archived. */
export type SetRetention = { type: 'SetRetention'; days: unknown };
export type CohortCommand = CreateCohort | UpdateCohort | ArchiveCohort | RestoreCohort | StepReveal | ReleaseReveal | SetRetention;
