import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { onRealtimeReconnect } from '../../../lib/apollo.ts';
import { ResultsCohortStatusQuery } from '../graphql/resultsCohortStatus.ts';
import { CohortResultsQuery } from '../graphql/cohortResults.ts';
import { ResultsCohortChangedSubscription } from '../graphql/resultsCohortChanged.ts';
import type { CohortResultsQuery as CohortResultsData } from '../../../gql/graphql.ts';

export type ResultRow = CohortResultsData['results'][number];

export type ResultsState =
  | { kind: 'not-found' }
  | { kind: 'loading' }
  | { kind: 'hidden'; name: string }
  | { kind: 'empty'; name: string }
  | { kind: 'ready'; name: string; rows: readonly ResultRow[] };

/**
 * The five states of the results page (docs/PRODUCT.md#results), in order. Results are asked for
 * only once they are visible; the public cohortChanged subscription flips a page left open to the
 * reveal screen when the instructor reveals them (and back if they are hidden again), without a
 * reload.
 */
export function useResults(tag: string): ResultsState {
  const statusQ = useQuery(ResultsCohortStatusQuery, { variables: { tag }, skip: !tag, fetchPolicy: 'network-only' });
  const status = statusQ.data?.cohortStatus ?? null;
  const visible = Boolean(status?.resultsVisible);
  const resultsQ = useQuery(CohortResultsQuery, { variables: { cohortTag: tag }, skip: !visible, fetchPolicy: 'network-only' });

  useSubscription(ResultsCohortChangedSubscription, {
    variables: { tag },
    skip: !status,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const changed = data.data?.cohortChanged;
      if (!changed) return;
      client.cache.updateQuery({ query: ResultsCohortStatusQuery, variables: { tag } }, () => ({
        __typename: 'Query' as const,
        cohortStatus: { __typename: 'CohortStatus' as const, name: changed.name, resultsVisible: changed.resultsVisible },
      }));
    },
    onError: (error) => console.error('Results live updates stopped', error),
  });

  // The server does not replay changes missed while the socket was down.
  const { refetch } = statusQ;
  useEffect(() => (tag ? onRealtimeReconnect(() => void refetch().catch(() => undefined)) : undefined), [refetch, tag]);

  if (!tag) return { kind: 'not-found' };
  if (statusQ.loading) return { kind: 'loading' };
  if (!status) return { kind: 'not-found' };
  if (!visible) return { kind: 'hidden', name: status.name };
  if (resultsQ.loading) return { kind: 'loading' };
  // 'Failed to fetch results' is a fallback state: shown as no rows.
  const rows = resultsQ.data?.results ?? [];
  return rows.length === 0 ? { kind: 'empty', name: status.name } : { kind: 'ready', name: status.name, rows };
}
