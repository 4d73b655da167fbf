import { defineEntity, p } from '@mikro-orm/core';
import type { EntityOf, RowOf } from '../row.js';

export const TallyEntity = defineEntity({
  name: 'Tally',
  tableName: 'tallies',
  properties: {
    cohortTag: p.string().primary(),
    teamId: p.uuid().primary(),
    points: p.integer(),
    r1: p.integer(),
    r2: p.integer(),
    r3: p.integer(),
  },
});

export type Tally = EntityOf<typeof TallyEntity>;
export type TallyRow = RowOf<typeof TallyEntity>;
