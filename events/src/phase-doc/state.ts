/** The merged document as one Yjs update (deleted text garbage-collected); null before any change. */
export interface PhaseDocState {
  update: Uint8Array | null;
}
