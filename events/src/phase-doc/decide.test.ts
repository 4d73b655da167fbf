import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { fold } from '../shared/decider.js';
import { FIELD_MAX_LENGTH, MAX_DOC_STATE_BYTES, MAX_FIELD_VALUE_LENGTH } from '../shared/constants.js';
import { createPhaseDocDecider } from './decide.js';
import { PhaseDocCache } from './cache.js';
import type { PhaseDocCommand } from './commands.js';
import type { PhaseDocEvent } from './events.js';
import type { PhaseDocState } from './state.js';
import { Y, applyEdits, docFromState, docOfState, encodeState, legacyDoc, readValues, setFieldValue, touchedIds, updateFromBase64, updateToBase64 } from './doc.js';

const phaseDocDecider = createPhaseDocDecider(new PhaseDocCache());

/** A state holding an encoded document (as a load from a snapshot gives it). */
const stateFrom = (update: Uint8Array): PhaseDocState => ({ version: 0, base: update, tail: [], bytes: update.length });
/** A state's document, encoded. */
const encodedOf = (state: PhaseDocState) => encodeState(docOfState(state));

const teamId = '3f0c1a52-8d4e-4b7a-9c61-2e5f7a9b0c1d';
const on = { teamId, phaseNumber: 1, team: { exists: true } };
const set = (data: unknown, clientId = 7): PhaseDocCommand => ({ ...on, type: 'SetPhaseValues', data, clientId });

/** A member's browser: its own document, edited, and the update it would send. */
function memberEdit(base: PhaseDocEvent[], edit: (doc: Y.Doc) => void): Uint8Array {
  const doc = docOfState(fold(phaseDocDecider, base));
  const before = Y.encodeStateVector(doc);
  edit(doc);
  return Y.encodeStateAsUpdate(doc, before);
}

const valuesAfter = (events: PhaseDocEvent[]) => readValues(docOfState(fold(phaseDocDecider, events)));

