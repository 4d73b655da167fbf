import { graphql } from '../../../gql/index.ts';

/** Another instructor (or another tab, or the dashboard) stepped the show or flipped the results. */
export const AdminRevealCohortChangedSubscription = graphql(`
  subscription AdminRevealCohortChanged($tag: String!) {
    cohortChanged(tag: $tag) {
      ...AdminRevealCohortFields
    }
  }
`);
