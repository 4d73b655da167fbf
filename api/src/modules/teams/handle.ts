import { randomBytes, randomUUID } from 'node:crypto';
import { teamDecider, teamStreamId, notFound, isUuid, badInput, parsePhaseNumber, parseTeamCode, parseTeamName, type EventMetadata, type TeamCommand } from '@fit/events';
import { message } from '@fit/events/i18n/message';
import { handleCommand, handleCommands, mapRead, type CommandSpec, type Read } from '../../commands/handle.js';
import type { Services } from '../../context.js';
import { findTeamById, type Team } from './teams.read.js';
import { TeamEntity } from '../../projections/teams/team.entity.js';
import { teamsProjection } from '../../projections/teams/teams.projection.js';
import { entityFromRow } from '../../projections/row.js';
import { holdOfTeam } from '../agenda/agenda.read.js';

/** 192 bits from the CSPRNG, URL-safe: the permanent secure link's token. */
export const newAccessToken = () => randomBytes(24).toString('base64url');

export function parseTeamId(raw: unknown): string {
  if (typeof raw !== 'string' || !isUuid(raw)) throw badInput('{what} must be a valid id', { what: message('Team id') });
  return raw;
}

export const teamSpec = (teamId: string, metadata: EventMetadata, command: TeamCommand | Read<TeamCommand>): CommandSpec<TeamCommand, any, any> => ({
  decider: teamDecider,
  streamId: teamStreamId(teamId),
  metadata,
  command,
  uniqueConflicts: { teams_code: 'That team code is already taken. Please try another code.' },
});

async function reload(s: Services, teamId: string): Promise<Team> {
  const team = await findTeamById(s.orm.em.fork(), teamId);
  if (!team) throw notFound('Team not found');
  return team;
}

/** The new team as the teams read model holds it, built from its TeamCreated event (no re-read). */
export async function createTeam(s: Services, metadata: EventMetadata, input: { name: unknown; code: unknown }): Promise<Team> {
  const name = parseTeamName(input.name);
  const code = parseTeamCode(input.code);
  const teamId = randomUUID();
  const { events } = await handleCommand(s, {
    ...teamSpec(teamId, metadata, { type: 'CreateTeam', teamId, name, code, accessToken: newAccessToken() }),
    newStream: true,
  });
  const created = events.find((e) => e.type === 'TeamCreated');
  if (!created || !teamsProjection.accepts(created)) return reload(s, teamId);
  // The teams projection's own row for it, in the entity's shape as a read would return it.
  const row = teamsProjection.evolve(null, created, { id: teamId });
  return row ? entityFromRow(TeamEntity, row) : reload(s, teamId);
}

/** Runs a command on an existing team (404 when there is none) and returns the team after. */
export async function changeTeam(s: Services, metadata: EventMetadata, rawTeamId: unknown, command: TeamCommand | Read<TeamCommand>) {
  const teamId = parseTeamId(rawTeamId);
  // No existence pre-check: the decider refuses a team that does not exist with the same 404.
  await handleCommand(s, teamSpec(teamId, metadata, command));
  return reload(s, teamId);
}

export async function setTeamPhase(s: Services, m: EventMetadata, rawTeamId: unknown, currentPhase: unknown) {
  const phase = parsePhaseNumber(currentPhase);
  const teamId = parseTeamId(rawTeamId);
  // A team moving itself carries its cohort's hold to the decider (which refuses only a move
  // forward past it); an instructor's move is never held.
  const self = m.actor.kind === 'team' || m.actor.kind === 'anonymous';
  const command: TeamCommand | Read<TeamCommand> = self
    ? mapRead(holdOfTeam(teamId), (hold) => ({ type: 'SetCurrentPhase', currentPhase: phase, hold }))
    : { type: 'SetCurrentPhase', currentPhase: phase };
  return changeTeam(s, m, teamId, command);
}

export const changeTeamAvatar = (s: Services, m: EventMetadata, teamId: unknown, avatarIcon: unknown) => {
  if (typeof avatarIcon !== 'string') throw badInput('avatarIcon must be the file name of one of the avatar icons');
  return changeTeam(s, m, teamId, { type: 'ChangeAvatar', avatarIcon });
};

export const submitWebsite = (s: Services, m: EventMetadata, teamId: unknown, websiteUrl: unknown) =>
  changeTeam(s, m, teamId, { type: 'SubmitWebsite', websiteUrl: websiteUrl as string });

/** Assigns every team or none: one transaction for all of them. */
export async function assignTeams(s: Services, m: EventMetadata, cohortTag: string, teamIds: string[]) {
  const em = s.orm.em.fork();
  for (const id of teamIds) if (!(await findTeamById(em, id))) throw notFound('Team {id} not found', { id });
  // The cohort as the transaction sees it, so an archived one refuses every assignment.
  const assign: Read<TeamCommand> = {
    sql: 'select archived from cohorts where tag = ?',
    params: [cohortTag],
    parse: ([cohort]: { archived: boolean }[]) => ({ type: 'AssignToCohort', cohortTag, cohort: { exists: !!cohort, archived: !!cohort?.archived } }),
  };
  await handleCommands(
    s,
    teamIds.map((id) => teamSpec(id, m, assign)),
  );
  return Promise.all(teamIds.map((id) => reload(s, id)));
}

export async function unassignTeams(s: Services, m: EventMetadata, teamIds: string[]) {
  const em = s.orm.em.fork();
  for (const id of teamIds) if (!(await findTeamById(em, id))) throw notFound('Team {id} not found', { id });
  await handleCommands(
    s,
    teamIds.map((id) => teamSpec(id, m, { type: 'UnassignFromCohort' })),
  );
  return Promise.all(teamIds.map((id) => reload(s, id)));
}
