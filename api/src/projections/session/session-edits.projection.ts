import type { PhaseDocEvent, TeamEvent } from '@fit/events';
import { defineProjection, type Handler } from '../projection.js';
import type { SessionEditRow } from './session-edit.entity.js';

type Edit = PhaseDocEvent | TeamEvent;

/** One more edit at the event's millisecond: a sum, so concurrent autosaves of a team's phases add up without reading the row. */
const edit: Handler<Edit, SessionEditRow, 'team_id' | 'at_ms'> = (row, _e, key) => ({ ...key, edits: (row?.edits ?? 0) + 1 });

export const sessionEditsProjection = defineProjection<Edit, SessionEditRow>()({
  name: 'session_edits',
  table: 'session_edits',
  keyColumns: ['team_id', 'at_ms'],
  additive: true,
  on: {
    PhaseDocUpdated: edit,
    PhaseDataSaved: edit,
    TeamCreated: null,
    TeamAvatarChanged: null,
    TeamAdvanced: null,
    WebsiteSubmitted: null,
    TeamAssignedToCohort: null,
    TeamUnassignedFromCohort: null,
    TeamErasureRequested: null,
    TeamErased: null,
  },
  keysOf: (e) => [{ team_id: e.data.teamId, at_ms: Date.parse(e.metadata.at) }],
});
