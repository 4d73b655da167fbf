import { defineEntity, p } from '@mikro-orm/core';
import type { RevealStage } from '@fit/events';
import type { EntityOf, RowOf } from '../row.js';

export const CohortEntity = defineEntity({
  name: 'Cohort',
  tableName: 'cohorts',
  properties: {
    tag: p.string().primary(),
    name: p.string(),
    description: p.string().nullable(),
    /** The teams' pages' default language (docs/PRODUCT.md#languages). */
    language: p.string().nullable(),
    votingOpen: p.boolean(),
    resultsVisible: p.boolean(),
    archived: p.boolean(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    /** The instructor-driven show (see reveal.read.ts); null while no one drives it. */
    revealStage: p.smallint().$type<RevealStage>().nullable(),
    revealRehearsal: p.boolean().default(false),
  },
});

export type Cohort = EntityOf<typeof CohortEntity>;
export type CohortRow = RowOf<typeof CohortEntity>;
