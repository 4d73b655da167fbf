import { defineEntity, p } from '@mikro-orm/core';
import type { EntityOf, RowOf } from '../row.js';

/** A team's answers for one phase, and the compacted document they come from. */
export const PhaseDataEntity = defineEntity({
  name: 'PhaseData',
  tableName: 'phase_data',
  properties: {
    teamId: p.uuid().primary(),
    phaseNumber: p.integer().primary(),
    data: p.json<Record<string, string>>(),
    /** The compacted Yjs document (base64); null for answers saved before documents. Not selected by em.find. */
    doc: p.text().nullable().lazy(true, false),
    /** The phase document stream's version that `doc` includes. */
    docVersion: p.integer(),
    updatedAt: p.datetime(),
  },
});

export type PhaseDataEntry = EntityOf<typeof PhaseDataEntity>;
export type PhaseDataRow = RowOf<typeof PhaseDataEntity>;
