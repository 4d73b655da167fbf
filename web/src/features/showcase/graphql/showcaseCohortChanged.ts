import { graphql } from '../../../gql/index.ts';

/** Public: voting opened or closed (and other flag or detail changes) while the page is open. */
export const ShowcaseCohortChangedSubscription = graphql(`
  subscription ShowcaseCohortChanged($tag: String!) {
    cohortChanged(tag: $tag) {
      tag
      name
      description
      votingOpen
      resultsVisible
    }
  }
`);
