import {
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
import { phaseDocs } from '../../modules/phase-data/doc-cache.js';

/** The document a row holds: its doc, or one built from answers saved before documents. */
export function rowDoc(row: Pick<PhaseDataRow, 'doc' | 'data'> | null, teamId: string, phaseNumber: number): Y.Doc {
  if (row?.doc) return docFromState(updateFromBase64(row.doc));
  if (row?.data) return legacyDoc(teamId, phaseNumber, row.data);
  return docFromState(null);
}

function evolve(row: PhaseDataRow | null, e: Stored<PhaseDataSaved | PhaseDocUpdated>): PhaseDataRow {
  const { teamId, phaseNumber } = e.data;
  if (e.type === 'PhaseDataSaved') {
    // Before documents a save replaced the answers; a later document update starts from them.
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
      updated_at: e.metadata.at,
    };
  }
  // A row from before documents (answers, no doc) starts from the document its answers make.
  const prior = row?.doc ?? (row?.data ? updateToBase64(encodeState(rowDoc(row, teamId, phaseNumber))) : null);
  const { state, values } = phaseDocs.fold(prior, e.data.update);
  return {
    team_id: teamId,
    phase_number: phaseNumber,
    data: values,
    doc: state,
    doc_version: e.version,
    updated_at: e.metadata.at,
  };
}

/**
 * Each team's answers for each phase: the merged phase document (compacted, so a load reads
 * one row) and its field values, which every reader uses (REST, GraphQL, prompt, CSV).
 */
export const phaseDataProjection = defineProjection<TeamEvent | PhaseDocEvent, PhaseDataRow>()({
  name: 'phase_data',
  table: 'phase_data',
  keyColumns: ['team_id', 'phase_number'],
  // Live, only the phase's document stream writes its row (PhaseDataSaved is no longer decided).
  streamOwned: true,
  on: {
    PhaseDataSaved: evolve,
    PhaseDocUpdated: evolve,
    TeamCreated: null,
    TeamAvatarChanged: null,
    TeamAdvanced: null,
    WebsiteSubmitted: null,
    TeamAssignedToCohort: null,
    TeamUnassignedFromCohort: null,
  },
  keysOf: (e) => [{ team_id: e.data.teamId, phase_number: e.data.phaseNumber }],
});
