import { graphql } from '../../../gql/index.ts';

export const ExtendAgendaItemMutation = graphql(`
  mutation ExtendAgendaItem($tag: String!, $minutes: Int!, $keepEnd: Boolean!) {
    extendAgendaItem(tag: $tag, minutes: $minutes, keepEnd: $keepEnd) {
      ...AgendaFields
    }
  }
`);
