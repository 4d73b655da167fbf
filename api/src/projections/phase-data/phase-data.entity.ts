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
    /** A snapshot of the Yjs document (base64), written every so many versions; null for answers saved before documents. Not selected by em.find. */
    doc: p.text().nullable().lazy(true, false),
    /** The phase document stream's version that `doc` holds: loads read the events after it too. */
    docVersion: p.integer(),
    /** The bytes of those events' updates (base64): a snapshot is also due when they pass the replica's compactBytes (events/src/phase-doc/replica.ts). */
    docTailBytes: p.integer().default(0),
    updatedAt: p.datetime(),
  },
});

export type PhaseDataEntry = EntityOf<typeof PhaseDataEntity>;
export type PhaseDataRow = RowOf<typeof PhaseDataEntity>;
