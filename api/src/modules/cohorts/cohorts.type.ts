import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTime } from 'graphql-scalars';
import type { CohortRecord } from './cohorts.read.js';

/** Resolvers return the read model's cohort; `implements` keeps each field's type the column's. */
@ObjectType('Cohort')
export class CohortType implements Pick<CohortRecord, 'tag' | 'name' | 'description' | 'votingOpen' | 'resultsVisible' | 'archived' | 'createdAt'> {
  @Field(() => String) tag!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The language its teams' pages start in (en, es, de or ar) for a member who has not chosen one; null: each browser's preferred languages.",
  })
  language!: string | null;
  @Field(() => Boolean) votingOpen!: boolean;
  @Field(() => Boolean) resultsVisible!: boolean;
  @Field(() => Boolean) archived!: boolean;
  @Field(() => GraphQLDateTime) createdAt!: Date;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'When it was archived; null while it is not.' }) archivedAt!: Date | null;
  @Field(() => Int, { nullable: true, description: "Days its teams' personal data is kept after archiving; null: no limit (docs/PRIVACY.md#retention)." })
  retentionDays!: number | null;
}

@ObjectType('CohortStatus')
export class CohortStatusType {
  @Field(() => String) name!: string;
  @Field(() => Boolean) resultsVisible!: boolean;
  @Field(() => String, { nullable: true, description: "The language its teams' pages start in (en, es, de or ar); null: each browser's own." })
  language!: string | null;
}

@InputType('UpdateCohortInput')
export class UpdateCohortInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => Boolean, { nullable: true }) votingOpen?: boolean;
  @Field(() => Boolean, { nullable: true }) resultsVisible?: boolean;
  @Field(() => String, { nullable: true, description: 'en, es, de or ar; an empty string clears it.' }) language?: string;
}
