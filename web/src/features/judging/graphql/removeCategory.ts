import { graphql } from '../../../gql/index.ts';

export const RemoveCategoryMutation = graphql(`
  mutation RemoveCategory($cohortTag: String!, $categoryId: ID!) {
    removeCategory(cohortTag: $cohortTag, categoryId: $categoryId) {
      categoryId
    }
  }
`);
