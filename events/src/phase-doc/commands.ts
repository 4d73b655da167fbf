/**
 * teamId and phaseNumber as the door parsed them; team: whether the team exists, as read by the
 * handler (documents belong to existing teams).
 */
interface OnTeam {
  teamId: string;
  phaseNumber: number;
  team: { exists: boolean };
}

/** A member's edits from the live connection: a Yjs update. */
export type ApplyDocUpdate = OnTeam & { type: 'ApplyDocUpdate'; update: Uint8Array };
/**
 * The REST/GraphQL save: the phase is to hold exactly `data`, applied as a change against the
 * current document. clientId is the Yjs client id the change is written under (saveClientId).
 */
export type SetPhaseValues = OnTeam & { type: 'SetPhaseValues'; data: unknown; clientId: number };

export type PhaseDocCommand = ApplyDocUpdate | SetPhaseValues;
