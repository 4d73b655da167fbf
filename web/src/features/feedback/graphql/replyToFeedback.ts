import { graphql } from '../../../gql/index.ts';

export const ReplyToFeedbackMutation = graphql(`
  mutation ReplyToFeedback($threadId: ID!, $text: String!) {
    replyToFeedback(threadId: $threadId, text: $text) {
      ...FeedbackThreadFields
    }
  }
`);
