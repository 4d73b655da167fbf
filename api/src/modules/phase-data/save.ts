import { formAnswers, parsePhaseNumber, type EventMetadata } from '@fit/events';
import type { Services } from '../../context.js';
import { parseTeamId } from '../teams/handle.js';
import type { PhaseDataRecord } from './phase-data.read.js';
import { docRooms } from './collab/rooms.js';
import { teamExists } from './handle.js';
import { ERASED_TEAM_MESSAGE, notFound, teamSubject } from '@fit/events';
import { keyringOf } from '../../privacy/keyring.js';

/**
 * The save of REST and GraphQL: the phase is to hold exactly `data`, applied by the document's
 * room as the smallest change against the document (what teammates type elsewhere in it stays),
 * and sent to every open page at once. The answer is the document's answers after the change.
 */
export async function savePhaseData(s: Services, m: EventMetadata, input: { teamId: unknown; phaseNumber: unknown; data: unknown }): Promise<PhaseDataRecord> {
  const teamId = parseTeamId(input.teamId);
  const phaseNumber = parsePhaseNumber(input.phaseNumber);
  const em = s.orm.em.fork();
  if (!(await teamExists(s, em, teamId))) throw notFound('Team not found');
  // An erased team takes no answers (its key is gone); the keyring holds the answer after the first save.
  const ring = keyringOf(s.orm);
  await ring.prepareWith(em, [teamSubject(teamId)]);
  if (ring.isErased(teamSubject(teamId))) throw notFound(ERASED_TEAM_MESSAGE);
  const values = await docRooms(s).save(teamId, phaseNumber, m.actor, input.data);
  return { teamId, phaseNumber, data: formAnswers(phaseNumber, values), updatedAt: new Date() };
}
