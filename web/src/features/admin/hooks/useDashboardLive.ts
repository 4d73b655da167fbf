import type { Reference } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { AdminTeamActivitySubscription } from '../graphql/teamActivity.ts';
import { AdminBallotCastSubscription } from '../graphql/ballotCast.ts';
import { AdminCohortChangedSubscription } from '../graphql/cohortChanged.ts';
import { AdminCohortCreatedSubscription } from '../graphql/cohortCreated.ts';
import { AdminTeamsQuery } from '../graphql/adminTeams.ts';
import { AdminCohortsQuery } from '../graphql/adminCohorts.ts';
import { AdminStatusQuery } from '../../../lib/graphql/adminStatus.ts';
import { addCohort, onRealtimeReconnect } from '../../../lib/apollo.ts';

const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 60_000;

/**
 * When a subscription fails for good (the socket gave up, or the server refused it), re-check
 * the admin status (an ended session turns the page into 'Access Denied') and try again later,
 * backing off. Returns the handlers for useSubscription.
 */
function useResubscribe(label: string) {
  const client = useApolloClient();
  const restartRef = useRef<() => void>(() => {});
  const delay = useRef(FIRST_RETRY_MS);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    restartRef,
    onData: () => {
      delay.current = FIRST_RETRY_MS;
    },
    onError: (error: unknown) => {
      console.warn(`Live updates (${label}) interrupted`, error);
      void client.refetchQueries({ include: [AdminStatusQuery] });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => restartRef.current(), delay.current);
      delay.current = Math.min(delay.current * 2, MAX_RETRY_MS);
    },
  };
}

/**
 * Every team change, into the cache: the team is normalised by id, so the Teams table and the
 * cohort cards follow it by themselves; only a team the list has not seen yet (just created, or
 * missed while offline) joins it.
 */
export function useTeamActivityLive() {
  const retry = useResubscribe('teams');
  const { restart } = useSubscription(AdminTeamActivitySubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      retry.onData();
      const team = data.data?.teamActivity?.team;
      if (!team) return;
      const ref = client.cache.identify(team);
      client.cache.modify<{ teams: Reference[] }>({
        fields: {
          teams: (list, { readField, toReference }) => (list.some((t) => readField('id', t) === team.id) ? list : [...list, toReference(ref!)!]),
        },
      });
    },
    onError: retry.onError,
  });
  retry.restartRef.current = restart;
}

/** Cohorts created by any instructor (another admin, another tab) join the list. */
export function useCohortCreatedLive() {
  const retry = useResubscribe('new cohorts');
  const { restart } = useSubscription(AdminCohortCreatedSubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      retry.onData();
      const cohort = data.data?.cohortCreated;
      if (cohort) addCohort(client.cache, cohort);
    },
    onError: retry.onError,
  });
  retry.restartRef.current = restart;
}

/**
 * One cohort's flag and detail changes (written by Apollo into the cohort, normalised by tag),
 * and (for an active cohort) who has voted, which arrives as a notice rather than the cohort.
 */
export function useCohortLive(tag: string, archived: boolean) {
  const changed = useResubscribe(`cohort ${tag}`);
  const { restart: restartChanged } = useSubscription(AdminCohortChangedSubscription, {
    variables: { tag },
    ignoreResults: true,
    onData: () => changed.onData(),
    onError: changed.onError,
  });
  changed.restartRef.current = restartChanged;

  const ballots = useResubscribe(`ballots ${tag}`);
  const { restart: restartBallots } = useSubscription(AdminBallotCastSubscription, {
    variables: { cohortTag: tag },
    skip: archived,
    ignoreResults: true,
    onData: ({ client, data }) => {
      ballots.onData();
      const notice = data.data?.ballotCast;
      if (!notice) return;
      client.cache.modify<{ votedTeamIds: string[] }>({
        id: client.cache.identify({ __typename: 'Cohort', tag: notice.cohortTag }),
        fields: {
          votedTeamIds: (ids) => (Array.isArray(ids) && !ids.includes(notice.voterTeamId) ? [...ids, notice.voterTeamId] : ids),
        },
      });
    },
    onError: ballots.onError,
  });
  ballots.restartRef.current = restartBallots;
}

/** After the socket comes back from a drop, reload what may have changed meanwhile. */
export function useRefetchOnReconnect() {
  const client = useApolloClient();
  useEffect(() => onRealtimeReconnect(() => void client.refetchQueries({ include: [AdminTeamsQuery, AdminCohortsQuery] })), [client]);
}
