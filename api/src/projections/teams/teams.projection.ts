import type { Projection, Row } from '../projection.js';

/** One row per team: what the header, the dashboard and the showcase read. */
export const teamsProjection: Projection = {
  name: 'teams',
  table: 'teams',
  keyColumns: ['id'],
  handles: new Set([
    'TeamCreated', 'TeamAvatarChanged', 'PhaseDataSaved', 'PhaseDocUpdated', 'TeamAdvanced',
    'WebsiteSubmitted', 'TeamAssignedToCohort', 'TeamUnassignedFromCohort',
  ]),
  keysOf: (e) => [{ id: e.data.teamId }],
  readsRow: (e) => e.type !== 'TeamCreated',
  // An answer only marks the team as changed.
  patchOf: (e) => (e.type === 'PhaseDocUpdated' || e.type === 'PhaseDataSaved' ? { updated_at: e.metadata.at } : null),
  evolve(row, e) {
    const at = e.metadata.at;
    if (e.type === 'TeamCreated') {
      return {
        id: e.data.teamId, code: e.data.code, name: e.data.name, avatar_icon: null, current_phase: 1,
        cohort_tag: null, access_token: e.data.accessToken, submitted_website_url: null,
        created_at: at, updated_at: at,
      };
    }
    if (!row) return null;
    const next: Row = { ...row, updated_at: at };
    switch (e.type) {
      case 'TeamAvatarChanged': next.avatar_icon = e.data.avatarIcon; break;
      case 'TeamAdvanced': next.current_phase = e.data.currentPhase; break;
      case 'WebsiteSubmitted': next.submitted_website_url = e.data.websiteUrl; break;
      case 'TeamAssignedToCohort': next.cohort_tag = e.data.cohortTag; break;
      case 'TeamUnassignedFromCohort': next.cohort_tag = null; break;
    }
    return next;
  },
};
