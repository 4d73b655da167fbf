import { graphql } from '../../../gql/index.ts';

export const ReleaseHoldMutation = graphql(`
  mutation ReleaseHold($tag: String!) {
    releaseHold(tag: $tag) {
      ...AgendaFields
    }
  }
`);
