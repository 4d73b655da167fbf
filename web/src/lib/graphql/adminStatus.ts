import { graphql } from '../../gql/index.ts';

export const AdminStatusQuery = graphql(`
  query AdminStatus {
    adminStatus {
      isAuthenticated
      user {
        username
        role
      }
    }
  }
`);
