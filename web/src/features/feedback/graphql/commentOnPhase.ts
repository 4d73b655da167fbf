import { graphql } from '../../../gql/index.ts';

export const CommentOnPhaseMutation = graphql(`
  mutation CommentOnPhase($teamId: ID!, $phaseNumber: Int!, $fieldId: String, $text: String!) {
    commentOnPhase(teamId: $teamId, phaseNumber: $phaseNumber, fieldId: $fieldId, text: $text) {
      ...FeedbackThreadFields
    }
  }
`);
