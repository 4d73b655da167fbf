import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTH, MAX_DOC_STATE_BYTES, MAX_FIELD_VALUE_LENGTH } from '../shared/constants.js';
import { PhaseDocReplica, type Applied, type StoredDocument } from './replica.js';
import { englishText, isMessageDescriptor } from '../i18n/message.js';
import { Y, applyEdits, docFromState, encodeState, legacyDoc, missingDependencies, readValues, setFieldValue } from './doc.js';

const teamId = '3f0c1a52-8d4e-4b7a-9c61-2e5f7a9b0c1d';

/** A stored document holding `doc` as its snapshot at version 1. */
const storedOf = (doc: Y.Doc): StoredDocument => ({ version: 1, base: encodeState(doc), baseVersion: 1, tail: [], tailBytes: 0, values: readValues(doc) });
/** A member's browser on the replica's document: the update its edit sends. */
function memberEdit(replica: PhaseDocReplica, edit: (doc: Y.Doc) => void): Uint8Array {
  const doc = docFromState(encodeState(replica.doc));
  const before = Y.encodeStateVector(doc);
  edit(doc);
  return Y.encodeStateAsUpdate(doc, before);
}
/** A refusal's message (a descriptor) whose English text contains `fragment`. */
const saying = (fragment: string) => ({
  asymmetricMatch: (m: unknown) => isMessageDescriptor(m) && englishText(m).includes(fragment),
  toAsymmetricMatcher: () => `a message saying "${fragment}"`,
});
const refusedWith = (applied: Applied, message: string) => expect(applied).toMatchObject({ ok: false, message: saying(message) });

