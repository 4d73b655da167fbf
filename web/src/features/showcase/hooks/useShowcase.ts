import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { onRealtimeReconnect } from '../../../lib/apollo.ts';
import { ShowcaseCohortQuery } from '../graphql/showcaseCohort.ts';
import { ShowcaseTeamsQuery } from '../graphql/showcaseTeams.ts';
import { MyVotesQuery } from '../graphql/myVotes.ts';
import { ShowcaseTeamSessionQuery } from '../graphql/teamSession.ts';
import { ShowcaseCohortChangedSubscription } from '../graphql/showcaseCohortChanged.ts';
import type { ShowcaseTeamsQuery as ShowcaseTeamsData } from '../../../gql/graphql.ts';

export type ShowcaseTeam = ShowcaseTeamsData['showcase'][number];

/**
 * Everything the showcase shows: the cohort, its submissions, the team session and the votes it
 * cast. Read from the network on arrival (a team has often just logged in or voted elsewhere),
 * then kept live: the public cohortChanged subscription carries voting opening or closing.
 * Load failures are fallback states: no cohort, no submissions, no session, no votes.
 */
export function useShowcase(tag: string) {
  const cohortQ = useQuery(ShowcaseCohortQuery, { variables: { tag }, fetchPolicy: 'network-only' });
  const cohort = cohortQ.data?.cohort ?? null;
  const teamsQ = useQuery(ShowcaseTeamsQuery, { variables: { cohortTag: tag }, skip: !cohort, fetchPolicy: 'network-only' });
  const sessionQ = useQuery(ShowcaseTeamSessionQuery, { fetchPolicy: 'network-only' });
  const teamId = sessionQ.data?.teamSession?.teamId ?? null;
  const votesQ = useQuery(MyVotesQuery, { variables: { cohortTag: tag }, skip: !cohort || !teamId, fetchPolicy: 'network-only' });

  useSubscription(ShowcaseCohortChangedSubscription, {
    variables: { tag },
    skip: !cohort,
    ignoreResults: true,
    // The change itself lands in the cached cohort (normalised by tag), which the page reads.
    onData: ({ data }) => {
      if (!data.data?.cohortChanged) return;
      // Voting opening is when late submissions matter most: show the list as it is now.
      void teamsQ.refetch().catch(() => undefined);
    },
    onError: (error) => console.error('Showcase live updates stopped', error),
  });

  // The server does not replay changes missed while the socket was down.
  const { refetch: refetchCohort } = cohortQ;
  useEffect(() => onRealtimeReconnect(() => void refetchCohort().catch(() => undefined)), [refetchCohort]);

  const loading = cohortQ.loading || sessionQ.loading || (Boolean(cohort) && teamsQ.loading) || (Boolean(cohort && teamId) && votesQ.loading);

  return {
    loading,
    cohort,
    teams: (cohort && teamsQ.data?.showcase) || [],
    teamId,
    votes: (teamId && votesQ.data?.myVotes) || [],
  };
}
