/**
 * A round's edits from the round's own transactions, without reading the texts it touched.
 *
 * A text typed into by several members at once holds one Yjs item per character or so (an
 * insertion between two others' characters cannot merge with them). Reading such a text whole
 * after every round, and comparing it with the stored answer, costs time in the text's length
 * on every keystroke, and made the busy room slower the longer it ran (docs/PERFORMANCE.md,
 * "What grows, profiled"). Here the items the round inserted or deleted are found by their ids,
 * and one walk up to the last of them gives where they sit in the stored answer and what the
 * span between the first and the last reads now.
 */
import * as Y from 'yjs';
import type { PhaseData } from '../team/events.js';
import type { FieldEdit } from './events.js';
import { FIELDS_MAP, fieldEdits, fieldText, readValuesAfter, textChange } from './doc.js';

/** Clock ranges [start, end) by client. */
type Ranges = Map<number, [number, number][]>;

const add = (ranges: Ranges, client: number, start: number, end: number) => {
  if (end <= start) return;
  const list = ranges.get(client);
  if (list) list.push([start, end]);
  else ranges.set(client, [[start, end]]);
};

/** How many clocks of [start, end) the ranges of a client hold (ranges of one kind never overlap). */
const overlap = (list: [number, number][] | undefined, start: number, end: number) => {
  let n = 0;
  for (const [s, e] of list ?? []) n += Math.max(0, Math.min(e, end) - Math.max(s, start));
  return n;
};

/** What a replica's own transactions inserted (clock ranges) and deleted since its last round. */
export class RoundMarks {
  readonly inserted: Ranges = new Map();
  readonly deleted: Ranges = new Map();

  note(tr: Y.Transaction) {
    for (const [client, after] of tr.afterState) add(this.inserted, client, tr.beforeState.get(client) ?? 0, after);
    for (const [client, items] of tr.deleteSet.clients) for (const d of items) add(this.deleted, client, d.clock, d.clock + d.len);
  }

  /** Another round's marks put back into this one (a round that was not stored). */
  takeIn(other: RoundMarks) {
    for (const [client, list] of other.inserted) for (const [s, e] of list) add(this.inserted, client, s, e);
    for (const [client, list] of other.deleted) for (const [s, e] of list) add(this.deleted, client, s, e);
  }

  /** How many characters of an item the answer before the round showed (the item's clocks not inserted by the round, and still there or deleted by it). */
  shownBefore(item: Y.Item): number {
    const { client, clock } = item.id;
    const end = clock + item.length;
    const ours = this.inserted.get(client);
    if (!item.deleted) return item.length - overlap(ours, clock, end);
    let n = 0;
    for (const [s, e] of this.deleted.get(client) ?? []) {
      const from = Math.max(s, clock);
      const to = Math.min(e, end);
      if (to > from) n += to - from - overlap(ours, from, to);
    }
    return n;
  }
}

/** A round that changes more items than this is read the old way: their walks would visit most of the text anyway. */
const MAX_CHANGED_ITEMS = 16;

/** The characters an item shows now (Y.Text's own count). */
const shownNow = (item: Y.Item) => (item.countable && !item.deleted ? item.length : 0);

/**
 * How many characters the text shows before `item`: counted from the item towards both ends at
 * once and taken from the end reached first, so a keystroke near either end costs a few steps.
 */
function shownAt(item: Y.Item, length: number): number {
  let left = item.left;
  let right: Y.Item | null = item;
  let before = 0;
  let from = 0;
  for (;;) {
    if (left === null) return before;
    if (right === null) return length - from;
    before += shownNow(left);
    from += shownNow(right);
    left = left.left;
    right = right.right;
  }
}

/** What the text shows now from `first` on, `count` characters (null: not plain text). */
function textFrom(first: Y.Item, count: number): string | null {
  let out = '';
  for (let it: Y.Item | null = first; it !== null && out.length < count; it = it.right) {
    if (shownNow(it) === 0) continue;
    if (!(it.content instanceof Y.ContentString)) return null;
    out += it.content.str;
  }
  return out.length < count ? null : out.slice(0, count);
}

/**
 * The edit a round made to one field's text, from the answer before it (`before`, what the
 * store holds) and the round's marks: undefined when nothing shown changed, null when it cannot
 * be told this way (the caller reads the text).
 */
export function textEdit(doc: Y.Doc, text: Y.Text, before: string, marks: RoundMarks): FieldEdit | undefined {
  // The round's items in this text, and how much of each the stored answer showed.
  const changed = new Map<Y.Item, number>();
  const find = (ranges: Ranges) => {
    for (const [client, list] of ranges) {
      const structs = doc.store.clients.get(client);
      if (!structs) continue;
      for (const [start, end] of list) {
        for (let i = Y.findIndexSS(structs, start); i < structs.length && structs[i]!.id.clock < end; i++) {
          const s = structs[i]!;
          if (!(s instanceof Y.Item)) return false;
          // Not `countable`: Yjs marks the right half of a deleted item split later as not countable, though it was shown before.
          if (s.parent !== text || changed.has(s)) continue;
          const shown = marks.shownBefore(s);
          // Inserted and deleted within the round: shown neither before nor after.
          if (shown === 0 && s.deleted) continue;
          if (!s.deleted && !(s.content instanceof Y.ContentString)) return false;
          changed.set(s, shown);
          if (changed.size > MAX_CHANGED_ITEMS) return false;
        }
      }
    }
    return true;
  };
  try {
    if (!find(marks.inserted) || !find(marks.deleted)) return null;
  } catch {
    // A clock the store does not hold (findIndexSS throws): read the text instead.
    return null;
  }
  if (changed.size === 0) return undefined;
  // Where each changed item sits in the text now, walked from it to the nearer end; from the
  // first to the last, the stored answer's characters are replaced by what the text shows now.
  // An item tied for the first place is the shown one or left of it, so reading on from any of them reads the same.
  const length = text.length;
  let first: Y.Item | null = null;
  let index = Infinity;
  let end = -Infinity;
  let remove = 0;
  for (const [item, shown] of changed) {
    const at = shownAt(item, length);
    const now = shownNow(item);
    if (at < index) [first, index] = [item, at];
    end = Math.max(end, at + now);
    remove += shown - now;
  }
  remove += end - index;
  if (first === null || index + remove > before.length) return null;
  const insert = textFrom(first, end - index);
  if (insert === null) return null;
  const change = textChange(before.slice(index, index + remove), insert);
  if (change.remove === 0 && change.insert === '') return undefined;
  return [index + change.index, change.remove, change.insert];
}

/**
 * The edits of a round (PhaseDocUpdated.edits): for each touched field listed before and after,
 * from the round's marks; any other field (listed or unlisted by the round, or one the marks
 * cannot tell) by reading its text and comparing it with the stored answer.
 */
export function roundEdits(doc: Y.Doc, stored: PhaseData, touched: Iterable<string>, marks: RoundMarks | null): Record<string, FieldEdit> {
  const out: Record<string, FieldEdit> = {};
  const rest: string[] = [];
  const fields = doc.getMap<boolean>(FIELDS_MAP);
  for (const id of touched) {
    const before = stored[id];
    const edit = marks && before !== undefined && fields.has(id) ? textEdit(doc, fieldText(doc, id), before, marks) : null;
    if (edit === null) rest.push(id);
    else if (edit !== undefined) out[id] = edit;
  }
  if (rest.length > 0) Object.assign(out, fieldEdits(stored, readValuesAfter(doc, stored, rest), rest));
  return out;
}
