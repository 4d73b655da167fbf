import { Arg, Int, Query, Resolver } from 'type-graphql';
import { getPhaseConfig, notFound } from '@fit/events';
import { PhaseConfigType } from './configs.type.js';

@Resolver()
export class ConfigsResolver {
  @Query(() => PhaseConfigType, { description: "A phase's content (the same as GET /api/configs/phase-{n})." })
  phaseConfig(@Arg('phase', () => Int) phase: number): PhaseConfigType {
    const config = getPhaseConfig(phase);
    if (!config) throw notFound('Phase config not found: phases are numbered 1 to 8');
    return config;
  }
}
