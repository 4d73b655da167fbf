/**
 * A phase's answers as one collaborative document (Yjs), shared by the web app and the api.
 *
 * Layout: a root map `fields` lists the field ids the phase holds (id → true), and each field's
 * text is the root Y.Text `field:<id>`. Root types never conflict (every replica names the same
 * one), so two members who start typing into an empty field at the same moment both keep their
 * text; a Y.Text inside a map entry would be replaced by whichever entry won.
 */
import * as Y from 'yjs';
import { fromBase64, toBase64 } from 'lib0/buffer';
import type { PhaseData } from '../team/events.js';
import { formField } from '../phases/answers.js';
import type { FieldEdit } from './events.js';

export const FIELDS_MAP = 'fields';
const TEXT_PREFIX = 'field:';

export const fieldText = (doc: Y.Doc, id: string): Y.Text => doc.getText(TEXT_PREFIX + id);
const fieldsOf = (doc: Y.Doc): Y.Map<boolean> => doc.getMap<boolean>(FIELDS_MAP);

/** The document's answers as the read model and the prompt see them, keys sorted. */
export function readValues(doc: Y.Doc): PhaseData {
  const out: PhaseData = {};
  for (const id of [...fieldsOf(doc).keys()].sort()) out[id] = fieldText(doc, id).toString();
  return out;
}

/**
 * The answers after a change, from the answers before it and the ids it touched: only those
 * are read again (reading every text of a long-edited document costs more than the change).
 */
