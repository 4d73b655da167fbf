import { graphql } from '../../../gql/index.ts';

export const AdminSetCohortRetentionMutation = graphql(`
  mutation AdminSetCohortRetention($tag: String!, $days: Int) {
    setCohortRetention(tag: $tag, days: $days) {
      ...AdminCohortFields
    }
  }
`);
