import { graphql } from '../../../gql/index.ts';

export const ReopenFeedbackMutation = graphql(`
  mutation ReopenFeedback($threadId: ID!) {
    reopenFeedback(threadId: $threadId) {
      ...FeedbackThreadFields
    }
  }
`);
