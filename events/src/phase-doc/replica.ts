/**
 * The one decoded copy of a phase document that a process holds, and the document work done on
 * it: each change applied once, checked against the phase's form as it is applied, then taken
 * in rounds with the facts the decider decides on (commands.ts). No I/O: the room that owns a
 * replica (api/src/modules/phase-data/collab/room.ts) loads it, stores its rounds and feeds it
 * what other processes stored.
 *
 * A replica holds what has been stored plus the changes applied to it that are being stored. A
 * change it applied is sent to the members at once, and is stored in the next round; a round
 * that cannot be stored makes the room throw its replica away (every page then syncs again
 * with what is stored, and sends what it made that the store lacks).
 */
import { MAX_DOC_STATE_BYTES, MAX_DOC_UPDATE_BYTES } from '../shared/constants.js';
import type { PhaseData } from '../team/events.js';
import { answerProblem, parsePhaseData } from '../phases/answers.js';
import { DomainError, badInput, conflict } from '../shared/errors.js';
import type { MessageDescriptor } from '../i18n/message.js';
import { addedContent, changeProblem, watchTransactions } from './check.js';
import { sizeProblem } from './decide.js';
import type { RecordDocChange } from './commands.js';
import type { FieldEdit } from './events.js';
import { RoundMarks, roundEdits } from './round-edits.js';
import {
  Y,
  applyAndCapture,
  applyEdits,
  deleteInsertions,
  docFromState,
  encodeState,
  hasMissingDependencies,
  missingDependencies,
  readValues,
  setValues,
  touchedIds,
  updateToBase64,
} from './doc.js';

/** Within this many bytes of the size limit, every growing change encodes the document (the size check is then exact). */
const NEAR_LIMIT_BYTES = 16 * 1024;

/**
 * A snapshot of the phase_data row is considered every this many versions, and written when the
 * updates after the last one hold at least SNAPSHOT_SHARE of its bytes: writing a snapshot costs
 * the document's size, so a long-edited document is snapshotted less often, and each update's
 * bytes are written at most 1 / SNAPSHOT_SHARE times over in snapshots however long it grows (at
 * every 50th version, a ten-minute busy room wrote its 50–75 KB documents every 50 keystrokes).
 */
export const DEFAULT_COMPACT_EVERY = 50;
const SNAPSHOT_SHARE = 1 / 4;
/** The updates' bytes (base64) after the row's snapshot past which a snapshot is due whatever the version. */
export const DEFAULT_COMPACT_BYTES = 64 * 1024;

/** The stored document as a load reads it: the row's snapshot, the updates after it, and the answers. */
export interface StoredDocument {
  /** The stream version it holds every change of. */
  version: number;
  /** The compacted snapshot (null: none yet) and the version it holds. */
  base: Uint8Array | null;
  baseVersion: number;
  /** The updates of the versions after `baseVersion`, in order. */
  tail: readonly Uint8Array[];
  /** Their bytes as the log holds them (base64). */
  tailBytes: number;
  /** The answers at `version`. */
  values: PhaseData;
}

/** What became of a change: applied (`change`: what it added to the replica; null when it knew it all already), or refused. */
export type Applied =
  | { ok: true; change: Uint8Array | null }
  | {
      ok: false;
      message: MessageDescriptor;
      field: string | null;
      /**
       * The refused change stored as nothing (its insertions deleted, for the page to delete
       * too), or null when nothing was applied. `spoiled`: the replica took in what it could
       * not undo, and must be thrown away.
       */
      change: Uint8Array | null;
      spoiled: boolean;
      /**
       * It builds on changes the replica lacks, and was not applied: stored elsewhere and not yet
       * heard (the room reads the store and tries again), or held by its page only (the page
       * syncs again and sends them with it).
       */
      missing?: boolean;
    };

/** A round: the changes applied since the last one, as the decider's facts. */
export type Round = Omit<RecordDocChange, 'type' | 'teamId' | 'phaseNumber' | 'team'>;

export interface ReplicaOptions {
  compactEvery?: number;
  compactBytes?: number;
}

