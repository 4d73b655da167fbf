import { graphql } from '../../../gql/index.ts';

export const JoinTeamMutation = graphql(`
  mutation JoinTeam($code: String!) {
    joinTeam(code: $code) {
      ...TeamFields
    }
  }
`);
