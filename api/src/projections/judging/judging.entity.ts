import { defineEntity, p } from '@mikro-orm/core';
import type { JudgingState } from '@fit/events';
import type { EntityOf, RowOf } from '../row.js';

/** A cohort's judging, folded whole by the judging decider's own evolve (events/src/judging). */
export const JudgingEntity = defineEntity({
  name: 'Judging',
  tableName: 'judging',
  properties: {
    cohortTag: p.string().primary(),
    state: p.json<JudgingState>(),
    updatedAt: p.datetime(),
  },
});

export type Judging = EntityOf<typeof JudgingEntity>;
export type JudgingRow = RowOf<typeof JudgingEntity>;
