import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { BALLOT_EVENT_TYPES, badInput, cohortStreamId, isTeamErasedIn, judgingStreamId, notFound, parseCohortTag } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { liveEvents } from '../../graphql/live.js';
import { metadataOf } from '../../http/request.js';
import { checkLimit } from '../../auth/rate-limit.js';
import { limitersOf } from '../../auth/limiters.js';
import { isAdmin, isStaff, requireJudge, type Viewer } from '../../auth/viewer.js';
import { loginJudge, logoutJudge } from '../auth/sessions.js';
import { findCohort } from '../cohorts/cohorts.read.js';
import { boundOf } from '../audit/audit.read.js';
import { categoryResultsAsOf, publicCategoryVerification } from '../audit/judging-audit.read.js';
import { presentation } from '../cohorts/reveal.read.js';
import { PresentationType } from '../cohorts/reveal.resolver.js';
import { presentCategory } from './handle.js';
import { assertVerificationVisible } from '../showcase/showcase.read.js';
import type { Services } from '../../context.js';
import {
  addCategory,
  assignJudges,
  changeCategory,
  inviteJudge,
  removeCategory,
  removeJudge,
  reorderCategories,
  scoreTeam,
  setJudgeTeams,
  setJudgingOpen,
} from './handle.js';
import { categoriesJson, categoryResultsFor, findJudging, judgeView, judgingAdminJson, liveCategoryResults } from './judging.read.js';
import { CategoryInput, CategoryResultType, JudgeSessionType, JudgeSummaryType, JudgeViewType, JudgingType, PrizeCategoryType } from './judging.type.js';
import { CategoryResultsAsOfType, CategoryVerificationType } from './judging.type.js';

const httpOnly = (ctx: GqlContext) => {
  if (!ctx.res || ctx.crossOrigin) throw badInput('Sessions start and end over same-origin HTTP only');
};

const adminView = async (s: Services, tag: string) => {
  const em = s.orm.em.fork();
  if (!(await findCohort(em, tag))) throw notFound('Cohort not found');
  return judgingAdminJson(await findJudging(em, tag), tag);
};

const judgeViewOf = async (s: Services, viewer: Viewer) => {
  const judge = requireJudge(viewer);
  const em = s.orm.em.fork();
  const cohort = await findCohort(em, judge.cohortTag);
  return judgeView(em, judge, cohort?.name ?? judge.cohortTag);
};

const resultsFor = async (s: Services, viewer: Viewer, tag: string) => {
  const em = s.orm.em.fork();
  const cohort = await findCohort(em, tag);
  if (!cohort) throw notFound('Cohort not found');
  return categoryResultsFor(isAdmin(viewer), cohort, await liveCategoryResults(em, cohort.tag));
};

/** Events that can change a category result: judging, ballots, the cohort's flags and show, a team's name or site. */
const changesResults = (tag: string) => (e: { streamId: string; type: string; data: any }) =>
  e.streamId === judgingStreamId(tag) ||
  e.streamId === cohortStreamId(tag) ||
  (BALLOT_EVENT_TYPES.has(e.type) && e.data?.cohortTag === tag) ||
  e.type === 'TeamAvatarChanged' ||
  e.type === 'WebsiteSubmitted' ||
  isTeamErasedIn(tag, e);

@Resolver()
export class JudgingResolver {
  @Query(() => [PrizeCategoryType], { description: "Public: a cohort's prize categories in order." })
  async prizeCategories(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    const em = ctx.services.orm.em.fork();
    const cohort = await findCohort(em, parseCohortTag(cohortTag));
    if (!cohort) throw notFound('Cohort not found');
    return categoriesJson(await findJudging(em, cohort.tag));
  }

  @Query(() => [CategoryResultType], {
    description:
      "Each category's ranked result. Hidden (FORBIDDEN) until the results are revealed; while an instructor steps a show, rows come with the winner (stage 3). Admins always read every row.",
  })
  categoryResults(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    return resultsFor(ctx.services, ctx.viewer, parseCohortTag(cohortTag));
  }

  @Authorized('STAFF')
  @Query(() => CategoryResultsAsOfType, { description: 'Staff only: every category recomputed from the events, as of a position or time (default: now).' })
  async categoryResultsAsOf(
    @Arg('cohortTag', () => String) cohortTag: string,
    @Arg('position', () => String, { nullable: true }) position: string | null,
    @Arg('at', () => String, { nullable: true }) at: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    const em = ctx.services.orm.em.fork();
    return categoryResultsAsOf(em, parseCohortTag(cohortTag), await boundOf(em, position, at));
  }

