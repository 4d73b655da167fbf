/**
 * The phase document aggregate: a team's answers for one phase as a CRDT. Edits never
 * conflict; the rules are about what may enter the log: only a known team's document, only
 * well-formed updates within the size limits, and only answers of the phase's form, as text
 * within their limits (check.ts; the same rule for the live update and the REST save).
 */
import type { Decider } from '../shared/decider.js';
import { badInput, conflict, notFound } from '../shared/errors.js';
import { MAX_DOC_STATE_BYTES, MAX_DOC_UPDATE_BYTES } from '../shared/constants.js';
import { parsePhaseData } from '../phases/answers.js';
import type { PhaseDocCommand } from './commands.js';
import type { PhaseDocEvent } from './events.js';
import { emptyPhaseDocState, type PhaseDocState } from './state.js';
import { addedContent, changeProblem } from './check.js';
import {
  Y,
  applyAndCapture,
  applyEdits,
  docOfState,
  fieldEdits,
  hasMissingDependencies,
  readValues,
  readValuesAfter,
  sameValues,
  setValues,
  touchedIds,
  updateFromBase64,
  updateToBase64,
} from './doc.js';
import { decisionKey, type PhaseDocCache } from './cache.js';

/** Within this many bytes of the size limit, every change encodes the document (the next check is then exact). */
const NEAR_LIMIT_BYTES = 16 * 1024;

export const docTooLarge = () =>
  `The answers of this phase have reached their size limit (${MAX_DOC_STATE_BYTES / 1024} KB, edit history included): delete some text to go on`;

/**
 * The phase document's decider, working with a process's cache of decoded documents and folds
 * (cache.ts): the write path makes one and shares it with the phase_data projection.
 */
export function createPhaseDocDecider(cache: PhaseDocCache): Decider<PhaseDocCommand, PhaseDocEvent, PhaseDocState> {
  return { decide: (command, state) => decide(cache, command, state), evolve: (state, event) => evolve(cache, state, event), initialState: emptyPhaseDocState };
}

function decide(cache: PhaseDocCache, command: PhaseDocCommand, state: PhaseDocState): PhaseDocEvent[] {
  if (!command.team.exists) throw notFound('Team not found');
  const { phaseNumber } = command;
  // A save of the answers the document already holds changes nothing: known without the document.
  const data = command.type === 'SetPhaseValues' ? parsePhaseData(command.data, phaseNumber) : null;
  if (data && state.values && sameValues(data, state.values)) return [];
  // The previous decision's document when it was handed on (doc.ts), else decoded: it is this
  // decision's to change, and is handed on again when the change is accepted or changes nothing.
  const doc = cache.takeDoc(state);
  // The answers before the change: the state's, or read before the change (a cold state only).
  const before = state.values ?? readValues(doc);
  let change: Uint8Array | null = null;
  let problem: string | null;
  let grew = false;
  const touched = new Set<string>();
  const watched = (apply: () => void) =>
    changeProblem(
      doc,
      phaseNumber,
      () => {
        change = applyAndCapture(doc, apply);
      },
      (tr) => {
        grew ||= addedContent(tr);
        touchedIds(doc, tr, touched);
      },
    );
  switch (command.type) {
    case 'ApplyDocUpdate': {
      const { update } = command;
      if (!(update instanceof Uint8Array) || update.length === 0) throw badInput('A document update is required');
      if (update.length > MAX_DOC_UPDATE_BYTES) throw badInput(`A document update may be at most ${MAX_DOC_UPDATE_BYTES} bytes`);
      try {
        problem = watched(() => Y.applyUpdate(doc, update));
      } catch {
        throw badInput('Malformed document update');
      }
      if (hasMissingDependencies(doc)) throw conflict('The update builds on changes this document does not have; reload the page');
      break;
    }
    case 'SetPhaseValues': {
      doc.clientID = command.clientId;
      // Only the fields whose text differs from the state's answers are read and changed.
      problem = watched(() => setValues(doc, data!, null, before));
      break;
    }
  }
  if (problem) throw badInput(problem);
  const captured = change as Uint8Array | null;
  if (!captured) {
    cache.handDoc(state, doc);
    return [];
  }
  // The encoded state after the change is at most the state before plus the change: refused
  // when that passes the limit, checked without encoding the document. The state knows its
  // size exactly when its tail is empty, else an upper bound (base + tail: merged, updates take
  // fewer bytes than apart); only when the bound says "too large" is the state before encoded
  // (decoded again: rare, see below). Deleting is always allowed: it is how a full document shrinks.
  let encoded: Uint8Array | undefined;
  if (state.bytes + captured.length > MAX_DOC_STATE_BYTES - NEAR_LIMIT_BYTES) {
    if (grew && state.bytes + captured.length > MAX_DOC_STATE_BYTES) {
      const prior = state.tail.length === 0 ? state.bytes : cache.encode(docOfState(state)).length;
      if (prior + captured.length > MAX_DOC_STATE_BYTES) throw badInput(docTooLarge());
    }
    // Near the limit the document is encoded with each change, so the next state knows its size exactly.
    encoded = cache.encode(doc);
  }
  const update = updateToBase64(captured);
  const values = readValuesAfter(doc, before, touched);
  // The document after the change is what the event's evolve (and the projection) start from.
  cache.rememberDecision(decisionKey(command.teamId, phaseNumber, state.version + 1), { update, doc, values, ...(encoded ? { encoded } : {}) });
  return [{ type: 'PhaseDocUpdated', data: { teamId: command.teamId, phaseNumber, update, edits: fieldEdits(before, values, touched) } }];
}

/**
 * The state after an event: the decision's document when this process made it (handed on, and
 * its encoded bytes as the new base when the projection or the size check encoded it), else the
 * update joins the tail. A tail grown long (events heard from other processes, a decider without
 * the projection) is compacted from the decision's document.
 */
function evolve(cache: PhaseDocCache, state: PhaseDocState, event: PhaseDocEvent): PhaseDocState {
  const version = state.version + 1;
  const { teamId, phaseNumber, update, edits } = event.data;
  const d = cache.takeDecision(decisionKey(teamId, phaseNumber, version), update);
  const values = d ? d.values : edits && state.values ? applyEdits(state.values, edits) : undefined;
  if (d?.doc && !d.encoded && state.tail.length + 1 >= 2 * cache.compactEvery) cache.encodedOf(d);
  let next: PhaseDocState;
  if (d?.encoded) next = { version, base: d.encoded, tail: [], bytes: d.encoded.length };
  else {
    const bytes = updateFromBase64(update);
    next = { version, base: state.base, tail: [...state.tail, bytes], bytes: state.bytes + bytes.length };
  }
  if (values) next.values = values;
  if (d?.doc) cache.handDoc(next, d.doc);
  return next;
}
