import type { AdminCohortFieldsFragment, AdminTeamFieldsFragment } from '../../gql/graphql.ts';

/** A team as the dashboard shows it. */
export type AdminTeam = AdminTeamFieldsFragment;
/** A cohort card's data; normalised by tag in the Apollo cache (lib/apollo.ts). */
export type AdminCohort = AdminCohortFieldsFragment;
