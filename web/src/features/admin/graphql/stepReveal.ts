import { graphql } from '../../../gql/index.ts';

export const AdminStepRevealMutation = graphql(`
  mutation AdminStepReveal($tag: String!, $stage: Int!, $rehearsal: Boolean!) {
    stepReveal(tag: $tag, stage: $stage, rehearsal: $rehearsal) {
      ...AdminRevealCohortFields
    }
  }
`);
