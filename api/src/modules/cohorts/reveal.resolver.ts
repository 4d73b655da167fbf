import { Arg, Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { BALLOT_EVENT_TYPES, cohortStreamId, isTeamErasedIn, judgingStreamId, notFound, parseCohortTag } from '@fit/events';
import { PresentedCategoryType } from '../judging/judging.type.js';
import type { GqlContext } from '../../graphql/context.js';
import { liveEvents } from '../../graphql/live.js';
import { metadataOf } from '../../http/request.js';
import { ResultRowType } from '../showcase/showcase.type.js';
import { CohortStatusType, CohortType } from './cohorts.type.js';
import { findCohort, type CohortRecord } from './cohorts.read.js';
import { releaseReveal, stepReveal } from './handle.js';
import { presentation, revealOf, type Presentation } from './reveal.read.js';

@ObjectType('Presentation', { description: 'Public: the results show as every page presents it (see reveal.read.ts).' })
export class PresentationType {
  @Field(() => String) cohortTag!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean) resultsVisible!: boolean;
  @Field(() => Int, { nullable: true, description: "The instructor's stage 0..3 (3 = everything shown); null while no instructor drives the show." })
  stage!: number | null;
  @Field(() => Boolean, { description: 'Sample data: rows are fictional, never the real results.' }) rehearsal!: boolean;
  @Field(() => String, { nullable: true, description: "'Rehearsal — sample data' in a rehearsal." }) label!: string | null;
  @Field(() => [ResultRowType], { description: 'Sample rows in a rehearsal; the real rows only once results are visible; else empty.' })
  rows!: ResultRowType[];
  @Field(() => PresentedCategoryType, {
    nullable: true,
    description: 'The prize category whose podium is presented (rows are its rows, totalPoints its score out of 100); null: the overall podium.',
  })
  category!: PresentedCategoryType | null;
  @Field(() => [ResultRowType], {
    description: "The presented category's podium rows, staged like rows (totalPoints = its score out of 100); empty when none is presented.",
  })
  categoryRows!: ResultRowType[];
}

/** The public reveal fields, on the cohort and on the small status shape the widget reads. */
function revealFieldsOn(objectType: typeof CohortType | typeof CohortStatusType) {
  @Resolver(() => objectType)
  class RevealFields {
    @FieldResolver(() => Int, { nullable: true, description: 'Public: the reveal stage 0..3 the instructor has stepped to; null while no one drives the show.' })
    revealStage(@Root() cohort: CohortRecord) {
      return revealOf(cohort).stage;
    }

    @FieldResolver(() => Boolean, { description: 'Public: the show runs on sample data.' })
    rehearsal(@Root() cohort: CohortRecord) {
      return revealOf(cohort).rehearsal;
    }
  }
  return RevealFields;
}

export const CohortRevealResolver = revealFieldsOn(CohortType);
export const CohortStatusRevealResolver = revealFieldsOn(CohortStatusType);

@Resolver()
export class RevealResolver {
  @Query(() => PresentationType)
  async presentation(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext): Promise<Presentation> {
    const em = ctx.services.orm.em.fork();
    const cohort = await findCohort(em, parseCohortTag(cohortTag));
    if (!cohort) throw notFound('Cohort not found');
    return presentation(em, cohort);
  }

  @Authorized('ADMIN')
  @Mutation(() => CohortType, { description: 'Admin only: step the show to a stage 0..3 (rehearsal: on sample data).' })
  stepReveal(
    @Arg('tag', () => String) tag: string,
    @Arg('stage', () => Int) stage: number,
    @Arg('rehearsal', () => Boolean, { defaultValue: false }) rehearsal: boolean,
    @Ctx() ctx: GqlContext,
  ) {
    return stepReveal(ctx.services, metadataOf(ctx.req), tag, stage, rehearsal);
  }

  @Authorized('ADMIN')
  @Mutation(() => CohortType, { description: 'Admin only: stop driving the show; pages reveal on their own click again.' })
  releaseReveal(@Arg('tag', () => String) tag: string, @Ctx() ctx: GqlContext) {
    return releaseReveal(ctx.services, metadataOf(ctx.req), tag);
  }

  @Subscription(() => PresentationType, {
    description: 'Public: the presentation again after any change of the cohort (a step, results shown or hidden), a ballot or the erasure of one of its teams.',
    subscribe: ({ args, context }) => {
      const ctx = context as GqlContext;
      const tag = parseCohortTag(args.cohortTag);
      const stream = cohortStreamId(tag);
      const current = async () => {
        const em = ctx.services.orm.em.fork();
        const cohort = await findCohort(em, tag);
        return cohort ? presentation(em, cohort) : null;
      };
      return liveEvents(
        ctx.services.bus,
        `presentation:${tag}`,
        (e) => e.streamId === stream || e.streamId === judgingStreamId(tag) || (BALLOT_EVENT_TYPES.has(e.type) && e.data.cohortTag === tag) || isTeamErasedIn(tag, e),
        current,
        {
          current,
        },
      );
    },
  })
  presentationChanged(@Arg('cohortTag', () => String) _cohortTag: string, @Root() p: Presentation): Presentation {
    return p;
  }
}
