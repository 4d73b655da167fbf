import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { parsePhaseNumber } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { liveEvents } from '../../graphql/live.js';
import { metadataOf } from '../../http/request.js';
import { requireTeamAccess } from '../../auth/viewer.js';
import { PhaseDataType } from '../teams/teams.type.js';
import { parseTeamId } from '../teams/handle.js';
import { savePhaseData } from './save.js';
import { findPhaseData, listPhaseData, type PhaseDataRecord } from './phase-data.read.js';

/** A team's answers are the team's: its session's or an instructor's (the same rule as REST and /collab). */
const teamOf = (ctx: GqlContext, raw: unknown) => {
  const teamId = parseTeamId(raw);
  requireTeamAccess(ctx.viewer, teamId);
  return teamId;
};

@Resolver()
export class PhaseDataResolver {
  @Query(() => PhaseDataType, { nullable: true })
  phaseData(@Arg('teamId', () => ID) teamId: string, @Arg('phaseNumber', () => Int) phaseNumber: number, @Ctx() ctx: GqlContext) {
    return findPhaseData(ctx.services.orm.em.fork(), teamOf(ctx, teamId), parsePhaseNumber(phaseNumber));
  }

  @Query(() => [PhaseDataType])
  allPhaseData(@Arg('teamId', () => ID) teamId: string, @Ctx() ctx: GqlContext) {
    return listPhaseData(ctx.services.orm.em.fork(), teamOf(ctx, teamId));
  }

  @Mutation(() => PhaseDataType)
  async savePhaseData(
    @Arg('teamId', () => ID) teamId: string,
    @Arg('phaseNumber', () => Int) phaseNumber: number,
    @Arg('data', () => GraphQLJSONObject) data: Record<string, unknown>,
    @Ctx() ctx: GqlContext,
  ) {
    return savePhaseData(ctx.services, metadataOf(ctx.req), { teamId: teamOf(ctx, teamId), phaseNumber, data });
  }

  @Authorized('ADMIN')
  @Subscription(() => PhaseDataType, {
    description:
      "Admin only: one team's answers for one phase after each stored change — the instructor's read-only live view " +
      '(the team itself edits through the /collab document).',
    subscribe: ({ args, context }) => {
      const ctx = context as GqlContext;
      const teamId = teamOf(ctx, args.teamId);
      const phaseNumber = parsePhaseNumber(args.phaseNumber);
      return liveEvents(
        ctx.services.bus,
        'phase-data',
        (e) => (e.type === 'PhaseDocUpdated' || e.type === 'PhaseDataSaved') && e.data.teamId === teamId && e.data.phaseNumber === phaseNumber,
        () => findPhaseData(ctx.services.orm.em.fork(), teamId, phaseNumber),
        { current: () => findPhaseData(ctx.services.orm.em.fork(), teamId, phaseNumber) },
      );
    },
  })
  phaseDataChanged(@Arg('teamId', () => ID) _teamId: string, @Arg('phaseNumber', () => Int) _phaseNumber: number, @Root() data: PhaseDataRecord): PhaseDataRecord {
    return data;
  }
}
