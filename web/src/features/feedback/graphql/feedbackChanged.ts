import { graphql } from '../../../gql/index.ts';

export const FeedbackChangedSubscription = graphql(`
  subscription FeedbackChanged($teamId: ID!) {
    feedbackChanged(teamId: $teamId) {
      ...FeedbackThreadFields
    }
  }
`);
