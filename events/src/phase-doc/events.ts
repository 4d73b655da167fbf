import type { DomainEvent } from '../shared/decider.js';

/**
 * One change to a team's phase document: a Yjs update, base64-encoded, holding only what the
 * change added or deleted. Merged updates of several members may arrive as one event.
 */
export type PhaseDocUpdated = DomainEvent<'PhaseDocUpdated', { teamId: string; phaseNumber: number; update: string }>;

export type PhaseDocEvent = PhaseDocUpdated;

/** One stream per team and phase, so teammates on different phases never contend. */
export const phaseDocStreamId = (teamId: string, phaseNumber: number) => `phasedoc-${teamId}-${phaseNumber}`;
