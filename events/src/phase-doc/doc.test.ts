import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Y, applyEdits, applyLocalEdit, dropInsertions, fieldEdits, fieldText, readValues, setFieldValue, textChange } from './doc.js';

describe('textChange', () => {
  it('replaces only the middle that differs', () => {
    expect(textChange('hello world', 'hello brave world')).toEqual({ index: 6, remove: 0, insert: 'brave ' });
    expect(textChange('abc', '')).toEqual({ index: 0, remove: 3, insert: '' });
    expect(textChange('aaa', 'aaaa')).toEqual({ index: 3, remove: 0, insert: 'a' });
  });
  it('never splits a surrogate pair', () => {
    // '😀' and '😃' share their high surrogate.
    const c = textChange('a😀b', 'a😃b');
    expect(c).toEqual({ index: 1, remove: 2, insert: '😃' });
  });
  it('turns any text into any other', () =>
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (from, to) => {
        const { index, remove, insert } = textChange(from, to);
        expect(from.slice(0, index) + insert + from.slice(index + remove)).toBe(to);
      }),
    ));
});

describe('applyLocalEdit', () => {
  const docWith = (text: string) => {
    const doc = new Y.Doc();
    setFieldValue(doc, 'idea', text);
    return doc;
  };
  const edit = (current: string, base: string, next: string) => {
    const doc = docWith(current);
    applyLocalEdit(doc, 'idea', base, next);
    return fieldText(doc, 'idea').toString();
  };
  it('applies the edit directly when nothing arrived meanwhile', () => expect(edit('hello', 'hello', 'hello!')).toBe('hello!'));
  it("keeps a teammate's text that arrived before the control showed it", () => {
    expect(edit('START hello', 'hello', 'hello!')).toBe('START hello!');
    expect(edit('hello END', 'hello', 'Xhello')).toBe('Xhello END');
    expect(edit('hello brave world', 'hello world', 'hello world!')).toBe('hello brave world!');
  });
  it("deletes only the member's own selection, never the teammate's new text", () => {
    expect(edit('abcXYZdef', 'abcdef', 'abf')).toBe('abXYZf');
  });
  it("a property: the teammate's insertion always survives a local edit elsewhere", () =>
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.nat(12), fc.nat(12), fc.string({ maxLength: 3 }), (base, at, cut, typed) => {
        const pos = Math.min(at, base.length);
        const current = `${base.slice(0, pos)}\u{e000}${base.slice(pos)}`;
        const from = Math.min(cut, base.length);
        const next = base.slice(0, from) + typed + base.slice(from);
        const out = edit(current, base, next);
        expect(out).toContain('\u{e000}');
        expect(out.replace('\u{e000}', '')).toBe(next);
      }),
    ));
});

/**
 * Members edit their own replica of one phase and exchange updates in any order; every
 * replica must end with the same answers, holding every character someone typed and nobody
 * deleted.
 */
describe('concurrent editing converges', () => {
  type Op = { member: number; field: number; at: number; text: string } | { member: number; field: number; at: number; del: number } | { sync: [number, number] };
  const fields = ['idea', 'market'];

  it('for 2–5 members and random interleavings', () =>
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 5 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(
                fc.oneof(
                  fc.record({ member: fc.nat(n - 1), field: fc.nat(1), at: fc.nat(40), text: fc.string({ minLength: 1, maxLength: 4, unit: 'grapheme-ascii' }) }),
                  fc.record({ member: fc.nat(n - 1), field: fc.nat(1), at: fc.nat(40), del: fc.integer({ min: 1, max: 3 }) }),
                  fc.record({ sync: fc.tuple(fc.nat(n - 1), fc.nat(n - 1)) }),
                ) as fc.Arbitrary<Op>,
                { maxLength: 40 },
              ),
            ),
          ),
        ([n, ops]) => {
          const docs = Array.from({ length: n }, () => new Y.Doc());
          // Each insert carries a unique marker character; a marker nobody deleted must survive.
          const inserted = new Map<string, { member: number }>();
          const deleted = new Set<string>();
          let marker = 0xe000; // private-use characters: never in generated text
          for (const op of ops) {
            if ('sync' in op) {
              const [a, b] = op.sync;
              Y.applyUpdate(docs[b]!, Y.encodeStateAsUpdate(docs[a]!, Y.encodeStateVector(docs[b]!)));
              continue;
            }
            const doc = docs[op.member]!;
            const id = fields[op.field]!;
            const current = fieldText(doc, id).toString();
            const at = Math.min(op.at, current.length);
            if ('text' in op) {
              const m = String.fromCharCode(marker++);
              inserted.set(m, { member: op.member });
              setFieldValue(doc, id, current.slice(0, at) + m + op.text + current.slice(at));
            } else {
              const gone = current.slice(at, at + op.del);
              for (const ch of gone) deleted.add(ch);
              setFieldValue(doc, id, current.slice(0, at) + current.slice(at + op.del));
            }
          }
          // Everyone exchanges everything, in a rotating order.
          for (const a of docs) for (const b of docs) Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
          const first = readValues(docs[0]!);
          for (const d of docs) expect(readValues(d)).toEqual(first);
          const all = Object.values(first).join('');
          for (const m of inserted.keys()) if (!deleted.has(m)) expect(all).toContain(m);
        },
      ),
      { numRuns: 200 },
    ));
});

