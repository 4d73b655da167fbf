import { graphql } from '../../../gql/index.ts';

export const ChangeBallotMutation = graphql(`
  mutation ChangeBallot($cohortTag: String!, $votes: [VoteInput!]!) {
    changeBallot(cohortTag: $cohortTag, votes: $votes) {
      cohortTag
      voterTeamId
      receipt
      votes {
        votedForTeamId
        rank
      }
    }
  }
`);
