import type { FieldEdit } from './events.js';

/**
 * A change the room holding the document has applied and checked against the phase's form
 * (replica.ts), to be stored. `team.exists`: whether the team exists, as read by the handler
 * (documents belong to existing teams).
 */
export interface RecordDocChange {
  type: 'RecordDocChange';
  teamId: string;
  phaseNumber: number;
  team: { exists: boolean };
  /** The Yjs update: only what the change added or deleted. */
  update: Uint8Array;
  /** What it did to the answers of the fields it touched, relative to the answers at `base`. */
  edits: Record<string, FieldEdit>;
  /** The stream version the room's document held every stored change of when it made the change. */
  base: number;
  /** Whether the change inserted anything (deleting is always allowed: it is how a full document shrinks). */
  grew: boolean;
  /** The document's encoded size after the change: exact near the size limit, an upper bound below it. */
  bytes: number;
  /** The whole document after the change (base64), when a compacted snapshot is due. */
  snapshot?: string;
}

export type PhaseDocCommand = RecordDocChange;
