import {
  docFromState, encodeState, legacyDoc, readValues, setValues, stableClientId, updateFromBase64, updateToBase64, Y,
  type PhaseData,
} from '@fit/events';
import type { Projection, Row } from '../projection.js';

/** The document a row holds: its doc, or one built from answers saved before documents. */
export function rowDoc(row: Row | null, teamId: string, phaseNumber: number): Y.Doc {
  if (row?.doc) return docFromState(updateFromBase64(row.doc as string));
  if (row?.data) return legacyDoc(teamId, phaseNumber, row.data as PhaseData);
  return docFromState(null);
}

/**
 * Each team's answers for each phase: the merged phase document (compacted, so a load reads
 * one row) and its field values, which every reader uses (REST, GraphQL, prompt, CSV).
 */
export const phaseDataProjection: Projection = {
  name: 'phase_data',
  table: 'phase_data',
  keyColumns: ['team_id', 'phase_number'],
  handles: new Set(['PhaseDataSaved', 'PhaseDocUpdated']),
  // Live, only the phase's document stream writes its row (PhaseDataSaved is no longer decided).
  streamOwned: true,
  keysOf: (e) => [{ team_id: e.data.teamId, phase_number: e.data.phaseNumber }],
  evolve(row, e) {
    const { teamId, phaseNumber } = e.data;
    if (e.type === 'PhaseDataSaved') {
      // Before documents a save replaced the answers; a later document update starts from them.
      const doc = row?.doc ? rowDoc(row, teamId, phaseNumber) : null;
      if (doc) {
        doc.clientID = stableClientId(`${teamId}:${phaseNumber}:${e.position}`);
        setValues(doc, e.data.data);
      }
      return {
        team_id: teamId, phase_number: phaseNumber, data: doc ? readValues(doc) : e.data.data,
        doc: doc ? updateToBase64(encodeState(doc)) : null, doc_version: row?.doc_version ?? 0, updated_at: e.metadata.at,
      };
    }
    const doc = rowDoc(row, teamId, phaseNumber);
    Y.applyUpdate(doc, updateFromBase64(e.data.update));
    return {
      team_id: teamId, phase_number: phaseNumber, data: readValues(doc),
      doc: updateToBase64(encodeState(doc)), doc_version: e.version, updated_at: e.metadata.at,
    };
  },
};
