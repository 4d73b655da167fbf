import { Field, InputType, ObjectType } from 'type-graphql';
import { GraphQLDateTime } from 'graphql-scalars';

@ObjectType('Cohort')
export class CohortType {
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
