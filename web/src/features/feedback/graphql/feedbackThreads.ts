import { graphql } from '../../../gql/index.ts';

/** The team's session or an admin: one phase's feedback threads. */
export const FeedbackThreadsQuery = graphql(`
  query FeedbackThreads($teamId: ID!, $phaseNumber: Int) {
    feedbackThreads(teamId: $teamId, phaseNumber: $phaseNumber) {
      ...FeedbackThreadFields
    }
  }
`);
