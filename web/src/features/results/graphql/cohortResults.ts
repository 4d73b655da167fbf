import { graphql } from '../../../gql/index.ts';

/** One ranked row, as the results page, the podium and the presenter view show it. */
export const ResultRowFieldsFragment = graphql(`
  fragment ResultRowFields on ResultRow {
    rank
    teamId
    teamName
    erased
    avatarIcon
    websiteUrl
    totalPoints
    votes {
      rank
      count
    }
  }
`);

/** Ranked result rows; asked for only once the results are visible (hidden before). */
export const CohortResultsQuery = graphql(`
  query CohortResults($cohortTag: String!) {
    results(cohortTag: $cohortTag) {
      ...ResultRowFields
    }
  }
`);
