import { graphql } from '../../../gql/index.ts';

/** Everything a page needs to compute the countdown (events/src/agenda/clock.ts) and show the rest. */
export const AgendaFieldsFragment = graphql(`
  fragment AgendaFields on Agenda {
    cohortTag
    status
    items {
      phase
      plannedMs
      durationMs
    }
    index
    startedAt
    itemStartedAt
    pausedMs
    pausedAt
    finishedAt
    hold
    bring {
      phase
      at
      moveAt
    }
    announcements {
      id
      text
      at
    }
    serverTime
  }
`);
