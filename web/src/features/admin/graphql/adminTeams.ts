import { graphql } from '../../../gql/index.ts';

export const AdminTeamsQuery = graphql(`
  query AdminTeams {
    teams {
      ...AdminTeamFields
    }
  }
`);
