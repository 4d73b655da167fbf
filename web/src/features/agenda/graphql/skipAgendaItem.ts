import { graphql } from '../../../gql/index.ts';

export const SkipAgendaItemMutation = graphql(`
  mutation SkipAgendaItem($tag: String!) {
    skipAgendaItem(tag: $tag) {
      ...AgendaFields
    }
  }
`);
