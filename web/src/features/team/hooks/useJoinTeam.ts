import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { JoinTeamMutation } from '../graphql/joinTeam.ts';
import { graphqlErrorCode } from '../../../lib/errors.ts';
import type { Team } from './useTeam.ts';

/**
 * Joins the team with this code (upper-cased): this browser's session becomes the team's, which
 * a team's answers need. Null means no such team. Other failures throw.
 */
export function useJoinTeam() {
  const client = useApolloClient();
  return useCallback(
    async (rawCode: string): Promise<Team | null> => {
      const code = rawCode.trim().toUpperCase();
      try {
        const { data } = await client.mutate({ mutation: JoinTeamMutation, variables: { code } });
        return data?.joinTeam ?? null;
      } catch (error) {
        // A code of the wrong shape is refused as bad input: for the person typing it, not found.
        if (graphqlErrorCode(error) === 'BAD_USER_INPUT' || graphqlErrorCode(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
    [client],
  );
}