describe('dropInsertions (a refused update stored as nothing)', () => {
  /** The server's stored document and a member's replica of it, with the member's next update. */
  function setup() {
    const stored = new Y.Doc();
    const member = new Y.Doc();
    setFieldValue(member, 'company_name', 'Acme');
    Y.applyUpdate(stored, Y.encodeStateAsUpdate(member));
    const updates: Uint8Array[] = [];
    member.on('update', (u: Uint8Array) => updates.push(u));
    return { stored, member, next: () => updates.splice(0).reduce((a, b) => Y.mergeUpdates([a, b])) };
  }

  it('deletes what the update inserted, names its field, and keeps none of the refused text', () => {
    const { stored, member, next } = setup();
    const paste = 'x'.repeat(20_001);
    setFieldValue(member, 'company_name', `Acme ${paste}`);
    const dropped = dropInsertions(stored, next(), 1)!;
    expect(dropped.fields).toEqual(['company_name']);
    expect(dropped.update.length).toBeLessThan(100);
    Y.applyUpdate(stored, dropped.update);
    Y.applyUpdate(member, dropped.update);
    expect(readValues(stored)).toEqual({ company_name: 'Acme' });
    expect(readValues(member)).toEqual({ company_name: 'Acme' });
  });

  it("lets the member's later edits, which build on the dropped text, apply to the store", () => {
    const { stored, member, next } = setup();
    setFieldValue(member, 'company_name', 'Acme and a paste that was refused');
    Y.applyUpdate(stored, dropInsertions(stored, next(), 1)!.update);
    Y.applyUpdate(member, Y.encodeStateAsUpdate(stored));
    setFieldValue(member, 'company_name', 'Acme Ltd');
    setFieldValue(member, 'product_idea', 'Kettles');
    Y.applyUpdate(stored, next());
    expect(readValues(stored)).toEqual({ company_name: 'Acme Ltd', product_idea: 'Kettles' });
    expect(stored.store.pendingStructs).toBeNull();
  });

  it('stores no junk in any form: another root, a nested type or an id the form lacks is refused outright (null)', () => {
    const junk: Array<(d: Y.Doc) => void> = [
      (d) => d.getMap('fields').set('not_a_field', true),
      (d) => setFieldValue(d, 'not_a_field', 'text'),
      (d) => d.getArray('field:company_name_list').insert(0, [1, 2, 3]),
      (d) => d.getMap('evil').set('nested', new Y.Map()),
      (d) => d.getMap('fields').set('company_name', false),
    ];
    for (const edit of junk) {
      const { stored, member, next } = setup();
      edit(member);
      expect(dropInsertions(stored, next(), 1)).toBeNull();
    }
  });

  it('answers null for bytes that are not an update of this document', () => {
    const { stored } = setup();
    expect(dropInsertions(stored, new Uint8Array([1, 2, 3, 250]), 1)).toBeNull();
    const elsewhere = new Y.Doc();
    const base = new Y.Doc();
    setFieldValue(base, 'company_name', 'unseen');
    Y.applyUpdate(elsewhere, Y.encodeStateAsUpdate(base));
    const after: Uint8Array[] = [];
    elsewhere.on('update', (u: Uint8Array) => after.push(u));
    setFieldValue(elsewhere, 'company_name', 'unseen, then edited');
    expect(dropInsertions(stored, after[0]!, 1)).toBeNull();
  });
});

describe('fieldEdits and applyEdits (PhaseDocUpdated.edits)', () => {
  it('turn the answers before a change into the answers after it, for every touched field', () =>
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.string({ maxLength: 12, unit: 'grapheme' })),
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.string({ maxLength: 12, unit: 'grapheme' })),
        (before, after) => {
          const touched = new Set([...Object.keys(before), ...Object.keys(after)]);
          const edits = fieldEdits(before, after, touched);
          expect(applyEdits(before, edits)).toEqual(after);
          // Untouched, unchanged fields carry nothing.
          for (const id of Object.keys(edits)) expect(before[id] !== after[id] || !Object.hasOwn(before, id) || !Object.hasOwn(after, id)).toBe(true);
        },
      ),
    ));
  it('carry a keystroke as a keystroke, not the whole answer', () => {
    const long = 'x'.repeat(3_000);
    expect(fieldEdits({ f: long }, { f: `${long}y` }, ['f'])).toEqual({ f: [3_000, 0, 'y'] });
    expect(fieldEdits({ f: 'a', g: 'b' }, { f: 'a' }, ['f', 'g'])).toEqual({ g: null });
  });
});
