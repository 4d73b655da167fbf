import { graphql } from '../../../gql/index.ts';

export const AdminLoginMutation = graphql(`
  mutation AdminLogin($username: String!, $password: String!) {
    adminLogin(username: $username, password: $password) {
      username
      role
    }
  }
`);
