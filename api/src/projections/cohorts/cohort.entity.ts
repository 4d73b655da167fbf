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
    /** When it was archived (null while not): its retention counts from here. */
    archivedAt: p.datetime().nullable(),
    /** Days its teams' personal data is kept after archiving (docs/PRIVACY.md#retention); null: no limit. */
    retentionDays: p.integer().nullable(),
  },
});

export type Cohort = EntityOf<typeof CohortEntity>;
export type CohortRow = RowOf<typeof CohortEntity>;
