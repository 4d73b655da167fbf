import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { BALLOT_EVENT_TYPES, notFound, parseCohortTag, parseVotes } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { isAdmin, requireTeamSession } from '../../auth/viewer.js';
import { liveEvents } from '../../graphql/live.js';
import { metadataOf } from '../../http/request.js';
import { BallotNoticeType, BallotType, ResultRowType, ShowcaseTeamType, VoteInput, VoteType } from './showcase.type.js';
import { findCohort } from '../cohorts/cohorts.read.js';
import { findTeamById } from '../teams/teams.read.js';
import { showcaseTeams, findBallot, assertResultsVisible, resultRowsFor } from './showcase.read.js';
import { cachedCohortResults } from './results-cache.js';
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

  @Query(() => [VoteType], { description: 'The votes the current team session has cast in this cohort (empty without a session).' })
  async myVotes(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    const { teamId } = ctx.viewer;
    if (!teamId) return [];
    const ballot = await findBallot(ctx.services.orm.em.fork(), parseCohortTag(cohortTag), teamId);
    return ballot?.votes ?? [];
  }

  @Query(() => [ResultRowType], {
    description:
      "Hidden (FORBIDDEN) until the instructor reveals the results. While the instructor steps a presented reveal (revealStage 0..2), only the podium's places, those not stepped to yet with nothing of their team (rank 0); the whole table at stage 3. Admins always read every row.",
  })
  async results(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    const found = await cachedCohortResults(ctx.services, parseCohortTag(cohortTag));
    if (!found) throw notFound('Cohort not found');
    const admin = isAdmin(ctx.viewer);
    assertResultsVisible(admin, found.cohort);
    return resultRowsFor(admin, found.cohort, found.rows);
  }

  @Authorized('TEAM')
  @Mutation(() => BallotType)
  castBallot(@Arg('cohortTag', () => String) cohortTag: string, @Arg('votes', () => [VoteInput]) votes: VoteInput[], @Ctx() ctx: GqlContext) {
    const teamId = requireTeamSession(ctx.viewer);
    return castBallot(ctx.services, metadataOf(ctx.req), { cohortTag: parseCohortTag(cohortTag), voterTeamId: teamId, votes: parseVotes(votes) });
  }

  @Authorized('TEAM')
  @Mutation(() => BallotType, {
    description:
      "Replaces the team's ballot while voting is open (CONFLICT before its first ballot or after voting closed). A new receipt; the replaced one no longer counts.",
  })
  changeBallot(@Arg('cohortTag', () => String) cohortTag: string, @Arg('votes', () => [VoteInput]) votes: VoteInput[], @Ctx() ctx: GqlContext) {
    const teamId = requireTeamSession(ctx.viewer);
    return castBallot(ctx.services, metadataOf(ctx.req), { cohortTag: parseCohortTag(cohortTag), voterTeamId: teamId, votes: parseVotes(votes) }, 'ChangeBallot');
  }

  @Authorized('ADMIN')
  @Subscription(() => BallotNoticeType, {
    description: 'Admin only.',
    subscribe: ({ args, context }) => {
      const ctx = context as GqlContext;
      const tag = parseCohortTag(args.cohortTag);
      return liveEvents(
        ctx.services.bus,
        'ballot',
        (e) => BALLOT_EVENT_TYPES.has(e.type) && e.data.cohortTag === tag,
        async (e) => {
          const team = await findTeamById(ctx.services.orm.em.fork(), e.data.voterTeamId);
          return {
            cohortTag: tag,
            voterTeamId: e.data.voterTeamId,
            teamName: team?.name ?? 'Unknown Team',
            at: new Date(e.metadata.at),
            changed: e.type === 'BallotChanged',
          };
        },
      );
    },
  })
  ballotCast(@Arg('cohortTag', () => String) _cohortTag: string, @Root() notice: BallotNoticeType): BallotNoticeType {
    return notice;
  }
}
