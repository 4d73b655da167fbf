import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { fold } from '../shared/decider.js';
import { MAX_FIELD_VALUE_LENGTH } from '../shared/constants.js';
import { phaseDocDecider } from './decide.js';
import type { PhaseDocCommand } from './commands.js';
import type { PhaseDocEvent } from './events.js';
import { Y, docFromState, encodeState, legacyDoc, readValues, setFieldValue, updateFromBase64, updateToBase64 } from './doc.js';

const teamId = '3f0c1a52-8d4e-4b7a-9c61-2e5f7a9b0c1d';
const on = { teamId, phaseNumber: 1, team: { exists: true } };
const set = (data: unknown, clientId = 7): PhaseDocCommand => ({ ...on, type: 'SetPhaseValues', data, clientId });

/** A member's browser: its own document, edited, and the update it would send. */
function memberEdit(base: PhaseDocEvent[], edit: (doc: Y.Doc) => void): Uint8Array {
  const doc = docFromState(fold(phaseDocDecider, base).update);
  const before = Y.encodeStateVector(doc);
  edit(doc);
  return Y.encodeStateAsUpdate(doc, before);
}

const valuesAfter = (events: PhaseDocEvent[]) => readValues(docFromState(fold(phaseDocDecider, events).update));

describe('SetPhaseValues (the REST save)', () => {
  it('makes the document hold exactly the given answers', () =>
    given(phaseDocDecider, [])
      .when(set({ idea: 'Solar kettles', market: 'B2C' }))
      .thenState((_s, events) => {
        expect(events).toHaveLength(1);
        expect(valuesAfter(events)).toEqual({ idea: 'Solar kettles', market: 'B2C' });
      }));
  it('removes fields the map leaves out', () => {
    const first = phaseDocDecider.decide(set({ idea: 'a', market: 'b' }), phaseDocDecider.initialState());
    given(phaseDocDecider, first)
      .when(set({ idea: 'a' }, 8))
      .thenState((_s, events) => expect(valuesAfter([...first, ...events])).toEqual({ idea: 'a' }));
  });
  it('does nothing when the document already holds them', () => {
    const first = phaseDocDecider.decide(set({ idea: 'a' }), phaseDocDecider.initialState());
    given(phaseDocDecider, first)
      .when(set({ idea: 'a' }, 8))
      .then([]);
  });
  it('keeps a concurrent edit elsewhere in the same field', () => {
    const base = phaseDocDecider.decide(set({ idea: 'hello world' }), phaseDocDecider.initialState());
    // A member appends to the text; meanwhile a REST save changes its start.
    const append = memberEdit(base, (d) => setFieldValue(d, 'idea', 'hello world, again'));
    const afterMember = [...base, ...phaseDocDecider.decide({ ...on, type: 'ApplyDocUpdate', update: append }, fold(phaseDocDecider, base))];
    const restOnOld = phaseDocDecider.decide(set({ idea: 'Hello world' }, 9), fold(phaseDocDecider, base));
    expect(valuesAfter([...afterMember, ...restOnOld])).toEqual({ idea: 'Hello world, again' });
  });
  it('refuses an unknown team', () =>
    given(phaseDocDecider, [])
      .when({ ...set({}), team: { exists: false } })
      .thenThrows('NOT_FOUND', 'Team not found'));
  it('refuses data that is not an object of text', () =>
    given(phaseDocDecider, [])
      .when(set(['x']))
      .thenThrows('BAD_USER_INPUT', 'data must be an object'));
});

