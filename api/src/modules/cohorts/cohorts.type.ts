import { Field, InputType, ObjectType } from 'type-graphql';
import { GraphQLDateTime } from 'graphql-scalars';
import type { CohortRecord } from './cohorts.read.js';

/** Resolvers return the read model's cohort; `implements` keeps each field's type the column's. */
@ObjectType('Cohort')
export class CohortType implements Pick<CohortRecord, 'tag' | 'name' | 'description' | 'votingOpen' | 'resultsVisible' | 'archived' | 'createdAt'> {
  @Field(() => String) tag!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Boolean) votingOpen!: boolean;
  @Field(() => Boolean) resultsVisible!: boolean;
  @Field(() => Boolean) archived!: boolean;
  @Field(() => GraphQLDateTime) createdAt!: Date;
}

@ObjectType('CohortStatus')
export class CohortStatusType {
  @Field(() => String) name!: string;
  @Field(() => Boolean) resultsVisible!: boolean;
}

@InputType('UpdateCohortInput')
export class UpdateCohortInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => Boolean, { nullable: true }) votingOpen?: boolean;
  @Field(() => Boolean, { nullable: true }) resultsVisible?: boolean;
}
