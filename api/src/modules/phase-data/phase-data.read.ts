import type { EntityManager } from '@mikro-orm/postgresql';
import { PhaseDataEntity, type PhaseDataEntry } from '../../projections/phase-data/phase-data.entity.js';

/** A team's answers for one phase, as every reader sees them (the phase_data read model's values). */
export type PhaseDataRecord = Pick<PhaseDataEntry, 'teamId' | 'phaseNumber' | 'data' | 'updatedAt'>;

export const phaseDataJson = (p: PhaseDataRecord) => ({
  teamId: p.teamId,
  phaseNumber: p.phaseNumber,
  data: p.data,
  updatedAt: p.updatedAt.toISOString(),
});

export const findPhaseData = (em: EntityManager, teamId: string, phaseNumber: number): Promise<PhaseDataRecord | null> =>
  em.findOne(PhaseDataEntity, { teamId, phaseNumber });

export const listPhaseData = (em: EntityManager, teamId: string): Promise<PhaseDataRecord[]> => em.find(PhaseDataEntity, { teamId }, { orderBy: { phaseNumber: 'asc' } });
