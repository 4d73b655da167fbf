import { graphql } from '../../../gql/index.ts';

export const SavePhaseDataMutation = graphql(`
  mutation SavePhaseData($teamId: ID!, $phaseNumber: Int!, $data: JSONObject!) {
    savePhaseData(teamId: $teamId, phaseNumber: $phaseNumber, data: $data) {
      teamId
      phaseNumber
      data
      updatedAt
    }
  }
`);
