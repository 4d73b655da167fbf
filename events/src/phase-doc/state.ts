/**
 * What the phase document's stream holds, as its decider needs it: the version the next change
 * is appended after. The document itself is never decoded here: the room that holds it
 * (api/src/modules/phase-data/collab/room.ts) applies each change and hands the decider the
 * facts it decides on (commands.ts).
 */
export interface PhaseDocState {
  /** The stream version (0: nothing stored). */
  version: number;
}

export const emptyPhaseDocState = (): PhaseDocState => ({ version: 0 });