describe('SetPhaseValues (the REST save)', () => {
  it('makes the document hold exactly the given answers', () =>
    given(phaseDocDecider, [])
      .when(set({ product_idea: 'Solar kettles', target_market: 'B2C' }))
      .thenState((_s, events) => {
        expect(events).toHaveLength(1);
        expect(valuesAfter(events)).toEqual({ product_idea: 'Solar kettles', target_market: 'B2C' });
      }));
  it('removes fields the map leaves out', () => {
    const first = phaseDocDecider.decide(set({ product_idea: 'a', target_market: 'b' }), phaseDocDecider.initialState());
    given(phaseDocDecider, first)
      .when(set({ product_idea: 'a' }, 8))
      .thenState((_s, events) => expect(valuesAfter([...first, ...events])).toEqual({ product_idea: 'a' }));
  });
  it('does nothing when the document already holds them', () => {
    const first = phaseDocDecider.decide(set({ product_idea: 'a' }), phaseDocDecider.initialState());
    given(phaseDocDecider, first)
      .when(set({ product_idea: 'a' }, 8))
      .then([]);
  });
  it('knows a save changes nothing from the answers alone, without the document', () => {
    const state = fold(phaseDocDecider, phaseDocDecider.decide(set({ product_idea: 'a', target_market: 'b' }), phaseDocDecider.initialState()));
    // Bytes that are no document: a decision that decoded them would throw.
    expect(phaseDocDecider.decide(set({ target_market: 'b', product_idea: 'a' }, 8), { ...state, base: new Uint8Array([1, 2, 3]), tail: [] })).toEqual([]);
  });
  it('changes only the fields whose text differs', () => {
    const state = fold(phaseDocDecider, phaseDocDecider.decide(set({ product_idea: 'a', target_market: 'b', company_name: 'c' }), phaseDocDecider.initialState()));
    const [event] = phaseDocDecider.decide(set({ product_idea: 'a', target_market: 'B', company_name: 'c' }, 8), state);
    const doc = docOfState(state);
    const touched = new Set<string>();
    doc.on('afterTransaction', (tr: Y.Transaction) => touchedIds(doc, tr, touched));
    Y.applyUpdate(doc, updateFromBase64(event!.data.update));
    expect([...touched]).toEqual(['target_market']);
    expect(readValues(doc)).toEqual({ company_name: 'c', product_idea: 'a', target_market: 'B' });
  });
  it('after a refused save, decides the next one on the document as stored', () => {
    const state = fold(phaseDocDecider, phaseDocDecider.decide(set({ product_idea: 'a' }), phaseDocDecider.initialState()));
    expect(() => phaseDocDecider.decide(set({ product_idea: 'refused', company_name: 'x'.repeat(FIELD_MAX_LENGTH.text + 1) }, 8), state)).toThrow();
    const events = phaseDocDecider.decide(set({ product_idea: 'a', target_market: 'b' }, 9), state);
    expect(readValues(docOfState(events.reduce(phaseDocDecider.evolve, state)))).toEqual({ product_idea: 'a', target_market: 'b' });
  });
  it('keeps a concurrent edit elsewhere in the same field', () => {
    const base = phaseDocDecider.decide(set({ product_idea: 'hello world' }), phaseDocDecider.initialState());
    // A member appends to the text; meanwhile a REST save changes its start.
    const append = memberEdit(base, (d) => setFieldValue(d, 'product_idea', 'hello world, again'));
    const afterMember = [...base, ...phaseDocDecider.decide({ ...on, type: 'ApplyDocUpdate', update: append }, fold(phaseDocDecider, base))];
    const restOnOld = phaseDocDecider.decide(set({ product_idea: 'Hello world' }, 9), fold(phaseDocDecider, base));
    expect(valuesAfter([...afterMember, ...restOnOld])).toEqual({ product_idea: 'Hello world, again' });
  });
  it('refuses an unknown team', () =>
    given(phaseDocDecider, [])
      .when({ ...set({}), team: { exists: false } })
      .thenThrows('NOT_FOUND', 'Team not found'));
  it('refuses data that is not an object of text', () =>
    given(phaseDocDecider, [])
      .when(set(['x']))
      .thenThrows('BAD_USER_INPUT', 'data must be an object'));
  it('accepts exactly the phase form fields, as text, within their limits', () => {
    given(phaseDocDecider, [])
      .when(set({ idea: 'x' }))
      .thenThrows('BAD_USER_INPUT', 'Field "idea" is not part of the phase 1 form');
    given(phaseDocDecider, [])
      .when(set(JSON.parse('{"__proto__": "x"}')))
      .thenThrows('BAD_USER_INPUT', 'Field "__proto__"');
    given(phaseDocDecider, [])
      .when(set({ company_name: ['x'] }))
      .thenThrows('BAD_USER_INPUT', 'Field "company_name" must be text');
    given(phaseDocDecider, [])
      .when(set({ company_name: 'x'.repeat(FIELD_MAX_LENGTH.text + 1) }))
      .thenThrows('BAD_USER_INPUT', `Field "company_name" must be at most ${FIELD_MAX_LENGTH.text} characters`);
    given(phaseDocDecider, [])
      .when(set({ company_name: 'x'.repeat(FIELD_MAX_LENGTH.text), product_idea: 'y'.repeat(FIELD_MAX_LENGTH.textarea) }))
      .thenState((_s, events) => expect(events).toHaveLength(1));
  });
  it('in a document saved before the rule, saves the form fields, drops the rest and keeps a long answer it does not lengthen', () => {
    const long = 'x'.repeat(FIELD_MAX_LENGTH.textarea + 10);
    const legacy = stateFrom(encodeState(legacyDoc(teamId, 1, { product_idea: long, idea: 'junk' })));
    const events = phaseDocDecider.decide(set({ product_idea: long, company_name: 'Acme' }), legacy);
    expect(readValues(docOfState(events.reduce(phaseDocDecider.evolve, legacy)))).toEqual({ product_idea: long, company_name: 'Acme' });
    expect(() => phaseDocDecider.decide(set({ product_idea: long + '!' }), legacy)).toThrow('at most 5000 characters');
  });
});

