import { graphql } from '../../../gql/index.ts';

export const AdminPresentCategoryMutation = graphql(`
  mutation AdminPresentCategory($cohortTag: String!, $categoryId: ID) {
    presentCategory(cohortTag: $cohortTag, categoryId: $categoryId) {
      cohortTag
      category {
        categoryId
      }
    }
  }
`);
