import { Arg, Int, Query, Resolver } from 'type-graphql';
import { DEFAULT_LOCALE, getPhaseConfig, MAX_PHASE, MIN_PHASE, notFound, parseLocale } from '@fit/events';
import { PhaseConfigType } from './configs.type.js';

@Resolver()
export class ConfigsResolver {
  @Query(() => PhaseConfigType, { description: "A phase's content (the same as GET /api/configs/phase-{n})." })
  phaseConfig(
    @Arg('phase', () => Int) phase: number,
    @Arg('locale', () => String, { nullable: true, description: 'en (the default), es, de or ar.' }) locale?: string | null,
  ): PhaseConfigType {
    const language = locale == null ? DEFAULT_LOCALE : parseLocale(locale);
    const config = getPhaseConfig(phase, language);
    if (!config) throw notFound('Phase config not found: phases are numbered {min, number} to {max, number}', { min: MIN_PHASE, max: MAX_PHASE });
    return { ...config, locale: language };
  }
}
