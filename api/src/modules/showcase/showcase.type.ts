import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTime } from 'graphql-scalars';

/** Beside every team name a public row carries (results, categories, showcase). */
export const ERASED_DESCRIPTION = 'The team was erased: its name is the English marker "Erased team"; show your own translation of it (docs/API.md#erased-teams).';

@ObjectType('ShowcaseTeam')
export class ShowcaseTeamType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean, { description: ERASED_DESCRIPTION }) erased!: boolean;
  @Field(() => String, { nullable: true }) avatarIcon!: string | null;
  @Field(() => String, { nullable: true }) submittedWebsiteUrl!: string | null;
  @Field(() => String) cohortTag!: string;
}

@ObjectType('Vote')
export class VoteType {
  @Field(() => ID) votedForTeamId!: string;
  @Field(() => Int) rank!: number;
}

@InputType('VoteInput')
export class VoteInput {
  @Field(() => ID) votedForTeamId!: string;
  @Field(() => Int) rank!: number;
}

@ObjectType('Ballot')
export class BallotType {
  @Field(() => String) cohortTag!: string;
  @Field(() => ID) voterTeamId!: string;
  @Field(() => [VoteType]) votes!: VoteType[];
  @Field(() => String) receipt!: string;
}

@ObjectType('RankCount')
export class RankCountType {
  @Field(() => Int) rank!: number;
  @Field(() => Int) count!: number;
}

@ObjectType('ResultRow')
export class ResultRowType {
  @Field(() => Int, { description: '1-based; tied teams share a rank (most points, then most 1st, then most 2nd, then most 3rd).' })
  rank!: number;
  @Field(() => ID) teamId!: string;
  @Field(() => String) teamName!: string;
  @Field(() => Boolean, { description: ERASED_DESCRIPTION }) erased!: boolean;
  @Field(() => String, { nullable: true }) avatarIcon!: string | null;
  @Field(() => String, { nullable: true }) websiteUrl!: string | null;
  @Field(() => Int) totalPoints!: number;
  @Field(() => [RankCountType]) votes!: RankCountType[];
}

@ObjectType('BallotNotice')
export class BallotNoticeType {
  @Field(() => String) cohortTag!: string;
  @Field(() => ID) voterTeamId!: string;
  @Field(() => String) teamName!: string;
  @Field(() => GraphQLDateTime) at!: Date;
  @Field(() => Boolean, { description: 'true when the team replaced a ballot it had cast (the voted count does not change).' })
  changed!: boolean;
}
