import { Arg, Authorized, Ctx, FieldResolver, Query, Resolver, Root, Subscription } from 'type-graphql';
import { packTimes, parseCohortTag, type TeamEdits } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { CohortSessionType, CohortSessionUpdateType, TeamEditsType } from './session.type.js';
import { readSession, requireSessionCohort, type SessionView } from './session.read.js';
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
      // An unknown cohort is refused here; the session itself is read once, for the first message.
      await requireSessionCohort(ctx.services.orm.em.fork(), tag);
      const load = () => readSession(ctx.services.orm.em.fork(), tag);
      return sessionUpdates(ctx.services.bus, tag, load);
    },
  })
  cohortSessionChanged(@Arg('cohortTag', () => String) _cohortTag: string, @Root() update: SessionUpdate): SessionUpdate {
    return update;
  }
}

@Resolver(() => TeamEditsType)
export class TeamEditsResolver {
  /** Packed only when asked for: a client that reads `times` pays nothing for it, and the page reads only this. */
  @FieldResolver(() => String, {
    description:
      "The same times as `times`, packed: Base64 VLQ (as in source maps) of each time's difference from the one before, the first from 0 (docs/API.md#session-view; events/src/session/packed.ts unpackTimes).",
  })
  packedTimes(@Root() edits: TeamEdits): string {
    return packTimes(edits.times);
  }
}
