import { graphql } from '../../../gql/index.ts';

/** What the reveal control needs: the cohort's flags and the show's current stage. */
export const AdminRevealCohortFieldsFragment = graphql(`
  fragment AdminRevealCohortFields on Cohort {
    tag
    name
    resultsVisible
    archived
    revealStage
    rehearsal
  }
`);

export const AdminRevealCohortQuery = graphql(`
  query AdminRevealCohort($tag: String!) {
    cohort(tag: $tag) {
      ...AdminRevealCohortFields
    }
  }
`);
