/**
 * The phase document aggregate: a team's answers for one phase as a CRDT. Edits never
 * conflict; the rules are about what may enter the log. The rules on the document's content
 * (only the form's fields, as text within their limits: check.ts) need the document, and are
 * applied by the room that holds it as it applies each change (replica.ts); the stream's rules
 * are decided here, on facts alone, without decoding anything.
 */
import type { Decider } from '../shared/decider.js';
import { DomainError, badInput, notFound } from '../shared/errors.js';
import { message, type MessageDescriptor } from '../i18n/message.js';
import { MAX_DOC_STATE_BYTES } from '../shared/constants.js';
import type { PhaseDocCommand } from './commands.js';
import type { PhaseDocEvent } from './events.js';
import { emptyPhaseDocState, type PhaseDocState } from './state.js';
import { updateToBase64 } from './doc.js';

export const docTooLarge = () =>
  message('The answers of this phase have reached their size limit ({size, number} KB, edit history included): delete some text to go on', {
    size: MAX_DOC_STATE_BYTES / 1024,
  });

/** The size rule: a change that inserts may not take the document past its limit. The room applies it too, before it broadcasts. */
export const sizeProblem = (bytes: number, grew: boolean): MessageDescriptor | null => (grew && bytes > MAX_DOC_STATE_BYTES ? docTooLarge() : null);

/**
 * The room's document lacked a change stored since the version it built its change on (another
 * process stored one while it did not own the document): its edits are positions in older text.
 * The room reads what it lacks and makes the change's facts again.
 */
export class StaleDocument extends DomainError {
  constructor() {
    super('CONFLICT', 'The document changed elsewhere; its latest version is being read');
  }
}

export const phaseDocDecider: Decider<PhaseDocCommand, PhaseDocEvent, PhaseDocState> = {
  initialState: emptyPhaseDocState,
  decide(command, state) {
    if (!command.team.exists) throw notFound('Team not found');
    if (command.update.length === 0) throw badInput('A document update is required');
    if (command.base !== state.version) throw new StaleDocument();
    const problem = sizeProblem(command.bytes, command.grew);
    if (problem) throw badInput(problem);
    const { teamId, phaseNumber, edits, snapshot } = command;
    return [
      {
        type: 'PhaseDocUpdated',
        data: { teamId, phaseNumber, update: updateToBase64(command.update), edits },
        // The snapshot goes to the phase_data projection with the event, never into the log.
        ...(snapshot ? { carried: { snapshot } } : {}),
      },
    ];
  },
  evolve: (state) => ({ version: state.version + 1 }),
};
