import { defineEntity, p } from '@mikro-orm/core';
import type { AgendaState } from '@fit/events';
import type { EntityOf, RowOf } from '../row.js';

/** A cohort's agenda stream folded (events/src/agenda): its plan, clock, hold, last bring, announcements. */
export const AgendaEntity = defineEntity({
  name: 'Agenda',
  tableName: 'agendas',
  properties: {
    tag: p.string().primary(),
    state: p.json<AgendaState>(),
    updatedAt: p.datetime(),
  },
});

export type Agenda = EntityOf<typeof AgendaEntity>;
export type AgendaRow = RowOf<typeof AgendaEntity>;
