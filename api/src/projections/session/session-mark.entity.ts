import { defineEntity, p } from '@mikro-orm/core';
import type { AgendaEvent, SessionMarkKind } from '@fit/events';
import type { RowOf } from '../row.js';

/**
 * One moment of a session (events/src/session/marks.ts), keyed by its event's place in its
 * stream: a team created, joined or left a cohort, moved phase or submitted; feedback given,
 * answered, resolved; a ballot, a judge's score; an agenda change. cohort_tag is set where the
 * event names the cohort (joins, ballots, scores, the agenda), so a cohort's marks are its own
 * plus those of every team that ever joined it.
 */
export const SessionMarkEntity = defineEntity({
  name: 'SessionMark',
  tableName: 'session_marks',
  properties: {
    streamId: p.string().primary(),
    version: p.integer().primary(),
    at: p.datetime(),
    /** The event's global position: marks of the same millisecond are read in log order. */
    position: p.bigint('string').nullable(),
    cohortTag: p.string().nullable(),
    teamId: p.uuid().nullable(),
    kind: p.string().$type<SessionMarkKind>(),
    phase: p.integer().nullable(),
    ref: p.string().nullable(),
    detail: p.string().nullable(),
    agenda: p.json<AgendaEvent>().nullable(),
  },
});

export type SessionMarkRow = RowOf<typeof SessionMarkEntity>;
