import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTime, GraphQLJSONObject } from 'graphql-scalars';
import type { Team } from './teams.read.js';
import type { PhaseDataRecord } from '../phase-data/phase-data.read.js';

/**
 * A team in GraphQL answers; resolvers return the read model's Team itself, and `implements`
 * keeps each field's type the column's (a changed column fails here, not at run time).
 */
@ObjectType('Team')
export class TeamType implements Pick<Team, 'id' | 'code' | 'name' | 'avatarIcon' | 'currentPhase' | 'cohortTag' | 'submittedWebsiteUrl' | 'updatedAt' | 'accessToken'> {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) avatarIcon!: string | null;
  @Field(() => Int) currentPhase!: number;
  @Field(() => String, { nullable: true }) cohortTag!: string | null;
  @Field(() => String, { nullable: true }) submittedWebsiteUrl!: string | null;
  @Field(() => GraphQLDateTime) updatedAt!: Date;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'When the team asked to be erased; null: it has not, or it was erased.' })
  erasureRequestedAt!: Date | null;
  /** Resolved by TeamResolver.accessToken: only the team's own session or an admin sees it. */
  accessToken!: string;
}

@ObjectType('PhaseData')
export class PhaseDataType implements PhaseDataRecord {
  @Field(() => ID) teamId!: string;
  @Field(() => Int) phaseNumber!: number;
  @Field(() => GraphQLJSONObject) data!: Record<string, string>;
  @Field(() => GraphQLDateTime) updatedAt!: Date;
}

@ObjectType('TeamActivity')
export class TeamActivityType {
  @Field(() => String, { description: 'created | saved | advanced | website | assigned | unassigned | avatar | erasure-requested | erased' }) kind!: string;
  @Field(() => TeamType) team!: TeamType;
  @Field(() => GraphQLDateTime) at!: Date;
}
