import { useQuery } from '@apollo/client/react';
import { PhaseConfigQuery } from '../graphql/phaseConfig.ts';

/** The phase's config from the API (typed by the schema's PhaseConfig). */
export function usePhaseConfig(phase: number, skip = false) {
  const { data, loading, error } = useQuery(PhaseConfigQuery, { variables: { phase }, skip });
  const config = data?.phaseConfig ?? null;
  return { config, loading: !skip && loading, error };
}
