import { defineEntity, p } from '@mikro-orm/core';
import type { Vote } from '@fit/events';
import type { EntityOf, RowOf } from '../row.js';

export const BallotEntity = defineEntity({
  name: 'Ballot',
  tableName: 'ballots',
  properties: {
    cohortTag: p.string().primary(),
    voterTeamId: p.uuid().primary(),
    votes: p.json<Vote[]>(),
    receipt: p.string(),
    position: p.bigint('string'),
    castAt: p.datetime(),
  },
});

export type Ballot = EntityOf<typeof BallotEntity>;
export type BallotRow = RowOf<typeof BallotEntity>;
