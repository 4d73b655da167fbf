import { graphql } from '../../../gql/index.ts';

/** Anything that can change a category result: a score, a ballot, the show. */
export const CategoryResultsChangedSubscription = graphql(`
  subscription CategoryResultsChanged($cohortTag: String!) {
    categoryResultsChanged(cohortTag: $cohortTag) {
      ...CategoryResultsFields
    }
  }
`);
