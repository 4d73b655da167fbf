/**
 * The phase document aggregate: a team's answers for one phase as a CRDT. Edits never
 * conflict; the rules are about what may enter the log: only a known team's document, only
 * well-formed updates within the size limits, and only answers the read model can hold.
 */
import type { Decider } from '../shared/decider.js';
import { badInput, conflict, notFound } from '../shared/errors.js';
import { MAX_DOC_UPDATE_BYTES } from '../shared/constants.js';
import { parsePhaseData } from '../shared/validation.js';
import type { PhaseDocCommand } from './commands.js';
import type { PhaseDocEvent } from './events.js';
import type { PhaseDocState } from './state.js';
import { Y, applyAndCapture, docFromState, foldUpdate, hasMissingDependencies, readValues, rememberFold, setValues, updateFromBase64, updateToBase64 } from './doc.js';

/** NUL and lone surrogates cannot be stored by PostgreSQL: refused like any other bad text. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The answers after a change must be ones the REST save would accept; returns them. */
function checkValues(doc: Y.Doc) {
  const values = readValues(doc);
  parsePhaseData(values);
  for (const [id, value] of Object.entries(values)) {
    if (UNSTORABLE.test(id) || UNSTORABLE.test(value)) throw badInput(`Field "${id}" holds characters that cannot be stored`);
  }
  return values;
}

function decide(command: PhaseDocCommand, state: PhaseDocState): PhaseDocEvent[] {
  if (!command.team.exists) throw notFound('Team not found');
  const { phaseNumber } = command;
  const doc = docFromState(state.update);
  let change: Uint8Array | null;
  switch (command.type) {
    case 'ApplyDocUpdate': {
      if (!(command.update instanceof Uint8Array) || command.update.length === 0) throw badInput('A document update is required');
      if (command.update.length > MAX_DOC_UPDATE_BYTES) throw badInput(`A document update may be at most ${MAX_DOC_UPDATE_BYTES} bytes`);
      try {
        change = applyAndCapture(doc, () => Y.applyUpdate(doc, command.update));
      } catch {
        throw badInput('Malformed document update');
      }
      if (hasMissingDependencies(doc)) throw conflict('The update builds on changes this document does not have; reload the page');
      break;
    }
    case 'SetPhaseValues': {
      const data = parsePhaseData(command.data);
      doc.clientID = command.clientId;
      change = applyAndCapture(doc, () => setValues(doc, data));
      break;
    }
  }
  if (!change) return [];
  const values = checkValues(doc);
  const update = updateToBase64(change);
  // The document after the change is what folding the event into the state gives (evolve, the projection).
  rememberFold(state.update ? updateToBase64(state.update) : null, update, doc, values);
  return [{ type: 'PhaseDocUpdated', data: { teamId: command.teamId, phaseNumber, update } }];
}

function evolve(state: PhaseDocState, event: PhaseDocEvent): PhaseDocState {
  const { state: next, values } = foldUpdate(state.update ? updateToBase64(state.update) : null, event.data.update);
  return { update: updateFromBase64(next), values };
}

export const phaseDocDecider: Decider<PhaseDocCommand, PhaseDocEvent, PhaseDocState> = {
  decide,
  evolve,
  initialState: () => ({ update: null }),
};
