import { graphql } from '../../../gql/index.ts';

export const ResetAgendaMutation = graphql(`
  mutation ResetAgenda($tag: String!) {
    resetAgenda(tag: $tag) {
      ...AgendaFields
    }
  }
`);
