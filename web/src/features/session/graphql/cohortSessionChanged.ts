import { graphql } from '../../../gql/index.ts';

/** The session again while its room changes (at most every 2 s). */
export const CohortSessionChangedSubscription = graphql(`
  subscription CohortSessionChanged($cohortTag: String!) {
    cohortSessionChanged(cohortTag: $cohortTag) {
      ...CohortSessionFields
    }
  }
`);