describe('ApplyDocUpdate (a member typing)', () => {
  const update = (u: Uint8Array): PhaseDocCommand => ({ ...on, type: 'ApplyDocUpdate', update: u });

  it('stores only what the update changed', () => {
    const u = memberEdit([], (d) => setFieldValue(d, 'product_idea', 'Kettles'));
    given(phaseDocDecider, [])
      .when(update(u))
      .thenState((_s, events) => {
        expect(events).toHaveLength(1);
        expect(valuesAfter(events)).toEqual({ product_idea: 'Kettles' });
      });
  });
  it('does nothing for an update the document already has', () => {
    const u = memberEdit([], (d) => setFieldValue(d, 'product_idea', 'Kettles'));
    const first = phaseDocDecider.decide(update(u), phaseDocDecider.initialState());
    given(phaseDocDecider, first).when(update(u)).then([]);
  });
  it('refuses bytes that are not an update', () =>
    given(phaseDocDecider, [])
      .when(update(new Uint8Array([200, 1, 2, 3, 250, 250, 250])))
      .thenThrows('BAD_USER_INPUT', 'Malformed document update'));
  it('refuses an empty update', () => given(phaseDocDecider, []).when(update(new Uint8Array())).thenThrows('BAD_USER_INPUT', 'A document update is required'));
  it('refuses an update that builds on changes the document lacks', () => {
    const first = memberEdit([], (d) => setFieldValue(d, 'product_idea', 'abc'));
    const doc = docFromState(first);
    const sv = Y.encodeStateVector(doc);
    setFieldValue(doc, 'product_idea', 'abcdef');
    given(phaseDocDecider, [])
      .when(update(Y.encodeStateAsUpdate(doc, sv)))
      .thenThrows('CONFLICT', 'reload the page');
  });
  it('refuses answers longer than the save would accept', () => {
    const u = memberEdit([], (d) => setFieldValue(d, 'product_idea', 'x'.repeat(MAX_FIELD_VALUE_LENGTH + 1)));
    given(phaseDocDecider, []).when(update(u)).thenThrows('BAD_USER_INPUT', `at most ${MAX_FIELD_VALUE_LENGTH} characters`);
  });
  it('refuses text PostgreSQL cannot store', () => {
    const u = memberEdit([], (d) => setFieldValue(d, 'product_idea', 'a\u0000b'));
    given(phaseDocDecider, []).when(update(u)).thenThrows('BAD_USER_INPUT', 'cannot be stored');
  });

  // Junk the issue found stored through /collab: each is refused, naming the field.
  const refusals: [string, (d: Y.Doc) => void, string][] = [
    ['an id not in the form', (d) => setFieldValue(d, 'idea', 'x'), 'Field "idea" is not part of the phase 1 form'],
    ['a __proto__ field', (d) => setFieldValue(d, '__proto__', 'x'), 'Field "__proto__" is not part of the phase 1 form'],
    ['a field of another phase', (d) => setFieldValue(d, 'hero_offer', 'x'), 'Field "hero_offer" is not part of the phase 1 form'],
    ['a fields entry that is not true', (d) => d.getMap('fields').set('company_name', 'yes'), 'The entry of field "company_name" must be true'],
    ['a nested map as a fields entry', (d) => d.getMap('fields').set('company_name', new Y.Map()), 'The entry of field "company_name" must be true'],
    ['an array in the fields map', (d) => d.getMap('fields').set('company_name', ['a'] as unknown as boolean), 'must be true'],
    ['a Y.Map root', (d) => d.getMap('extra').set('a', 'b'), 'Field "extra" is not part of the phase 1 form'],
    ['a Y.Array root', (d) => d.getArray('list').insert(0, ['a']), 'Field "list" is not part of the phase 1 form'],
    ['an embed in a field text', (d) => d.getText('field:company_name').insertEmbed(0, { a: 1 }), 'Field "company_name" must be text'],
    ['a nested map in a field text', (d) => d.getText('field:company_name').insertEmbed(0, new Y.Map()), 'Field "company_name" must be text'],
    ['formatting in a field text', (d) => d.getText('field:company_name').insert(0, 'Acme', { bold: true }), 'Field "company_name" must be text'],
    ['map entries on a field root', (d) => d.getMap('field:geography').set('a', 'b'), 'Field "geography" must be text'],
    ['a one-line answer past its limit', (d) => setFieldValue(d, 'company_name', 'x'.repeat(FIELD_MAX_LENGTH.text + 1)), 'at most 300 characters'],
    ['a select past its limit', (d) => setFieldValue(d, 'business_model', 'x'.repeat(FIELD_MAX_LENGTH.select + 1)), 'at most 100 characters'],
  ];
  it.each(refusals)('refuses %s', (_what, edit, message) => {
    given(phaseDocDecider, [])
      .when(update(memberEdit([], edit)))
      .thenThrows('BAD_USER_INPUT', message);
  });
  it('refuses a colour longer than #RRGGBB', () => {
    const u = memberEdit([], (d) => setFieldValue(d, 'primary_color', '#1E6F5C0'));
    given(phaseDocDecider, [])
      .when({ ...update(u), phaseNumber: 6 })
      .thenThrows('BAD_USER_INPUT', 'Field "primary_color" must be at most 7 characters');
  });
  it('accepts each field up to its limit', () => {
    const u = memberEdit([], (d) => {
      setFieldValue(d, 'company_name', 'x'.repeat(FIELD_MAX_LENGTH.text));
      setFieldValue(d, 'product_idea', 'y'.repeat(FIELD_MAX_LENGTH.textarea));
    });
    given(phaseDocDecider, [])
      .when(update(u))
      .thenState((_s, events) => expect(events).toHaveLength(1));
  });

  describe('in a document stored before the rule (junk ids, an answer past today’s limit)', () => {
    const long = 'x'.repeat(FIELD_MAX_LENGTH.textarea + 10);
    const legacyState = () => {
      const doc = legacyDoc(teamId, 1, { product_idea: long, idea: 'junk', __proto__: 'x' } as Record<string, string>);
      doc.getMap('extra').set('nested', new Y.Map());
      return stateFrom(encodeState(doc));
    };
    const editOf = (edit: (d: Y.Doc) => void) => {
      const doc = docOfState(legacyState());
      const before = Y.encodeStateVector(doc);
      edit(doc);
      return update(Y.encodeStateAsUpdate(doc, before));
    };
    it('accepts edits of valid fields', () => {
      const events = phaseDocDecider.decide(
        editOf((d) => setFieldValue(d, 'company_name', 'Acme')),
        legacyState(),
      );
      expect(events).toHaveLength(1);
    });
    it('accepts shortening the long answer, refuses lengthening it', () => {
      expect(
        phaseDocDecider.decide(
          editOf((d) => d.getText('field:product_idea').delete(0, 5)),
          legacyState(),
        ),
      ).toHaveLength(1);
      expect(
        phaseDocDecider.decide(
          editOf((d) => d.transact(() => (d.getText('field:product_idea').delete(0, 5), d.getText('field:product_idea').insert(0, 'abc')))),
          legacyState(),
        ),
      ).toHaveLength(1);
      expect(() =>
        phaseDocDecider.decide(
          editOf((d) => d.getText('field:product_idea').insert(0, '!')),
          legacyState(),
        ),
      ).toThrow('at most 5000 characters');
    });
    it('accepts removing junk, refuses adding to it', () => {
      expect(
        phaseDocDecider.decide(
          editOf((d) => d.getMap('fields').delete('idea')),
          legacyState(),
        ),
      ).toHaveLength(1);
      expect(
        phaseDocDecider.decide(
          editOf((d) => d.getText('field:idea').delete(0, 2)),
          legacyState(),
        ),
      ).toHaveLength(1);
      expect(() =>
        phaseDocDecider.decide(
          editOf((d) => d.getText('field:idea').insert(0, 'more')),
          legacyState(),
        ),
      ).toThrow('Field "idea" is not part of the phase 1 form');
      expect(() =>
        phaseDocDecider.decide(
          editOf((d) => (d.getMap('extra').get('nested') as Y.Map<string>).set('a', 'b')),
          legacyState(),
        ),
      ).toThrow('Field "extra"');
    });
  });

  describe('the document size limit', () => {
    // A document of `bytes` encoded bytes: an answer stored before the limits (or history) fills it.
    const docOf = (bytes: number) => {
      const doc = legacyDoc(teamId, 1, { old_notes: '' });
      doc.getText('field:old_notes').insert(0, 'x'.repeat(bytes - encodeState(doc).length));
      return stateFrom(encodeState(doc));
    };
    const edit = (state: PhaseDocState, e: (d: Y.Doc) => void) => {
      const doc = docOfState(state);
      const before = Y.encodeStateVector(doc);
      e(doc);
      return update(Y.encodeStateAsUpdate(doc, before));
    };
    it('accepts a change that fits', () => {
      const state = docOf(MAX_DOC_STATE_BYTES - 2_000);
      expect(
        phaseDocDecider.decide(
          edit(state, (d) => setFieldValue(d, 'company_name', 'z'.repeat(300))),
          state,
        ),
      ).toHaveLength(1);
    });
    it('refuses a change that adds past it, naming the limit', () => {
      const state = docOf(MAX_DOC_STATE_BYTES - 100);
      expect(encodedOf(state).length).toBeGreaterThan(MAX_DOC_STATE_BYTES - 300);
      expect(() =>
        phaseDocDecider.decide(
          edit(state, (d) => setFieldValue(d, 'company_name', 'z'.repeat(300))),
          state,
        ),
      ).toThrow(`size limit (${MAX_DOC_STATE_BYTES / 1024} KB, edit history included)`);
      expect(() => phaseDocDecider.decide(set({ company_name: 'z'.repeat(300) }), state)).toThrow('size limit');
    });
    it('always accepts deleting, which makes room', () => {
      const state = docOf(MAX_DOC_STATE_BYTES);
      const [event] = phaseDocDecider.decide(
        edit(state, (d) => d.getText('field:old_notes').delete(0, 10_000)),
        state,
      );
      const after = phaseDocDecider.evolve(state, event!);
      expect(encodedOf(after).length).toBeLessThan(MAX_DOC_STATE_BYTES - 9_000);
      expect(
        phaseDocDecider.decide(
          edit(after, (d) => setFieldValue(d, 'company_name', 'Acme')),
          after,
        ),
      ).toHaveLength(1);
    });
  });
});

