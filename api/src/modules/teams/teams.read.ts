import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamEntity } from '../../projections/entities.js';


export interface TeamJson {
  id: string;
  code: string;
  name: string;
  avatarIcon: string | null;
  currentPhase: number;
  cohortTag: string | null;
  submittedWebsiteUrl: string | null;
  createdAt: string;
  updatedAt: string;
  /** Present only for the team's own session and for admins. */
  accessToken?: string;
}

export interface TeamRecord {
  id: string;
  code: string;
  name: string;
  avatarIcon?: string | null;
  currentPhase: number;
  cohortTag?: string | null;
  accessToken: string;
  submittedWebsiteUrl?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function teamJson(t: TeamRecord, withToken: boolean): TeamJson {
  const json: TeamJson = {
    id: t.id,
    code: t.code,
    name: t.name,
    avatarIcon: t.avatarIcon ?? null,
    currentPhase: t.currentPhase,
    cohortTag: t.cohortTag ?? null,
    submittedWebsiteUrl: t.submittedWebsiteUrl ?? null,
    createdAt: new Date(t.createdAt).toISOString(),
    updatedAt: new Date(t.updatedAt).toISOString(),
  };
  if (withToken) json.accessToken = t.accessToken;
  return json;
}

export const findTeamByCode = (em: EntityManager, code: string) =>
  em.findOne(TeamEntity, { code }) as Promise<TeamRecord | null>;
export const findTeamById = (em: EntityManager, id: string) =>
  em.findOne(TeamEntity, { id }) as Promise<TeamRecord | null>;
export const findTeamByToken = (em: EntityManager, accessToken: string) =>
  em.findOne(TeamEntity, { accessToken }) as Promise<TeamRecord | null>;
export const listTeams = (em: EntityManager) =>
  em.find(TeamEntity, {}, { orderBy: { createdAt: 'asc', id: 'asc' } }) as Promise<TeamRecord[]>;
export const listTeamsOfCohort = (em: EntityManager, cohortTag: string) =>
  em.find(TeamEntity, { cohortTag }, { orderBy: { name: 'asc', id: 'asc' } }) as Promise<TeamRecord[]>;
