import { graphql } from '../../../gql/index.ts';

export const PauseAgendaMutation = graphql(`
  mutation PauseAgenda($tag: String!) {
    pauseAgenda(tag: $tag) {
      ...AgendaFields
    }
  }
`);