describe('the document', () => {
  it('garbage-collects deleted text: the state stays near the size of what is there', () => {
    let state = phaseDocDecider.initialState();
    let typed = 0;
    for (let i = 0; i < 300; i++) {
      const doc = docOfState(state);
      const before = Y.encodeStateVector(doc);
      const text = i % 2 ? '' : `draft number ${i} `.repeat(20);
      typed += text.length;
      setFieldValue(doc, 'product_idea', text);
      const events = phaseDocDecider.decide({ ...on, type: 'ApplyDocUpdate', update: Y.encodeStateAsUpdate(doc, before) }, state);
      state = events.reduce(phaseDocDecider.evolve, state);
    }
    // ~50,000 characters typed and deleted again: the document keeps what is there plus a
    // tombstone of a few bytes per edit (its id and length), never the deleted text.
    expect(typed).toBeGreaterThan(45_000);
    expect(encodedOf(state).length).toBeLessThan(300 * 20);
    expect(readValues(docOfState(state))).toEqual({ product_idea: '' });
  });
  it('builds the same document from answers saved before documents, wherever it is built', () => {
    const a = encodeState(legacyDoc(teamId, 2, { product_idea: 'x', target_market: 'y' }));
    const b = encodeState(legacyDoc(teamId, 2, { target_market: 'y', product_idea: 'x' }));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(readValues(docFromState(a))).toEqual({ product_idea: 'x', target_market: 'y' });
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
          if (e.kind === 'save') command = set(e.notes === null ? { product_idea: e.idea } : { product_idea: e.idea, known_competitors: e.notes });
          else {
            const doc = docOfState(state);
            doc.clientID = e.clientId;
            const before = Y.encodeStateVector(doc);
            const text = doc.getText('field:product_idea');
            const at = Math.min(e.at, text.length);
            text.delete(at, Math.min(e.cut, text.length - at));
            text.insert(at, e.typed);
            command = { ...on, type: 'ApplyDocUpdate', update: Y.encodeStateAsUpdate(doc, before) };
          }
          for (const event of phaseDocDecider.decide(command, state)) {
            const received = docOfState(state);
            Y.applyUpdate(received, updateFromBase64(event.data.update));
            state = phaseDocDecider.evolve(state, event);
            expect(updateToBase64(encodedOf(state))).toBe(updateToBase64(encodeState(received)));
            expect(state.values).toEqual(readValues(received));
          }
        }
      }),
    );
  });
});

