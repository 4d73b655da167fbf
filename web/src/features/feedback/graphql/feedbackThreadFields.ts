import { graphql } from '../../../gql/index.ts';

export const FeedbackThreadFieldsFragment = graphql(`
  fragment FeedbackThreadFields on FeedbackThread {
    id
    teamId
    phaseNumber
    fieldId
    resolved
    createdAt
    messages {
      author
      authorName
      text
      at
    }
  }
`);
