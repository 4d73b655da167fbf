import { defineEntity, p } from '@mikro-orm/core';
import type { RowOf } from '../row.js';

/** Edits per team per minute (co-editing updates and saves): the session view's activity, never its raw events. */
export const SessionMinuteEntity = defineEntity({
  name: 'SessionMinute',
  tableName: 'session_minutes',
  properties: {
    teamId: p.uuid().primary(),
    /** Whole minutes since the epoch (minuteOf). */
    minute: p.integer().primary(),
    edits: p.integer(),
  },
});

export type SessionMinuteRow = RowOf<typeof SessionMinuteEntity>;
