import { graphql } from '../../../gql/index.ts';

/** The cohort's name and whether its results are revealed. */
export const ResultsCohortStatusQuery = graphql(`
  query ResultsCohortStatus($tag: String!) {
    cohortStatus(tag: $tag) {
      name
      resultsVisible
    }
  }
`);
