import { graphql } from '../../../gql/index.ts';

export const ResolveFeedbackMutation = graphql(`
  mutation ResolveFeedback($threadId: ID!) {
    resolveFeedback(threadId: $threadId) {
      ...FeedbackThreadFields
    }
  }
`);
