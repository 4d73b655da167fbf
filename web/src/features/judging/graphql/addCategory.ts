import { graphql } from '../../../gql/index.ts';

export const AddCategoryMutation = graphql(`
  mutation AddCategory($cohortTag: String!, $input: CategoryInput!) {
    addCategory(cohortTag: $cohortTag, input: $input) {
      categoryId
    }
  }
`);
