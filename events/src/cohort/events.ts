import type { DomainEvent } from '../shared/decider.js';

type Tag = { tag: string };
export type CohortCreated = DomainEvent<'CohortCreated', Tag & { name: string; description: string | null }>;
export type CohortDetailsChanged = DomainEvent<'CohortDetailsChanged', Tag & { name: string; description: string | null }>;
export type VotingOpened = DomainEvent<'VotingOpened', Tag>;
export type VotingClosed = DomainEvent<'VotingClosed', Tag>;
export type ResultsRevealed = DomainEvent<'ResultsRevealed', Tag>;
export type ResultsHidden = DomainEvent<'ResultsHidden', Tag>;
export type CohortArchived = DomainEvent<'CohortArchived', Tag>;
export type CohortRestored = DomainEvent<'CohortRestored', Tag>;

export type CohortEvent =
  | CohortCreated
  | CohortDetailsChanged
  | VotingOpened
  | VotingClosed
  | ResultsRevealed
  | ResultsHidden
  | CohortArchived
  | CohortRestored;

export const cohortStreamId = (tag: string) => `cohort-${tag}`;
