import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { buildWorkbook, type Workbook } from '@fit/events/workbook';
import { AllPhaseDataQuery } from '../../../lib/graphql/allPhaseData.ts';

export interface WorkbookTeamRef {
  id: string;
  name: string;
  code: string;
}

/** The team's workbook from its stored answers (fetched fresh: a download must hold the latest). */
export function useWorkbook(team: WorkbookTeamRef | null, skip = false): { book: Workbook | null; loading: boolean; error: unknown } {
  const { data, loading, error } = useQuery(AllPhaseDataQuery, {
    variables: { teamId: team?.id ?? '' },
    skip: !team || skip,
    fetchPolicy: 'network-only',
  });
  const book = useMemo(() => {
    if (!team || !data) return null;
    const answers = Object.fromEntries(data.allPhaseData.map((p) => [p.phaseNumber, p.data as Record<string, string>]));
    return buildWorkbook({ name: team.name, code: team.code }, answers, new Date());
  }, [team, data]);
  return { book, loading, error };
}
