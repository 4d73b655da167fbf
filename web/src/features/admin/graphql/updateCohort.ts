import { graphql } from '../../../gql/index.ts';

export const AdminUpdateCohortMutation = graphql(`
  mutation AdminUpdateCohort($tag: String!, $input: UpdateCohortInput!) {
    updateCohort(tag: $tag, input: $input) {
      ...AdminCohortFields
    }
  }
`);
