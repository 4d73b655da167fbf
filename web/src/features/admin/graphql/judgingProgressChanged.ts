import { graphql } from '../../../gql/index.ts';

/** A judge scored (or judges changed): the card's "N of M scored" follows. */
export const AdminJudgingProgressChangedSubscription = graphql(`
  subscription AdminJudgingProgressChanged($cohortTag: String!) {
    judgingChanged(cohortTag: $cohortTag) {
      cohortTag
      judges {
        judgeId
        name
        scored
        total
      }
    }
  }
`);
