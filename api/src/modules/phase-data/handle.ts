import type { EntityManager } from '@mikro-orm/postgresql';
import {
  docOfState,
  encodeState,
  formAnswers,
  parsePhaseNumber,
  phaseDocStreamId,
  readValues,
  saveClientId,
  stateAsUpdate,
  updateFromBase64,
  type EventMetadata,
  type PhaseDocCommand,
  type PhaseDocState,
} from '@fit/events';
import { executeRead, handleCommand, mapRead, type CommandSpec, type Read } from '../../commands/handle.js';
import type { Services } from '../../context.js';
import { perServices } from '../../read-cache.js';
import { rowDoc } from '../../projections/phase-data/phase-data.projection.js';
import type { PhaseDataRow } from '../../projections/phase-data/phase-data.entity.js';
import { parseTeamId } from '../teams/handle.js';
import type { PhaseDataRecord } from './phase-data.read.js';
import { phaseDocDecider, phaseDocs } from './doc-cache.js';

type LoadedRow = Pick<PhaseDataRow, 'doc' | 'doc_version' | 'data'> & { updates: string[] | null; last: number | null };

/**
 * The phase document as the phase_data read model holds it, with what it lacks, in one query:
 * the row's snapshot (`doc`, compacted every so many versions) and the updates of
 * every event after `doc_version` (written in the same transactions as the row, so one
 * statement sees both as of the same moment: nothing stored is missing). The row's answers are
 * current. A cold start reads this, never the whole history; the tail is at most the versions
 * between two snapshots. For a decision (`decoded`), the document decoded here is handed on: the
 * decision on this state takes it rather than decoding it again.
 */
const phaseDocRead = (teamId: string, phaseNumber: number, decoded = false): Read<{ version: number; state: PhaseDocState; complete: true } | null> => ({
  sql: `select p.doc, p.doc_version, p.data, t.updates, t.last
          from phase_data p
          left join lateral (
            select array_agg(e.data->>'update' order by e.version) as updates, max(e.version) as last
              from events e where e.stream_id = ? and e.version > p.doc_version
          ) t on true
         where p.team_id = ? and p.phase_number = ?`,
  params: [phaseDocStreamId(teamId, phaseNumber), teamId, phaseNumber],
  parse: ([row]: LoadedRow[]) => {
    if (!row) return null;
    const base = row.doc ? updateFromBase64(row.doc) : row.data ? encodeState(rowDoc(row, teamId, phaseNumber)) : null;
    const tail = (row.updates ?? []).map(updateFromBase64);
    const bytes = tail.reduce((n, u) => n + u.length, base?.length ?? 0);
    const state: PhaseDocState = { version: Number(row.last ?? row.doc_version), base, tail, bytes, values: row.data };
    if (decoded) phaseDocs.handDoc(state, phaseDocs.takeDoc(state));
    return { version: state.version, state, complete: true };
  },
});
/** The stored document as one update and its version (a room's replica starts from it), or null when none is stored. */
export const loadPhaseDoc = async (em: EntityManager, teamId: string, phaseNumber: number): Promise<{ version: number; update: Uint8Array } | null> => {
  const loaded = await executeRead(em, phaseDocRead(teamId, phaseNumber));
  const update = loaded && stateAsUpdate(loaded.state);
  return loaded && update ? { version: loaded.version, update } : null;
};

/** Teams are never deleted, so a team seen once need not be looked up again. */
const knownTeams = perServices(() => new Set<string>());
const teamExistsRead = (known: Set<string>, teamId: string): Read<boolean> => ({
  sql: 'select exists (select 1 from teams where id = ?) as exists',
  params: [teamId],
  parse: ([{ exists }]: { exists: boolean }[]) => {
    if (exists) {
      if (known.size > 50_000) known.clear();
      known.add(teamId);
    }
    return exists;
  },
});
export const teamExists = async (s: Services, em: EntityManager, teamId: string) => {
  const known = knownTeams(s);
  return known.has(teamId) || executeRead(em, teamExistsRead(known, teamId));
};

type DocCommandOf<T> = T extends PhaseDocCommand ? Omit<T, 'teamId' | 'phaseNumber' | 'team'> : never;

function docCommand(s: Services, metadata: EventMetadata, teamId: string, phaseNumber: number, command: DocCommandOf<PhaseDocCommand>, origin?: string) {
  const known = knownTeams(s);
  const spec: CommandSpec<PhaseDocCommand, any, PhaseDocState> = {
    decider: phaseDocDecider,
    streamId: phaseDocStreamId(teamId, phaseNumber),
    metadata,
    // A known team needs no read, so the command can be decided before its transaction opens.
    command: known.has(teamId)
      ? ({ ...command, teamId, phaseNumber, team: { exists: true } } as PhaseDocCommand)
      : mapRead(teamExistsRead(known, teamId), (exists) => ({ ...command, teamId, phaseNumber, team: { exists } }) as PhaseDocCommand),
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
    data: formAnswers(phaseNumber, state.values ?? readValues(docOfState(state))),
    updatedAt: new Date(events.at(-1)?.metadata.at ?? m.at),
  };
}
