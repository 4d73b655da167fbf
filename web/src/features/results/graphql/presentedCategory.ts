import { graphql } from '../../../gql/index.ts';

/** The presenter's prize-category podium: which category the show presents, and its staged rows. */
export const PresentedCategoryQuery = graphql(`
  query PresentedCategory($cohortTag: String!) {
    presentation(cohortTag: $cohortTag) {
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
