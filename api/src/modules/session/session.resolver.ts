import { Arg, Authorized, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import { parseCohortTag } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { CohortSessionType, CohortSessionUpdateType } from './session.type.js';
import { readSession, type SessionView } from './session.read.js';
import { sessionUpdates, type SessionUpdate } from './session.live.js';

@Resolver(() => CohortSessionType)
export class SessionResolver {
  @Authorized('ADMIN')
  @Query(() => CohortSessionType, { description: "Admin only: a cohort's session from the event log (docs/API.md#session-view)." })
  cohortSession(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext): Promise<SessionView> {
    return readSession(ctx.services.orm.em.fork(), parseCohortTag(cohortTag));
  }

  @Authorized('ADMIN')
  @Subscription(() => CohortSessionUpdateType, {
    description: 'Admin only: the session now (`full`), then what changed (`delta`, at most every 2 s) while its teams, agenda, feedback, ballots or scores change.',
    subscribe: async ({ args, context }) => {
      const ctx = context as GqlContext;
      const tag = parseCohortTag(args.cohortTag);
      const load = () => readSession(ctx.services.orm.em.fork(), tag);
      await load();
      return sessionUpdates(ctx.services.bus, tag, load);
    },
  })
  cohortSessionChanged(@Arg('cohortTag', () => String) _cohortTag: string, @Root() update: SessionUpdate): SessionUpdate {
    return update;
  }
}
