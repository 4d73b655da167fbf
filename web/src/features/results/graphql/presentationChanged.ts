import { graphql } from '../../../gql/index.ts';

/** Public: every step of the instructor's show (and results shown or hidden), while the page is open. */
export const PresentationChangedSubscription = graphql(`
  subscription PresentationChanged($cohortTag: String!) {
    presentationChanged(cohortTag: $cohortTag) {
      ...PresentationFields
    }
  }
`);
