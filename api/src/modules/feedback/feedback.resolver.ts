import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import DataLoader from 'dataloader';
import { FEEDBACK_EVENT_TYPES, notFound, parsePhaseNumber, type FeedbackEvent } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { loader } from '../../graphql/context.js';
import { liveEvents } from '../../graphql/live.js';
import { metadataOf } from '../../http/request.js';
import { TeamType } from '../teams/teams.type.js';
import { findTeamById, type Team } from '../teams/teams.read.js';
import { parseTeamId } from '../teams/handle.js';
import { FeedbackThreadType } from './feedback.type.js';
import { feedbackRoleOf } from './feedback.access.js';
import { feedbackJson, findThread, listThreads, unresolvedCounts, type FeedbackThreadRecord } from './feedback.read.js';
import { commentOnPhase, readFeedback, reopenFeedback, replyToFeedback, resolveFeedback } from './handle.js';

const asType = (t: FeedbackThreadRecord) => feedbackJson(t);
const isFeedback = (type: string) => FEEDBACK_EVENT_TYPES.has(type as FeedbackEvent['type']);

@Resolver(() => FeedbackThreadType)
export class FeedbackResolver {
  @Query(() => [FeedbackThreadType], { description: "The team's session or an admin: a team's feedback threads, oldest first (one phase's if given)." })
  async feedbackThreads(@Arg('teamId', () => ID) teamId: string, @Arg('phaseNumber', () => Int, { nullable: true }) phaseNumber: number | null, @Ctx() ctx: GqlContext) {
    const phase = phaseNumber == null ? null : parsePhaseNumber(phaseNumber);
    return (await readFeedback(ctx.services, ctx.req, teamId, phase)).map(asType);
  }

  @Mutation(() => FeedbackThreadType, { description: "The team's session or an admin: a comment on a field (fieldId) or the whole phase." })
  async commentOnPhase(
    @Arg('teamId', () => ID) teamId: string,
    @Arg('phaseNumber', () => Int) phaseNumber: number,
    @Arg('fieldId', () => String, { nullable: true }) fieldId: string | null,
    @Arg('text', () => String) text: string,
    @Ctx() ctx: GqlContext,
  ) {
    return asType(await commentOnPhase(ctx.services, ctx.req, metadataOf(ctx.req), { teamId, phaseNumber, fieldId, text }));
  }

  @Mutation(() => FeedbackThreadType)
  async replyToFeedback(@Arg('threadId', () => ID) threadId: string, @Arg('text', () => String) text: string, @Ctx() ctx: GqlContext) {
    return asType(await replyToFeedback(ctx.services, ctx.req, metadataOf(ctx.req), threadId, text));
  }

  @Mutation(() => FeedbackThreadType)
  async resolveFeedback(@Arg('threadId', () => ID) threadId: string, @Ctx() ctx: GqlContext) {
    return asType(await resolveFeedback(ctx.services, ctx.req, metadataOf(ctx.req), threadId));
  }

  @Mutation(() => FeedbackThreadType)
  async reopenFeedback(@Arg('threadId', () => ID) threadId: string, @Ctx() ctx: GqlContext) {
    return asType(await reopenFeedback(ctx.services, ctx.req, metadataOf(ctx.req), threadId));
  }

  @Subscription(() => FeedbackThreadType, {
    description: "The team's session or an admin: every new or changed thread of one team.",
    subscribe: ({ args, context }) => {
      const ctx = context as GqlContext;
      const teamId = parseTeamId(args.teamId);
      feedbackRoleOf(ctx.viewer, teamId);
      return liveEvents(
        ctx.services.bus,
        'feedback',
        (e) => isFeedback(e.type) && e.data.teamId === teamId,
        async (e) => {
          const thread = await findThread(ctx.services.orm.em.fork(), e.data.threadId);
          return thread ? asType(thread) : null;
        },
        // Every thread as it is once the subscription is in place: a comment made while a new
        // session's socket was opening (after the page's read, before the subscription) is not missed.
        { snapshot: async () => (await listThreads(ctx.services.orm.em.fork(), teamId)).map(asType) },
      );
    },
  })
  feedbackChanged(@Arg('teamId', () => ID) _teamId: string, @Root() thread: FeedbackThreadType): FeedbackThreadType {
    return thread;
  }
}

const unresolvedByTeam = (ctx: GqlContext) =>
  loader(
    ctx,
    'unresolvedFeedback',
    () =>
      new DataLoader<string, number>(
        async (ids) => {
          const counts = await unresolvedCounts(ctx.services.orm.em.fork(), ids);
          return ids.map((id) => counts.get(id) ?? 0);
        },
        { cache: false },
      ),
  ); // a subscription's context lives as long as its socket: batch, never remember

@Resolver(() => TeamType)
export class TeamFeedbackResolver {
  @Authorized('ADMIN')
  @FieldResolver(() => Int, { description: 'Admin only: feedback threads on this team not yet resolved.' })
  unresolvedFeedback(@Root() team: Team, @Ctx() ctx: GqlContext) {
    return unresolvedByTeam(ctx).load(team.id);
  }

  @Authorized('ADMIN')
  @Subscription(() => TeamType, {
    description: "Admin only: a team whose feedback changed (the dashboard's unresolved count).",
    subscribe: ({ context }) => {
      const ctx = context as GqlContext;
      return liveEvents(
        ctx.services.bus,
        'feedback-team',
        (e) => isFeedback(e.type),
        async (e) => {
          const team = await findTeamById(ctx.services.orm.em.fork(), e.data.teamId);
          if (!team) throw notFound('Team not found');
          return team;
        },
      );
    },
  })
  teamFeedbackChanged(@Root() team: Team): Team {
    return team;
  }
}
