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

/**
 * Everything the session view computes from: teams, moments and each edit's time, packed (a
 * full day's times as lists of numbers would be nearly all of the answer); the page counts the
 * minutes from them.
 */
export const CohortSessionFieldsFragment = graphql(`
  fragment CohortSessionFields on CohortSession {
    cohortTag
    serverTime
    firstMinute
    teams {
      teamId
      code
      name
      erased
    }
    marks {
      ...SessionMarkFields
    }
    edits {
      teamId
      packedTimes
    }
  }
`);