export class PhaseDocReplica {
  readonly doc: Y.Doc;
  /** The stream version up to which the replica holds every stored change. */
  version: number;
  /** The answers at `version` (the fold of the stored events' edits): what a round's edits are relative to. */
  private stored: PhaseData;
  private baseVersion: number;
  /** The bytes (base64) of the row's snapshot, and of the updates after it. */
  private baseBytes: number;
  private tailBytes: number;
  /** An upper bound of the encoded document's size (exact right after it was encoded). */
  private bytes: number;
  /** The stored answers could not be followed (an event without edits): the room reads the store before its next round. */
  stale = false;
  /** Changes applied since the last round was taken, the fields they touched, whether they inserted. */
  private changes: Uint8Array[] = [];
  private touched = new Set<string>();
  private grew = false;
  /**
   * What the changes since the last round inserted and deleted, from which the round's edits are
   * told without reading the texts; null when something else changed the document or the stored
   * answers meanwhile (a change stored elsewhere, a refused change undone), and the touched texts
   * are read instead.
   */
  private marks: RoundMarks | null = new RoundMarks();
  /** The marks and touched fields of rounds taken and not yet stored, for a round put back. */
  private readonly taken = new WeakMap<Round, { marks: RoundMarks | null; touched: Set<string> }>();
  /** Stored versions heard past `version` (out of order), with their edits: folded when the hole fills. */
  private readonly ahead = new Map<number, Record<string, FieldEdit> | undefined>();
  private readonly compactEvery: number;
  private readonly compactBytes: number;

  constructor(
    readonly phaseNumber: number,
    loaded: StoredDocument | null,
    opts: ReplicaOptions = {},
  ) {
    this.compactEvery = opts.compactEvery ?? DEFAULT_COMPACT_EVERY;
    this.compactBytes = opts.compactBytes ?? DEFAULT_COMPACT_BYTES;
    this.doc = docFromState(loaded?.base);
    for (const u of loaded?.tail ?? []) Y.applyUpdate(this.doc, u);
    this.version = loaded?.version ?? 0;
    this.stored = loaded?.values ?? {};
    this.baseVersion = loaded?.base ? loaded.baseVersion : 0;
    this.baseBytes = loaded?.base ? base64Length(loaded.base.length) : 0;
    this.tailBytes = loaded?.tailBytes ?? 0;
    this.bytes = (loaded?.base?.length ?? 0) + (loaded?.tail ?? []).reduce((n, u) => n + u.length, 0);
  }

  /** Whether changes wait to be taken in a round. */
  get dirty() {
    return this.changes.length > 0;
  }

  /** A member's update: applied and checked, or refused. */
  applyUpdate(update: Uint8Array): Applied {
    if (update.length === 0) return refused(badInput('A document update is required'));
    if (update.length > MAX_DOC_UPDATE_BYTES) return refused(badInput('A document update may be at most {max, number} bytes', { max: MAX_DOC_UPDATE_BYTES }));
    const known = Y.decodeStateVector(Y.encodeStateVector(this.doc));
    let missing: boolean;
    try {
      // Bytes that are not an update, and one building on changes the replica lacks, are answered before the replica sees them.
      missing = missingDependencies(update, known);
    } catch {
      return refused(malformed());
    }
    if (missing) return { ...refused(lacking()), missing: true } as Applied;
    return this.applyChecked(() => Y.applyUpdate(this.doc, update), { update, known });
  }

  /**
   * The REST and GraphQL save: the phase is to hold exactly `data`, as the smallest change
   * against the document (what teammates typed elsewhere in it stays). Throws a refusal for
   * data that is not the phase's answers.
   */
  setValues(data: unknown, clientId: number): Applied {
    const values = parsePhaseData(data, this.phaseNumber);
    const current = readValues(this.doc);
    // Checked before the replica sees them (a save refused after it was applied could not be
    // undone), so the text it writes needs no second check as it is applied.
    for (const [id, value] of Object.entries(values)) {
      const problem = current[id] === value ? null : answerProblem(this.phaseNumber, id, value, current[id]?.length ?? 0);
      if (problem) throw badInput(problem);
    }
    const before = this.doc.clientID;
    this.doc.clientID = clientId;
    try {
      return this.applyChecked(() => setValues(this.doc, values, null, current), null);
    } finally {
      this.doc.clientID = before;
    }
  }

