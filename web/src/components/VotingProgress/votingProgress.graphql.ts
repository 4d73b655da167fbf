import { graphql } from '../../gql/index.ts';

/** Public counts: how many eligible teams of the cohort have voted. */
export const VotingProgressQuery = graphql(`
  query VotingProgress($cohortTag: String!) {
    votingProgress(cohortTag: $cohortTag) {
      cohortTag
      votedCount
      eligibleCount
    }
  }
`);

export const VotingProgressChangedSubscription = graphql(`
  subscription VotingProgressChanged($cohortTag: String!) {
    votingProgressChanged(cohortTag: $cohortTag) {
      cohortTag
      votedCount
      eligibleCount
    }
  }
`);
