import { graphql } from '../../../gql/index.ts';

export const CreateTeamMutation = graphql(`
  mutation CreateTeam($name: String!, $code: String!) {
    createTeam(name: $name, code: $code) {
      ...TeamFields
    }
  }
`);
