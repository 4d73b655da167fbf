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
import type { PhaseDocState } from './state.js';
import { addedContent, changeProblem } from './check.js';
import { Y, applyAndCapture, hasMissingDependencies, readValues, readValuesAfter, sameValues, setValues, touchedIds, updateToBase64 } from './doc.js';
import type { PhaseDocCache } from './cache.js';

export const docTooLarge = () =>
  `The answers of this phase have reached their size limit (${MAX_DOC_STATE_BYTES / 1024} KB, edit history included): delete some text to go on`;

/**
 * The phase document's decider, working with a process's cache of decoded documents and folds
 * (cache.ts): the write path makes one and shares it with the phase_data projection.
 */
export function createPhaseDocDecider(cache: PhaseDocCache): Decider<PhaseDocCommand, PhaseDocEvent, PhaseDocState> {
  return { decide: (command, state) => decide(cache, command, state), evolve: (state, event) => evolve(cache, state, event), initialState: () => ({ update: null }) };
}

function decide(cache: PhaseDocCache, command: PhaseDocCommand, state: PhaseDocState): PhaseDocEvent[] {
  if (!command.team.exists) throw notFound('Team not found');
  const { phaseNumber } = command;
  // A save of the answers the document already holds changes nothing: known without the document.
  const data = command.type === 'SetPhaseValues' ? parsePhaseData(command.data, phaseNumber) : null;
  if (data && state.values && sameValues(data, state.values)) return [];
  // The previous decision's document when it was handed on (doc.ts), else decoded: it is this
  // decision's to change, and is handed on again when the change is accepted or changes nothing.
  const doc = cache.takeDoc(state.update);
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
      problem = watched(() => setValues(doc, data!, null, state.values));
      break;
    }
  }
  if (problem) throw badInput(problem);
  const captured = change as Uint8Array | null;
  if (!captured) {
    if (state.update) cache.handDoc(state.update, doc);
    return [];
  }
  // The encoded state after the change is at most the state before plus the change: checked
  // without encoding the document. Deleting is always allowed: it is how a full document shrinks.
  if (grew && (state.update?.length ?? 0) + captured.length > MAX_DOC_STATE_BYTES) throw badInput(docTooLarge());
  const update = updateToBase64(captured);
  // The document after the change is what folding the event into the state gives (evolve, the projection).
  const values = state.values ? readValuesAfter(doc, state.values, touched) : readValues(doc);
  cache.rememberFold(state.update ? cache.stateToBase64(state.update) : null, update, doc, values);
  return [{ type: 'PhaseDocUpdated', data: { teamId: command.teamId, phaseNumber, update } }];
}

function evolve(cache: PhaseDocCache, state: PhaseDocState, event: PhaseDocEvent): PhaseDocState {
  const prior = state.update ? cache.stateToBase64(state.update) : null;
  const { bytes: update, values } = cache.fold(prior, event.data.update);
  const doc = cache.takeFoldedDoc(prior, event.data.update);
  if (doc) cache.handDoc(update, doc);
  return { update, values };
}
