import { graphql } from '../../../gql/index.ts';

export const AdminAssignTeamsMutation = graphql(`
  mutation AdminAssignTeams($cohortTag: String!, $teamIds: [ID!]!) {
    assignTeams(cohortTag: $cohortTag, teamIds: $teamIds) {
      ...AdminTeamFields
    }
  }
`);
