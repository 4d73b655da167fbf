/**
 * The rule on a phase's answers (phases/answers.ts) applied to one change of its document.
 *
 * Only what the change adds or alters is checked, never the whole document: a document that
 * holds ids saved before the rule (legacy PhaseDataSaved answers, early co-editing) can still be
 * edited in its valid fields, and the work follows the size of the change, not of the document
 * (a long-edited document was decoded and read in full on every keystroke before).
 *
 * The layout (doc.ts): the root map `fields` lists ids (id → true), each answer is the root
 * Y.Text `field:<id>`. Anything else a change adds is refused: an id not in the form, a `fields`
 * entry that is not `true`, a root of another name, an embed, formatting or a nested type in a
 * text, or map entries on a text. Deletions are always accepted: they only ever remove.
 */
import type * as Y from 'yjs';
import { ContentString, Item as YItem, findIndexSS } from 'yjs';
import { FIELDS_MAP } from './doc.js';
import { answerLengthProblem, formField, mustBeText, notInForm, storablePieceProblem } from '../phases/answers.js';
import { message, type MessageDescriptor } from '../i18n/message.js';

const TEXT_PREFIX = 'field:';

/**
 * Watches `doc` while `apply` runs and returns the first problem with what it added (a message
 * naming the field), or null. The check runs inside the transaction's afterTransaction, while
 * the text a change deleted is still there to count.
 */
export function changeProblem(doc: Y.Doc, phaseNumber: number, apply: () => void, each?: (tr: Y.Transaction) => void): MessageDescriptor | null {
  let problem: MessageDescriptor | null = null;
  watchTransactions(doc, apply, (tr) => {
    problem ??= transactionProblem(doc, tr, phaseNumber);
    each?.(tr);
  });
  return problem;
}

/** Calls `each` after every transaction on `doc` while `apply` runs. */
export function watchTransactions(doc: Y.Doc, apply: () => void, each: (tr: Y.Transaction) => void) {
  doc.on('afterTransaction', each);
  try {
    apply();
  } finally {
    doc.off('afterTransaction', each);
  }
}

/** True when the transaction added structs (insertions); deletions add none. */
export const addedContent = (tr: Y.Transaction) => [...tr.afterState].some(([client, clock]) => clock !== (tr.beforeState.get(client) ?? 0));

type Type = Y.AbstractType<unknown>;
type Item = Y.Item;

/**
 * The items a transaction added and that are still there, by the type they were added to:
 * each client's structs past its clock before the transaction (Yjs merges them with older
 * ones only after afterTransaction), found by binary search, so the work follows the change.
 */
function addedItems(doc: Y.Doc, tr: Y.Transaction): Map<Type, Item[]> {
  const added = new Map<Type, Item[]>();
  for (const [client, after] of tr.afterState) {
    const before = tr.beforeState.get(client) ?? 0;
    if (after <= before) continue;
    const structs = doc.store.clients.get(client) ?? [];
    for (let i = findIndexSS(structs, before); i < structs.length; i++) {
      const struct = structs[i]!;
      if (!(struct instanceof YItem) || struct.deleted) continue;
      const parent = struct.parent as Type;
      const list = added.get(parent);
      if (list) list.push(struct);
      else added.set(parent, [struct]);
    }
  }
  return added;
}

/** How much of `text` that was there before the transaction it deleted (its delete set's ranges, read without splitting items). */
function removedFrom(doc: Y.Doc, tr: Y.Transaction, text: Type): number {
  let removed = 0;
  for (const [client, ranges] of tr.deleteSet.clients) {
    const structs = doc.store.clients.get(client);
    if (!structs) continue;
    const before = tr.beforeState.get(client) ?? 0;
    for (const { clock, len } of ranges) {
      const end = Math.min(clock + len, before);
      if (clock >= end) continue;
      for (let i = findIndexSS(structs, clock); i < structs.length; i++) {
        const struct = structs[i]!;
        if (struct.id.clock >= end) break;
        if (struct instanceof YItem && struct.parent === text && struct.countable) {
          removed += Math.min(end, struct.id.clock + struct.length) - Math.max(clock, struct.id.clock);
        }
      }
    }
  }
  return removed;
}

/** The nearest text beside `item` in its field (`left` or `right`), skipping what is deleted: one character, or none. */
function neighbour(item: Item, side: 'left' | 'right'): string {
  let next = item[side];
  while (next && (next.deleted || !(next.content instanceof ContentString))) next = next[side];
  if (!next) return '';
  const str = (next.content as ContentString).str;
  return side === 'left' ? str.slice(-1) : str.slice(0, 1);
}

function transactionProblem(doc: Y.Doc, tr: Y.Transaction, phaseNumber: number): MessageDescriptor | null {
  let names: Map<Type, string> | null = null;
  const nameOf = (root: Type) => (names ??= new Map([...doc.share].map(([name, type]) => [type as Type, name]))).get(root) ?? '';

  for (const [type, items] of addedItems(doc, tr)) {
    let root = type;
    while (root._item) root = root._item.parent as Type;
    const name = nameOf(root);
    const id = name.startsWith(TEXT_PREFIX) ? name.slice(TEXT_PREFIX.length) : name;
    const field = name.startsWith(TEXT_PREFIX) ? formField(phaseNumber, id) : null;
    const refuse = () => (field ? mustBeText(id) : notInForm(phaseNumber, id));
    const listAdds = items.filter((item) => item.parentSub === null);
    const mapAdds = items.filter((item) => item.parentSub !== null);

    if (type === root && name === FIELDS_MAP) {
      // The list of ids: each entry added must name a form field and hold `true`.
      if (listAdds.length > 0) return message('The list of fields may hold only field ids');
      for (const item of mapAdds) {
        const key = item.parentSub!;
        if (!formField(phaseNumber, key)) return notInForm(phaseNumber, key);
        const content = item.content.getContent();
        if (content.length !== 1 || content[0] !== true) return message('The entry of field {field} must be true', { field: JSON.stringify(key) });
      }
      continue;
    }
    if (mapAdds.length > 0) return refuse();
    if (type !== root || !field) return refuse();
    const problem = textProblem(doc, tr, type, listAdds, phaseNumber, id);
    if (problem) return problem;
  }
  return null;
}

/**
 * A form field's text after a change that added to it: plain text, within its limit (its
 * length now, and before: what it added and removed), storable (each piece it added, read with
 * the character either side, so a surrogate pair split across pieces reads whole).
 */
function textProblem(doc: Y.Doc, tr: Y.Transaction, text: Type, added: Item[], phaseNumber: number, id: string): MessageDescriptor | null {
  let inserted = 0;
  for (const item of added) {
    if (!(item.content instanceof ContentString)) return mustBeText(id);
    inserted += item.length;
  }
  // `_length`: a root only an update named is a bare AbstractType, without Y.Text's `length`.
  const length = text._length;
  const tooLong = answerLengthProblem(phaseNumber, id, length, length - inserted + removedFrom(doc, tr, text));
  if (tooLong) return tooLong;
  for (const item of added) {
    const problem = storablePieceProblem(id, neighbour(item, 'left'), (item.content as ContentString).str, neighbour(item, 'right'));
    if (problem) return problem;
  }
  return null;
}
