import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import type { Workbook } from '@fit/events/workbook';
import { AllPhaseDataQuery } from '../../../lib/graphql/allPhaseData.ts';
import { useLanguage } from '../../../i18n/I18nProvider.tsx';
import type { PhaseConfigFieldsFragment as PhaseConfig } from '../../../gql/graphql.ts';
import { buildWorkbookIn, phaseConfigsIn } from '../lib/localize.ts';

export interface WorkbookTeamRef {
  id: string;
  name: string;
  code: string;
}

/**
 * The team's workbook from its stored answers (fetched fresh: a download must hold the latest),
 * in the page's language: the phases' configs in it are read first, from the API.
 */
export function useWorkbook(team: WorkbookTeamRef | null, skip = false): { book: Workbook | null; loading: boolean; error: unknown } {
  const client = useApolloClient();
  const { locale } = useLanguage();
  const { data, loading, error } = useQuery(AllPhaseDataQuery, {
    variables: { teamId: team?.id ?? '' },
    skip: !team || skip,
    fetchPolicy: 'network-only',
  });
  const [configs, setConfigs] = useState<{ locale: string; list: PhaseConfig[] | null } | null>(null);
  const wanted = !!team && !skip;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void phaseConfigsIn(client, locale).then((list) => live && setConfigs({ locale, list }));
    return () => {
      live = false;
    };
  }, [client, locale, wanted]);
  const ready = configs?.locale === locale;
  const book = useMemo(() => {
    if (!team || !data || !ready || !configs.list) return null;
    const answers = Object.fromEntries(data.allPhaseData.map((p) => [p.phaseNumber, p.data as Record<string, string>]));
    return buildWorkbookIn({ name: team.name, code: team.code }, answers, new Date(), configs.list, locale);
  }, [team, data, ready, locale, configs]);
  // The phases' configs could not be read (the network went away): no book, and the reason as its error.
  const unread = ready && !configs.list ? new Error('The phases could not be read') : null;
  return { book, loading: loading || (wanted && !ready), error: error ?? unread };
}
