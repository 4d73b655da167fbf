import { defineEntity, p } from '@mikro-orm/core';
import type { RowOf } from '../row.js';

/**
 * Edits per team per millisecond (co-editing updates and saves): the session view's activity and
 * its room at a moment, counted to the moment, never its raw events. Two edits of one team in
 * the same millisecond are one row of 2.
 */
export const SessionEditEntity = defineEntity({
  name: 'SessionEdit',
  tableName: 'session_edits',
  properties: {
    teamId: p.uuid().primary(),
    /** Milliseconds since the epoch (the event's metadata.at). */
    atMs: p.bigint('number').primary(),
    edits: p.integer(),
  },
});

export type SessionEditRow = RowOf<typeof SessionEditEntity>;
