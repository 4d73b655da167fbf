import type { EntityManager } from '@mikro-orm/postgresql';
import {
  encodeState,
  phaseDocDecider,
  phaseDocStreamId,
  teamSubject,
  updateFromBase64,
  type Actor,
  type EventMetadata,
  type PhaseDocCommand,
  type PhaseDocState,
  type Round,
  type StoredDocument,
} from '@fit/events';
import { executeRead, handleCommand, mapRead, type CommandSpec, type Read } from '../../commands/handle.js';
import type { Services } from '../../context.js';
import { perServices } from '../../read-cache.js';
import { rowDoc } from '../../projections/phase-data/phase-data.projection.js';
import type { PhaseDataRow } from '../../projections/phase-data/phase-data.entity.js';
import { keyringOf, type Keyring } from '../../privacy/keyring.js';
import { openData } from '../../privacy/sealing.js';

type LoadedRow = Pick<PhaseDataRow, 'doc' | 'doc_version' | 'doc_tail_bytes' | 'data'> & { updates: unknown[] | null; last: number | null };

/**
 * The phase document as the phase_data read model holds it, with what it lacks, in one query:
 * the row's snapshot (`doc`, compacted every so many versions) and the updates of every event
 * after `doc_version` (written in the same transactions as the row, so one statement sees both
 * as of the same moment: nothing stored is missing). The row's answers are current. A room
 * loads this, never the whole history; the tail is at most the versions between two snapshots.
 * The tail's events are stored sealed: each is opened with the team's key (prepared by the caller).
 */
const storedDocumentRead = (ring: Keyring, teamId: string, phaseNumber: number): Read<StoredDocument | null> => ({
  sql: `select p.doc, p.doc_version, p.doc_tail_bytes, p.data, t.updates, t.last
          from phase_data p
          left join lateral (
            select jsonb_agg(e.data order by e.version) as updates, max(e.version) as last
              from events e where e.stream_id = ? and e.version > p.doc_version
          ) t on true
         where p.team_id = ? and p.phase_number = ?`,
  params: [phaseDocStreamId(teamId, phaseNumber), teamId, phaseNumber],
  parse: ([row]: LoadedRow[]) => {
    if (!row) return null;
    // Answers saved before phases were documents have no snapshot: their document is built as every replica builds it.
    const base = row.doc ? updateFromBase64(row.doc) : row.data ? encodeState(rowDoc(row, teamId, phaseNumber)) : null;
    return {
      version: Number(row.last ?? row.doc_version),
      base,
      baseVersion: row.doc ? row.doc_version : 0,
      tail: (row.updates ?? []).map((data) => updateFromBase64((openData(ring, 'PhaseDocUpdated', data) as { update: string }).update)),
      tailBytes: row.doc_tail_bytes ?? 0,
      values: row.data,
    };
  },
});

/** The stored document (a room's replica starts from it), or null when none is stored. */
export async function loadPhaseDoc(em: EntityManager, teamId: string, phaseNumber: number): Promise<StoredDocument | null> {
  const ring = keyringOf(em);
  await ring.prepareWith(em, [teamSubject(teamId)]);
  return executeRead(em, storedDocumentRead(ring, teamId, phaseNumber));
}

/** The stream's version: all the phase document's decider needs (it decides on the room's facts). */
const streamVersionRead = (streamId: string): Read<{ version: number; state: PhaseDocState; complete: true }> => ({
  sql: 'select coalesce(max(version), 0)::int as version from events where stream_id = ?',
  params: [streamId],
  parse: ([{ version }]: { version: number }[]) => ({ version, state: { version }, complete: true }),
});

/** The phase document stream's stored version. */
export const streamVersion = async (em: EntityManager, teamId: string, phaseNumber: number): Promise<number> =>
  (await executeRead(em, streamVersionRead(phaseDocStreamId(teamId, phaseNumber)))).version;

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

/**
 * Stores a round of changes the document's room applied (collab/room.ts): decided on the
 * stream's version alone, appended and projected, the snapshot the room took (when due) riding
 * with the event to the phase_data projection. `live`: the id the round's changes were sent to
 * the other processes under, published with the event so they do not send it again.
 */
export function storeDocRound(s: Services, actor: Actor, teamId: string, phaseNumber: number, round: Round, live: string | null) {
  const known = knownTeams(s);
  const metadata: EventMetadata = { actor, requestId: globalThis.crypto.randomUUID(), at: new Date().toISOString() };
  const command = (exists: boolean): PhaseDocCommand => ({ type: 'RecordDocChange', teamId, phaseNumber, team: { exists }, ...round });
  const streamId = phaseDocStreamId(teamId, phaseNumber);
  const spec: CommandSpec<PhaseDocCommand, any, PhaseDocState> = {
    decider: phaseDocDecider,
    streamId,
    metadata,
    // A known team needs no read, so the command can be decided before its transaction opens.
    command: known.has(teamId) ? command(true) : mapRead(teamExistsRead(known, teamId), command),
    snapshot: streamVersionRead(streamId),
    // A lost race with another process's round is decided again (and then refused as stale: the room reads what it lacks).
    retries: 10,
    ...(live ? { origin: live } : {}),
  };
  return handleCommand(s, spec);
}
