import { useQuery } from '@apollo/client/react';
import { PhaseConfigQuery } from '../../../lib/graphql/phaseConfig.ts';
import { useLanguage } from '../../../i18n/I18nProvider.tsx';

/** The phase's config from the API in the page's language (typed by the schema's PhaseConfig). */
export function usePhaseConfig(phase: number, skip = false) {
  const { locale } = useLanguage();
  const { data, loading, error } = useQuery(PhaseConfigQuery, { variables: { phase, locale }, skip });
  const config = data?.phaseConfig ?? null;
  return { config, loading: !skip && loading, error };
}
