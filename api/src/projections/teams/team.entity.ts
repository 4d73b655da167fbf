import { defineEntity, p } from '@mikro-orm/core';
import type { EntityOf, RowOf } from '../row.js';

/** One row per team: what the header, the dashboard, the showcase and the export read. */
export const TeamEntity = defineEntity({
  name: 'Team',
  tableName: 'teams',
  properties: {
    id: p.uuid().primary(),
    code: p.string(),
    name: p.string(),
    avatarIcon: p.string().nullable(),
    currentPhase: p.integer(),
    cohortTag: p.string().nullable(),
    accessToken: p.string(),
    submittedWebsiteUrl: p.string().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    /** When its key was destroyed: name, token and website are then gone (docs/PRIVACY.md). */
    erasedAt: p.datetime().nullable(),
    /** When the team asked to be erased, until an instructor erases it. */
    erasureRequestedAt: p.datetime().nullable(),
  },
});

export type Team = EntityOf<typeof TeamEntity>;
export type TeamRow = RowOf<typeof TeamEntity>;
