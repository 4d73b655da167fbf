import { graphql } from '../../../gql/index.ts';

export const PostAnnouncementMutation = graphql(`
  mutation PostAnnouncement($tag: String!, $text: String!) {
    postAnnouncement(tag: $tag, text: $text) {
      ...AgendaFields
    }
  }
`);
