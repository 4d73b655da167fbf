import { graphql } from '../../../gql/index.ts';

/** Admin only: the answers after each stored change, as the team types. */
export const ReviewPhaseDataChangedSubscription = graphql(`
  subscription ReviewPhaseDataChanged($teamId: ID!, $phaseNumber: Int!) {
    phaseDataChanged(teamId: $teamId, phaseNumber: $phaseNumber) {
      teamId
      phaseNumber
      data
      updatedAt
    }
  }
`);
