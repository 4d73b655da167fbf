import { Arg, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { forbidden, notFound, parseCohortTag, parseVotes } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { adminOf, isAdminCtx, teamSessionOf } from '../../graphql/guards.js';
import { liveEvents } from '../../graphql/live.js';
import { metadataOf } from '../../http/request.js';
import { BallotNoticeType, BallotType, ResultRowType, ShowcaseTeamType, VoteInput, VoteType } from './showcase.type.js';
import { findCohort } from '../cohorts/cohorts.read.js';
import { findTeamById } from '../teams/teams.read.js';
import { showcaseTeams, findBallot, cohortResults } from './showcase.read.js';
import { castBallot } from './handle.js';

@Resolver()
export class ShowcaseResolver {
  @Query(() => [ShowcaseTeamType])
  async showcase(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    const em = ctx.services.orm.em.fork();
    const cohort = await findCohort(em, parseCohortTag(cohortTag));
    if (!cohort) throw notFound('Cohort not found');
    return showcaseTeams(em, cohort.tag);
  }

  @Query(() => [VoteType], { description: "The votes the current team session has cast in this cohort (empty without a session)." })
  async myVotes(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    const teamId = ctx.req.session?.teamId;
    if (!teamId || ctx.crossOrigin) return [];
    const ballot = await findBallot(ctx.services.orm.em.fork(), parseCohortTag(cohortTag), teamId);
    return ballot?.votes ?? [];
  }

  @Query(() => [ResultRowType], { description: 'Hidden (FORBIDDEN) until the instructor reveals the results.' })
  async results(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    const em = ctx.services.orm.em.fork();
    const cohort = await findCohort(em, parseCohortTag(cohortTag));
    if (!cohort) throw notFound('Cohort not found');
    if (!cohort.resultsVisible && !(isAdminCtx(ctx) && !ctx.crossOrigin)) throw forbidden('Results are not yet available');
    return cohortResults(em, cohort.tag);
  }

  @Mutation(() => BallotType)
  castBallot(@Arg('cohortTag', () => String) cohortTag: string, @Arg('votes', () => [VoteInput]) votes: VoteInput[], @Ctx() ctx: GqlContext) {
    const teamId = teamSessionOf(ctx);
    return castBallot(ctx.services, metadataOf(ctx.req), { cohortTag: parseCohortTag(cohortTag), voterTeamId: teamId, votes: parseVotes(votes) });
  }

  @Subscription(() => BallotNoticeType, {
    description: 'Admin only.',
    subscribe: ({ args, context }) => {
      const ctx = context as GqlContext;
      adminOf(ctx);
      const tag = parseCohortTag(args.cohortTag);
      return liveEvents(ctx.services.bus, 'ballot', (e) => e.type === 'BallotCast' && e.data.cohortTag === tag, async (e) => {
        const team = await findTeamById(ctx.services.orm.em.fork(), e.data.voterTeamId);
        return { cohortTag: tag, voterTeamId: e.data.voterTeamId, teamName: team?.name ?? 'Unknown Team', at: new Date(e.metadata.at) };
      });
    },
  })
  ballotCast(@Arg('cohortTag', () => String) _cohortTag: string, @Root() notice: BallotNoticeType): BallotNoticeType {
    return notice;
  }
}

