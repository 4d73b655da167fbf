import { graphql } from '../../../gql/index.ts';

/** One moment of a session, as the whole session and a live update's delta carry it. */
export const SessionMarkFieldsFragment = graphql(`
  fragment SessionMarkFields on SessionMark {
    at
    kind
    teamId
    phase
    ref
    detail
    agenda
  }
`);

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
      ...SessionMarkFields
    }
    edits {
      teamId
      perMinute
      times
    }
  }
`);
