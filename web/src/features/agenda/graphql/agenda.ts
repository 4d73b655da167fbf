import { graphql } from '../../../gql/index.ts';

export const AgendaQuery = graphql(`
  query Agenda($cohortTag: String!) {
    agenda(cohortTag: $cohortTag) {
      ...AgendaFields
    }
  }
`);
