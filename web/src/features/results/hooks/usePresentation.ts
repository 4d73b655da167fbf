import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { onRealtimeReconnect } from '../../../lib/apollo.ts';
import { PresentationQuery } from '../graphql/presentation.ts';
import { PresentationChangedSubscription } from '../graphql/presentationChanged.ts';
import type { PresentationFieldsFragment } from '../../../gql/graphql.ts';
import type { RevealStage } from './useReveal.ts';

export type Presentation = PresentationFieldsFragment;

/**
 * The instructor's show for one cohort, live: each step arrives through presentationChanged and
 * replaces the cached presentation, so every open page follows within the socket's latency.
 * null while loading or for an unknown cohort.
 */
export function usePresentation(tag: string) {
  const q = useQuery(PresentationQuery, { variables: { cohortTag: tag }, skip: !tag, fetchPolicy: 'network-only' });
  useSubscription(PresentationChangedSubscription, {
    variables: { cohortTag: tag },
    skip: !q.data?.presentation,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const next = data.data?.presentationChanged;
      if (next) client.cache.writeQuery({ query: PresentationQuery, variables: { cohortTag: tag }, data: { __typename: 'Query', presentation: next } });
    },
    onError: (error) => console.error('Presenter live updates stopped', error),
  });
  const { refetch } = q;
  useEffect(() => (tag ? onRealtimeReconnect(() => void refetch().catch(() => undefined)) : undefined), [refetch, tag]);
  const presentation = q.data?.presentation ?? null;
  return {
    loading: q.loading,
    presentation,
    /** The instructor's stage, or null when the page reveals on its own click. */
    driven: presentation?.stage === null || presentation?.stage === undefined ? null : (presentation.stage as RevealStage),
  };
}
