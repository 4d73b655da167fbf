import {
  MAX_PHASE,
  MIN_PHASE,
  applyEdits,
  docFromState,
  encodeState,
  legacyDoc,
  readValues,
  setValues,
  stableClientId,
  updateFromBase64,
  updateToBase64,
  Y,
  type PhaseDataSaved,
  type PhaseDocEvent,
  type PhaseDocUpdated,
  type TeamEvent,
} from '@fit/events';
import { defineProjection, type Stored } from '../projection.js';
import type { PhaseDataRow } from './phase-data.entity.js';

/** The document a row's `doc` holds: its snapshot, or one built from answers saved before documents. */
export function rowDoc(row: Pick<PhaseDataRow, 'doc' | 'data'> | null, teamId: string, phaseNumber: number): Y.Doc {
  if (row?.doc) return docFromState(updateFromBase64(row.doc));
  if (row?.data) return legacyDoc(teamId, phaseNumber, row.data);
  return docFromState(null);
}

/** The row's document with `update` applied, as a snapshot and its answers: for a row whose snapshot is the whole document before the event. */
function fold(row: PhaseDataRow | null, teamId: string, phaseNumber: number, update: string) {
  const doc = rowDoc(row, teamId, phaseNumber);
  Y.applyUpdate(doc, updateFromBase64(update));
  return { state: updateToBase64(encodeState(doc)), values: readValues(doc) };
}

function evolve(row: PhaseDataRow | null, e: Stored<PhaseDataSaved | PhaseDocUpdated>): PhaseDataRow {
  const { teamId, phaseNumber } = e.data;
  if (e.type === 'PhaseDataSaved') {
    // Before documents a save replaced the answers; a later document update starts from them.
    // Saves were only ever made before a phase's document had updates, so a snapshot here holds every one.
    const doc = row?.doc ? rowDoc(row, teamId, phaseNumber) : null;
    if (doc) {
      doc.clientID = stableClientId(`${teamId}:${phaseNumber}:${e.position}`);
      setValues(doc, e.data.data);
    }
    return {
      team_id: teamId,
      phase_number: phaseNumber,
      data: doc ? readValues(doc) : e.data.data,
      doc: doc ? updateToBase64(encodeState(doc)) : null,
      doc_version: row?.doc_version ?? 0,
      doc_tail_bytes: row?.doc_tail_bytes ?? 0,
      updated_at: e.metadata.at,
    };
  }
  const { update, edits } = e.data;
  // Live, the room that holds the document hands its snapshot over with the event when one is
  // due. Without one, the answers follow the event's edits, and the document stays the snapshot
  // plus the updates after it (loads read both). A row without a snapshot (the document's first
  // event in a rebuild, answers from before documents), and an event from before events carried
  // their edits (whose row's snapshot is then always the document before it), fold the update.
  const snapshot = typeof e.carried?.snapshot === 'string' ? e.carried.snapshot : null;
  const folded = !snapshot && (!edits || !row?.doc) ? fold(row, teamId, phaseNumber, update) : null;
  const data = edits && row ? applyEdits(row.data, edits) : (folded?.values ?? applyEdits({}, edits ?? {}));
  const compacted = snapshot ?? folded?.state ?? null;
  return {
    team_id: teamId,
    phase_number: phaseNumber,
    data,
    doc: compacted ?? row!.doc,
    doc_version: compacted ? e.version : row!.doc_version,
    doc_tail_bytes: compacted ? 0 : (row?.doc_tail_bytes ?? 0) + update.length,
    updated_at: e.metadata.at,
  };
}

const PHASE_NUMBERS = Array.from({ length: MAX_PHASE - MIN_PHASE + 1 }, (_, i) => MIN_PHASE + i);

/**
 * Each team's answers for each phase: their field values, which every reader uses (REST,
 * GraphQL, prompt, CSV), current with every event (the events' edits, no Yjs), and the phase
 * document compacted into a snapshot (`doc`) with the stream version it holds (`doc_version`),
 * written again only when the room holding the document hands a new one over with an event
 * (every so many versions or bytes). A load reads the row and the events after `doc_version` in
 * one query (modules/phase-data/handle.ts). A pure fold of the events: a rebuild, which has no
 * snapshots handed over, gives the same answers and a document of the same content.
 */
export const phaseDataProjection = defineProjection<TeamEvent | PhaseDocEvent, PhaseDataRow>()({
  name: 'phase_data',
  table: 'phase_data',
  keyColumns: ['team_id', 'phase_number'],
  // Live, only the phase's document stream writes its row (PhaseDataSaved is no longer decided).
  streamOwned: true,
  // The snapshot (tens of KB) is written only when it changed, not with every round's answers.
  writesChangedOnly: ['doc', 'doc_version'],
  // A round of typing changes a field or two: only those answers are sent, merged into the row's.
  mergesChangedKeys: ['data'],
  compacted: ['doc', 'doc_version', 'doc_tail_bytes'],
  on: {
    PhaseDataSaved: evolve,
    PhaseDocUpdated: evolve,
    TeamCreated: null,
    TeamAvatarChanged: null,
    TeamAdvanced: null,
    WebsiteSubmitted: null,
    TeamAssignedToCohort: null,
    TeamUnassignedFromCohort: null,
    TeamErasureRequested: null,
    // An erased team's answers and documents are gone from the read model, as from the log's reach.
    TeamErased: () => null,
  },
  keysOf: (e) =>
    e.type === 'TeamErased'
      ? PHASE_NUMBERS.map((phase_number) => ({ team_id: e.data.teamId, phase_number }))
      : [{ team_id: e.data.teamId, phase_number: e.data.phaseNumber }],
});
