import type { EntityManager } from '@mikro-orm/postgresql';
import { CohortEntity, type Cohort } from '../../projections/cohorts/cohort.entity.js';

/** A cohort as the cohorts read model holds it. */
export type CohortRecord = Cohort;

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
  createdAt: c.createdAt.toISOString(),
});

export const findCohort = (em: EntityManager, tag: string): Promise<Cohort | null> => em.findOne(CohortEntity, { tag });
export const listCohorts = (em: EntityManager, archived: boolean): Promise<Cohort[]> =>
  em.find(CohortEntity, { archived }, { orderBy: { createdAt: 'desc', tag: 'asc' } });
