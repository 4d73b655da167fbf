import {
  applyEdits,
  decisionKey,
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

/** The document a row's `doc` holds: its snapshot, or one built from answers saved before documents. */
export function rowDoc(row: Pick<PhaseDataRow, 'doc' | 'data'> | null, teamId: string, phaseNumber: number): Y.Doc {
  if (row?.doc) return docFromState(updateFromBase64(row.doc));
  if (row?.data) return legacyDoc(teamId, phaseNumber, row.data);
  return docFromState(null);
}

/** A row's snapshot as base64: its doc, or the legacy document its answers make; null for no row. */
const rowBase = (row: PhaseDataRow | null, teamId: string, phaseNumber: number): string | null =>
  row?.doc ?? (row?.data ? updateToBase64(encodeState(rowDoc(row, teamId, phaseNumber))) : null);

/**
 * The updates after a row's snapshot, kept beside the row objects of a fold that met every event
 * of the stream since that snapshot (a rebuild, which has no decision to take the document from):
 * the snapshot is then folded from them when it is due. `count` is how many of `updates` belong
 * to this row (rows are immutable: a later row may share the array and push to it).
 */
interface Tail {
  base: string | null;
  updates: string[];
  count: number;
}
const tails = new WeakMap<PhaseDataRow, Tail>();
const extend = (t: Tail, update: string): Tail => {
  if (t.updates.length === t.count) {
    t.updates.push(update);
    return { base: t.base, updates: t.updates, count: t.count + 1 };
  }
  return { base: t.base, updates: [...t.updates.slice(0, t.count), update], count: t.count + 1 };
};

/**
 * The document after `e` as a snapshot (base64) and its answers, when this process can have it
 * without reading anything: the decision that made `e` (live: encoded here, once), or the row's
 * snapshot and the updates after it that this fold met. Null otherwise.
 */
function snapshotAfter(row: PhaseDataRow | null, e: Stored<PhaseDocUpdated>): { state: string; values: Record<string, string> } | null {
  const { teamId, phaseNumber, update } = e.data;
  const decided = phaseDocs.decision(decisionKey(teamId, phaseNumber, e.version), update);
  const encoded = decided && phaseDocs.encodedOf(decided);
  if (decided && encoded) return { state: phaseDocs.stateToBase64(encoded), values: decided.values };
  const tail = row ? tails.get(row) : undefined;
  if (tail) return phaseDocs.fold(tail.base, [...tail.updates.slice(0, tail.count), update]);
  if (e.version - 1 === (row?.doc_version ?? 0) || !row?.doc) return phaseDocs.fold(rowBase(row, teamId, phaseNumber), [update]);
  return null;
}

function evolve(row: PhaseDataRow | null, e: Stored<PhaseDataSaved | PhaseDocUpdated>): PhaseDataRow {
  const { teamId, phaseNumber } = e.data;
  if (e.type === 'PhaseDataSaved') {
    // Before documents a save replaced the answers; a later document update starts from them.
    const tail = row ? tails.get(row) : undefined;
    const doc = row?.doc
      ? tail
        ? docFromState(updateFromBase64(phaseDocs.fold(tail.base, tail.updates.slice(0, tail.count)).state))
        : rowDoc(row, teamId, phaseNumber)
      : null;
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
  // The snapshot is written at every multiple of `compactEvery` (or at the first event past one
  // it could not be written at), and when the updates after it pass `compactBytes`; a row without one (a new document, answers from before
  // documents) and an event stored before `edits` existed need the document now.
  const every = phaseDocs.compactEvery;
  const mustFold = !edits || !row?.doc;
  const tailBytes = (row?.doc_tail_bytes ?? 0) + update.length;
  const due = mustFold || Math.floor(e.version / every) > Math.floor(row!.doc_version / every) || tailBytes >= phaseDocs.compactBytes;
  let snap = due ? snapshotAfter(row, e) : null;
  // Only a history that mixes events without edits into a tail (none is ever stored so) lands here.
  if (mustFold && !snap) snap = phaseDocs.fold(rowBase(row, teamId, phaseNumber), [update]);
  const next: PhaseDataRow = {
    team_id: teamId,
    phase_number: phaseNumber,
    data: snap ? snap.values : applyEdits(row!.data, edits!),
    doc: snap ? snap.state : row!.doc,
    doc_version: snap ? e.version : row!.doc_version,
    doc_tail_bytes: snap ? 0 : tailBytes,
    updated_at: e.metadata.at,
  };
  // A fold without the decision (a rebuild) keeps the updates since the snapshot beside the row.
  if (!phaseDocs.decision(decisionKey(teamId, phaseNumber, e.version), update)) {
    const tail = row ? tails.get(row) : undefined;
    if (snap) tails.set(next, { base: snap.state, updates: [], count: 0 });
    else if (tail) tails.set(next, extend(tail, update));
    else if (row && e.version - 1 === row.doc_version) tails.set(next, { base: row.doc, updates: [update], count: 1 });
  }
  return next;
}

/**
 * Each team's answers for each phase: their field values, which every reader uses (REST,
 * GraphQL, prompt, CSV), current with every event (the events' edits, no Yjs), and the phase
 * document compacted into a snapshot (`doc`) with the stream version it holds (`doc_version`),
 * written again only at every `compactEvery`-th version (not per change: encoding the whole
 * document is what a large document's write costs). A load reads the row
 * and the events after `doc_version` in one query (modules/phase-data/handle.ts).
 */
export const phaseDataProjection = defineProjection<TeamEvent | PhaseDocEvent, PhaseDataRow>()({
  name: 'phase_data',
  table: 'phase_data',
  keyColumns: ['team_id', 'phase_number'],
  // Live, only the phase's document stream writes its row (PhaseDataSaved is no longer decided).
  streamOwned: true,
  // The snapshot (tens of KB) is written only when it changed, not with every round's answers.
  writesChangedOnly: ['doc', 'doc_version'],
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
