import { graphql } from '../../../gql/index.ts';

/** The ballot the current team session has cast in the cohort (empty: not voted, or no session). */
export const MyVotesQuery = graphql(`
  query MyVotes($cohortTag: String!) {
    myVotes(cohortTag: $cohortTag) {
      votedForTeamId
      rank
    }
  }
`);
