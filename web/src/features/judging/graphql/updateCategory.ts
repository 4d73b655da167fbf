import { graphql } from '../../../gql/index.ts';

export const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($cohortTag: String!, $categoryId: ID!, $input: CategoryInput!) {
    updateCategory(cohortTag: $cohortTag, categoryId: $categoryId, input: $input) {
      categoryId
    }
  }
`);
