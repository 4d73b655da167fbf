import type { EntityManager } from '@mikro-orm/postgresql';
import { CohortEntity } from '../../projections/entities.js';

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
