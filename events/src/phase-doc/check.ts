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
import { ContentString, isDeleted } from 'yjs';
import { FIELDS_MAP } from './doc.js';
import { answerProblem, formField, mustBeText, notInForm } from '../phases/answers.js';
import { message, type MessageDescriptor } from '../i18n/message.js';

const TEXT_PREFIX = 'field:';

/**
 * Watches `doc` while `apply` runs and returns the first problem with what it added (a message
 * naming the field), or null. The check runs inside the transaction's afterTransaction, while
 * the text a change deleted is still there to count.
 */
export function changeProblem(doc: Y.Doc, phaseNumber: number, apply: () => void, each?: (tr: Y.Transaction) => void): MessageDescriptor | null {
  let problem: MessageDescriptor | null = null;
  const on = (tr: Y.Transaction) => {
    problem ??= transactionProblem(doc, tr, phaseNumber);
    each?.(tr);
  };
  doc.on('afterTransaction', on);
  try {
    apply();
  } finally {
    doc.off('afterTransaction', on);
  }
  return problem;
}

/** True when the transaction added structs (insertions); deletions add none. */
export const addedContent = (tr: Y.Transaction) => [...tr.afterState].some(([client, clock]) => clock !== (tr.beforeState.get(client) ?? 0));

type Type = Y.AbstractType<unknown>;
type Item = Y.Item;

function transactionProblem(doc: Y.Doc, tr: Y.Transaction, phaseNumber: number): MessageDescriptor | null {
  const isNew = (item: Item) => item.id.clock >= (tr.beforeState.get(item.id.client) ?? 0);
  const added = (item: Item | null | undefined): item is Item => !!item && !item.deleted && isNew(item);
  let names: Map<Type, string> | null = null;
  const nameOf = (root: Type) => (names ??= new Map([...doc.share].map(([name, type]) => [type as Type, name]))).get(root) ?? '';

  for (const [type, keys] of tr.changed as Map<Type, Set<string | null>>) {
    let root = type;
    while (root._item) root = root._item.parent as Type;
    const name = nameOf(root);
    const id = name.startsWith(TEXT_PREFIX) ? name.slice(TEXT_PREFIX.length) : name;
    const field = name.startsWith(TEXT_PREFIX) ? formField(phaseNumber, id) : null;
    const refuse = () => (field ? mustBeText(id) : notInForm(phaseNumber, id));
    const listAdds = keys.has(null) ? itemsOf(type).some(added) : false;
    const mapAdds = [...keys].filter((k): k is string => k !== null && added(type._map.get(k)));

    if (type === root && name === FIELDS_MAP) {
      // The list of ids: each entry added must name a form field and hold `true`.
      if (listAdds) return message('The list of fields may hold only field ids');
      for (const key of mapAdds) {
        if (!formField(phaseNumber, key)) return notInForm(phaseNumber, key);
        const content = type._map.get(key)!.content.getContent();
        if (content.length !== 1 || content[0] !== true) return message('The entry of field {field} must be true', { field: JSON.stringify(key) });
      }
      continue;
    }
    if (mapAdds.length > 0) return refuse();
    if (!listAdds) continue; // only deletions
    if (type !== root || !field) return refuse();
    const problem = textProblem(tr, type, isNew, phaseNumber, id);
    if (problem) return problem;
  }
  return null;
}

/** A form field's text after a change that added to it: plain text, within its limit, storable. */
function textProblem(tr: Y.Transaction, text: Type, isNew: (item: Item) => boolean, phaseNumber: number, id: string): MessageDescriptor | null {
  let inserted = 0;
  let removed = 0;
  let value = '';
  for (const item of itemsOf(text)) {
    const fresh = isNew(item);
    if (!item.deleted) {
      if (!(item.content instanceof ContentString)) {
        if (fresh) return mustBeText(id);
        continue;
      }
      value += item.content.str;
      if (fresh) inserted += item.length;
    } else if (!fresh && item.countable && isDeleted(tr.deleteSet, item.id)) {
      removed += item.length;
    }
  }
  return answerProblem(phaseNumber, id, value, value.length - inserted + removed);
}

function itemsOf(type: Type): Item[] {
  const out: Item[] = [];
  for (let item = type._start; item !== null; item = item.right) out.push(item);
  return out;
}
