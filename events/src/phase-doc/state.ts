import type { PhaseData } from '../team/events.js';

/** The merged document as one Yjs update (deleted text garbage-collected); null before any change. */
export interface PhaseDocState {
  update: Uint8Array | null;
  /** The document's answers, when the state was made by folding an event (they come with the fold). */
  values?: PhaseData;
}
