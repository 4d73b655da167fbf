import { graphql } from '../../../gql/index.ts';

export const CohortSessionQuery = graphql(`
  query CohortSession($cohortTag: String!) {
    cohortSession(cohortTag: $cohortTag) {
      ...CohortSessionFields
    }
    cohort(tag: $cohortTag) {
      tag
      name
    }
  }
`);
