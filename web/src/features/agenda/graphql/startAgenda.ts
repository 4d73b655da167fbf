import { graphql } from '../../../gql/index.ts';

export const StartAgendaMutation = graphql(`
  mutation StartAgenda($tag: String!) {
    startAgenda(tag: $tag) {
      ...AgendaFields
    }
  }
`);
