import { graphql } from '../../../gql/index.ts';

export const PhaseDataQuery = graphql(`
  query PhaseData($teamId: ID!, $phaseNumber: Int!) {
    phaseData(teamId: $teamId, phaseNumber: $phaseNumber) {
      teamId
      phaseNumber
      data
      updatedAt
    }
  }
`);
