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

export type TeamEvent = TeamCreated | TeamAvatarChanged | PhaseDataSaved | TeamAdvanced | WebsiteSubmitted | TeamAssignedToCohort | TeamUnassignedFromCohort;

export const teamStreamId = (teamId: string) => `team-${teamId}`;
