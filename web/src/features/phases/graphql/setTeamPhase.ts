import { graphql } from '../../../gql/index.ts';

export const SetTeamPhaseMutation = graphql(`
  mutation SetTeamPhase($teamId: ID!, $currentPhase: Int!) {
    setTeamPhase(teamId: $teamId, currentPhase: $currentPhase) {
      id
      currentPhase
      updatedAt
    }
  }
`);
