import { graphql } from '../../../gql/index.ts';

export const TeamLogoutMutation = graphql(`
  mutation TeamLogout {
    teamLogout
  }
`);
