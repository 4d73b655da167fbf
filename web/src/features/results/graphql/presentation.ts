import { graphql } from '../../../gql/index.ts';

/**
 * Public: the results show as the instructor runs it — stage (null while no one drives it),
 * rehearsal with its label, and the rows to present (sample rows in a rehearsal, never real ones).
 */
export const PresentationFieldsFragment = graphql(`
  fragment PresentationFields on Presentation {
    cohortTag
    name
    resultsVisible
    stage
    rehearsal
    label
    rows {
      ...ResultRowFields
    }
  }
`);

export const PresentationQuery = graphql(`
  query Presentation($cohortTag: String!) {
    presentation(cohortTag: $cohortTag) {
      ...PresentationFields
    }
  }
`);