describe('a member typing (applyUpdate)', () => {
  it('applies what the update adds, once', () => {
    const r = new PhaseDocReplica(1, null);
    const u = memberEdit(r, (d) => setFieldValue(d, 'product_idea', 'Kettles'));
    expect(r.applyUpdate(u)).toMatchObject({ ok: true, change: expect.any(Uint8Array) });
    expect(r.applyUpdate(u)).toEqual({ ok: true, change: null });
    expect(r.values()).toEqual({ product_idea: 'Kettles' });
  });
  it('refuses bytes that are not an update, and an empty one, leaving the replica as it was', () => {
    const r = new PhaseDocReplica(1, null);
    refusedWith(r.applyUpdate(new Uint8Array([200, 1, 2, 3, 250, 250, 250])), 'Malformed document update');
    refusedWith(r.applyUpdate(new Uint8Array()), 'A document update is required');
    expect(r.dirty).toBe(false);
  });
  it('does not apply an update that builds on changes the replica lacks, and takes it once they came', () => {
    const r = new PhaseDocReplica(1, null);
    const doc = new Y.Doc();
    setFieldValue(doc, 'product_idea', 'abc');
    const first = Y.encodeStateAsUpdate(doc);
    const sv = Y.encodeStateVector(doc);
    setFieldValue(doc, 'product_idea', 'abcdef');
    const second = Y.encodeStateAsUpdate(doc, sv);
    expect(r.applyUpdate(second)).toMatchObject({ ok: false, missing: true, spoiled: false, change: null });
    expect(r.dirty).toBe(false);
    expect(r.applyUpdate(first).ok).toBe(true);
    expect(r.applyUpdate(second).ok).toBe(true);
    expect(r.values()).toEqual({ product_idea: 'abcdef' });
  });
  it('sees what an update depends on: its client’s earlier edits, its neighbours, the text it deletes', () => {
    const a = new Y.Doc();
    a.clientID = 1;
    setFieldValue(a, 'product_idea', 'hello');
    const base = Y.encodeStateAsUpdate(a);
    const b = docFromState(base);
    b.clientID = 2;
    const sv = Y.encodeStateVector(b);
    b.getText('field:product_idea').insert(2, 'XY');
    const between = Y.encodeStateAsUpdate(b, sv);
    b.getText('field:product_idea').delete(0, 1);
    const deletion = Y.encodeStateAsUpdate(b, Y.encodeStateVector(docFromState(Y.mergeUpdates([base, between]))));
    const none = new Map<number, number>();
    const hasBase = Y.decodeStateVector(Y.encodeStateVector(docFromState(base)));
    expect(missingDependencies(base, none)).toBe(false);
    expect(missingDependencies(between, none)).toBe(true);
    expect(missingDependencies(between, hasBase)).toBe(false);
    expect(missingDependencies(deletion, none)).toBe(true);
    expect(missingDependencies(deletion, hasBase)).toBe(false);
  });
  it('refuses text too long or not storable, and stores it as nothing: the insertion deleted again', () => {
    const r = new PhaseDocReplica(1, null);
    const long = r.applyUpdate(memberEdit(r, (d) => setFieldValue(d, 'product_idea', 'x'.repeat(MAX_FIELD_VALUE_LENGTH + 1))));
    expect(long).toMatchObject({
      ok: false,
      spoiled: false,
      field: 'product_idea',
      change: expect.any(Uint8Array),
      message: saying(`at most ${MAX_FIELD_VALUE_LENGTH} characters`),
    });
    refusedWith(r.applyUpdate(memberEdit(r, (d) => setFieldValue(d, 'company_name', 'a\u0000b'))), 'cannot be stored');
    expect(r.values()).toEqual({ company_name: '', product_idea: '' });
    // What is stored changes no answer, and a page receiving it holds the same.
    const round = r.takeRound()!;
    const page = new Y.Doc();
    Y.applyUpdate(page, round.update);
    expect(readValues(page)).toEqual({ company_name: '', product_idea: '' });
    expect(applyEdits({}, round.edits)).toEqual({ company_name: '', product_idea: '' });
  });

  it('checks what a change wrote with its neighbours: typing beside an emoji (half a pair on each side of the cursor) is taken', () => {
    const r = new PhaseDocReplica(1, null);
    expect(r.applyUpdate(memberEdit(r, (d) => setFieldValue(d, 'company_name', 'Acme 😀 Labs'))).ok).toBe(true);
    expect(r.applyUpdate(memberEdit(r, (d) => d.getText('field:company_name').insert('Acme 😀'.length, '!'))).ok).toBe(true);
    expect(r.applyUpdate(memberEdit(r, (d) => d.getText('field:company_name').insert('Acme '.length, '😃'))).ok).toBe(true);
    refusedWith(r.applyUpdate(memberEdit(r, (d) => d.getText('field:company_name').insert('Acme '.length, 'a\u0000'))), 'cannot be stored');
    expect(r.values().company_name).toBe('Acme 😃😀! Labs');
  });

  // Junk found stored through /collab before: each is refused, naming the field, and spoils the replica (no page sends it).
  const refusals: [string, (d: Y.Doc) => void, string][] = [
    ['an id not in the form', (d) => setFieldValue(d, 'idea', 'x'), 'Field "idea" is not part of the phase 1 form'],
    ['a __proto__ field', (d) => setFieldValue(d, '__proto__', 'x'), 'Field "__proto__" is not part of the phase 1 form'],
    ['a field of another phase', (d) => setFieldValue(d, 'hero_offer', 'x'), 'Field "hero_offer" is not part of the phase 1 form'],
    ['a fields entry that is not true', (d) => d.getMap('fields').set('company_name', 'yes'), 'The entry of field "company_name" must be true'],
    ['a nested map as a fields entry', (d) => d.getMap('fields').set('company_name', new Y.Map()), 'The entry of field "company_name" must be true'],
    ['a Y.Map root', (d) => d.getMap('extra').set('a', 'b'), 'Field "extra" is not part of the phase 1 form'],
    ['a Y.Array root', (d) => d.getArray('list').insert(0, ['a']), 'Field "list" is not part of the phase 1 form'],
    ['an embed in a field text', (d) => d.getText('field:company_name').insertEmbed(0, { a: 1 }), 'Field "company_name" must be text'],
    ['formatting in a field text', (d) => d.getText('field:company_name').insert(0, 'Acme', { bold: true }), 'Field "company_name" must be text'],
    ['map entries on a field root', (d) => d.getMap('field:geography').set('a', 'b'), 'Field "geography" must be text'],
  ];
  it.each(refusals)('refuses %s', (_what, edit, message) => {
    const r = new PhaseDocReplica(1, null);
    expect(r.applyUpdate(memberEdit(r, edit))).toMatchObject({ ok: false, spoiled: true, message: saying(message) });
  });
  it('refuses answers past their field’s limit, and accepts each up to it', () => {
    const r = new PhaseDocReplica(1, null);
    refusedWith(r.applyUpdate(memberEdit(r, (d) => setFieldValue(d, 'company_name', 'x'.repeat(FIELD_MAX_LENGTH.text + 1)))), 'at most 300 characters');
    const ok = r.applyUpdate(
      memberEdit(r, (d) => {
        setFieldValue(d, 'company_name', 'x'.repeat(FIELD_MAX_LENGTH.text));
        setFieldValue(d, 'product_idea', 'y'.repeat(FIELD_MAX_LENGTH.textarea));
      }),
    );
    expect(ok.ok).toBe(true);
  });
  it('in a document stored before the rule, accepts shortening a long answer and removing junk, refuses adding to either', () => {
    const long = 'x'.repeat(FIELD_MAX_LENGTH.textarea + 10);
    const legacy = () => new PhaseDocReplica(1, storedOf(legacyDoc(teamId, 1, { product_idea: long, idea: 'junk' })));
    let r = legacy();
    expect(r.applyUpdate(memberEdit(r, (d) => d.getText('field:product_idea').delete(0, 5))).ok).toBe(true);
    expect(r.applyUpdate(memberEdit(r, (d) => d.getMap('fields').delete('idea'))).ok).toBe(true);
    r = legacy();
    refusedWith(r.applyUpdate(memberEdit(r, (d) => d.getText('field:product_idea').insert(0, '!'))), 'at most 5000 characters');
    r = legacy();
    refusedWith(r.applyUpdate(memberEdit(r, (d) => d.getText('field:idea').insert(0, 'more'))), 'Field "idea" is not part of the phase 1 form');
  });
});

