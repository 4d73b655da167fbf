import { graphql } from '../../../gql/index.ts';

export const AdminCreateCohortMutation = graphql(`
  mutation AdminCreateCohort($tag: String!, $name: String!, $description: String) {
    createCohort(tag: $tag, name: $name, description: $description) {
      ...AdminCohortFields
    }
  }
`);
