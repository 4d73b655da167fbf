import { graphql } from '../../../gql/index.ts';

export const AllPhaseDataQuery = graphql(`
  query AllPhaseData($teamId: ID!) {
    allPhaseData(teamId: $teamId) {
      teamId
      phaseNumber
      data
      updatedAt
    }
  }
`);
