import { graphql } from '../../../gql/index.ts';

/** The team asks for its data to be erased; its instructor confirms. */
export const RequestTeamErasureMutation = graphql(`
  mutation RequestTeamErasure($teamId: ID!) {
    requestTeamErasure(teamId: $teamId) {
      id
      erased
      erasureRequestedAt
    }
  }
`);
