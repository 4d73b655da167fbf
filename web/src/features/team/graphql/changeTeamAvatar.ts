import { graphql } from '../../../gql/index.ts';

export const ChangeTeamAvatarMutation = graphql(`
  mutation ChangeTeamAvatar($teamId: ID!, $avatarIcon: String!) {
    changeTeamAvatar(teamId: $teamId, avatarIcon: $avatarIcon) {
      ...TeamFields
    }
  }
`);
