import { graphql } from '../../../gql/index.ts';

/** Every phase's answers of a team: what the workbook is built from. */
export const WorkbookPhaseDataQuery = graphql(`
  query WorkbookPhaseData($teamId: ID!) {
    allPhaseData(teamId: $teamId) {
      teamId
      phaseNumber
      data
      updatedAt
    }
  }
`);
