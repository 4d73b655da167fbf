import { Arg, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { notFound, parseCohortTag } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { liveEvents } from '../../graphql/live.js';
import { CohortType } from '../cohorts/cohorts.type.js';
import { findCohort, type CohortRecord } from '../cohorts/cohorts.read.js';
import { affectsVotingProgress, votingProgress } from './voting-progress.read.js';

@ObjectType('VotingProgress', { description: 'Public: how many eligible teams (in the cohort, website submitted) have voted. Counts only.' })
export class VotingProgressType {
  @Field(() => String) cohortTag!: string;
  @Field(() => Int) votedCount!: number;
  @Field(() => Int) eligibleCount!: number;
}

@Resolver(() => CohortType)
export class VotingProgressResolver {
  @FieldResolver(() => VotingProgressType)
  votingProgress(@Root() cohort: CohortRecord, @Ctx() ctx: GqlContext) {
    return votingProgress(ctx.services.orm.em.fork(), cohort.tag);
  }
}

@Resolver()
export class VotingProgressQueryResolver {
  @Query(() => VotingProgressType)
  async votingProgress(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    const em = ctx.services.orm.em.fork();
    const cohort = await findCohort(em, parseCohortTag(cohortTag));
    if (!cohort) throw notFound('Cohort not found');
    return votingProgress(em, cohort.tag);
  }

  @Subscription(() => VotingProgressType, {
    description: 'Public: the counts again whenever a ballot is cast, or a team of the cohort submits, joins or leaves.',
    subscribe: ({ args, context }) => {
      const ctx = context as GqlContext;
      const tag = parseCohortTag(args.cohortTag);
      return liveEvents(
        ctx.services.bus,
        `voting-progress:${tag}`,
        (e) => affectsVotingProgress(e, tag),
        () => votingProgress(ctx.services.orm.em.fork(), tag),
        // Starts with the counts as they are once in place: a page that read them before its
        // subscription reached the server misses no ballot cast in between.
        { current: () => votingProgress(ctx.services.orm.em.fork(), tag), initial: true },
      );
    },
  })
  votingProgressChanged(@Arg('cohortTag', () => String) _cohortTag: string, @Root() progress: VotingProgressType): VotingProgressType {
    return progress;
  }
}
