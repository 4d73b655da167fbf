import { evolveAgenda, initialAgendaState, type AgendaEvent } from '@fit/events';
import { defineProjection, type Handler, type Stored } from '../projection.js';
import type { AgendaRow } from './agenda.entity.js';

/** The row is the agenda stream folded by the decider's own evolve, so the read model and the decider never disagree. */
const fold: Handler<AgendaEvent, AgendaRow, 'tag'> = (row, e: Stored<AgendaEvent>) => ({
  tag: e.data.tag,
  state: evolveAgenda(row?.state ?? initialAgendaState(), { type: e.type, data: e.data } as AgendaEvent),
  updated_at: e.metadata.at,
});

export const agendasProjection = defineProjection<AgendaEvent, AgendaRow>()({
  name: 'agendas',
  table: 'agendas',
  keyColumns: ['tag'],
  // One row per agenda stream, changed only by its events in order.
  streamOwned: true,
  on: {
    AgendaPlanned: fold,
    AgendaStarted: fold,
    AgendaPaused: fold,
    AgendaResumed: fold,
    AgendaItemExtended: fold,
    AgendaItemSkipped: fold,
    AgendaReset: fold,
    TeamsBrought: fold,
    HoldSet: fold,
    HoldReleased: fold,
    AnnouncementPosted: fold,
    AnnouncementWithdrawn: fold,
  },
  keysOf: (e) => [{ tag: e.data.tag }],
});
