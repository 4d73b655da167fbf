import { graphql } from '../../../gql/index.ts';

export const BringTeamsMutation = graphql(`
  mutation BringTeams($tag: String!, $phase: Int!, $noticeSeconds: Int, $hold: Boolean!) {
    bringTeams(tag: $tag, phase: $phase, noticeSeconds: $noticeSeconds, hold: $hold) {
      ...AgendaFields
    }
  }
`);
