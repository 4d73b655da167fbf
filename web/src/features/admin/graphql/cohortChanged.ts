import { graphql } from '../../../gql/index.ts';

export const AdminCohortChangedSubscription = graphql(`
  subscription AdminCohortChanged($tag: String!) {
    cohortChanged(tag: $tag) {
      ...AdminCohortFields
    }
  }
`);