describe('the state: a base and the updates after it (issue 32)', () => {
  it('never encodes the document per change: the tail grows, and is compacted from the decision’s document', () => {
    const cache = new PhaseDocCache(undefined, 10);
    const decider = createPhaseDocDecider(cache);
    let state = decider.initialState();
    const member = new Y.Doc();
    for (let i = 0; i < 100; i++) {
      const before = Y.encodeStateVector(member);
      setFieldValue(member, 'product_idea', `${member.getText('field:product_idea').toString()}w${i} `);
      const events = decider.decide({ ...on, type: 'ApplyDocUpdate', update: Y.encodeStateAsUpdate(member, before) }, state);
      expect(events[0]!.data.edits).toEqual({ product_idea: [member.getText('field:product_idea').length - `w${i} `.length, 0, `w${i} `] });
      state = events.reduce(decider.evolve, state);
      expect(state.version).toBe(i + 1);
      expect(state.tail.length).toBeLessThan(20);
      expect(state.values).toEqual(readValues(member));
    }
    // One encode per 20 versions (2 × compactEvery, with no projection to share it), none per change.
    expect(cache.stats.encodes).toBe(5);
    expect(readValues(docOfState(state))).toEqual(readValues(member));
  });
  it('follows events it did not decide (another process’s) by their edits, and decodes once to decide on them', () => {
    const other = createPhaseDocDecider(new PhaseDocCache());
    const events = other.decide(set({ product_idea: 'from elsewhere', company_name: 'Acme' }), other.initialState());
    const state = events.reduce(phaseDocDecider.evolve, phaseDocDecider.initialState());
    expect(state.values).toEqual({ company_name: 'Acme', product_idea: 'from elsewhere' });
    expect(state.tail).toHaveLength(1);
    expect(phaseDocDecider.decide(set({ product_idea: 'from elsewhere', company_name: 'Acme' }), state)).toEqual([]);
    const [next] = phaseDocDecider.decide(set({ product_idea: 'from here', company_name: 'Acme' }), state);
    expect(applyEdits(state.values!, next!.data.edits!)).toEqual({ company_name: 'Acme', product_idea: 'from here' });
  });
});
