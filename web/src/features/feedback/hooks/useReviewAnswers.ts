import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ReviewPhaseDataQuery } from '../graphql/reviewPhaseData.ts';
import { ReviewPhaseDataChangedSubscription } from '../graphql/reviewPhaseDataChanged.ts';

/**
 * A team's answers for one phase, read-only and live for an instructor: the stored answers, then
 * each stored change over a GraphQL subscription (admin only). The instructor's page never joins
 * the team's /collab document, so it cannot write to it and does not show up as a teammate.
 */
export function useReviewAnswers(teamId: string | null, phaseNumber: number) {
  const query = useQuery(ReviewPhaseDataQuery, { variables: { teamId: teamId ?? '', phaseNumber }, skip: !teamId });
  const { subscribeToMore } = query;
  const ready = Boolean(teamId) && !query.loading && !query.error;
  useEffect(() => {
    if (!ready || !teamId) return;
    // Each answer is written into the cache's PhaseData (keyed by team and phase), which the
    // query reads, also when it first found no answers (lib/apollo.ts).
    return subscribeToMore({ document: ReviewPhaseDataChangedSubscription, variables: { teamId, phaseNumber } });
  }, [ready, teamId, phaseNumber, subscribeToMore]);
  return { values: (query.data?.phaseData?.data ?? {}) as Record<string, string>, loading: query.loading, error: query.error };
}
