/**
 * The Yjs work a process spares itself between decisions on phase documents. One instance
 * belongs to the process's phase-document write path (api/src/modules/phase-data/doc-cache.ts),
 * shared by its decider and the phase_data projection; nothing here is a module global.
 *
 * - Decisions by stream version: the document a decision left behind (the state before with
 *   the change applied) and its answers, until the decider's evolve takes them for the state it
 *   makes. The phase_data projection, which runs in between (same transaction), encodes that
 *   document when its row's snapshot is due (every `compactEvery` versions), once; the decider's
 *   state then starts from those bytes.
 * - Decoded documents by the state they hold: decoding costs far more than any change (about
 *   20 ms for a 150 KB state, 0.3 s for 50,000 edits), and an autosave would otherwise decode its
 *   document on every save.
 * - Base64 texts of states, remembered for their bytes.
 *
 * Nothing here encodes a whole document per change; `stats` counts the encodes.
 */
import { MAX_DOC_STATE_BYTES } from '../shared/constants.js';
import type { PhaseData } from '../team/events.js';
import { Y, docFromState, docOfState, encodeState, readValues, updateFromBase64, updateToBase64 } from './doc.js';
import type { PhaseDocState } from './state.js';

/** What a decision left behind for the event it made (see PhaseDocCache). */
export interface Decision {
  /** The event's update (base64). */
  update: string;
  /** The document after the change; taken by the decider's evolve. */
  doc?: Y.Doc;
  /** Its answers. */
  values: PhaseData;
  /** Its encoded state, once something needed it (a snapshot, the size check). */
  encoded?: Uint8Array;
}

export interface PhaseDocCacheLimits {
  /** Decisions remembered until their evolve (only a failed transaction leaves one behind). */
  decisions: number;
  /** Decoded documents kept, and the summed size of their states. */
  docs: number;
  docsBytes: number;
}

/**
 * A document's heap is 12–16 times its encoded state (1.9 MB for a 150 KB state, 4 KB for a
 * 264-byte one). 8 MB of states holds 32 documents at the size limit (about 100 MB of heap at
 * worst), and 2,000 small documents (every phase of 250 teams) take about 10 MB.
 */
const DEFAULT_LIMITS: PhaseDocCacheLimits = { decisions: 64, docs: 2_000, docsBytes: 32 * MAX_DOC_STATE_BYTES };

/** How many versions the phase_data row's snapshot may lag behind (the tail a load reads at most, normally). */
export const DEFAULT_COMPACT_EVERY = 50;

/** The updates' bytes (base64) after the row's snapshot past which a snapshot is due whatever the version. */
export const DEFAULT_COMPACT_BYTES = 64 * 1024;

/** The key of a decision: the document and the version its event takes. */
export const decisionKey = (teamId: string, phaseNumber: number, version: number) => `${teamId}:${phaseNumber}:${version}`;

export class PhaseDocCache {
  /** Yjs work done, for measuring (bench/doc-growth.bench.ts): whole-state encodes and decodes. */
  readonly stats = { encodes: 0, decodes: 0 };
  private readonly base64Of = new WeakMap<Uint8Array, string>();
  private readonly decisions = new Map<string, Decision>();
  /** Least recently used first. */
  private readonly docs = new Map<PhaseDocState, Y.Doc>();
  private docsBytes = 0;

  constructor(
    private readonly limits: PhaseDocCacheLimits = DEFAULT_LIMITS,
    /** The phase_data row's snapshot is written when it is this many versions behind (1: every version). */
    public compactEvery = DEFAULT_COMPACT_EVERY,
    /** ...or when the updates after the snapshot pass this many bytes (base64). */
    public compactBytes = DEFAULT_COMPACT_BYTES,
  ) {}

  /** A state's base64 text (remembered for its bytes). */
  stateToBase64(state: Uint8Array): string {
    let text = this.base64Of.get(state);
    if (text === undefined) this.base64Of.set(state, (text = updateToBase64(state)));
    return text;
  }

  /** The whole document as one update (counted). */
  encode(doc: Y.Doc): Uint8Array {
    this.stats.encodes++;
    return encodeState(doc);
  }

  /** Remembers what a decision left behind for the event at `key` (decisionKey). */
  rememberDecision(key: string, decision: Decision) {
    this.decisions.delete(key);
    this.decisions.set(key, decision);
    if (this.decisions.size > this.limits.decisions) this.decisions.delete(this.decisions.keys().next().value!);
  }

  /** The decision that made the event at `key` with this update, if this process made it. */
  decision(key: string, update: string): Decision | undefined {
    const d = this.decisions.get(key);
    return d && d.update === update ? d : undefined;
  }

  /** The same, forgotten here: the decider's evolve hands its document on to the state it makes. */
  takeDecision(key: string, update: string): Decision | undefined {
    const d = this.decisions.get(key);
    if (!d) return undefined;
    this.decisions.delete(key);
    return d.update === update ? d : undefined;
  }

  /** A decision's document encoded (once; the decider's next state starts from these bytes). */
  encodedOf(d: Decision): Uint8Array | null {
    if (!d.encoded && d.doc) d.encoded = this.encode(d.doc);
    return d.encoded ?? null;
  }

  /**
   * Folds updates (base64) into a state (base64; null for an empty document): the new state,
   * its answers. For a fold no decision of this process made (a rebuild, events of before).
   */
  fold(base: string | null, updates: readonly string[]): { state: string; bytes: Uint8Array; values: PhaseData } {
    this.stats.decodes++;
    const doc = docFromState(base ? updateFromBase64(base) : null);
    for (const u of updates) Y.applyUpdate(doc, updateFromBase64(u));
    const bytes = this.encode(doc);
    const state = updateToBase64(bytes);
    this.base64Of.set(bytes, state);
    return { state, bytes, values: readValues(doc) };
  }

  /**
   * Keeps `doc` as the decoded document of `state`. A decision takes it out (deciding changes
   * it, so only one decision may have it) and hands it on for the state it makes; a refused
   * change leaves its document behind (it holds the refused edit), and the next decision
   * decodes the state again.
   */
  handDoc(state: PhaseDocState, doc: Y.Doc) {
    if (this.docs.has(state)) this.dropDoc(state);
    this.docs.set(state, doc);
    this.docsBytes += state.bytes;
    while (this.docs.size > this.limits.docs || this.docsBytes > this.limits.docsBytes) this.dropDoc(this.docs.keys().next().value!);
  }

  private dropDoc(state: PhaseDocState) {
    this.docs.delete(state);
    this.docsBytes -= state.bytes;
  }

  /** The document that holds `state`: the one handed on for it, or decoded. The caller owns it. */
  takeDoc(state: PhaseDocState): Y.Doc {
    const doc = this.docs.get(state);
    if (doc) {
      this.dropDoc(state);
      return doc;
    }
    if (state.base || state.tail.length > 0) this.stats.decodes++;
    return docOfState(state);
  }
}
