import { graphql } from '../../../gql/index.ts';

export const AdminRestoreCohortMutation = graphql(`
  mutation AdminRestoreCohort($tag: String!) {
    restoreCohort(tag: $tag) {
      ...AdminCohortFields
    }
  }
`);
