import type { EntityManager } from '@mikro-orm/postgresql';
import { PhaseDataEntity } from '../../projections/entities.js';

export interface PhaseDataRecord { teamId: string; phaseNumber: number; data: Record<string, string>; updatedAt: Date }

export const phaseDataJson = (p: PhaseDataRecord) => ({
  teamId: p.teamId,
  phaseNumber: p.phaseNumber,
  data: p.data,
  updatedAt: new Date(p.updatedAt).toISOString(),
});

export const findPhaseData = (em: EntityManager, teamId: string, phaseNumber: number) =>
  em.findOne(PhaseDataEntity, { teamId, phaseNumber }) as Promise<PhaseDataRecord | null>;

export const listPhaseData = (em: EntityManager, teamId: string) =>
  em.find(PhaseDataEntity, { teamId }, { orderBy: { phaseNumber: 'asc' } }) as Promise<PhaseDataRecord[]>;
