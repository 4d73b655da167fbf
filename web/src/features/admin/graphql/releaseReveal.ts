import { graphql } from '../../../gql/index.ts';

export const AdminReleaseRevealMutation = graphql(`
  mutation AdminReleaseReveal($tag: String!) {
    releaseReveal(tag: $tag) {
      ...AdminRevealCohortFields
    }
  }
`);
