import { graphql } from '../../../gql/index.ts';

export const AdminLogoutMutation = graphql(`
  mutation AdminLogout {
    adminLogout
  }
`);
