import type { ErasureReason } from './events.js';

/**
 * Ids and the access token are made by the caller (a CSPRNG in the api) and passed in; name and
 * code arrive parsed (parseTeamName, parseTeamCode).
 */
export type CreateTeam = { type: 'CreateTeam'; teamId: string; code: string; name: string; accessToken: string };
export type ChangeAvatar = { type: 'ChangeAvatar'; avatarIcon: string };
/**
 * hold: the team's cohort's hold when the team moves itself (read in the command's transaction);
 * absent when an instructor moves it, which a hold never refuses.
 */
export type SetCurrentPhase = { type: 'SetCurrentPhase'; currentPhase: number; hold?: number | null };
/** websiteUrl as typed; the decider normalises it (https:// added) and refuses non-http(s). */
export type SubmitWebsite = { type: 'SubmitWebsite'; websiteUrl: string };
/** cohortTag parsed (parseCohortTag); cohort: the target cohort's state as read by the handler (must exist and not be archived). */
export type AssignToCohort = { type: 'AssignToCohort'; cohortTag: string; cohort: { exists: boolean; archived: boolean } };
export type UnassignFromCohort = { type: 'UnassignFromCohort' };

/** The team asks for its data to be erased (an instructor then erases it). */
export type RequestErasure = { type: 'RequestErasure' };
/** Records that the team's key is destroyed (the handler destroys it in the same transaction). */
export type EraseTeam = { type: 'EraseTeam'; reason: ErasureReason };

export type TeamCommand = CreateTeam | ChangeAvatar | SetCurrentPhase | SubmitWebsite | AssignToCohort | UnassignFromCohort | RequestErasure | EraseTeam;
