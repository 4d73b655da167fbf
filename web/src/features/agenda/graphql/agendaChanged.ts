import { graphql } from '../../../gql/index.ts';

export const AgendaChangedSubscription = graphql(`
  subscription AgendaChanged($cohortTag: String!) {
    agendaChanged(cohortTag: $cohortTag) {
      ...AgendaFields
    }
  }
`);
