import { graphql } from '../../../gql/index.ts';

export const AdminUnassignTeamsMutation = graphql(`
  mutation AdminUnassignTeams($teamIds: [ID!]!) {
    unassignTeams(teamIds: $teamIds) {
      ...AdminTeamFields
    }
  }
`);
