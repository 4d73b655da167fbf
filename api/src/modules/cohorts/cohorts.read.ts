import type { EntityManager } from '@mikro-orm/postgresql';
import { BallotEntity, CohortEntity, TeamEntity } from '../../projections/entities.js';
import type { TeamRecord } from '../teams/teams.read.js';

export interface CohortRecord {
  tag: string;
  name: string;
  description?: string | null;
  votingOpen: boolean;
  resultsVisible: boolean;
  archived: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** The instructor-driven show (see reveal.read.ts); null while no one drives it. */
  revealStage?: number | null;
  revealRehearsal?: boolean;
}

export interface CohortJson {
  tag: string;
  name: string;
  description: string | null;
  votingOpen: boolean;
  resultsVisible: boolean;
  archived: boolean;
  createdAt: string;
}

export const cohortJson = (c: CohortRecord): CohortJson => ({
  tag: c.tag,
  name: c.name,
  description: c.description ?? null,
  votingOpen: c.votingOpen,
  resultsVisible: c.resultsVisible,
  archived: c.archived,
  createdAt: new Date(c.createdAt).toISOString(),
});

export const findCohort = (em: EntityManager, tag: string) => em.findOne(CohortEntity, { tag }) as Promise<CohortRecord | null>;
export const listCohorts = (em: EntityManager, archived: boolean) =>
  em.find(CohortEntity, { archived }, { orderBy: { createdAt: 'desc', tag: 'asc' } }) as Promise<CohortRecord[]>;

/*
 * A cohort's teams and who of them has voted, for many cohorts in one query each: the admin
 * list (REST) and the Cohort.teams / Cohort.votedTeamIds fields (GraphQL, batched per request)
 * read the same rows in the same order — teams by name (then id, so equal names keep one
 * order), voters in the order they voted.
 */

export async function teamsOfCohorts(em: EntityManager, tags: readonly string[]): Promise<Map<string, TeamRecord[]>> {
  const byTag = new Map<string, TeamRecord[]>(tags.map((t) => [t, []]));
  if (!tags.length) return byTag;
  const teams = (await em.find(TeamEntity, { cohortTag: { $in: [...tags] } }, { orderBy: { name: 'asc', id: 'asc' } })) as TeamRecord[];
  for (const t of teams) byTag.get(t.cohortTag!)?.push(t);
  return byTag;
}

export async function votersOfCohorts(em: EntityManager, tags: readonly string[]): Promise<Map<string, string[]>> {
  const byTag = new Map<string, string[]>(tags.map((t) => [t, []]));
  if (!tags.length) return byTag;
  const ballots = (await em.find(BallotEntity, { cohortTag: { $in: [...tags] } }, { orderBy: { position: 'asc' } })) as { cohortTag: string; voterTeamId: string }[];
  for (const b of ballots) byTag.get(b.cohortTag)?.push(b.voterTeamId);
  return byTag;
}
