import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ERASED_DESCRIPTION, RankCountType } from '../showcase/showcase.type.js';

@ObjectType('PrizeCategory', { description: 'A prize category of a cohort and how it is decided (docs/PRODUCT.md#prize-categories-and-the-jury).' })
export class PrizeCategoryType {
  @Field(() => ID) categoryId!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'peer, jury or blend.' }) method!: string;
  @Field(() => Float, { nullable: true, description: "A blend's peer weight 0..1; null for peer and jury." }) weight!: number | null;
  @Field(() => [String], { description: "The rubric's criteria, each scored 1–5 (empty for peer)." }) criteria!: string[];
  @Field(() => String, { description: 'The formula the results page shows, with the weight filled in.' }) formula!: string;
}

@InputType('CategoryInput', { description: 'Every field optional on update; name and method required to add.' })
export class CategoryInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) method?: string;
  @Field(() => Float, { nullable: true }) weight?: number;
  @Field(() => [String], { nullable: true }) criteria?: string[];
}

@ObjectType('JudgeSummary', { description: 'Admin only: a judge, their secret link, their teams and progress (N of M scored).' })
export class JudgeSummaryType {
  @Field(() => ID) judgeId!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: "The judge's secret link (path on this site)." }) link!: string;
  @Field(() => [ID]) teamIds!: string[];
  @Field(() => Int) scored!: number;
  @Field(() => Int) total!: number;
}

@ObjectType('Judging', { description: "Admin only: a cohort's judging." })
export class JudgingType {
  @Field(() => String) cohortTag!: string;
  @Field(() => Boolean, { description: 'Judges may score (and revise) while open.' }) open!: boolean;
  @Field(() => Int, { nullable: true, description: 'Judges per team of the last automatic assignment; null when set by hand or never.' })
  judgesPerTeam!: number | null;
  @Field(() => [PrizeCategoryType]) categories!: PrizeCategoryType[];
  @Field(() => [JudgeSummaryType]) judges!: JudgeSummaryType[];
}

@ObjectType('JudgeTeam')
export class JudgeTeamType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean, { description: ERASED_DESCRIPTION }) erased!: boolean;
  @Field(() => String, { nullable: true }) avatarIcon!: string | null;
  @Field(() => String, { nullable: true }) websiteUrl!: string | null;
}

@ObjectType('JudgeScore')
export class JudgeScoreType {
  @Field(() => ID) categoryId!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => [Int], { description: "One per criterion, in the rubric's order." }) scores!: number[];
  @Field(() => String, { nullable: true }) comment!: string | null;
  @Field(() => String, { nullable: true }) at!: string | null;
  @Field(() => Int, { description: '1 for the first score, +1 per revision.' }) revision!: number;
}

@ObjectType('JudgeView', { description: "Judge only: what the judge's page shows." })
export class JudgeViewType {
  @Field(() => String) cohortTag!: string;
  @Field(() => String) cohortName!: string;
  @Field(() => ID) judgeId!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean) open!: boolean;
  @Field(() => [PrizeCategoryType], { description: 'The jury and blend categories.' }) categories!: PrizeCategoryType[];
  @Field(() => [JudgeTeamType]) teams!: JudgeTeamType[];
  @Field(() => [JudgeScoreType]) scores!: JudgeScoreType[];
  @Field(() => Int) scored!: number;
  @Field(() => Int) total!: number;
}

@ObjectType('JudgeSession')
export class JudgeSessionType {
  @Field(() => ID) judgeId!: string;
  @Field(() => String) cohortTag!: string;
  @Field(() => String) name!: string;
}

@ObjectType('CategoryResultRow')
export class CategoryResultRowType {
  @Field(() => Int, { description: 'Competition rank; level teams share it.' }) rank!: number;
  @Field(() => ID) teamId!: string;
  @Field(() => String) teamName!: string;
  @Field(() => Boolean, { description: ERASED_DESCRIPTION }) erased!: boolean;
  @Field(() => String, { nullable: true }) avatarIcon!: string | null;
  @Field(() => String, { nullable: true }) websiteUrl!: string | null;
  @Field(() => Float, { description: "The category's score 0..1." }) score!: number;
  @Field(() => Float) peerScore!: number;
  @Field(() => Float, { nullable: true, description: 'null: no judge has scored the team.' }) juryScore!: number | null;
  @Field(() => Int) judgeCount!: number;
  @Field(() => Int) totalPoints!: number;
  @Field(() => [RankCountType]) votes!: RankCountType[];
}

@ObjectType('CategoryResult')
export class CategoryResultType {
  @Field(() => ID) categoryId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) method!: string;
  @Field(() => Float, { nullable: true }) weight!: number | null;
  @Field(() => String) formula!: string;
  @Field(() => [CategoryResultRowType]) rows!: CategoryResultRowType[];
}

@ObjectType('CategoryResultsAsOf', { description: 'Staff only: every category recomputed from the events up to a position or time.' })
export class CategoryResultsAsOfType {
  @Field(() => String) cohortTag!: string;
  @Field(() => String, { nullable: true }) lastPosition!: string | null;
  @Field(() => Int) scoreEvents!: number;
  @Field(() => [CategoryResultType]) categories!: CategoryResultType[];
}

@ObjectType('PublicJuryScore')
export class PublicJuryScoreType {
  @Field(() => String, { description: 'First 16 hex digits of sha256(judge id).' }) judge!: string;
  @Field(() => ID) categoryId!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => [Int]) scores!: number[];
}

@ObjectType('ChainHeadSummary')
export class ChainHeadSummaryType {
  @Field(() => String) seq!: string;
  @Field(() => String) hash!: string;
}

@ObjectType('CategoryVerification', { description: 'Public once the winner is revealed: the counted jury scores and every category recomputed from the sealed events.' })
export class CategoryVerificationType {
  @Field(() => String) cohortTag!: string;
  @Field(() => ChainHeadSummaryType, { nullable: true }) chainHead!: ChainHeadSummaryType | null;
  @Field(() => [PublicJuryScoreType]) juryScores!: PublicJuryScoreType[];
  @Field(() => [CategoryResultType]) categories!: CategoryResultType[];
}

@ObjectType('PresentedCategory')
export class PresentedCategoryType {
  @Field(() => ID) categoryId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) method!: string;
  @Field(() => Float, { nullable: true }) weight!: number | null;
  @Field(() => String) formula!: string;
}
