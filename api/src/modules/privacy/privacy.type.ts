import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('ErasureReport', { description: 'What an erasure did (docs/PRIVACY.md#erasure).' })
export class ErasureReportType {
  @Field(() => ID) teamId!: string;
  @Field(() => String, { description: 'instructor | request | retention' }) reason!: string;
  @Field(() => Boolean, { description: 'false when the team was already erased (its copies were let go of again).' }) erasedNow!: boolean;
  @Field(() => Int) sessionsEnded!: number;
  @Field(() => Int) threadsRewritten!: number;
  @Field(() => Int) judgingRowsRewritten!: number;
  @Field(() => Int) exportsDeleted!: number;
}
