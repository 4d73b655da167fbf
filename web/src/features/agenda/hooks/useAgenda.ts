import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { agendaClock, minutesToAnnounce, type AgendaClock, type ClockInput } from '@fit/events/agenda/clock';
import { AgendaQuery } from '../graphql/agenda.ts';
import { AgendaChangedSubscription } from '../graphql/agendaChanged.ts';
import type { AgendaFieldsFragment } from '../../../gql/graphql.ts';
import { useReadOnNewSession, useSessionEpoch } from '../../../lib/apollo.ts';

export type AgendaData = AgendaFieldsFragment;

/** The agenda as the clock reads it (the GraphQL status is a plain string). */
export const clockInput = (a: AgendaData): ClockInput => a as unknown as ClockInput;

/**
 * A cohort's agenda, live: the query, then every change from the subscription (written into the
 * query's cache entry, so every view of it agrees). Also how far this browser's clock is from the
 * server's, measured on each answer (its serverTime against the time it arrived), so every page
 * counts down from the same stored times to the same second.
 */
export function useAgenda(cohortTag: string | null) {
  const q = useQuery(AgendaQuery, { variables: { cohortTag: cohortTag ?? '' }, skip: !cohortTag, fetchPolicy: 'network-only' });
  // The subscription starts with the agenda as it is once it is in place (and again after a
  // reconnect), so it alone brings the page up to date after a session change; the query is read
  // again only when it has nothing yet (the old session was refused it), so the subscription can start.
  useReadOnNewSession(cohortTag ? q.refetch : null, Boolean(q.data));
  const session = useSessionEpoch();
  const skip = !cohortTag || !q.data;
  const { restart } = useSubscription(AgendaChangedSubscription, {
    variables: { cohortTag: cohortTag ?? '' },
    skip,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const agenda = data.data?.agendaChanged;
      if (agenda && cohortTag) client.cache.writeQuery({ query: AgendaQuery, variables: { cohortTag }, data: { __typename: 'Query', agenda } });
    },
    onError: (error) => console.warn('Agenda live updates stopped', error),
  });
  const started = useRef(session);
  useEffect(() => {
    if (started.current === session) return;
    started.current = session;
    // A skipped subscription starts afresh, on the new socket, when it is no longer skipped.
    if (!skip) restart();
  }, [session, restart, skip]);
  const agenda = q.data?.agenda ?? null;
  const [offsetMs, setOffset] = useState(0);
  const serverTime = agenda?.serverTime;
  useEffect(() => {
    if (serverTime) setOffset(Date.parse(serverTime) - Date.now());
  }, [serverTime]);
  return { agenda, offsetMs, loading: q.loading && !q.data, error: q.error };
}

/**
 * The server's now, ticking while `active` (4 times a second, so a displayed second is never more
 * than a quarter late), and the agenda's clock at that time.
 */
export function useAgendaClock(agenda: AgendaData | null, offsetMs: number): { now: number; clock: AgendaClock | null } {
  const active = agenda?.status === 'running' || agenda?.status === 'paused';
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setTick(Date.now()), 250);
    return () => clearInterval(id);
  }, [active]);
  const now = tick + offsetMs;
  const clock = useMemo(() => (agenda ? agendaClock(clockInput(agenda), now) : null), [agenda, now]);
  return { now, clock };
}

/**
 * What a screen reader is told, and only when it changes to one of the announced minutes
 * (5, 1, 0: see minutesToAnnounce): never every second. The value on first render is not news
 * (a page opened with 4:30 left says nothing until 1 minute is left).
 */
export function useMinutesAnnouncement(remainingMs: number | null): string {
  const intl = useIntl();
  // The minutes last announced (null: nothing said yet), written out in the page's language.
  const [said, setSaid] = useState<number | null>(null);
  const last = useRef<number | null | undefined>(undefined);
  const minutes = remainingMs === null ? null : minutesToAnnounce(remainingMs);
  useEffect(() => {
    if (last.current === undefined || minutes === last.current) {
      last.current = minutes;
      return;
    }
    last.current = minutes;
    if (minutes !== null) setSaid(minutes);
  }, [minutes]);
  if (said === null) return '';
  return said === 0
    ? intl.formatMessage({ id: 'agenda.countdown.timeUp', defaultMessage: 'Time is up for this agenda item' })
    : intl.formatMessage(
        { id: 'agenda.countdown.minutesLeft', defaultMessage: '{minutes, plural, one {# minute left in this agenda item} other {# minutes left in this agenda item}}' },
        { minutes: said },
      );
}