  /** The document's answers now (stored and being stored). */
  values(): PhaseData {
    return readValues(this.doc);
  }

  /**
   * Applies a change, noting what it touched and whether it grew the document. A page's update
   * (`page`: its bytes and the state vector before it) is checked against the form as it is
   * applied; a save's own text was checked before.
   */
  private applyChecked(apply: () => void, page: { update: Uint8Array; known: Map<number, number> } | null): Applied {
    const update = page?.update ?? null;
    const touched = new Set<string>();
    let grew = false;
    let problem: MessageDescriptor | null = null;
    let change: Uint8Array | null;
    const each = (tr: Y.Transaction) => {
      grew ||= addedContent(tr);
      touchedIds(this.doc, tr, touched);
      this.marks?.note(tr);
    };
    try {
      change = applyAndCapture(this.doc, () => {
        if (page) problem = changeProblem(this.doc, this.phaseNumber, apply, each);
        else watchTransactions(this.doc, apply, each);
      });
    } catch {
      return refused(malformed(), true);
    }
    if (hasMissingDependencies(this.doc)) {
      return refused(lacking(), true);
    }
    if (!change) return { ok: true, change: null };
    if (!problem) {
      this.bytes += change.length;
      if (grew && this.bytes > MAX_DOC_STATE_BYTES - NEAR_LIMIT_BYTES) this.bytes = encodeState(this.doc).length;
      problem = sizeProblem(this.bytes, grew);
    }
    if (!problem) {
      this.changes.push(change);
      for (const id of touched) this.touched.add(id);
      this.grew ||= grew;
      return { ok: true, change };
    }
    // Refused after it was applied: a page's plain text is deleted again, here as on the page,
    // and stored so (an update refused outright would leave the page's later edits building on
    // structs the store never had). Anything else cannot be undone.
    const fields = new Set<string>();
    const undone = page ? applyAndCapture(this.doc, () => deleteInsertions(this.doc, page.update, page.known, this.phaseNumber, fields)) : null;
    if (!update || !undone) return { ok: false, message: problem, field: [...touched].sort()[0] ?? null, change: null, spoiled: true };
    const stored = Y.mergeUpdates([change, undone]);
    this.marks = null;
    this.changes.push(stored);
    for (const id of touched) this.touched.add(id);
    this.bytes += undone.length;
    return { ok: false, message: problem, field: [...fields].sort()[0] ?? null, change: stored, spoiled: false };
  }

  /**
   * The changes applied since the last round, with the facts the decider decides on; null when
   * there are none. A snapshot of the document goes with it when the row's is due.
   */
  takeRound(): Round | null {
    if (this.changes.length === 0) return null;
    const update = this.changes.length === 1 ? this.changes[0]! : Y.mergeUpdates(this.changes);
    const edits = roundEdits(this.doc, this.stored, this.touched, this.stale || this.ahead.size > 0 ? null : this.marks);
    const next = this.version + 1;
    const tailBytes = this.tailBytes + base64Length(update.length);
    const due =
      this.baseVersion === 0 ||
      tailBytes >= this.compactBytes ||
      (Math.floor(next / this.compactEvery) > Math.floor(this.baseVersion / this.compactEvery) && tailBytes >= this.baseBytes * SNAPSHOT_SHARE);
    const round: Round = { update, edits, base: this.version, grew: this.grew, bytes: this.bytes };
    if (due) {
      const encoded = encodeState(this.doc);
      this.bytes = encoded.length;
      round.snapshot = updateToBase64(encoded);
    }
    this.taken.set(round, { marks: this.marks, touched: this.touched });
    this.changes = [];
    this.touched = new Set();
    this.grew = false;
    this.marks = new RoundMarks();
    return round;
  }

