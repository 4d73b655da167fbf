import { graphql } from '../../gql/index.ts';

/** Every phase's answers of a team: prompts that reach into other phases, and the workbook. */
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
