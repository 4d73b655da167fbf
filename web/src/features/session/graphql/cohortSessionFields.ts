import { graphql } from '../../../gql/index.ts';

/** Everything the session view computes from: teams, moments and edits (per minute, and each one's time). */
export const CohortSessionFieldsFragment = graphql(`
  fragment CohortSessionFields on CohortSession {
    cohortTag
    serverTime
    firstMinute
    teams {
      teamId
      code
      name
    }
    marks {
      at
      kind
      teamId
      phase
      ref
      detail
      agenda
    }
    edits {
      teamId
      perMinute
      times
    }
  }
`);