  @Query(() => CategoryVerificationType)
  async categoryVerification(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    const cohort = await findCohort(ctx.services.orm.em.fork(), parseCohortTag(cohortTag));
    if (!cohort) throw notFound('Cohort not found');
    assertVerificationVisible(isStaff(ctx.viewer), cohort);
    return publicCategoryVerification(ctx.services.orm, cohort.tag);
  }

  @Authorized('ADMIN')
  @Query(() => JudgingType)
  judging(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    return adminView(ctx.services, parseCohortTag(cohortTag));
  }

  @Authorized('JUDGE')
  @Query(() => JudgeViewType)
  judgeView(@Ctx() ctx: GqlContext) {
    return judgeViewOf(ctx.services, ctx.viewer);
  }

  @Authorized('ADMIN')
  @Mutation(() => PrizeCategoryType)
  async addCategory(@Arg('cohortTag', () => String) cohortTag: string, @Arg('input', () => CategoryInput) input: CategoryInput, @Ctx() ctx: GqlContext) {
    const { state, categoryId } = await addCategory(ctx.services, metadataOf(ctx.req), cohortTag, { ...input });
    return categoriesJson(state).find((c) => c.categoryId === categoryId);
  }

  @Authorized('ADMIN')
  @Mutation(() => PrizeCategoryType)
  async updateCategory(
    @Arg('cohortTag', () => String) cohortTag: string,
    @Arg('categoryId', () => ID) categoryId: string,
    @Arg('input', () => CategoryInput) input: CategoryInput,
    @Ctx() ctx: GqlContext,
  ) {
    const present = Object.fromEntries(Object.entries({ ...input }).filter(([, v]) => v !== undefined && v !== null));
    const state = await changeCategory(ctx.services, metadataOf(ctx.req), cohortTag, categoryId, present);
    return categoriesJson(state).find((c) => c.categoryId === categoryId.toLowerCase());
  }

  @Authorized('ADMIN')
  @Mutation(() => [PrizeCategoryType])
  async removeCategory(@Arg('cohortTag', () => String) cohortTag: string, @Arg('categoryId', () => ID) categoryId: string, @Ctx() ctx: GqlContext) {
    return categoriesJson(await removeCategory(ctx.services, metadataOf(ctx.req), cohortTag, categoryId));
  }

  @Authorized('ADMIN')
  @Mutation(() => [PrizeCategoryType])
  async reorderCategories(@Arg('cohortTag', () => String) cohortTag: string, @Arg('categoryIds', () => [ID]) categoryIds: string[], @Ctx() ctx: GqlContext) {
    return categoriesJson(await reorderCategories(ctx.services, metadataOf(ctx.req), cohortTag, categoryIds));
  }

  @Authorized('ADMIN')
  @Mutation(() => JudgeSummaryType, { description: 'Admin only: invite a judge by name; the answer carries their secret link.' })
  async inviteJudge(@Arg('cohortTag', () => String) cohortTag: string, @Arg('name', () => String) name: string, @Ctx() ctx: GqlContext) {
    const { state, judgeId } = await inviteJudge(ctx.services, metadataOf(ctx.req), cohortTag, name);
    return judgingAdminJson(state, state.cohortTag!).judges.find((j) => j.judgeId === judgeId);
  }

  @Authorized('ADMIN')
  @Mutation(() => JudgingType)
  async removeJudge(@Arg('cohortTag', () => String) cohortTag: string, @Arg('judgeId', () => ID) judgeId: string, @Ctx() ctx: GqlContext) {
    const state = await removeJudge(ctx.services, metadataOf(ctx.req), cohortTag, judgeId);
    return judgingAdminJson(state, state.cohortTag!);
  }

  @Authorized('ADMIN')
  @Mutation(() => JudgingType, { description: 'Admin only: assign every team of the cohort to judgesPerTeam judges, round-robin.' })
  async assignJudges(@Arg('cohortTag', () => String) cohortTag: string, @Arg('judgesPerTeam', () => Int) judgesPerTeam: number, @Ctx() ctx: GqlContext) {
    const state = await assignJudges(ctx.services, metadataOf(ctx.req), cohortTag, judgesPerTeam);
    return judgingAdminJson(state, state.cohortTag!);
  }

  @Authorized('ADMIN')
  @Mutation(() => JudgingType, { description: "Admin only: set one judge's teams by hand." })
  async setJudgeTeams(
    @Arg('cohortTag', () => String) cohortTag: string,
    @Arg('judgeId', () => ID) judgeId: string,
    @Arg('teamIds', () => [ID]) teamIds: string[],
    @Ctx() ctx: GqlContext,
  ) {
    const state = await setJudgeTeams(ctx.services, metadataOf(ctx.req), cohortTag, judgeId, teamIds);
    return judgingAdminJson(state, state.cohortTag!);
  }

