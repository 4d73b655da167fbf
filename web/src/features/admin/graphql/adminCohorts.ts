import { graphql } from '../../../gql/index.ts';

/** Active cohorts, or archived ones (loaded only while the archived view is on). */
export const AdminCohortsQuery = graphql(`
  query AdminCohorts($archived: Boolean!) {
    cohorts(archived: $archived) {
      ...AdminCohortFields
    }
  }
`);
