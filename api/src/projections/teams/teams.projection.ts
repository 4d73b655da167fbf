import { ERASED_TEAM_NAME, type PhaseDocEvent, type TeamEvent } from '@fit/events';
import { defineProjection, type Stored } from '../projection.js';
import type { TeamRow } from './team.entity.js';

/**
 * The access_token column of an erased team: unique like every token (the column is), never a
 * token's shape, and never accepted (a login refuses an erased team).
 */
export const erasedTokenOf = (teamId: string) => `erased:${teamId}`;

/** An existing team after a change, stamped with the event's time. */
const changed = (row: TeamRow, e: Stored<TeamEvent | PhaseDocEvent>, patch: Partial<TeamRow> = {}): TeamRow => ({ ...row, ...patch, updated_at: e.metadata.at });

/** One row per team: what the header, the dashboard and the showcase read. */
export const teamsProjection = defineProjection<TeamEvent | PhaseDocEvent, TeamRow>()({
  name: 'teams',
  table: 'teams',
  keyColumns: ['id'],
  needsRow: (e) => e.type !== 'TeamCreated',
  // An answer only marks the team as changed.
  patchOf: (e) => (e.type === 'PhaseDocUpdated' || e.type === 'PhaseDataSaved' ? { updated_at: e.metadata.at } : null),
  on: {
    TeamCreated: (_row, e) => ({
      id: e.data.teamId,
      code: e.data.code,
      name: e.data.name,
      avatar_icon: null,
      current_phase: 1,
      cohort_tag: null,
      // Read after an erasure, the token is gone (empty): the column keeps its erased value.
      access_token: e.data.accessToken || erasedTokenOf(e.data.teamId),
      submitted_website_url: null,
      created_at: e.metadata.at,
      updated_at: e.metadata.at,
      erased_at: null,
      erasure_requested_at: null,
    }),
    TeamAvatarChanged: (row, e) => row && changed(row, e, { avatar_icon: e.data.avatarIcon }),
    // Saving answers is activity: updated_at is when the team last did something.
    PhaseDataSaved: (row, e) => row && changed(row, e),
    PhaseDocUpdated: (row, e) => row && changed(row, e),
    TeamAdvanced: (row, e) => row && changed(row, e, { current_phase: e.data.currentPhase }),
    WebsiteSubmitted: (row, e) => row && changed(row, e, { submitted_website_url: e.data.websiteUrl }),
    TeamAssignedToCohort: (row, e) => row && changed(row, e, { cohort_tag: e.data.cohortTag }),
    TeamUnassignedFromCohort: (row, e) => row && changed(row, e, { cohort_tag: null }),
    TeamErasureRequested: (row, e) => row && changed(row, e, { erasure_requested_at: e.metadata.at }),
    // What its key sealed is gone from the row too: the name shows as erased, the token opens nothing.
    TeamErased: (row, e) =>
      row &&
      changed(row, e, {
        name: ERASED_TEAM_NAME,
        access_token: erasedTokenOf(e.data.teamId),
        submitted_website_url: null,
        erased_at: e.metadata.at,
        erasure_requested_at: null,
      }),
  },
  keysOf: (e) => [{ id: e.data.teamId }],
});
