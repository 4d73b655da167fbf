import { useQuery } from '@apollo/client/react';
import type { PhaseConfig } from '@fit/events/phases/schema';
import { PhaseConfigQuery } from '../graphql/phaseConfig.ts';

/** The phase's config from the API (typed by @fit/events' PhaseConfig). */
export function usePhaseConfig(phase: number, skip = false) {
  const { data, loading, error } = useQuery(PhaseConfigQuery, { variables: { phase }, skip });
  const config = (data?.phaseConfig as PhaseConfig | undefined) ?? null;
  return { config, loading: !skip && loading, error };
}
