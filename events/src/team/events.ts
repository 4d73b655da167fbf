import type { DomainEvent } from '../shared/decider.js';

export type PhaseData = Record<string, string>;

export type TeamCreated = DomainEvent<'TeamCreated', { teamId: string; code: string; name: string; accessToken: string }>;
export type TeamAvatarChanged = DomainEvent<'TeamAvatarChanged', { teamId: string; avatarIcon: string }>;
/** Before phases were shared documents, a save replaced the phase's answers; read from old logs, no longer written. */
export type PhaseDataSaved = DomainEvent<'PhaseDataSaved', { teamId: string; phaseNumber: number; data: PhaseData }>;
/** The team's current phase was set (forward by Continue, or any phase 1..8 by the API). */
export type TeamAdvanced = DomainEvent<'TeamAdvanced', { teamId: string; currentPhase: number }>;
export type WebsiteSubmitted = DomainEvent<'WebsiteSubmitted', { teamId: string; cohortTag: string; websiteUrl: string }>;
export type TeamAssignedToCohort = DomainEvent<'TeamAssignedToCohort', { teamId: string; cohortTag: string; previousCohortTag: string | null }>;
export type TeamUnassignedFromCohort = DomainEvent<'TeamUnassignedFromCohort', { teamId: string; cohortTag: string }>;

/** The team asked for its personal data to be erased; an instructor confirms (EraseTeam). Holds no personal data. */
export type TeamErasureRequested = DomainEvent<'TeamErasureRequested', { teamId: string }>;
/** Why a team was erased: an instructor's decision, the team's own request, or its cohort's retention period. */
export type ErasureReason = 'instructor' | 'request' | 'retention';
export const ERASURE_REASONS: readonly ErasureReason[] = ['instructor', 'request', 'retention'];
/**
 * The team's key was destroyed: every personal field sealed under it now reads as erased
 * (docs/PRIVACY.md). Holds no personal data; ids, ranks and scores stay, so results do not change.
 * cohortTag: its cohort then (null: none), so the cohort's audit and chain scope include it.
 */
export type TeamErased = DomainEvent<'TeamErased', { teamId: string; reason: ErasureReason; cohortTag: string | null }>;

export type TeamEvent =
  | TeamCreated
  | TeamAvatarChanged
  | PhaseDataSaved
  | TeamAdvanced
  | WebsiteSubmitted
  | TeamAssignedToCohort
  | TeamUnassignedFromCohort
  | TeamErasureRequested
  | TeamErased;

export const teamStreamId = (teamId: string) => `team-${teamId}`;

/** A team of this cohort was erased: every live view that shows the cohort's team names shows it again. */
export const isTeamErasedIn = (cohortTag: string, e: { type: string; data?: unknown }): boolean =>
  e.type === 'TeamErased' && (e.data as { cohortTag?: unknown } | undefined)?.cohortTag === cohortTag;
