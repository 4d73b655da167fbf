import type { PhaseData } from '../team/events.js';

/**
 * The merged document at a stream version, as a base state and the updates after it (so that
 * no decision or fold encodes the whole document per change). `base` is an encoded state
 * (the phase_data row's compacted snapshot, or one the write path encoded since); `tail` the
 * updates of the versions after it, in order. base + tail is the document (Yjs updates commute
 * and are idempotent, so a base that already holds some of the tail is fine too).
 */
export interface PhaseDocState {
  /** The stream version the state is at (0: nothing stored). */
  version: number;
  /** An encoded state of the document (deleted text garbage-collected); null: empty. */
  base: Uint8Array | null;
  /** The updates after `base`, in order. */
  tail: readonly Uint8Array[];
  /**
   * base + tail in bytes: the size the decider checks a change against before it encodes the
   * document (exact when the tail is empty; merging updates only ever saves bytes in practice).
   */
  bytes: number;
  /** The document's answers, when known without reading the document (folded with the events). */
  values?: PhaseData;
}

export const emptyPhaseDocState = (): PhaseDocState => ({ version: 0, base: null, tail: [], bytes: 0, values: {} });
