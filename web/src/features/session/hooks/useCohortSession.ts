import { useMemo } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import type { AgendaEvent, SessionData, SessionMarkKind } from '@fit/events/session';
import { CohortSessionQuery } from '../graphql/cohortSession.ts';
import { CohortSessionChangedSubscription } from '../graphql/cohortSessionChanged.ts';
import type { CohortSessionFieldsFragment } from '../../../gql/graphql.ts';

/** The GraphQL answer as the pure session arithmetic takes it (the agenda marks' events are JSON objects on the wire). */
const toSession = (s: CohortSessionFieldsFragment): SessionData => ({
  cohortTag: s.cohortTag,
  teams: s.teams.map(({ teamId, code, name }) => ({ teamId, code, name })),
  marks: s.marks.map((m) => ({
    at: m.at,
    kind: m.kind as SessionMarkKind,
    teamId: m.teamId,
    phase: m.phase,
    ref: m.ref,
    detail: m.detail,
    agenda: m.agenda as AgendaEvent | null,
  })),
  firstMinute: s.firstMinute,
  edits: s.edits.map(({ teamId, perMinute }) => ({ teamId, perMinute })),
});

/**
 * A cohort's session for the instructor: read once, then kept current by the subscription
 * (the server sends it again, at most every 2 s, while the room changes).
 */
export function useCohortSession(tag: string) {
  const q = useQuery(CohortSessionQuery, { variables: { cohortTag: tag }, fetchPolicy: 'network-only' });
  useSubscription(CohortSessionChangedSubscription, {
    variables: { cohortTag: tag },
    skip: !q.data?.cohortSession,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const next = data.data?.cohortSessionChanged;
      const prev = client.cache.readQuery({ query: CohortSessionQuery, variables: { cohortTag: tag } });
      if (next && prev) client.cache.writeQuery({ query: CohortSessionQuery, variables: { cohortTag: tag }, data: { ...prev, cohortSession: next } });
    },
    onError: (error) => console.warn('Session live updates stopped', error),
  });
  const raw = q.data?.cohortSession ?? null;
  const session = useMemo(() => (raw ? toSession(raw) : null), [raw]);
  return {
    session,
    serverTime: raw ? Date.parse(raw.serverTime) : null,
    name: q.data?.cohort?.name ?? tag,
    loading: q.loading && !raw,
    error: q.error ?? null,
  };
}
