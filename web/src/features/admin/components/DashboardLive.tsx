import { useFeedbackLive } from '../hooks/useFeedbackLive.ts';
import { useCohortCreatedLive, useCohortLive, useRefetchOnReconnect, useTeamActivityLive } from '../hooks/useDashboardLive.ts';

/**
 * The dashboard's live feed, rendered once while an admin views it: team activity, cohorts
 * created, and per active cohort its flag changes and ballots. Updates land in the Apollo cache; every view
 * reading it re-renders. No polling.
 */
export function DashboardLive({ cohortTags }: { cohortTags: readonly string[] }) {
  useTeamActivityLive();
  useCohortCreatedLive();
  useRefetchOnReconnect();
  useFeedbackLive();
  return (
    <>
      {cohortTags.map((tag) => (
        <CohortLive key={tag} tag={tag} archived={false} />
      ))}
    </>
  );
}

/** One cohort's subscriptions (ballots only while it is active). */
export function CohortLive({ tag, archived }: { tag: string; archived: boolean }) {
  useCohortLive(tag, archived);
  return null;
}
