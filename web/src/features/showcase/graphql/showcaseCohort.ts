import { graphql } from '../../../gql/index.ts';

/** The public fields of a cohort: the page's title, subtitle and whether voting is open. */
export const ShowcaseCohortQuery = graphql(`
  query ShowcaseCohort($tag: String!) {
    cohort(tag: $tag) {
      tag
      name
      description
      votingOpen
      resultsVisible
    }
  }
`);
