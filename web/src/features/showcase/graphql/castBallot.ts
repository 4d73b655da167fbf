import { graphql } from '../../../gql/index.ts';

export const CastBallotMutation = graphql(`
  mutation CastBallot($cohortTag: String!, $votes: [VoteInput!]!) {
    castBallot(cohortTag: $cohortTag, votes: $votes) {
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
