import type { EntityManager } from '@mikro-orm/postgresql';
import { formAnswers } from '@fit/events';
import { PhaseDataEntity, type PhaseDataEntry } from '../../projections/phase-data/phase-data.entity.js';

/** A team's answers for one phase, as every reader sees them (the phase_data read model's values). */
export type PhaseDataRecord = Pick<PhaseDataEntry, 'teamId' | 'phaseNumber' | 'data' | 'updatedAt'>;

export const phaseDataJson = (p: PhaseDataRecord) => ({
  teamId: p.teamId,
  phaseNumber: p.phaseNumber,
  data: p.data,
  updatedAt: p.updatedAt.toISOString(),
});

/**
 * Only the fields of the phase's form. The row keeps what the document holds (answers saved
 * before the rule may hold other ids, and a row without a document is where its legacy document
 * is built from, identically everywhere), so the rule is applied where the row is read.
 */
const shown = (p: PhaseDataRecord): PhaseDataRecord => ({
  teamId: p.teamId,
  phaseNumber: p.phaseNumber,
  data: formAnswers(p.phaseNumber, p.data),
  updatedAt: p.updatedAt,
});

export const findPhaseData = async (em: EntityManager, teamId: string, phaseNumber: number): Promise<PhaseDataRecord | null> => {
  const row = await em.findOne(PhaseDataEntity, { teamId, phaseNumber });
  return row ? shown(row) : null;
};

export const listPhaseData = async (em: EntityManager, teamId: string): Promise<PhaseDataRecord[]> =>
  (await em.find(PhaseDataEntity, { teamId }, { orderBy: { phaseNumber: 'asc' } })).map(shown);