describe('a save (setValues)', () => {
  it('makes the document hold exactly the answers, changing only the fields that differ', () => {
    const r = new PhaseDocReplica(1, null);
    expect(r.setValues({ product_idea: 'a', target_market: 'b', company_name: 'c' }, 7).ok).toBe(true);
    r.takeRound();
    r.roundStored(r.takeRound() ?? { update: new Uint8Array([0]), edits: {}, base: 0, grew: false, bytes: 0 }, 1);
    expect(r.setValues({ product_idea: 'a', target_market: 'B' }, 7).ok).toBe(true);
    expect(r.values()).toEqual({ product_idea: 'a', target_market: 'B' });
    expect(r.setValues({ product_idea: 'a', target_market: 'B' }, 7)).toEqual({ ok: true, change: null });
  });
  it('throws a refusal for data that is not the phase’s answers', () => {
    const r = new PhaseDocReplica(1, null);
    expect(() => r.setValues(['x'], 7)).toThrow('data must be an object');
    expect(() => r.setValues({ idea: 'x' }, 7)).toThrow('Field "idea" is not part of the phase 1 form');
    expect(() => r.setValues({ company_name: 'x'.repeat(FIELD_MAX_LENGTH.text + 1) }, 7)).toThrow(`at most ${FIELD_MAX_LENGTH.text} characters`);
  });
  it('keeps a teammate’s edit elsewhere in the same field', () => {
    const r = new PhaseDocReplica(1, null);
    r.setValues({ product_idea: 'hello world' }, 7);
    const page = docFromState(encodeState(r.doc));
    const before = Y.encodeStateVector(page);
    setFieldValue(page, 'product_idea', 'hello world, again');
    const append = Y.encodeStateAsUpdate(page, before);
    r.setValues({ product_idea: 'Hello world' }, 7);
    r.applyUpdate(append);
    expect(r.values()).toEqual({ product_idea: 'Hello world, again' });
  });
});

describe('the document size limit', () => {
  const full = (bytes: number) => {
    const doc = legacyDoc(teamId, 1, { old_notes: '' });
    doc.getText('field:old_notes').insert(0, 'x'.repeat(bytes - encodeState(doc).length));
    return new PhaseDocReplica(1, storedOf(doc));
  };
  it('accepts a change that fits, refuses one that adds past it (stored as nothing), and always accepts deleting', () => {
    let r = full(MAX_DOC_STATE_BYTES - 2_000);
    expect(r.applyUpdate(memberEdit(r, (d) => setFieldValue(d, 'company_name', 'z'.repeat(300)))).ok).toBe(true);
    r = full(MAX_DOC_STATE_BYTES - 100);
    expect(r.applyUpdate(memberEdit(r, (d) => setFieldValue(d, 'company_name', 'z'.repeat(300))))).toMatchObject({
      ok: false,
      spoiled: false,
      message: saying(`size limit (${MAX_DOC_STATE_BYTES / 1024} KB, edit history included)`),
    });
    r = full(MAX_DOC_STATE_BYTES);
    expect(r.applyUpdate(memberEdit(r, (d) => d.getText('field:old_notes').delete(0, 10_000))).ok).toBe(true);
    expect(r.applyUpdate(memberEdit(r, (d) => setFieldValue(d, 'company_name', 'Acme'))).ok).toBe(true);
  });
});

