import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { AdminTeamActivitySubscription } from '../graphql/teamActivity.ts';
import { AdminBallotCastSubscription } from '../graphql/ballotCast.ts';
import { AdminCohortChangedSubscription } from '../graphql/cohortChanged.ts';
import { AdminCohortCreatedSubscription } from '../graphql/cohortCreated.ts';
import { AdminTeamsQuery } from '../graphql/adminTeams.ts';
import { AdminCohortsQuery } from '../graphql/adminCohorts.ts';
import { AdminStatusQuery } from '../../../lib/graphql/adminStatus.ts';
import { onRealtimeReconnect } from '../../../lib/apollo.ts';
import { storeCohort, storeTeam, storeVoter } from './adminCache.ts';

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

/** Every team change, into the cache: the Teams table and the cohort cards follow it. */
export function useTeamActivityLive() {
  const retry = useResubscribe('teams');
  const { restart } = useSubscription(AdminTeamActivitySubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      retry.onData();
      const activity = data.data?.teamActivity;
      if (activity) storeTeam(client.cache, activity.team);
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
      if (cohort) storeCohort(client.cache, cohort);
    },
    onError: retry.onError,
  });
  retry.restartRef.current = restart;
}

/** One cohort's flag and detail changes, and (for an active cohort) who has voted. */
export function useCohortLive(tag: string, archived: boolean) {
  const changed = useResubscribe(`cohort ${tag}`);
  const { restart: restartChanged } = useSubscription(AdminCohortChangedSubscription, {
    variables: { tag },
    ignoreResults: true,
    onData: ({ client, data }) => {
      changed.onData();
      const cohort = data.data?.cohortChanged;
      if (cohort) storeCohort(client.cache, cohort);
    },
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
      if (notice) storeVoter(client.cache, notice.cohortTag, notice.voterTeamId);
    },
    onError: ballots.onError,
  });
  ballots.restartRef.current = restartBallots;
}

/** After the socket comes back from a drop, reload what may have changed meanwhile. */
export function useRefetchOnReconnect() {
  const client = useApolloClient();
  useEffect(
    () => onRealtimeReconnect(() => void client.refetchQueries({ include: [AdminTeamsQuery, AdminCohortsQuery] })),
    [client],
  );
}
