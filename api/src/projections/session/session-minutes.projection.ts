import { minuteOf, type PhaseDocEvent, type TeamEvent } from '@fit/events';
import { defineProjection, type Handler } from '../projection.js';
import type { SessionMinuteRow } from './session-minute.entity.js';

type Edit = PhaseDocEvent | TeamEvent;

/** One more edit in the event's minute: a sum, so concurrent autosaves of a team's phases add up without reading the row. */
const edit: Handler<Edit, SessionMinuteRow, 'team_id' | 'minute'> = (row, _e, key) => ({ ...key, edits: (row?.edits ?? 0) + 1 });

export const sessionMinutesProjection = defineProjection<Edit, SessionMinuteRow>()({
  name: 'session_minutes',
  table: 'session_minutes',
  keyColumns: ['team_id', 'minute'],
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
  },
  keysOf: (e) => [{ team_id: e.data.teamId, minute: minuteOf(e.metadata.at) }],
});
