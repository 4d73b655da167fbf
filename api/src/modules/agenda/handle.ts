import { randomUUID } from 'node:crypto';
import {
  agendaDeciderFor,
  agendaStreamId,
  parseCohortTag,
  parsePhaseNumber,
  teamDecider,
  teamStreamId,
  type AgendaCommand,
  type EventMetadata,
  type TeamCommand,
} from '@fit/events';
import { handleCommands, mapRead, type CommandSpec, type Read } from '../../commands/handle.js';
import type { Services } from '../../context.js';
import { listTeamsOfCohort } from '../teams/teams.read.js';
import { readAgenda, type AgendaView } from './agenda.read.js';

type Cohort = { exists: boolean; archived: boolean };
type WithoutCohort<C> = C extends unknown ? Omit<C, 'cohort'> : never;

/** The cohort as the command's transaction sees it, so an archived cohort refuses every change. */
const cohortRead = (tag: string): Read<Cohort> => ({
  sql: 'select archived from cohorts where tag = ?',
  params: [tag],
  parse: ([c]: { archived: boolean }[]) => ({ exists: !!c, archived: !!c?.archived }),
});

const agendaSpec = (tag: string, m: EventMetadata, command: WithoutCohort<AgendaCommand>): CommandSpec<AgendaCommand, any, any> => ({
  decider: agendaDeciderFor(tag),
  streamId: agendaStreamId(tag),
  metadata: m,
  command: mapRead(cohortRead(tag), (cohort) => ({ ...command, cohort }) as AgendaCommand),
});

async function run(s: Services, m: EventMetadata, rawTag: unknown, command: WithoutCohort<AgendaCommand>, more: CommandSpec<any, any, any>[] = []): Promise<AgendaView> {
  const tag = parseCohortTag(rawTag);
  await handleCommands(s, [agendaSpec(tag, m, command), ...more]);
  return readAgenda(s.orm.em.fork(), tag);
}

const at = (m: EventMetadata) => m.at;

export const planAgenda = (s: Services, m: EventMetadata, tag: unknown, items: unknown) => run(s, m, tag, { type: 'PlanAgenda', items });
export const startAgenda = (s: Services, m: EventMetadata, tag: unknown) => run(s, m, tag, { type: 'StartAgenda', at: at(m) });
export const pauseAgenda = (s: Services, m: EventMetadata, tag: unknown) => run(s, m, tag, { type: 'PauseAgenda', at: at(m) });
export const resumeAgenda = (s: Services, m: EventMetadata, tag: unknown) => run(s, m, tag, { type: 'ResumeAgenda', at: at(m) });
export const extendAgendaItem = (s: Services, m: EventMetadata, tag: unknown, minutes: unknown, keepEnd: unknown) =>
  run(s, m, tag, { type: 'ExtendAgendaItem', at: at(m), minutes, keepEnd });
export const skipAgendaItem = (s: Services, m: EventMetadata, tag: unknown) => run(s, m, tag, { type: 'SkipAgendaItem', at: at(m) });
export const resetAgenda = (s: Services, m: EventMetadata, tag: unknown) => run(s, m, tag, { type: 'ResetAgenda' });
export const setHold = (s: Services, m: EventMetadata, tag: unknown, phase: unknown) => run(s, m, tag, { type: 'SetHold', phase });
export const releaseHold = (s: Services, m: EventMetadata, tag: unknown) => run(s, m, tag, { type: 'ReleaseHold' });
export const postAnnouncement = (s: Services, m: EventMetadata, tag: unknown, text: unknown) =>
  run(s, m, tag, { type: 'PostAnnouncement', at: at(m), id: randomUUID(), text });
export const withdrawAnnouncement = (s: Services, m: EventMetadata, tag: unknown, id: unknown) =>
  run(s, m, tag, { type: 'WithdrawAnnouncement', id: typeof id === 'string' ? id : '' });

/**
 * Brings every team of the cohort to a phase: the agenda's TeamsBrought (pages move after the
 * notice) and each team's current phase, all in one transaction.
 */
export async function bringTeams(s: Services, m: EventMetadata, rawTag: unknown, input: { phase: unknown; noticeSeconds?: unknown; hold?: unknown }) {
  const tag = parseCohortTag(rawTag);
  const phase = parsePhaseNumber(input.phase);
  const teams = await listTeamsOfCohort(s.orm.em.fork(), tag);
  const moves: CommandSpec<TeamCommand, any, any>[] = teams.map((t) => ({
    decider: teamDecider,
    streamId: teamStreamId(t.id),
    metadata: m,
    command: { type: 'SetCurrentPhase', currentPhase: phase },
  }));
  return run(s, m, tag, { type: 'BringTeams', at: at(m), phase, noticeSeconds: input.noticeSeconds, hold: input.hold }, moves);
}
