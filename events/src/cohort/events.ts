import type { DomainEvent } from '../shared/decider.js';
import type { Locale } from '../i18n/locale.js';

type Tag = { tag: string };
export type CohortCreated = DomainEvent<'CohortCreated', Tag & { name: string; description: string | null }>;
export type CohortDetailsChanged = DomainEvent<'CohortDetailsChanged', Tag & { name: string; description: string | null }>;
/** The language the cohort's teams' pages start in, for a member who has not chosen one; null: the browser's. */
export type CohortLanguageChanged = DomainEvent<'CohortLanguageChanged', Tag & { language: Locale | null }>;
export type VotingOpened = DomainEvent<'VotingOpened', Tag>;
export type VotingClosed = DomainEvent<'VotingClosed', Tag>;
export type ResultsRevealed = DomainEvent<'ResultsRevealed', Tag>;
export type ResultsHidden = DomainEvent<'ResultsHidden', Tag>;
export type CohortArchived = DomainEvent<'CohortArchived', Tag>;
export type CohortRestored = DomainEvent<'CohortRestored', Tag>;
/**
 * The instructor stepped the results show: stage 0 (nothing shown) .. 3 (everything shown), see
 * REVEAL_STAGES. With rehearsal, pages present sample data, never the cohort's real results.
 */
export type RevealStepped = DomainEvent<'RevealStepped', Tag & { stage: RevealStage; rehearsal: boolean }>;
/** The instructor stopped driving the show: pages go back to their own click-to-reveal screen. */
export type RevealReleased = DomainEvent<'RevealReleased', Tag>;
/**
 * How many days after the cohort is archived its teams' personal data is kept (docs/PRIVACY.md#retention);
 * null: kept until an instructor erases it. The retention job erases teams whose time is up.
 */
export type CohortRetentionSet = DomainEvent<'CohortRetentionSet', Tag & { days: number | null }>;

/** 0 nothing shown, 1 third place, 2 second place too, 3 first place and the full leaderboard. */
export type RevealStage = 0 | 1 | 2 | 3;
export const REVEAL_STAGES = 3;

export type CohortEvent =
  | CohortCreated
  | CohortDetailsChanged
  | CohortLanguageChanged
  | VotingOpened
  | VotingClosed
  | ResultsRevealed
  | ResultsHidden
  | CohortArchived
  | CohortRestored
  | RevealStepped
  | RevealReleased
  | CohortRetentionSet;

export const cohortStreamId = (tag: string) => `cohort-${tag}`;
