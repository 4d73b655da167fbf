import { graphql } from '../../../gql/index.ts';

/** Admin only: a team's unresolved count after any change to its feedback (normalised into the cache by id). */
export const TeamFeedbackChangedSubscription = graphql(`
  subscription TeamFeedbackChanged {
    teamFeedbackChanged {
      id
      unresolvedFeedback
    }
  }
`);