describe('rounds', () => {
  it('takes the changes since the last round as one update with its edits relative to the stored answers, and a snapshot when due', () => {
    const r = new PhaseDocReplica(1, null, { compactEvery: 10 });
    const member = new Y.Doc();
    let snapshots = 0;
    for (let i = 0; i < 100; i++) {
      const before = Y.encodeStateVector(member);
      setFieldValue(member, 'product_idea', `${member.getText('field:product_idea').toString()}w${i} `);
      expect(r.applyUpdate(Y.encodeStateAsUpdate(member, before)).ok).toBe(true);
      const round = r.takeRound()!;
      expect(round.base).toBe(i);
      expect(round.edits).toEqual({ product_idea: [member.getText('field:product_idea').length - `w${i} `.length, 0, `w${i} `] });
      if (round.snapshot) snapshots++;
      r.roundStored(round, i + 1);
    }
    // The first round (no snapshot yet) and every tenth.
    expect(snapshots).toBe(11);
    expect(r.values()).toEqual(readValues(member));
  });
  it('snapshots a long document less often: its snapshots cost each update a few times its own bytes, not the document', () => {
    const base = new Y.Doc();
    setFieldValue(base, 'product_idea', 'x'.repeat(4_000));
    setFieldValue(base, 'known_competitors', 'y'.repeat(4_000));
    const r = new PhaseDocReplica(1, storedOf(base));
    const member = docFromState(encodeState(base));
    let snapshotBytes = 0;
    let updateBytes = 0;
    const versions: number[] = [];
    for (let v = 2; v <= 1_000; v++) {
      const before = Y.encodeStateVector(member);
      // One character at a place of its own each time: the document grows item by item.
      member.getText(`field:${v % 2 ? 'product_idea' : 'known_competitors'}`).insert((v * 7919) % 4_000, 'z');
      expect(r.applyUpdate(Y.encodeStateAsUpdate(member, before)).ok).toBe(true);
      const round = r.takeRound()!;
      updateBytes += Math.ceil(round.update.length / 3) * 4;
      if (round.snapshot) {
        snapshotBytes += round.snapshot.length;
        versions.push(v);
      }
      r.roundStored(round, v);
    }
    // Every 50th version would have written twenty snapshots of the whole document.
    expect(versions.length).toBeGreaterThan(0);
    expect(versions.length).toBeLessThan(10);
    expect(versions.every((v) => v % 50 === 0)).toBe(false);
    // Each snapshot is written once the updates since the last hold a quarter of that one's bytes,
    // and is bigger than it by what they added: at most five times theirs.
    expect(snapshotBytes).toBeLessThanOrEqual(5 * updateBytes);
    expect(r.values()).toEqual(readValues(member));
  });
  it('follows what other processes stored by their edits, in version order, and takes its rounds relative to them', () => {
    const r = new PhaseDocReplica(1, null);
    const other = new PhaseDocReplica(1, null);
    other.setValues({ product_idea: 'from elsewhere' }, 9);
    const theirs = other.takeRound()!;
    const page = docFromState(encodeState(r.doc));
    // Heard out of order: nothing folds until the hole fills.
    const later = new PhaseDocReplica(1, { version: 1, base: null, baseVersion: 0, tail: [theirs.update], tailBytes: 0, values: { product_idea: 'from elsewhere' } });
    later.setValues({ product_idea: 'from elsewhere', company_name: 'Acme' }, 10);
    const second = later.takeRound()!;
    expect(r.heard(2, second.update, second.edits)).not.toBeNull();
    expect(r.hasHole).toBe(true);
    r.heard(1, theirs.update, theirs.edits);
    expect(r.hasHole).toBe(false);
    expect(r.version).toBe(2);
    Y.applyUpdate(page, theirs.update);
    Y.applyUpdate(page, second.update);
    r.setValues({ product_idea: 'from here', company_name: 'Acme' }, 7);
    const mine = r.takeRound()!;
    expect(mine.base).toBe(2);
    expect(applyEdits({ company_name: 'Acme', product_idea: 'from elsewhere' }, mine.edits)).toEqual({ company_name: 'Acme', product_idea: 'from here' });
  });
  describe('a change another process stored too (its owner stored it and died before answering)', () => {
    /** A document with "abc" stored at version 1, and a member's update typing "x" after it. */
    const setup = () => {
      const start = new PhaseDocReplica(1, null);
      start.setValues({ product_idea: 'abc' }, 9);
      const first = start.takeRound()!;
      const loaded = (): StoredDocument => ({ version: 1, base: null, baseVersion: 0, tail: [first.update], tailBytes: 0, values: { product_idea: 'abc' } });
      const owner = new PhaseDocReplica(1, loaded());
      const here = new PhaseDocReplica(1, loaded());
      const x = memberEdit(here, (d) => setFieldValue(d, 'product_idea', 'abcx'));
      expect(owner.applyUpdate(x).ok).toBe(true);
      const theirs = owner.takeRound()!;
      expect(here.applyUpdate(x).ok).toBe(true);
      return { first, theirs, here };
    };
    it('heard before this replica stores it: its round takes nothing twice', () => {
      const { theirs, here } = setup();
      expect(here.heard(2, theirs.update, theirs.edits)).toBeNull();
      const mine = here.takeRound()!;
      expect(applyEdits({ product_idea: 'abcx' }, mine.edits)).toEqual({ product_idea: 'abcx' });
    });
    it('read after this replica’s round was refused as stale: the round taken again takes nothing twice', () => {
      const { first, theirs, here } = setup();
      const mine = here.takeRound()!;
      here.putBack(mine);
      expect(here.caughtUp({ version: 2, base: null, baseVersion: 0, tail: [first.update, theirs.update], tailBytes: 0, values: { product_idea: 'abcx' } })).toBeNull();
      const again = here.takeRound()!;
      expect(again.base).toBe(2);
      expect(applyEdits({ product_idea: 'abcx' }, again.edits)).toEqual({ product_idea: 'abcx' });
    });
    it('undone here before the round was refused as stale: the round taken again still tells its field', () => {
      const { first, theirs, here } = setup();
      // The member deletes the "x" again: here the round changes nothing against the answers it knew ("abc").
      expect(here.applyUpdate(memberEdit(here, (d) => setFieldValue(d, 'product_idea', 'abc'))).ok).toBe(true);
      const mine = here.takeRound()!;
      expect(applyEdits({ product_idea: 'abc' }, mine.edits)).toEqual({ product_idea: 'abc' });
      here.putBack(mine);
      here.caughtUp({ version: 2, base: null, baseVersion: 0, tail: [first.update, theirs.update], tailBytes: 0, values: { product_idea: 'abcx' } });
      const again = here.takeRound()!;
      expect(applyEdits({ product_idea: 'abcx' }, again.edits)).toEqual({ product_idea: 'abc' });
    });
  });
  it('garbage-collects deleted text: the document stays near the size of what is there', () => {
    const r = new PhaseDocReplica(1, null);
    let typed = 0;
    for (let i = 0; i < 300; i++) {
      const text = i % 2 ? '' : `draft number ${i} `.repeat(20);
      typed += text.length;
      r.applyUpdate(memberEdit(r, (d) => setFieldValue(d, 'product_idea', text)));
    }
    expect(typed).toBeGreaterThan(45_000);
    expect(encodeState(r.doc).length).toBeLessThan(300 * 20);
    expect(r.values()).toEqual({ product_idea: '' });
  });

  // What the room stores must be what every other replica makes of it: a page receiving the
  // rounds, and the read model folding their edits.
  it('gives a page that receives its rounds, and a fold of their edits, the replica’s document and answers', () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('save' as const), idea: fc.string({ maxLength: 8 }), notes: fc.option(fc.string({ maxLength: 8 })) }),
      fc.record({ kind: fc.constant('type' as const), at: fc.nat(10), cut: fc.nat(4), typed: fc.string({ maxLength: 4 }), clientId: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant('round' as const) }),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 14 }), (edits) => {
        const r = new PhaseDocReplica(1, null, { compactEvery: 3 });
        const page = new Y.Doc();
        let values = {};
        let version = 0;
        const round = () => {
          const taken = r.takeRound();
          if (!taken) return;
          Y.applyUpdate(page, taken.update);
          values = applyEdits(values, taken.edits);
          r.roundStored(taken, ++version);
          if (taken.snapshot) expect(readValues(docFromState(Buffer.from(taken.snapshot, 'base64')))).toEqual(values);
        };
        for (const e of edits) {
          if (e.kind === 'round') round();
          else if (e.kind === 'save') r.setValues(e.notes === null ? { product_idea: e.idea } : { product_idea: e.idea, known_competitors: e.notes }, 99);
          else
            r.applyUpdate(
              memberEdit(r, (doc) => {
                doc.clientID = e.clientId;
                const text = doc.getText('field:product_idea');
                const at = Math.min(e.at, text.length);
                text.delete(at, Math.min(e.cut, text.length - at));
                text.insert(at, e.typed);
              }),
            );
        }
        round();
        expect(readValues(page)).toEqual(r.values());
        expect(values).toEqual(r.values());
      }),
    );
  });
});
