import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { GraphQLDateTime } from 'graphql-scalars';
import DataLoader from 'dataloader';
import { cohortStreamId, erasureDueAt, isTeamErasedIn, parseCohortTag, parseTeamIds } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { loader } from '../../graphql/context.js';
import { liveEvents } from '../../graphql/live.js';
import { metadataOf } from '../../http/request.js';
import { CohortStatusType, CohortType, UpdateCohortInput } from './cohorts.type.js';
import { TeamType } from '../teams/teams.type.js';
import { findCohort, listCohorts, teamsOfCohorts, votersOfCohorts, type CohortRecord } from './cohorts.read.js';
import { createCohort, updateCohort, archiveCohort, restoreCohort, setRetention } from './handle.js';
import { assignTeams, unassignTeams } from '../teams/handle.js';
import type { Team } from '../teams/teams.read.js';

const teamsByCohort = (ctx: GqlContext) =>
  loader(
    ctx,
    'teamsByCohort',
    () =>
      new DataLoader<string, Team[]>(async (tags) => {
        const teams = await teamsOfCohorts(ctx.services.orm.em.fork(), tags);
        return tags.map((t) => teams.get(t)!);
      }),
  );

const votersByCohort = (ctx: GqlContext) =>
  loader(
    ctx,
    'votersByCohort',
    () =>
      new DataLoader<string, string[]>(async (tags) => {
        const voters = await votersOfCohorts(ctx.services.orm.em.fork(), tags);
        return tags.map((t) => voters.get(t)!);
      }),
  );

@Resolver(() => CohortType)
export class CohortResolver {
  @Authorized('ADMIN')
  @FieldResolver(() => [TeamType], { description: 'Admin only.' })
  teams(@Root() cohort: CohortRecord, @Ctx() ctx: GqlContext) {
    return teamsByCohort(ctx).load(cohort.tag);
  }

  @Authorized('ADMIN')
  @FieldResolver(() => [ID], { description: 'Admin only: ids of teams that have cast their ballot.' })
  votedTeamIds(@Root() cohort: CohortRecord, @Ctx() ctx: GqlContext) {
    return votersByCohort(ctx).load(cohort.tag);
  }

  @Query(() => CohortType, { nullable: true })
  cohort(@Arg('tag', () => String) tag: string, @Ctx() ctx: GqlContext) {
    return findCohort(ctx.services.orm.em.fork(), parseCohortTag(tag));
  }

  @Query(() => CohortStatusType, { nullable: true })
  cohortStatus(@Arg('tag', () => String) tag: string, @Ctx() ctx: GqlContext) {
    return findCohort(ctx.services.orm.em.fork(), parseCohortTag(tag));
  }

  @Authorized('ADMIN')
  @Query(() => [CohortType])
  cohorts(@Arg('archived', () => Boolean, { defaultValue: false }) archived: boolean, @Ctx() ctx: GqlContext) {
    return listCohorts(ctx.services.orm.em.fork(), archived);
  }

  @Authorized('ADMIN')
  @Mutation(() => CohortType)
  createCohort(
    @Arg('tag', () => String) tag: string,
    @Arg('name', () => String) name: string,
    @Arg('description', () => String, { nullable: true }) description: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    return createCohort(ctx.services, metadataOf(ctx.req), { tag, name, description });
  }

  @Authorized('ADMIN')
  @Mutation(() => CohortType)
  updateCohort(@Arg('tag', () => String) tag: string, @Arg('input', () => UpdateCohortInput) input: UpdateCohortInput, @Ctx() ctx: GqlContext) {
    const body: Record<string, unknown> = Object.fromEntries(Object.entries({ ...input }).filter(([, v]) => v !== undefined && v !== null));
    if ('description' in input && input.description === null) body.description = null;
    if (input.language === '') body.language = null;
    return updateCohort(ctx.services, metadataOf(ctx.req), tag, body);
  }

  @Authorized('ADMIN')
  @Mutation(() => [TeamType])
  assignTeams(@Arg('cohortTag', () => String) cohortTag: string, @Arg('teamIds', () => [ID]) teamIds: string[], @Ctx() ctx: GqlContext) {
    return assignTeams(ctx.services, metadataOf(ctx.req), parseCohortTag(cohortTag), parseTeamIds(teamIds));
  }

  @Authorized('ADMIN')
  @Mutation(() => [TeamType])
  unassignTeams(@Arg('teamIds', () => [ID]) teamIds: string[], @Ctx() ctx: GqlContext) {
    return unassignTeams(ctx.services, metadataOf(ctx.req), parseTeamIds(teamIds));
  }

  @Authorized('ADMIN')
  @Mutation(() => CohortType)
  archiveCohort(@Arg('tag', () => String) tag: string, @Ctx() ctx: GqlContext) {
    return archiveCohort(ctx.services, metadataOf(ctx.req), tag);
  }

  @Authorized('ADMIN')
  @Mutation(() => CohortType)
  restoreCohort(@Arg('tag', () => String) tag: string, @Ctx() ctx: GqlContext) {
    return restoreCohort(ctx.services, metadataOf(ctx.req), tag);
  }

  @Authorized('ADMIN')
  @Mutation(() => CohortType, { description: "Admin only. Days its teams' personal data is kept after archiving (0..3650); null: no limit. Allowed while archived." })
  setCohortRetention(@Arg('tag', () => String) tag: string, @Arg('days', () => Int, { nullable: true }) days: number | null, @Ctx() ctx: GqlContext) {
    return setRetention(ctx.services, metadataOf(ctx.req), tag, days);
  }

  @FieldResolver(() => GraphQLDateTime, {
    nullable: true,
    description: 'When the retention job erases its teams (archivedAt + retentionDays); null: never, as things stand.',
  })
  erasureDueAt(@Root() cohort: CohortRecord): Date | null {
    return erasureDueAt(cohort.archivedAt ?? null, cohort.retentionDays ?? null);
  }

  @Subscription(() => CohortType, {
    description:
      'Public: flag or detail changes of one cohort (voting opened/closed, results revealed/hidden), and the erasure of one of its teams (its name changes on every page that shows it: look again).',
    subscribe: ({ args, context }) => {
      const ctx = context as GqlContext;
      const tag = parseCohortTag(args.tag);
      const stream = cohortStreamId(tag);
      return liveEvents(
        ctx.services.bus,
        'cohort',
        (e) => e.streamId === stream || isTeamErasedIn(tag, e),
        () => findCohort(ctx.services.orm.em.fork(), args.tag),
        { current: () => findCohort(ctx.services.orm.em.fork(), args.tag) },
      );
    },
  })
  cohortChanged(@Arg('tag', () => String) _tag: string, @Root() cohort: CohortRecord): CohortRecord {
    return cohort;
  }

  @Authorized('ADMIN')
  @Subscription(() => CohortType, {
    description: 'Admin only: every cohort created, by any instructor (the dashboard adds it to its list).',
    subscribe: ({ context }) => {
      const ctx = context as GqlContext;
      return liveEvents(
        ctx.services.bus,
        'cohort-created',
        (e) => e.type === 'CohortCreated',
        (e) => findCohort(ctx.services.orm.em.fork(), (e.data as { tag: string }).tag),
      );
    },
  })
  cohortCreated(@Root() cohort: CohortRecord): CohortRecord {
    return cohort;
  }
}
