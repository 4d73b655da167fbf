import { graphql } from '../../../gql/index.ts';

/** Every step of the show, as the presenter's category podium needs it. */
export const PresentedCategoryChangedSubscription = graphql(`
  subscription PresentedCategoryChanged($cohortTag: String!) {
    presentationChanged(cohortTag: $cohortTag) {
      cohortTag
      category {
        categoryId
        name
        formula
      }
      categoryRows {
        ...ResultRowFields
      }
    }
  }
`);
