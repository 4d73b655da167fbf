import { graphql } from '../../../gql/index.ts';

export const AdminCohortCreatedSubscription = graphql(`
  subscription AdminCohortCreated {
    cohortCreated {
      ...AdminCohortFields
    }
  }
`);
