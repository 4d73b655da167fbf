import type { EntityManager } from '@mikro-orm/postgresql';
import { erasureDueAt } from '@fit/events';
import { CohortEntity, type Cohort } from '../../projections/cohorts/cohort.entity.js';
import { TeamEntity, type Team } from '../../projections/teams/team.entity.js';
import { BallotEntity } from '../../projections/ballots/ballot.entity.js';

/** A cohort as the cohorts read model holds it. */
export type CohortRecord = Cohort;

export interface CohortJson {
  tag: string;
  name: string;
  description: string | null;
  language: string | null;
  votingOpen: boolean;
  resultsVisible: boolean;
  archived: boolean;
  createdAt: string;
  /** When it was archived (null while not). */
  archivedAt: string | null;
  /** Days its teams' personal data is kept after archiving; null: no limit (docs/PRIVACY.md#retention). */
  retentionDays: number | null;
  /** When the retention job erases its teams: archivedAt + retentionDays (null: never, as things stand). */
  erasureDueAt: string | null;
}

export const cohortJson = (c: CohortRecord): CohortJson => ({
  tag: c.tag,
  name: c.name,
  description: c.description ?? null,
  language: c.language ?? null,
  votingOpen: c.votingOpen,
  resultsVisible: c.resultsVisible,
  archived: c.archived,
  createdAt: c.createdAt.toISOString(),
  archivedAt: c.archivedAt ? c.archivedAt.toISOString() : null,
  retentionDays: c.retentionDays ?? null,
  erasureDueAt: erasureDueAt(c.archivedAt ?? null, c.retentionDays ?? null)?.toISOString() ?? null,
});

export const findCohort = (em: EntityManager, tag: string): Promise<Cohort | null> => em.findOne(CohortEntity, { tag });
export const listCohorts = (em: EntityManager, archived: boolean): Promise<Cohort[]> =>
  em.find(CohortEntity, { archived }, { orderBy: { createdAt: 'desc', tag: 'asc' } });

/*
 * A cohort's teams and who of them has voted, for many cohorts in one query each: the admin
 * list (REST) and the Cohort.teams / Cohort.votedTeamIds fields (GraphQL, batched per request)
 * read the same rows in the same order — teams by name (then id, so equal names keep one
 * order), voters in the order they voted.
 */

export async function teamsOfCohorts(em: EntityManager, tags: readonly string[]): Promise<Map<string, Team[]>> {
  const byTag = new Map<string, Team[]>(tags.map((t) => [t, []]));
  if (!tags.length) return byTag;
  const teams = await em.find(TeamEntity, { cohortTag: { $in: [...tags] } }, { orderBy: { name: 'asc', id: 'asc' } });
  for (const t of teams) if (t.cohortTag) byTag.get(t.cohortTag)?.push(t);
  return byTag;
}

export async function votersOfCohorts(em: EntityManager, tags: readonly string[]): Promise<Map<string, string[]>> {
  const byTag = new Map<string, string[]>(tags.map((t) => [t, []]));
  if (!tags.length) return byTag;
  const ballots = await em.find(BallotEntity, { cohortTag: { $in: [...tags] } }, { orderBy: { position: 'asc' } });
  for (const b of ballots) byTag.get(b.cohortTag)?.push(b.voterTeamId);
  return byTag;
}
