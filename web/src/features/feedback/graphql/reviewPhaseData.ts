import { graphql } from '../../../gql/index.ts';

/** The instructor's read-only view of one team's answers for one phase. */
export const ReviewPhaseDataQuery = graphql(`
  query ReviewPhaseData($teamId: ID!, $phaseNumber: Int!) {
    phaseData(teamId: $teamId, phaseNumber: $phaseNumber) {
      teamId
      phaseNumber
      data
      updatedAt
    }
  }
`);
