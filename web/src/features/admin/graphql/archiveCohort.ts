import { graphql } from '../../../gql/index.ts';

export const AdminArchiveCohortMutation = graphql(`
  mutation AdminArchiveCohort($tag: String!) {
    archiveCohort(tag: $tag) {
      ...AdminCohortFields
    }
  }
`);
