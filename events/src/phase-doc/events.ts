import type { DomainEvent } from '../shared/decider.js';

/**
 * What a change did to one field's text: `[index, remove, insert]` (UTF-16 code units, as
 * JavaScript strings count them): the text after is before.slice(0, index) + insert +
 * before.slice(index + remove). A field the document no longer lists is null.
 */
export type FieldEdit = [index: number, remove: number, insert: string] | null;

/**
 * One change to a team's phase document: a Yjs update, base64-encoded, holding only what the
 * change added or deleted. Merged updates of several members may arrive as one event.
 *
 * `edits` (absent in events stored before it was added): what the change did to the answers of
 * the fields it touched, computed once by the decision, which has the document in memory. The
 * phase_data row's values follow them without Yjs; the document itself is only folded into the
 * row's compacted snapshot every so many versions.
 */
export type PhaseDocUpdated = DomainEvent<'PhaseDocUpdated', { teamId: string; phaseNumber: number; update: string; edits?: Record<string, FieldEdit> }>;

export type PhaseDocEvent = PhaseDocUpdated;

/** One stream per team and phase, so teammates on different phases never contend. */
export const phaseDocStreamId = (teamId: string, phaseNumber: number) => `phasedoc-${teamId}-${phaseNumber}`;
