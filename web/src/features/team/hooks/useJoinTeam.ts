import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { TeamByCodeQuery } from '../graphql/teamByCode.ts';
import { graphqlErrorCode } from '../../../lib/errors.ts';
import type { Team } from './useTeam.ts';

/** Looks a code up (upper-cased); null means no such team. Other failures throw. */
export function useJoinTeam() {
  const client = useApolloClient();
  return useCallback(
    async (rawCode: string): Promise<Team | null> => {
      const code = rawCode.trim().toUpperCase();
      try {
        const { data } = await client.query({ query: TeamByCodeQuery, variables: { code }, fetchPolicy: 'network-only' });
        return data?.team ?? null;
      } catch (error) {
        // A code of the wrong shape is refused as bad input: for the person typing it, not found.
        if (graphqlErrorCode(error) === 'BAD_USER_INPUT' || graphqlErrorCode(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
    [client],
  );
}
