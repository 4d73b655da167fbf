import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { MAX_DOC_STATE_BYTES } from '../shared/constants.js';
import { StaleDocument, phaseDocDecider } from './decide.js';
import type { PhaseDocCommand } from './commands.js';

const teamId = '3f0c1a52-8d4e-4b7a-9c61-2e5f7a9b0c1d';
const change = (over: Partial<PhaseDocCommand> = {}): PhaseDocCommand => ({
  type: 'RecordDocChange',
  teamId,
  phaseNumber: 1,
  team: { exists: true },
  update: new Uint8Array([1, 2, 3]),
  edits: { product_idea: [0, 0, 'Kettles'] },
  base: 0,
  grew: true,
  bytes: 40,
  ...over,
});

describe('the phase document decider: the stream’s rules, on the room’s facts', () => {
  it('records a change as one event with its update and edits', () =>
    given(phaseDocDecider, [])
      .when(change())
      .then([{ type: 'PhaseDocUpdated', data: { teamId, phaseNumber: 1, update: 'AQID', edits: { product_idea: [0, 0, 'Kettles'] } } }]));
  it('hands a snapshot to the read models with the event, never into its data', () => {
    const [event] = phaseDocDecider.decide(change({ snapshot: 'AAAA' }), phaseDocDecider.initialState());
    expect(event!.carried).toEqual({ snapshot: 'AAAA' });
    expect(event!.data).not.toHaveProperty('snapshot');
  });
  it('refuses an unknown team', () =>
    given(phaseDocDecider, [])
      .when(change({ team: { exists: false } }))
      .thenThrows('NOT_FOUND', 'Team not found'));
  it('refuses an empty update', () =>
    given(phaseDocDecider, [])
      .when(change({ update: new Uint8Array() }))
      .thenThrows('BAD_USER_INPUT', 'A document update is required'));
  it('refuses a change made on an older version than the stream’s (its edits are positions in older text)', () => {
    const first = phaseDocDecider.decide(change(), phaseDocDecider.initialState());
    expect(() => phaseDocDecider.decide(change({ base: 0 }), phaseDocDecider.evolve(phaseDocDecider.initialState(), first[0]!))).toThrow(StaleDocument);
    given(phaseDocDecider, first)
      .when(change({ base: 1 }))
      .thenState((s, events) => (expect(events).toHaveLength(1), expect(s.version).toBe(2)));
  });
  it('refuses a change that inserts past the size limit, and always accepts deleting', () => {
    given(phaseDocDecider, [])
      .when(change({ bytes: MAX_DOC_STATE_BYTES + 1 }))
      .thenThrows('BAD_USER_INPUT', `size limit (${MAX_DOC_STATE_BYTES / 1024} KB, edit history included)`);
    given(phaseDocDecider, [])
      .when(change({ bytes: MAX_DOC_STATE_BYTES + 1, grew: false }))
      .thenState((_s, events) => expect(events).toHaveLength(1));
  });
});
