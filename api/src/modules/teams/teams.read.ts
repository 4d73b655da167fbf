import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamEntity, type Team, type TeamRow } from '../../projections/teams/team.entity.js';
import { executeBound } from '../../projections/projection.js';
import { entityFromRow } from '../../projections/row.js';

/** A team as the teams read model holds it (its entity): what every door maps to its answer. */
export type { Team };

/** A team in REST answers. */
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
  /** Its key was destroyed: its name reads "Erased team" and its answers are gone (docs/PRIVACY.md). */
  erased: boolean;
  /** When the team asked to be erased (null: it has not, or it was erased). */
  erasureRequestedAt: string | null;
  /** Present only for the team's own session and for admins. */
  accessToken?: string;
}

export function teamJson(t: Team, withToken: boolean): TeamJson {
  const json: TeamJson = {
    id: t.id,
    code: t.code,
    name: t.name,
    avatarIcon: t.avatarIcon ?? null,
    currentPhase: t.currentPhase,
    cohortTag: t.cohortTag ?? null,
    submittedWebsiteUrl: t.submittedWebsiteUrl ?? null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    erased: !!t.erasedAt,
    erasureRequestedAt: t.erasureRequestedAt ? t.erasureRequestedAt.toISOString() : null,
  };
  // An erased team has no token (its column holds a marker no login accepts).
  if (withToken && !t.erasedAt) json.accessToken = t.accessToken;
  return json;
}

/**
 * One team by a unique column: one bound statement, its row in the entity's shape (entityFromRow).
 * `findOne`, and even `em.map`, spend more CPU building the query and tracking the entity than
 * the lookup costs the database (the join screen's `GET /api/teams/{code}` is hot).
 */
async function findTeamWhere(em: EntityManager, column: 'code' | 'id' | 'access_token', value: string): Promise<Team | null> {
  const [row] = await executeBound<TeamRow>(em, `select * from teams where ${column} = ?`, [value]);
  return row ? entityFromRow(TeamEntity, row) : null;
}
export const findTeamByCode = (em: EntityManager, code: string) => findTeamWhere(em, 'code', code);
export const findTeamById = (em: EntityManager, id: string) => findTeamWhere(em, 'id', id);
export const findTeamByToken = (em: EntityManager, accessToken: string) => findTeamWhere(em, 'access_token', accessToken);
export const listTeams = (em: EntityManager): Promise<Team[]> => em.find(TeamEntity, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
export const listTeamsOfCohort = (em: EntityManager, cohortTag: string): Promise<Team[]> => em.find(TeamEntity, { cohortTag }, { orderBy: { name: 'asc', id: 'asc' } });
