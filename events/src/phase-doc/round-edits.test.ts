import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhaseDocReplica } from './replica.js';
import { Y, applyEdits, docFromState, encodeState, readValues } from './doc.js';

const FIELDS = ['company_name', 'product_idea', 'known_competitors'] as const;

/** A member's browser: its own copy of the document, synced with the replica only now and then. */
class Member {
  readonly doc: Y.Doc;
  private sent: Uint8Array;
  constructor(replica: PhaseDocReplica, clientId: number) {
    this.doc = docFromState(encodeState(replica.doc));
    this.doc.clientID = clientId;
    this.sent = Y.encodeStateVector(this.doc);
  }
  /** What the member made since it last sent. */
  take(): Uint8Array {
    const update = Y.encodeStateAsUpdate(this.doc, this.sent);
    this.sent = Y.encodeStateVector(this.doc);
    return update;
  }
  sync(replica: PhaseDocReplica) {
    Y.applyUpdate(this.doc, Y.encodeStateAsUpdate(replica.doc, Y.encodeStateVector(this.doc)));
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a round’s edits told from its own changes', () => {
  // Members typing at once at random places of the same texts, syncing only now and then, some
  // rounds stored elsewhere and heard: the fold of every round's edits is always the document.
  it('fold into the document’s answers, whatever members typed concurrently and whatever was heard meanwhile', () => {
    const step = fc.oneof(
      {
        arbitrary: fc.record({
          kind: fc.constant('type' as const),
          member: fc.nat(3),
          field: fc.constantFrom(...FIELDS),
          at: fc.nat(40),
          cut: fc.oneof(fc.constant(0), fc.nat(6)),
          typed: fc.string({ maxLength: 5 }),
        }),
        weight: 6,
      },
      { arbitrary: fc.record({ kind: fc.constant('send' as const), member: fc.nat(3) }), weight: 4 },
      { arbitrary: fc.record({ kind: fc.constant('sync' as const), member: fc.nat(3) }), weight: 2 },
      { arbitrary: fc.record({ kind: fc.constant('round' as const), elsewhere: fc.integer({ min: 0, max: 4 }).map((n) => n === 0) }), weight: 3 },
      // A member's change taken by both processes: the other stored it (the owner, which died
      // before answering) and this one applied it too, heard the other's round before taking its
      // own, or had taken its own already and had it refused as stale.
      { arbitrary: fc.record({ kind: fc.constant('both' as const), member: fc.nat(3), stale: fc.boolean() }), weight: 2 },
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 10, maxLength: 80, size: 'max' }), (steps) => {
        // `here` is the room's replica; `there` another process's, whose rounds `here` hears.
        const here = new PhaseDocReplica(1, null, { compactEvery: 5 });
        const there = new PhaseDocReplica(1, null, { compactEvery: 5 });
        let values = {};
        let version = 0;
        const log: Uint8Array[] = [];
        const store = (from: PhaseDocReplica, to: PhaseDocReplica, taken = from.takeRound()) => {
          const round = taken;
          if (!round) return;
          log.push(round.update);
          // An edit says something: it lists a field, or changes a listed one's text.
          for (const [id, edit] of Object.entries(round.edits)) if (edit && Object.hasOwn(values, id)) expect(edit[1] > 0 || edit[2] !== '').toBe(true);
          values = applyEdits(values, round.edits);
          from.roundStored(round, ++version);
          to.heard(version, round.update, round.edits);
          expect(values).toEqual(from.values());
        };
        // The fields start listed and stored, with some text: the members' pages open on them.
        expect(here.setValues({ company_name: 'Acme', product_idea: 'Kettles that sing', known_competitors: '' }, 50).ok).toBe(true);
        store(here, there);
        const members = [1, 2, 3, 4].map((id) => new Member(here, id));
        for (const s of steps) {
          if (s.kind === 'type') {
            const m = members[s.member]!;
            const text = m.doc.getText(`field:${s.field}`);
            m.doc.transact(() => {
              const at = Math.min(s.at, text.length);
              text.delete(at, Math.min(s.cut, text.length - at));
              text.insert(at, s.typed);
            });
          } else if (s.kind === 'send') {
            const update = members[s.member]!.take();
            if (update.length > 2) expect(here.applyUpdate(update).ok).toBe(true);
          } else if (s.kind === 'sync') members[s.member]!.sync(here);
          else if (s.kind === 'both') {
            const update = members[s.member]!.take();
            if (update.length <= 2) continue;
            expect(here.applyUpdate(update).ok).toBe(true);
            const mine = s.stale ? here.takeRound() : null;
            // The other process lacks what this one has not stored yet: then only this one takes it.
            if (there.applyUpdate(update).ok) store(there, here);
            if (!mine) continue;
            if (mine.base === version) store(here, there, mine);
            else {
              here.putBack(mine);
              here.caughtUp({ version, base: null, baseVersion: 0, tail: [...log], tailBytes: 0, values });
            }
          } else if (s.elsewhere) {
            // A change stored by the other process: a member's text there, heard here.
            expect(there.setValues({ ...there.values(), geography: `g${version}` }, 77).ok).toBe(true);
            store(there, here);
          } else store(here, there);
        }
        store(here, there);
        expect(values).toEqual(readValues(here.doc));
      }),
      { numRuns: 500 },
    );
  });

  it('does not read the whole of a long shared text to tell what a keystroke in its middle did', () => {
    const r = new PhaseDocReplica(1, null);
    const members = [1, 2, 3, 4, 5].map((id) => new Member(r, id));
    // Five members typing one character at a time at scattered places: one Yjs item per character.
    for (let i = 0; i < 600; i++) {
      const m = members[i % 5]!;
      m.sync(r);
      const text = m.doc.getText('field:product_idea');
      m.doc.transact(() => {
        m.doc.getMap<boolean>('fields').set('product_idea', true);
        text.insert((i * 7919) % (text.length + 1), String.fromCharCode(97 + (i % 26)));
      });
      expect(r.applyUpdate(m.take()).ok).toBe(true);
      if (i % 10 === 9) r.roundStored(r.takeRound()!, (i + 1) / 10);
    }
    const m = members[0]!;
    m.sync(r);
    m.doc.getText('field:product_idea').insert(300, 'Z');
    expect(r.applyUpdate(m.take()).ok).toBe(true);
    const read = vi.spyOn(Y.Text.prototype as { toString(): string }, 'toString');
    const round = r.takeRound()!;
    expect(read).not.toHaveBeenCalled();
    expect(round.edits).toEqual({ product_idea: [300, 0, 'Z'] });
  });
});
