import { graphql } from '../../../gql/index.ts';

/** Public: the instructor revealed (or hid) the results while the page is open. */
export const ResultsCohortChangedSubscription = graphql(`
  subscription ResultsCohortChanged($tag: String!) {
    cohortChanged(tag: $tag) {
      tag
      name
      resultsVisible
    }
  }
`);
