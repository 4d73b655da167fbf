import { graphql } from '../../../gql/index.ts';

/** Each judge's "N of M scored" on the dashboard's cohort card. */
export const AdminJudgingProgressQuery = graphql(`
  query AdminJudgingProgress($cohortTag: String!) {
    judging(cohortTag: $cohortTag) {
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