  @Authorized('ADMIN')
  @Mutation(() => JudgingType, { description: 'Admin only: open or close judging (judges score and revise only while open).' })
  async setJudgingOpen(@Arg('cohortTag', () => String) cohortTag: string, @Arg('open', () => Boolean) open: boolean, @Ctx() ctx: GqlContext) {
    const state = await setJudgingOpen(ctx.services, metadataOf(ctx.req), cohortTag, open);
    return judgingAdminJson(state, state.cohortTag!);
  }

  @Authorized('ADMIN')
  @Mutation(() => PresentationType, { description: "Admin only: the show presents this category's podium next (from stage 0), or the overall one (categoryId null)." })
  async presentCategory(
    @Arg('cohortTag', () => String) cohortTag: string,
    @Arg('categoryId', () => ID, { nullable: true }) categoryId: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    await presentCategory(ctx.services, metadataOf(ctx.req), cohortTag, categoryId);
    const em = ctx.services.orm.em.fork();
    const cohort = await findCohort(em, parseCohortTag(cohortTag));
    return presentation(em, cohort!);
  }

  @Mutation(() => JudgeSessionType, { description: "Logs in with a judge's secret link token: the session may then score that judge's teams, and nothing else." })
  async judgeLogin(@Arg('token', () => String) token: string, @Ctx() ctx: GqlContext) {
    httpOnly(ctx);
    await checkLimit(limitersOf(ctx.services).teamLogin, ctx.req, ctx.res!);
    return loginJudge(ctx.services, ctx.req, token);
  }

  @Mutation(() => Boolean)
  async judgeLogout(@Ctx() ctx: GqlContext) {
    httpOnly(ctx);
    await logoutJudge(ctx.services, ctx.req);
    return true;
  }

  @Authorized('JUDGE')
  @Mutation(() => JudgeViewType, {
    description: 'Judge only: score (or revise) one assigned team in one category, 1–5 per criterion, optional comment ≤ 1000 characters.',
  })
  async scoreTeam(
    @Arg('categoryId', () => ID) categoryId: string,
    @Arg('teamId', () => ID) teamId: string,
    @Arg('scores', () => [Int]) scores: number[],
    @Arg('comment', () => String, { nullable: true }) comment: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    const judge = requireJudge(ctx.viewer);
    await scoreTeam(ctx.services, metadataOf(ctx.req), judge, { categoryId, teamId, scores, comment });
    return judgeViewOf(ctx.services, ctx.viewer);
  }

  @Authorized('ADMIN')
  @Subscription(() => JudgingType, {
    description: "Admin only: the cohort's judging again after every change (a score moves a judge's N of M).",
    subscribe: ({ args, context }) => {
      const ctx = context as GqlContext;
      const tag = parseCohortTag(args.cohortTag);
      const stream = judgingStreamId(tag);
      const current = () => adminView(ctx.services, tag);
      return liveEvents(ctx.services.bus, `judging:${tag}`, (e) => e.streamId === stream, current, { current });
    },
  })
  judgingChanged(@Arg('cohortTag', () => String) _cohortTag: string, @Root() judging: JudgingType): JudgingType {
    return judging;
  }

  @Authorized('JUDGE')
  @Subscription(() => JudgeViewType, {
    description: "Judge only: the judge's page again after a change of judging (opened, closed, teams reassigned, a score).",
    subscribe: ({ context }) => {
      const ctx = context as GqlContext;
      const judge = requireJudge(ctx.viewer);
      const stream = judgingStreamId(judge.cohortTag);
      const current = () => judgeViewOf(ctx.services, ctx.viewer);
      return liveEvents(ctx.services.bus, `judge:${judge.judgeId}`, (e) => e.streamId === stream, current, { current });
    },
  })
  judgeViewChanged(@Root() view: JudgeViewType): JudgeViewType {
    return view;
  }

  @Subscription(() => [CategoryResultType], {
    description: 'Each category result again after anything that can change it (visibility rules as categoryResults).',
    subscribe: ({ args, context }) => {
      const ctx = context as GqlContext;
      const tag = parseCohortTag(args.cohortTag);
      const current = () => resultsFor(ctx.services, ctx.viewer, tag).catch(() => null);
      return liveEvents(ctx.services.bus, `category-results:${tag}:${JSON.stringify([ctx.viewer.admin?.role ?? null])}`, changesResults(tag), current, { current });
    },
  })
  categoryResultsChanged(@Arg('cohortTag', () => String) _cohortTag: string, @Root() results: CategoryResultType[]): CategoryResultType[] {
    return results;
  }
}
