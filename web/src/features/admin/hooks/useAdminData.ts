import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { AdminTeamsQuery } from '../graphql/adminTeams.ts';
import { AdminCohortsQuery } from '../graphql/adminCohorts.ts';
import { AdminStatusQuery } from '../../../lib/graphql/adminStatus.ts';
import { graphqlErrorCode } from '../../../lib/errors.ts';
import type { AdminCohort, AdminTeam } from '../types.ts';

const EMPTY_TEAMS: AdminTeam[] = [];
const EMPTY_COHORTS: AdminCohort[] = [];

/**
 * A failed load is logged under its name and falls back to an empty list, no special
 * UI. A session that ended meanwhile (UNAUTHENTICATED) re-checks the admin status, so the page
 * turns into 'Access Denied' instead of showing empty lists.
 */
function useLoadFailure(error: unknown, what: string) {
  const client = useApolloClient();
  useEffect(() => {
    if (!error) return;
    console.error(what, error);
    if (graphqlErrorCode(error) === 'UNAUTHENTICATED') void client.refetchQueries({ include: [AdminStatusQuery] });
  }, [error, what, client]);
}

export function useAdminTeams() {
  const { data, loading, error } = useQuery(AdminTeamsQuery);
  useLoadFailure(error, 'Failed to fetch teams');
  return { teams: data?.teams ?? EMPTY_TEAMS, loading: loading && !data };
}

/** Active cohorts, or the archived ones (only requested while `enabled`, i.e. the archived view is on). */
export function useAdminCohorts(archived: boolean, enabled = true) {
  const { data, loading, error } = useQuery(AdminCohortsQuery, { variables: { archived }, skip: !enabled });
  useLoadFailure(error, archived ? 'Failed to fetch archived cohorts' : 'Failed to fetch cohorts');
  return { cohorts: data?.cohorts ?? EMPTY_COHORTS, loading: enabled && loading && !data };
}
