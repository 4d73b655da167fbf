/**
 * The Yjs work a process spares itself between decisions on phase documents. One instance
 * belongs to the process's phase-document write path (api/src/modules/phase-data/doc-cache.ts),
 * shared by its decider and the phase_data projection; nothing here is a module global.
 *
 * - Base64 texts of states, remembered for their bytes: the decider keys its folds by the prior
 *   state's text, and encoding a 256 KB state again on every round (twice) was a good part of
 *   the garbage a large document made.
 * - Recent folds (prior state + update → new state and answers): the decider's evolve and the
 *   projection fold each new update into the same state one right after the other.
 * - Decoded documents by the state they hold: decoding costs far more than any change (about
 *   20 ms for a 150 KB state, 0.3 s for 50,000 edits), and an autosave would otherwise decode its
 *   document on every save.
 */
import { MAX_DOC_STATE_BYTES } from '../shared/constants.js';
import type { PhaseData } from '../team/events.js';
import { Y, docFromState, encodeState, readValues, updateFromBase64, updateToBase64 } from './doc.js';

/**
 * A document state (base64) with one more update folded in: the new state (base64, as the
 * phase_data row stores it, and its bytes, as the decider's state holds them) and its answers.
 */
export interface Fold {
  state: string;
  bytes: Uint8Array;
  values: PhaseData;
}

export interface PhaseDocCacheLimits {
  /** Folds remembered. */
  folds: number;
  /** Decoded documents kept, and the summed size of their encoded states. */
  docs: number;
  docsBytes: number;
}

/**
 * A document's heap is 12–16 times its encoded state (1.9 MB for a 150 KB state, 4 KB for a
 * 264-byte one). 8 MB of states holds 32 documents at the size limit (about 100 MB of heap at
 * worst), and 2,000 small documents (every phase of 250 teams) take about 10 MB.
 */
const DEFAULT_LIMITS: PhaseDocCacheLimits = { folds: 64, docs: 2_000, docsBytes: 32 * MAX_DOC_STATE_BYTES };

export class PhaseDocCache {
  private readonly base64Of = new WeakMap<Uint8Array, string>();
  private readonly folds = new Map<string, Fold & { prior: string; doc?: Y.Doc }>();
  /** Least recently used first. */
  private readonly docs = new Map<Uint8Array, Y.Doc>();
  private docsBytes = 0;

  constructor(private readonly limits: PhaseDocCacheLimits = DEFAULT_LIMITS) {}

  /** A state's base64 text (remembered for its bytes). */
  stateToBase64(state: Uint8Array): string {
    let text = this.base64Of.get(state);
    if (text === undefined) this.base64Of.set(state, (text = updateToBase64(state)));
    return text;
  }

  /** A document's state as one update, its bytes and their base64 text (remembered for the bytes). */
  private encoded(doc: Y.Doc): { bytes: Uint8Array; state: string } {
    const bytes = encodeState(doc);
    const state = updateToBase64(bytes);
    this.base64Of.set(bytes, state);
    return { bytes, state };
  }

  private remember(update: string, fold: Fold & { prior: string; doc?: Y.Doc }) {
    this.folds.set(update, fold);
    if (this.folds.size > this.limits.folds) this.folds.delete(this.folds.keys().next().value!);
  }

  /**
   * Folds an update (base64) into a document state (base64; null for an empty document). The
   * result is a pure function of the two, so a recent fold of the same update into the same
   * prior state is reused.
   */
  fold(prior: string | null, update: string): Fold {
    const hit = this.folds.get(update);
    if (hit && hit.prior === (prior ?? '')) return hit;
    const doc = docFromState(prior ? updateFromBase64(prior) : null);
    Y.applyUpdate(doc, updateFromBase64(update));
    const fold = { prior: prior ?? '', ...this.encoded(doc), values: readValues(doc) };
    this.remember(update, fold);
    return fold;
  }

  /**
   * Remembers the fold of `update` into `prior` when the caller already holds its result: `doc`
   * is the prior document with the update applied (the decider's, right after deciding it), and
   * `values` its answers. The decider's evolve and the projection then fold without rebuilding
   * the document. The new state is encoded here once, in full: the phase_data row stores the
   * compacted document (a load reads one row), and the next decision measures its size by it.
   */
  rememberFold(prior: string | null, update: string, doc: Y.Doc, values: PhaseData) {
    this.remember(update, { prior: prior ?? '', ...this.encoded(doc), values, doc });
  }

  /**
   * The document a decision left behind for the fold of `update` into `prior`, once: evolve hands
   * it on to the state it makes (handDoc), so the next decision on that state need not decode it.
   */
  takeFoldedDoc(prior: string | null, update: string): Y.Doc | undefined {
    const hit = this.folds.get(update);
    if (!hit || hit.prior !== (prior ?? '') || !hit.doc) return undefined;
    const doc = hit.doc;
    hit.doc = undefined;
    return doc;
  }

  /**
   * Keeps `doc` as the decoded document of `state` (the exact bytes object of a decider's state).
   * A decision takes it out (deciding changes it, so only one decision may have it) and hands it
   * on for the state it makes; a refused change leaves its document behind (it holds the refused
   * edit), and the next decision decodes the state again.
   */
  handDoc(state: Uint8Array, doc: Y.Doc) {
    if (this.docs.delete(state)) this.docsBytes -= state.length;
    this.docs.set(state, doc);
    this.docsBytes += state.length;
    while (this.docs.size > this.limits.docs || this.docsBytes > this.limits.docsBytes) {
      const oldest = this.docs.keys().next().value!;
      this.docs.delete(oldest);
      this.docsBytes -= oldest.length;
    }
  }

  /** The document that holds `state`: the one handed on for it, or decoded. The caller owns it. */
  takeDoc(state: Uint8Array | null | undefined): Y.Doc {
    const doc = state ? this.docs.get(state) : undefined;
    if (!doc) return docFromState(state);
    this.docs.delete(state!);
    this.docsBytes -= state!.length;
    return doc;
  }
}
