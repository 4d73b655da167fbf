import { cohortDecider, cohortStreamId, notFound, parseCohortTag, type EventMetadata, type CohortCommand } from '@fit/events';
import { handleCommand } from '../../commands/handle.js';
import type { Services } from '../../context.js';
import { findCohort } from './cohorts.read.js';

async function run(s: Services, m: EventMetadata, tag: string, command: CohortCommand) {
  await handleCommand(s, { decider: cohortDecider, streamId: cohortStreamId(tag), metadata: m, command });
  const cohort = await findCohort(s.orm.em.fork(), tag);
  if (!cohort) throw notFound('Cohort not found');
  return cohort;
}

export function createCohort(s: Services, m: EventMetadata, input: { tag: unknown; name: unknown; description?: unknown }) {
  const tag = parseCohortTag(input.tag);
  return run(s, m, tag, {
    type: 'CreateCohort',
    tag,
    name: input.name as string,
    description: (input.description ?? null) as string | null,
  });
}

const pick = (body: Record<string, unknown>) => {
  const out: Omit<Extract<CohortCommand, { type: 'UpdateCohort' }>, 'type'> = {};
  if ('name' in body) out.name = body.name as string;
  if ('description' in body) out.description = body.description as string | null;
  if ('votingOpen' in body) out.votingOpen = body.votingOpen as boolean;
  if ('resultsVisible' in body) out.resultsVisible = body.resultsVisible as boolean;
  if ('language' in body) out.language = body.language;
  return out;
};

export const updateCohort = (s: Services, m: EventMetadata, rawTag: unknown, body: Record<string, unknown>) => {
  const tag = parseCohortTag(rawTag);
  return run(s, m, tag, { type: 'UpdateCohort', ...pick(body) });
};
export const archiveCohort = (s: Services, m: EventMetadata, rawTag: unknown) => run(s, m, parseCohortTag(rawTag), { type: 'ArchiveCohort' });
export const restoreCohort = (s: Services, m: EventMetadata, rawTag: unknown) => run(s, m, parseCohortTag(rawTag), { type: 'RestoreCohort' });
export const stepReveal = (s: Services, m: EventMetadata, rawTag: unknown, stage: unknown, rehearsal: unknown) =>
  run(s, m, parseCohortTag(rawTag), { type: 'StepReveal', stage, rehearsal });
export const releaseReveal = (s: Services, m: EventMetadata, rawTag: unknown) => run(s, m, parseCohortTag(rawTag), { type: 'ReleaseReveal' });
/** How long after archiving the cohort's teams are kept (docs/PRIVACY.md#retention); allowed while archived. */
export const setRetention = (s: Services, m: EventMetadata, rawTag: unknown, days: unknown) => run(s, m, parseCohortTag(rawTag), { type: 'SetRetention', days });
