import { graphql } from '../../../gql/index.ts';

/** Erases a team (docs/PRIVACY.md#erasure): the answer says what was done; the team's row follows live. */
export const AdminEraseTeamMutation = graphql(`
  mutation AdminEraseTeam($teamId: ID!, $confirmCode: String!) {
    eraseTeam(teamId: $teamId, confirmCode: $confirmCode) {
      teamId
      erasedNow
      sessionsEnded
    }
  }
`);
