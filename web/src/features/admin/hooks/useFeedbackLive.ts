import { useSubscription } from '@apollo/client/react';
import { TeamFeedbackChangedSubscription } from '../graphql/teamFeedbackChanged.ts';

/**
 * Unresolved feedback per team, live: each change arrives as `{ id, unresolvedFeedback }` of a
 * Team, which Apollo normalises by id into the row the Teams table already shows.
 */
export function useFeedbackLive() {
  useSubscription(TeamFeedbackChangedSubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      const team = data.data?.teamFeedbackChanged;
      if (!team) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Team', id: team.id }),
        fields: { unresolvedFeedback: () => team.unresolvedFeedback },
      });
    },
    onError: (error) => console.warn('Live updates (feedback counts) interrupted', error),
  });
}