export function readValuesAfter(doc: Y.Doc, before: PhaseData, touched: Iterable<string>): PhaseData {
  const out: PhaseData = { ...before };
  const fields = fieldsOf(doc);
  for (const id of touched) {
    if (fields.has(id)) out[id] = fieldText(doc, id).toString();
    else delete out[id];
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What a change did to the answers of the fields it touched (PhaseDocUpdated.edits): for each
 * touched id whose answer changed, the smallest replacement (textChange) or null when the field
 * is no longer listed. `before` and `after` are the answers either side of the change.
 */
export function fieldEdits(before: PhaseData, after: PhaseData, touched: Iterable<string>): Record<string, FieldEdit> {
  const out: Record<string, FieldEdit> = {};
  for (const id of touched) {
    const had = Object.hasOwn(before, id);
    const has = Object.hasOwn(after, id);
    if (!has) {
      if (had) out[id] = null;
      continue;
    }
    if (had && before[id] === after[id]) continue;
    const { index, remove, insert } = textChange(had ? before[id]! : '', after[id]!);
    out[id] = [index, remove, insert];
  }
  return out;
}

/** The answers after `edits` (fieldEdits) applied to `values`, keys sorted as readValues gives them. */
export function applyEdits(values: PhaseData, edits: Record<string, FieldEdit>): PhaseData {
  const out: PhaseData = { ...values };
  for (const [id, edit] of Object.entries(edits)) {
    if (edit === null) delete out[id];
    else {
      const text = out[id] ?? '';
      out[id] = text.slice(0, edit[0]) + edit[2] + text.slice(edit[0] + edit[1]);
    }
  }
  return Object.fromEntries(Object.entries(out).sort(byKey));
}

/** The field ids a transaction touched: entries of the `fields` map and `field:<id>` texts. */
export function touchedIds(doc: Y.Doc, tr: Y.Transaction, into: Set<string>) {
  const fields = doc.share.get(FIELDS_MAP);
  for (const [type, keys] of tr.changed) {
    let root: Y.AbstractType<any> = type;
    while (root._item) root = root._item.parent as Y.AbstractType<any>;
    if (root === fields) for (const k of keys) if (k !== null) into.add(k);
    for (const [name, t] of doc.share) if (t === root && name.startsWith(TEXT_PREFIX)) into.add(name.slice(TEXT_PREFIX.length));
  }
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * The smallest single replacement that turns `from` into `to`: the common prefix and suffix
 * stay, the middle is replaced. Never splits a surrogate pair (Yjs stores text as UTF-8, where
 * half a pair cannot be written).
 */
export function textChange(from: string, to: string): { index: number; remove: number; insert: string } {
  const max = Math.min(from.length, to.length);
  let start = 0;
  while (start < max && from.charCodeAt(start) === to.charCodeAt(start)) start++;
  if (start > 0 && isHigh(from.charCodeAt(start - 1)) && start < from.length + 1) {
    if (isLow(from.charCodeAt(start)) || isLow(to.charCodeAt(start))) start--;
  }
  let end = 0;
  while (end < max - start && from.charCodeAt(from.length - 1 - end) === to.charCodeAt(to.length - 1 - end)) end++;
  if (end > 0 && isLow(from.charCodeAt(from.length - end))) {
    if (isHigh(from.charCodeAt(from.length - end - 1)) || isHigh(to.charCodeAt(to.length - end - 1))) end--;
  }
  return { index: start, remove: from.length - start - end, insert: to.slice(start, to.length - end) };
}

/** Edits a Y.Text into `next` with the smallest change, so concurrent edits elsewhere in it survive. */
export function setText(text: Y.Text, next: string) {
  const { index, remove, insert } = textChange(text.toString(), next);
  if (remove > 0) text.delete(index, remove);
  if (insert !== '') text.insert(index, insert);
}

/** One member's edit of one field (the web form's keystrokes). */
export function setFieldValue(doc: Y.Doc, id: string, value: string, origin: unknown = null) {
  doc.transact(() => {
    const fields = fieldsOf(doc);
    if (!fields.has(id)) fields.set(id, true);
    setText(fieldText(doc, id), value);
  }, origin);
}

/**
 * A member's edit of a field as the page saw it: the control showed `base` and now holds
 * `next`. Teammates' text may have reached the document since the control last showed it, so
 * the edit is carried over onto the current text rather than replacing it (which would erase
 * what arrived in between): positions after a teammate's change shift by its length.
 */
export function applyLocalEdit(doc: Y.Doc, id: string, base: string, next: string, origin: unknown = null) {
  doc.transact(() => {
    const fields = fieldsOf(doc);
    if (!fields.has(id)) fields.set(id, true);
    const text = fieldText(doc, id);
    const current = text.toString();
    const local = textChange(base, next);
    let index = local.index;
    let remove = local.remove;
    if (current !== base) {
      const remote = textChange(base, current);
      const remoteEnd = remote.index + remote.remove;
      const shift = remote.insert.length - remote.remove;
      if (index >= remoteEnd) index += shift;
      else if (index > remote.index) {
        // The edit starts inside text a teammate replaced: it goes after their text.
        remove = Math.max(0, index + remove - remoteEnd);
        index = remote.index + remote.insert.length;
      } else if (index + remove > remote.index) {
        // A deletion across a teammate's change removes what lies either side, never their text.
        const after = Math.max(0, index + remove - remoteEnd);
        if (after > 0) text.delete(remote.index + remote.insert.length, Math.min(after, current.length - remote.index - remote.insert.length));
        remove = remote.index - index;
      }
    }
    remove = Math.min(remove, text.length - index);
    if (remove > 0) text.delete(index, remove);
    if (local.insert !== '') text.insert(index, local.insert);
  }, origin);
}

/**
 * Makes the document hold exactly `values` (the REST save of a whole map), as a change.
 * `current`, when the caller knows them, are the answers the document holds: a field whose
 * value is unchanged is then not read at all (reading a long-edited text costs more than the
 * change to another field).
 */
export function setValues(doc: Y.Doc, values: PhaseData, origin: unknown = null, current?: PhaseData) {
  doc.transact(() => {
    const fields = fieldsOf(doc);
    for (const id of [...fields.keys()]) {
      if (Object.hasOwn(values, id)) continue;
      fields.delete(id);
      const text = fieldText(doc, id);
      if (text.length > 0) text.delete(0, text.length);
    }
    for (const [id, value] of Object.entries(values)) {
      if (current && Object.hasOwn(current, id) && current[id] === value) continue;
      if (!fields.has(id)) fields.set(id, true);
      setText(fieldText(doc, id), value);
    }
  }, origin);
}

/** True when two sets of answers hold the same fields with the same text. */
export function sameValues(a: PhaseData, b: PhaseData): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const id of keys) if (!Object.hasOwn(b, id) || a[id] !== b[id]) return false;
  return true;
}

/** A client id that every replica derives alike, for changes that must replay identically. */
export function stableClientId(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return h >>> 0 || 1;
}

/**
 * The Yjs client id every save made on the server (REST, GraphQL) writes a document's changes
 * under. Saves of one document are decided one after another, each on the current stored state
 * (the append names the version it was decided on), so this client's clock simply continues. A
 * fresh id per save gave the document a new client per save: its state vector and delete set
 * grew with every save (300 saves of a phase-1 form: 9.4 KB against 3.9 KB), and every later
 * save encoded and stored all of it.
 */
export const saveClientId = (teamId: string, phaseNumber: number) => stableClientId(`save:${teamId}:${phaseNumber}`);

/**
 * The document of answers saved before phases were documents (PhaseDataSaved): built the same
 * way wherever it is needed, so later updates made on top of it apply everywhere.
 */
export function legacyDoc(teamId: string, phaseNumber: number, data: PhaseData): Y.Doc {
  const doc = transientDoc();
  doc.clientID = stableClientId(`${teamId}:${phaseNumber}`);
  setValues(doc, Object.fromEntries(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  return doc;
}

/**
 * A document for folding and deciding. Its guid names the document to providers, which these
 * never meet; a fixed one spares Yjs drawing a random UUID per document (31 calls into the
 * crypto RNG: a few percent of an autosave's CPU time).
 */
const transientDoc = () => new Y.Doc({ guid: 'phase-doc' });

export function docFromState(state: Uint8Array | null | undefined): Y.Doc {
  const doc = transientDoc();
  if (state && state.length > 0) Y.applyUpdate(doc, state);
  return doc;
}

export const encodeState = (doc: Y.Doc): Uint8Array => Y.encodeStateAsUpdate(doc);

/** A stored document as its parts: an encoded state (null: empty) and the updates after it. */
export interface StoredParts {
  base: Uint8Array | null;
  tail: readonly Uint8Array[];
}

/** The document a state holds: its base with its tail applied. */
export function docOfState(state: StoredParts): Y.Doc {
  const doc = docFromState(state.base);
  for (const update of state.tail) Y.applyUpdate(doc, update);
  return doc;
}

/**
 * A state as one update (what a room's replica or a page starts from): the base, or base and
 * tail merged without building a document; null for an empty document.
 */
export function stateAsUpdate(state: StoredParts): Uint8Array | null {
  if (state.tail.length === 0) return state.base && state.base.length > 0 ? state.base : null;
  return Y.mergeUpdates(state.base ? [state.base, ...state.tail] : [...state.tail]);
}
export const updateToBase64 = (update: Uint8Array): string => toBase64(update);
export const updateFromBase64 = (text: string): Uint8Array => fromBase64(text);

/**
 * Applies `update` to `doc` and returns the part of it that changed anything (null when it
 * was all known already). Throws what Yjs throws for bytes that are not an update.
 */
export function applyAndCapture(doc: Y.Doc, apply: () => void): Uint8Array | null {
  let captured: Uint8Array[] = [];
  const onUpdate = (u: Uint8Array) => captured.push(u);
  doc.on('update', onUpdate);
  try {
    apply();
  } finally {
    doc.off('update', onUpdate);
  }
  if (captured.length === 0) return null;
  const out = captured.length === 1 ? captured[0]! : Y.mergeUpdates(captured);
  captured = [];
  return out;
}

/**
 * Whether `update` builds on changes a document with state vector `known` lacks: a struct
 * whose client's earlier clock, origin, right origin or parent item neither the document nor the
 * update holds, or a deletion of such. Yjs would keep those aside until the rest arrives; the
 * check is made before applying, so the document never holds them.
 */
export function missingDependencies(update: Uint8Array, known: Map<number, number>): boolean {
  const { structs, ds } = Y.decodeUpdate(update);
  const ranges = new Map<number, [number, number][]>();
  for (const s of structs) {
    if (s instanceof Y.Skip) continue;
    const r = ranges.get(s.id.client);
    if (r) r.push([s.id.clock, s.id.clock + s.length]);
    else ranges.set(s.id.client, [[s.id.clock, s.id.clock + s.length]]);
  }
  const has = (client: number, clock: number) => clock < (known.get(client) ?? 0) || (ranges.get(client) ?? []).some(([a, b]) => clock >= a && clock < b);
  for (const s of structs) {
    const { client, clock } = s.id;
    if (s instanceof Y.Skip) {
      if (!has(client, clock + s.length - 1)) return true;
      continue;
    }
    if (clock > 0 && !has(client, clock - 1)) return true;
    if (!(s instanceof Y.Item)) continue;
    if (s.origin && !has(s.origin.client, s.origin.clock)) return true;
    if (s.rightOrigin && !has(s.rightOrigin.client, s.rightOrigin.clock)) return true;
    if (s.parent instanceof Y.ID && !has(s.parent.client, s.parent.clock)) return true;
  }
  for (const [client, deletions] of ds.clients) for (const d of deletions) if (!has(client, d.clock + d.len - 1)) return true;
  return false;
}

/** True when some of the document's structs wait for changes it has not seen. */
export const hasMissingDependencies = (doc: Y.Doc) => doc.store.pendingStructs !== null || doc.store.pendingDs !== null;

export { Y };

/**
 * What a refused update becomes when it is stored after all: the update together with the
 * deletion of all the text it inserted that `stored` did not hold, so it changes no answer
 * (a field it newly listed stays listed, empty). The
 * member who sent it already holds its structs; were they never stored, every later edit of
 * theirs that builds on them would depend on changes the store lacks (and be refused for good).
 * Stored as nothing, they are deleted on the member's page as on every other replica, and the
 * member goes on saving. Deleted text keeps only its length (Yjs collects the content), so a
 * refused 20,000-character paste costs a few bytes, and the refused text is not kept anywhere.
 *
 * Only an update a member's page can make is stored so: plain text in the phase's form fields
 * (refused for its length, its characters or the document's size). Anything else a page never
 * sends (another root, a nested type, an id the form lacks) is refused outright and stored in no
 * form. Returns the update to store and the fields the refused update touched; null for those,
 * and when the bytes cannot be applied to `stored` at all (malformed, or building on changes it
 * lacks).
 */
export function dropInsertions(stored: Y.Doc, update: Uint8Array, phaseNumber: number): { update: Uint8Array; fields: string[] } | null {
  const doc = docFromState(encodeState(stored));
  const known = Y.decodeStateVector(Y.encodeStateVector(doc));
  const fields = new Set<string>();
  try {
    const change = applyAndCapture(doc, () => {
      Y.applyUpdate(doc, update);
      if (hasMissingDependencies(doc)) throw new Error('missing dependencies');
      if (!deleteInsertions(doc, update, known, phaseNumber, fields)) throw new Error('not an answer a page makes');
    });
    if (!change) return null;
    // Encoded from the document, the deleted structs carry their length, not the refused text.
    return { update: Y.encodeStateAsUpdate(doc, Y.encodeStateVector(stored)), fields: [...fields].sort() };
  } catch {
    return null;
  }
}

/**
 * Deletes, in `doc` that has applied `update`, all the text the update inserted that `known`
 * (the document's state vector before) did not hold, adding the fields it touched to `fields`.
 * False, having deleted nothing, when the update holds anything but a page's plain answers.
 */
export function deleteInsertions(doc: Y.Doc, update: Uint8Array, known: Map<number, number>, phaseNumber: number, fields: Set<string>): boolean {
  const items: Y.Item[] = [];
  let ok = true;
  Y.transact(doc, (tr) => {
    for (const struct of Y.decodeUpdate(update).structs) {
      if (!(struct instanceof Y.Item)) continue;
      const { client } = struct.id;
      const start = Math.max(struct.id.clock, known.get(client) ?? 0);
      const end = struct.id.clock + struct.length;
      if (start >= end) continue;
      // Split at the range's ends so that exactly the refused part is deleted.
      Y.getItemCleanStart(tr, Y.createID(client, start));
      Y.getItemCleanEnd(tr, doc.store, Y.createID(client, end - 1));
      const structs = doc.store.clients.get(client)!;
      for (let i = Y.findIndexSS(structs, start); i < structs.length && structs[i]!.id.clock < end; i++) {
        const item = structs[i];
        if (!(item instanceof Y.Item)) continue;
        const field = plainAnswerOf(item, phaseNumber);
        if (field === null) ok = false;
        else {
          fields.add(field);
          items.push(item);
        }
      }
    }
    if (!ok) return;
    // A form field's entry in `fields` stays: it lists the field (now empty), and deleting
    // it could hide the same entry a teammate sets meanwhile (a map keeps one of the two).
    for (const item of items) if (item.parentSub === null && !item.deleted) item.delete(tr);
  });
  return ok;
}

/**
 * The form field an item is plain answer text of (a string in the root text `field:<id>`, or the
 * `true` entry listing it in `fields`), or null for anything else.
 */
function plainAnswerOf(item: Y.Item, phaseNumber: number): string | null {
  const parent = item.parent;
  if (!(parent instanceof Y.AbstractType) || parent._item) return null;
  let key: string;
  try {
    key = Y.findRootTypeKey(parent);
  } catch {
    return null;
  }
  if (key.startsWith(TEXT_PREFIX) && item.parentSub === null && (item.content instanceof Y.ContentString || item.content instanceof Y.ContentDeleted)) {
    const id = key.slice(TEXT_PREFIX.length);
    return formField(phaseNumber, id) ? id : null;
  }
  if (key === FIELDS_MAP && item.parentSub && formField(phaseNumber, item.parentSub)) {
    const content = item.content.getContent();
    return item.deleted || (content.length === 1 && content[0] === true) ? item.parentSub : null;
  }
  return null;
}
