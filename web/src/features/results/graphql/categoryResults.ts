import { graphql } from '../../../gql/index.ts';

export const CategoryResultsQuery = graphql(`
  query CategoryResults($cohortTag: String!) {
    categoryResults(cohortTag: $cohortTag) {
      ...CategoryResultsFields
    }
  }
`);
