import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { getPhaseConfig, notFound, parsePhaseNumber } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { metadataOf } from '../../http/request.js';
import { PhaseDataType } from '../teams/teams.type.js';
import { parseTeamId } from '../teams/handle.js';
import { savePhaseData } from './handle.js';
import { findPhaseData, listPhaseData } from './phase-data.read.js';

@Resolver()
export class PhaseDataResolver {
  @Query(() => GraphQLJSONObject)
  phaseConfig(@Arg('phase', () => Int) phase: number) {
    const config = getPhaseConfig(phase);
    if (!config) throw notFound('Phase config not found: phases are numbered 1 to 8');
    return config;
  }

  @Query(() => PhaseDataType, { nullable: true })
  phaseData(@Arg('teamId', () => ID) teamId: string, @Arg('phaseNumber', () => Int) phaseNumber: number, @Ctx() ctx: GqlContext) {
    return findPhaseData(ctx.services.orm.em.fork(), parseTeamId(teamId), parsePhaseNumber(phaseNumber));
  }

  @Query(() => [PhaseDataType])
  allPhaseData(@Arg('teamId', () => ID) teamId: string, @Ctx() ctx: GqlContext) {
    return listPhaseData(ctx.services.orm.em.fork(), parseTeamId(teamId));
  }

  @Mutation(() => PhaseDataType)
  async savePhaseData(
    @Arg('teamId', () => ID) teamId: string,
    @Arg('phaseNumber', () => Int) phaseNumber: number,
    @Arg('data', () => GraphQLJSONObject) data: Record<string, unknown>,
    @Ctx() ctx: GqlContext,
  ) {
    return savePhaseData(ctx.services, metadataOf(ctx.req), { teamId, phaseNumber, data });
  }
}
