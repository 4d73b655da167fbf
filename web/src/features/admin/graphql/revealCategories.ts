import { graphql } from '../../../gql/index.ts';

/** The prize categories the remote can step through, and the one the show presents now. */
export const AdminRevealCategoriesQuery = graphql(`
  query AdminRevealCategories($cohortTag: String!) {
    prizeCategories(cohortTag: $cohortTag) {
      categoryId
      name
    }
    presentation(cohortTag: $cohortTag) {
      cohortTag
      category {
        categoryId
      }
    }
  }
`);
