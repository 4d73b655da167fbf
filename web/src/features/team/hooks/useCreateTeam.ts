import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { CreateTeamMutation } from '../graphql/createTeam.ts';
import { TeamByCodeQuery } from '../graphql/teamByCode.ts';
import { generateTeamCode } from '../../../lib/teamCode.ts';
import { graphqlErrorCode } from '../../../lib/errors.ts';
import type { Team } from './useTeam.ts';

const MAX_ATTEMPTS = 5;

/**
 * Creates a team with a client-generated code (docs/PRODUCT.md#teams). A taken code (CONFLICT) is
 * retried with a fresh one; any other failure is thrown to the caller.
 */
export function useCreateTeam(makeCode: () => string = generateTeamCode) {
  const client = useApolloClient();
  return useCallback(
    async (name: string): Promise<Team> => {
      let lastError: unknown;
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const code = makeCode();
        try {
          const { data } = await client.mutate({ mutation: CreateTeamMutation, variables: { name, code } });
          const team = data?.createTeam;
          if (!team) throw new Error('No team returned');
          // The new team is this browser's: seed the lookup the phase page is about to make.
          client.writeQuery({ query: TeamByCodeQuery, variables: { code: team.code }, data: { __typename: 'Query', team } });
          return team;
        } catch (error) {
          lastError = error;
          if (graphqlErrorCode(error) !== 'CONFLICT') throw error;
        }
      }
      throw lastError;
    },
    [client, makeCode],
  );
}
