import { graphql } from '../../../gql/index.ts';

export const ReorderCategoriesMutation = graphql(`
  mutation ReorderCategories($cohortTag: String!, $categoryIds: [ID!]!) {
    reorderCategories(cohortTag: $cohortTag, categoryIds: $categoryIds) {
      categoryId
    }
  }
`);
