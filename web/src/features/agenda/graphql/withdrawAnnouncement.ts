import { graphql } from '../../../gql/index.ts';

export const WithdrawAnnouncementMutation = graphql(`
  mutation WithdrawAnnouncement($tag: String!, $id: String!) {
    withdrawAnnouncement(tag: $tag, id: $id) {
      ...AgendaFields
    }
  }
`);
