import { graphql } from '../../../gql/index.ts';

export const PlanAgendaMutation = graphql(`
  mutation PlanAgenda($tag: String!, $items: [AgendaItemInput!]!) {
    planAgenda(tag: $tag, items: $items) {
      ...AgendaFields
    }
  }
`);