  /** A round that was not stored for a reason its changes can outlive (the replica lacked a stored change): taken again with the next. */
  putBack(round: Round) {
    this.changes.unshift(round.update);
    // Every field the round touched, not only those its edits name: one whose changes came to
    // nothing against the answers known then may differ from the answers read after it.
    const taken = this.taken.get(round);
    for (const id of taken?.touched ?? Object.keys(round.edits)) this.touched.add(id);
    this.grew ||= round.grew;
    const marks = taken?.marks ?? null;
    if (marks && this.marks) marks.takeIn(this.marks);
    this.marks = marks && this.marks ? marks : null;
  }

  /** The round was stored at `version`. */
  roundStored(round: Round, version: number) {
    this.heardAt(version, round.edits);
    if (round.snapshot) {
      this.baseVersion = version;
      this.baseBytes = round.snapshot.length;
      this.tailBytes = 0;
    } else this.tailBytes += base64Length(round.update.length);
  }

  /**
   * A change another process stored at `version`: applied (what the replica lacked is returned,
   * for the members), and its edits folded into the stored answers in version order.
   */
  heard(version: number, update: Uint8Array, edits: Record<string, FieldEdit> | undefined): Uint8Array | null {
    if (version <= this.version || this.ahead.has(version)) return null;
    const change = applyAndCapture(this.doc, () => Y.applyUpdate(this.doc, update));
    if (change) this.bytes += change.length;
    // The stored answers move under changes not yet stored: their marks no longer tell the
    // round's edits, even when the update added nothing here (it may hold some of those very
    // changes, stored by the owner that took them and died before answering: counted twice).
    if (this.dirty) this.marks = null;
    this.tailBytes += base64Length(update.length);
    this.heardAt(version, edits);
    return change;
  }

  /** Whether stored versions were heard past a hole (one on the way, or lost: the room reads the store after a moment). */
  get hasHole() {
    return this.ahead.size > 0;
  }

  private heardAt(version: number, edits: Record<string, FieldEdit> | undefined) {
    this.ahead.set(version, edits);
    this.foldAhead();
  }

  private foldAhead() {
    while (this.ahead.has(this.version + 1)) {
      const e = this.ahead.get(this.version + 1);
      this.ahead.delete(this.version + 1);
      this.version++;
      // An event from before events carried their edits (an older process): the answers are read from the store.
      this.stored = e ? applyEdits(this.stored, e) : this.stored;
      if (!e) this.stale = true;
    }
  }

  /** What the store holds now (read after a hole, a bus gap or a stale round): its changes applied, and the replica at its version. */
  caughtUp(loaded: StoredDocument): Uint8Array | null {
    if (loaded.version < this.version) return null;
    let change: Uint8Array | null = null;
    const parts: Uint8Array[] = [];
    for (const u of [...(loaded.base ? [loaded.base] : []), ...loaded.tail]) {
      const c = applyAndCapture(this.doc, () => Y.applyUpdate(this.doc, u));
      if (c) parts.push(c);
    }
    if (parts.length > 0) change = parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts);
    // As for a change heard: the stored answers are replaced under changes not yet stored.
    if (this.dirty) this.marks = null;
    this.version = loaded.version;
    this.stored = loaded.values;
    this.baseVersion = loaded.base ? loaded.baseVersion : 0;
    this.baseBytes = loaded.base ? base64Length(loaded.base.length) : 0;
    this.tailBytes = loaded.tailBytes;
    for (const v of [...this.ahead.keys()]) if (v <= loaded.version) this.ahead.delete(v);
    this.stale = false;
    this.foldAhead();
    if (change) this.bytes += change.length;
    return change;
  }

  destroy() {
    this.doc.destroy();
  }
}

const malformed = () => badInput('Malformed document update');
const lacking = () => conflict('The update builds on changes this document does not have; reload the page');
const refused = (err: DomainError, spoiled = false): Applied => ({ ok: false, message: err.descriptor, field: null, change: null, spoiled });

/** The length of `n` bytes as base64 (how the log holds an update). */
const base64Length = (n: number) => 4 * Math.ceil(n / 3);
