import { graphql } from '../../../gql/index.ts';

/** The session whole, then what changed while its room changes (at most every 2 s). */
export const CohortSessionChangedSubscription = graphql(`
  subscription CohortSessionChanged($cohortTag: String!) {
    cohortSessionChanged(cohortTag: $cohortTag) {
      serverTime
      full {
        ...CohortSessionFields
      }
      delta {
        teams {
          teamId
          code
          name
          erased
        }
        marksFrom
        marks {
          ...SessionMarkFields
        }
        edits {
          teamId
          timesFrom
          times
        }
      }
    }
  }
`);
