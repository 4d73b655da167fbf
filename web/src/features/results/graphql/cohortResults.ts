import { graphql } from '../../../gql/index.ts';

/** Ranked result rows; asked for only once the results are visible (hidden before). */
export const CohortResultsQuery = graphql(`
  query CohortResults($cohortTag: String!) {
    results(cohortTag: $cohortTag) {
      rank
      teamId
      teamName
      avatarIcon
      websiteUrl
      totalPoints
      votes {
        rank
        count
      }
    }
  }
`);
