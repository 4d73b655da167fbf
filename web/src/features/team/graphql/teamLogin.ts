import { graphql } from '../../../gql/index.ts';

export const TeamLoginMutation = graphql(`
  mutation TeamLogin($accessToken: String!) {
    teamLogin(accessToken: $accessToken) {
      teamId
    }
  }
`);
