import { describe, expect, it } from 'vitest';
import { agendaDeciderFor, fold as foldDomain, type AgendaEvent, type EventMetadata } from '@fit/events';
import type { Stored } from '../projection.js';
import type { AgendaRow } from './agenda.entity.js';
import { agendasProjection } from './agendas.projection.js';

let position = 0;
const stored = (e: AgendaEvent): Stored<AgendaEvent> => ({
  ...e,
  position: String(++position),
  txId: String(position),
  streamId: 'agenda-demo',
  version: position,
  typeVersion: 1,
  metadata: { at: `2026-11-25T10:00:${String(position).padStart(2, '0')}.000Z` } as EventMetadata,
  createdAt: '2026-11-25T10:00:00.000Z',
});
const fold = (events: AgendaEvent[]) => events.map(stored).reduce<AgendaRow | null>((row, e) => agendasProjection.evolve(row, e, { tag: 'demo' }), null);

const tag = 'demo';
const history: AgendaEvent[] = [
  { type: 'AnnouncementPosted', data: { tag, at: '2026-11-25T09:59:00.000Z', id: 'a1', text: 'Welcome' } },
  {
    type: 'AgendaPlanned',
    data: {
      tag,
      items: [
        { phase: 1, minutes: 10 },
        { phase: 2, minutes: 5 },
      ],
    },
  },
  { type: 'AgendaStarted', data: { tag, at: '2026-11-25T10:00:00.000Z' } },
  { type: 'AgendaPaused', data: { tag, at: '2026-11-25T10:02:00.000Z' } },
  { type: 'AgendaResumed', data: { tag, at: '2026-11-25T10:03:00.000Z' } },
  { type: 'AgendaItemExtended', data: { tag, at: '2026-11-25T10:04:00.000Z', index: 0, addedMs: 60_000, keepEnd: true, durationsMs: [660_000, 240_000] } },
  { type: 'TeamsBrought', data: { tag, at: '2026-11-25T10:05:00.000Z', phase: 2, moveAt: '2026-11-25T10:05:10.000Z' } },
  { type: 'HoldSet', data: { tag, phase: 2 } },
  { type: 'AgendaItemSkipped', data: { tag, at: '2026-11-25T10:06:00.000Z', index: 1 } },
  { type: 'AnnouncementWithdrawn', data: { tag, id: 'a1' } },
];

describe('agendas projection', () => {
  it('holds the agenda stream folded by the decider itself, stamped with the last change', () => {
    const row = fold(history)!;
    expect(row.tag).toBe('demo');
    expect(row.updated_at).toBe(`2026-11-25T10:00:${String(position).padStart(2, '0')}.000Z`);
    expect(row.state).toEqual(foldDomain(agendaDeciderFor(tag), history));
    expect(row.state).toMatchObject({ status: 'running', index: 1, pausedMs: 0, hold: 2, bring: { phase: 2 }, announcements: [] });
  });

  it('starts a row from any first event (an announcement needs no agenda)', () => {
    expect(fold(history.slice(0, 1))!.state).toMatchObject({ status: 'none', announcements: [{ id: 'a1', text: 'Welcome' }] });
  });
});