describe('ApplyDocUpdate (a member typing)', () => {
  const update = (u: Uint8Array): PhaseDocCommand => ({ ...on, type: 'ApplyDocUpdate', update: u });

  it('stores only what the update changed', () => {
    const u = memberEdit([], (d) => setFieldValue(d, 'idea', 'Kettles'));
    given(phaseDocDecider, [])
      .when(update(u))
      .thenState((_s, events) => {
        expect(events).toHaveLength(1);
        expect(valuesAfter(events)).toEqual({ idea: 'Kettles' });
      });
  });
  it('does nothing for an update the document already has', () => {
    const u = memberEdit([], (d) => setFieldValue(d, 'idea', 'Kettles'));
    const first = phaseDocDecider.decide(update(u), phaseDocDecider.initialState());
    given(phaseDocDecider, first).when(update(u)).then([]);
  });
  it('refuses bytes that are not an update', () =>
    given(phaseDocDecider, [])
      .when(update(new Uint8Array([200, 1, 2, 3, 250, 250, 250])))
      .thenThrows('BAD_USER_INPUT', 'Malformed document update'));
  it('refuses an empty update', () => given(phaseDocDecider, []).when(update(new Uint8Array())).thenThrows('BAD_USER_INPUT', 'A document update is required'));
  it('refuses an update that builds on changes the document lacks', () => {
    const first = memberEdit([], (d) => setFieldValue(d, 'idea', 'abc'));
    const doc = docFromState(first);
    const sv = Y.encodeStateVector(doc);
    setFieldValue(doc, 'idea', 'abcdef');
    given(phaseDocDecider, [])
      .when(update(Y.encodeStateAsUpdate(doc, sv)))
      .thenThrows('CONFLICT', 'reload the page');
  });
  it('refuses answers longer than the save would accept', () => {
    const u = memberEdit([], (d) => setFieldValue(d, 'idea', 'x'.repeat(MAX_FIELD_VALUE_LENGTH + 1)));
    given(phaseDocDecider, []).when(update(u)).thenThrows('BAD_USER_INPUT', `at most ${MAX_FIELD_VALUE_LENGTH} characters`);
  });
  it('refuses text PostgreSQL cannot store', () => {
    const u = memberEdit([], (d) => setFieldValue(d, 'idea', 'a\u0000b'));
    given(phaseDocDecider, []).when(update(u)).thenThrows('BAD_USER_INPUT', 'cannot be stored');
  });
});

describe('the document', () => {
  it('garbage-collects deleted text: the state stays near the size of what is there', () => {
    let state = phaseDocDecider.initialState();
    let typed = 0;
    for (let i = 0; i < 300; i++) {
      const doc = docFromState(state.update);
      const before = Y.encodeStateVector(doc);
      const text = i % 2 ? '' : `draft number ${i} `.repeat(20);
      typed += text.length;
      setFieldValue(doc, 'idea', text);
      const events = phaseDocDecider.decide({ ...on, type: 'ApplyDocUpdate', update: Y.encodeStateAsUpdate(doc, before) }, state);
      state = events.reduce(phaseDocDecider.evolve, state);
    }
    // ~50,000 characters typed and deleted again: the document keeps what is there plus a
    // tombstone of a few bytes per edit (its id and length), never the deleted text.
    expect(typed).toBeGreaterThan(45_000);
    expect(state.update!.length).toBeLessThan(300 * 20);
    expect(readValues(docFromState(state.update))).toEqual({ idea: '' });
  });
  it('builds the same document from answers saved before documents, wherever it is built', () => {
    const a = encodeState(legacyDoc(teamId, 2, { idea: 'x', market: 'y' }));
    const b = encodeState(legacyDoc(teamId, 2, { market: 'y', idea: 'x' }));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(readValues(docFromState(a))).toEqual({ idea: 'x', market: 'y' });
  });

  // decide remembers the document it made as the fold of its event (rememberFold), so evolve
  // and the projection need not build it again: that must be exactly what folding gives.
  it('folds each decided event into the same state as a document that only receives it', () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('save' as const), idea: fc.string({ maxLength: 8 }), notes: fc.option(fc.string({ maxLength: 8 })) }),
      fc.record({ kind: fc.constant('type' as const), at: fc.nat(10), cut: fc.nat(4), typed: fc.string({ maxLength: 4 }), clientId: fc.integer({ min: 1, max: 5 }) }),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 12 }), (edits) => {
        let state = phaseDocDecider.initialState();
        for (const e of edits) {
          let command: PhaseDocCommand;
          if (e.kind === 'save') command = set(e.notes === null ? { idea: e.idea } : { idea: e.idea, notes: e.notes });
          else {
            const doc = docFromState(state.update);
            doc.clientID = e.clientId;
            const before = Y.encodeStateVector(doc);
            const text = doc.getText('field:idea');
            const at = Math.min(e.at, text.length);
            text.delete(at, Math.min(e.cut, text.length - at));
            text.insert(at, e.typed);
            command = { ...on, type: 'ApplyDocUpdate', update: Y.encodeStateAsUpdate(doc, before) };
          }
          for (const event of phaseDocDecider.decide(command, state)) {
            const received = docFromState(state.update);
            Y.applyUpdate(received, updateFromBase64(event.data.update));
            state = phaseDocDecider.evolve(state, event);
            expect(updateToBase64(state.update!)).toBe(updateToBase64(encodeState(received)));
            expect(state.values).toEqual(readValues(received));
          }
        }
      }),
    );
  });
});
