import type { EntityManager } from '@mikro-orm/postgresql';
import {
  docFromState,
  encodeState,
  formAnswers,
  parsePhaseNumber,
  phaseDocStreamId,
  readValues,
  saveClientId,
  type EventMetadata,
  type PhaseDocCommand,
  type PhaseDocState,
} from '@fit/events';
import { executeRead, handleCommand, mapRead, type CommandSpec, type Read } from '../../commands/handle.js';
import type { Services } from '../../context.js';
import { rowDoc } from '../../projections/phase-data/phase-data.projection.js';
import type { PhaseDataRow } from '../../projections/phase-data/phase-data.entity.js';
import { parseTeamId } from '../teams/handle.js';
import type { PhaseDataRecord } from './phase-data.read.js';
import { phaseDocDecider, phaseDocs } from './doc-cache.js';

/**
 * The phase document as the phase_data read model holds it (folded and compacted in the same
 * transactions as its events): a cold start reads this one row, then only newer events. For a
 * decision (`decoded`), the document decoded here is handed on: the decision on this state takes
 * it rather than decoding it again, and compares a save with its answers before touching it.
 */
const phaseDocRead = (teamId: string, phaseNumber: number, decoded = false): Read<{ version: number; state: PhaseDocState } | null> => ({
  sql: 'select doc, doc_version, data from phase_data where team_id = ? and phase_number = ?',
  params: [teamId, phaseNumber],
  parse: ([row]: Pick<PhaseDataRow, 'doc' | 'doc_version' | 'data'>[]) => {
    if (!row) return null;
    const doc = rowDoc(row, teamId, phaseNumber);
    const update = encodeState(doc);
    if (!decoded) return { version: Number(row.doc_version), state: { update } };
    phaseDocs.handDoc(update, doc);
    return { version: Number(row.doc_version), state: { update, values: readValues(doc) } };
  },
});
export const loadPhaseDoc = (em: EntityManager, teamId: string, phaseNumber: number) => executeRead(em, phaseDocRead(teamId, phaseNumber));

/** Teams are never deleted, so a team seen once need not be looked up again. */
const knownTeams = new WeakMap<Services, Set<string>>();
const isKnownTeam = (s: Services, teamId: string) => knownTeams.get(s)?.has(teamId) ?? false;
const teamExistsRead = (s: Services, teamId: string): Read<boolean> => ({
  sql: 'select exists (select 1 from teams where id = ?) as exists',
  params: [teamId],
  parse: ([{ exists }]: { exists: boolean }[]) => {
    if (exists) {
      let known = knownTeams.get(s);
      if (!known) knownTeams.set(s, (known = new Set()));
      if (known.size > 50_000) known.clear();
      known.add(teamId);
    }
    return exists;
  },
});
export const teamExists = async (s: Services, em: EntityManager, teamId: string) => isKnownTeam(s, teamId) || executeRead(em, teamExistsRead(s, teamId));

type DocCommandOf<T> = T extends PhaseDocCommand ? Omit<T, 'teamId' | 'phaseNumber' | 'team'> : never;

function docCommand(s: Services, metadata: EventMetadata, teamId: string, phaseNumber: number, command: DocCommandOf<PhaseDocCommand>, origin?: string) {
  const spec: CommandSpec<PhaseDocCommand, any, PhaseDocState> = {
    decider: phaseDocDecider,
    streamId: phaseDocStreamId(teamId, phaseNumber),
    metadata,
    // A known team needs no read, so the command can be decided before its transaction opens.
    command: isKnownTeam(s, teamId)
      ? ({ ...command, teamId, phaseNumber, team: { exists: true } } as PhaseDocCommand)
      : mapRead(teamExistsRead(s, teamId), (exists) => ({ ...command, teamId, phaseNumber, team: { exists } }) as PhaseDocCommand),
    snapshot: phaseDocRead(teamId, phaseNumber, true),
    // Edits never conflict; a lost race with a teammate's update on another instance is simply decided again.
    retries: 10,
    origin,
  };
  return handleCommand(s, spec);
}

/** Members' edits from live connections (merged per room and round); `origin`: the one connection they came from. */
export async function applyDocUpdate(s: Services, metadata: EventMetadata, teamId: string, phaseNumber: number, update: Uint8Array, origin?: string) {
  return docCommand(s, metadata, teamId, phaseNumber, { type: 'ApplyDocUpdate', update }, origin);
}

/**
 * The save of REST and GraphQL: the phase is to hold exactly `data`, applied as the smallest
 * change against the current document, so what teammates type elsewhere in it stays. The
 * answer is the document's values after the change.
 */
export async function savePhaseData(s: Services, m: EventMetadata, input: { teamId: unknown; phaseNumber: unknown; data: unknown }): Promise<PhaseDataRecord> {
  const teamId = parseTeamId(input.teamId);
  const phaseNumber = parsePhaseNumber(input.phaseNumber);
  const { events, state } = await docCommand(s, m, teamId, phaseNumber, { type: 'SetPhaseValues', data: input.data, clientId: saveClientId(teamId, phaseNumber) });
  return {
    teamId,
    phaseNumber,
    data: formAnswers(phaseNumber, state.values ?? readValues(docFromState(state.update))),
    updatedAt: new Date(events.at(-1)?.metadata.at ?? m.at),
  };
}
