import type { ApolloCache } from '@apollo/client';
import { AdminCohortsQuery } from '../graphql/adminCohorts.ts';
import { AdminTeamsQuery } from '../graphql/adminTeams.ts';
import type { AdminCohortFieldsFragment, AdminTeamFieldsFragment } from '../../../gql/graphql.ts';

export type AdminTeam = AdminTeamFieldsFragment;
export type AdminCohort = AdminCohortFieldsFragment;

/*
 * Cohorts have no `id`, so Apollo keeps them inside the two list queries (active, archived)
 * rather than normalising them. Every change to a cohort (a mutation's answer, an optimistic
 * guess, a live cohortChanged) goes through storeCohort, which files it into the right list.
 * Teams are normalised by id, so a changed team updates every view of it by itself; only a
 * team the list has not seen yet needs adding.
 */

const newestFirst = (a: AdminCohort, b: AdminCohort) => b.createdAt.localeCompare(a.createdAt) || a.tag.localeCompare(b.tag);

/** The list with `cohort` in place of any cohort of the same tag, newest first (as the api orders). */
export function withCohort(list: readonly AdminCohort[], cohort: AdminCohort): AdminCohort[] {
  return [...list.filter((c) => c.tag !== cohort.tag), cohort].sort(newestFirst);
}

export function withoutCohort(list: readonly AdminCohort[], tag: string): AdminCohort[] {
  return list.filter((c) => c.tag !== tag);
}

/** Files a cohort's latest state into the cached list it now belongs to and out of the other one. */
export function storeCohort(cache: ApolloCache, cohort: AdminCohort) {
  for (const archived of [false, true]) {
    cache.updateQuery({ query: AdminCohortsQuery, variables: { archived } }, (data) => {
      if (!data) return undefined;
      const cohorts = archived === cohort.archived ? withCohort(data.cohorts, cohort) : withoutCohort(data.cohorts, cohort.tag);
      return { ...data, cohorts };
    });
  }
}

/** Marks a team as having voted in a cohort (a live ballotCast). */
export function storeVoter(cache: ApolloCache, cohortTag: string, voterTeamId: string) {
  cache.updateQuery({ query: AdminCohortsQuery, variables: { archived: false } }, (data) => {
    const cohort = data?.cohorts.find((c) => c.tag === cohortTag);
    if (!data || !cohort || cohort.votedTeamIds.includes(voterTeamId)) return undefined;
    return { ...data, cohorts: withCohort(data.cohorts, { ...cohort, votedTeamIds: [...cohort.votedTeamIds, voterTeamId] }) };
  });
}

/** Adds a team the teams list does not hold yet (created, or missed while offline); the cache normalises the rest. */
export function storeTeam(cache: ApolloCache, team: AdminTeam) {
  cache.updateQuery({ query: AdminTeamsQuery }, (data) => {
    if (!data || data.teams.some((t) => t.id === team.id)) return undefined;
    return { ...data, teams: [...data.teams, team] };
  });
}
