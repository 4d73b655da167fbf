import { graphql } from '../../../gql/index.ts';

/** What a cohort card shows, including who has voted (admin only). */
export const AdminCohortFieldsFragment = graphql(`
  fragment AdminCohortFields on Cohort {
    tag
    name
    description
    language
    votingOpen
    resultsVisible
    archived
    createdAt
    votedTeamIds
    archivedAt
    retentionDays
    erasureDueAt
  }
`);
