import { graphql } from '../../../gql/index.ts';

export const AdminBallotCastSubscription = graphql(`
  subscription AdminBallotCast($cohortTag: String!) {
    ballotCast(cohortTag: $cohortTag) {
      cohortTag
      voterTeamId
      teamName
      at
    }
  }
`);
