import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useSubscription } from '@apollo/client/react';
import { applySessionDelta, unpackEdits, type AgendaEvent, type SessionData, type SessionMark, type SessionMarkKind } from '@fit/events/session';
import { CohortSessionQuery } from '../graphql/cohortSession.ts';
import { CohortSessionChangedSubscription } from '../graphql/cohortSessionChanged.ts';
import type { CohortSessionFieldsFragment } from '../../../gql/graphql.ts';
import { teamNameIn } from '../../../lib/teamName.ts';

type WireMark = CohortSessionFieldsFragment['marks'][number];
/** A mark as the pure session arithmetic takes it (an agenda mark's event is a JSON object on the wire). */
const toMark = (m: WireMark): SessionMark => ({
  at: m.at,
  kind: m.kind as SessionMarkKind,
  teamId: m.teamId,
  phase: m.phase,
  ref: m.ref,
  detail: m.detail,
  agenda: m.agenda as AgendaEvent | null,
});

type WireTeam = CohortSessionFieldsFragment['teams'][number];
/** A team as it came (an erased one with the API's English marker): named in the page's language only when shown. */
const toTeam = ({ teamId, code, name, erased }: WireTeam): SessionData['teams'][number] => ({ teamId, code, name, erased });

/** The GraphQL answer as the pure session arithmetic takes it: each team's edit times unpacked, and counted per minute. */
const toSession = (s: CohortSessionFieldsFragment): SessionData => ({
  cohortTag: s.cohortTag,
  teams: s.teams.map(toTeam),
  marks: s.marks.map(toMark),
  firstMinute: s.firstMinute,
  edits: unpackEdits(s.edits),
});

/** What a reading adds up to: equal for two readings of an unchanged session. */
const fingerprint = (s: SessionData) =>
  `${s.teams.length}|${s.marks.length}|${s.marks.at(-1)?.at ?? ''}|${s.firstMinute ?? ''}|${s.edits.reduce((n, e) => n + e.perMinute.reduce((a, b) => a + b, 0), 0)}`;

interface Current {
  session: SessionData;
  serverTime: number;
  key: string;
}

/**
 * A cohort's session for the instructor: read once, then kept current by the subscription (the
 * server sends the session whole when it starts, then what changed, at most every 2 s, while
 * the room changes: applySessionDelta). A full day is a large answer, so it skips Apollo's
 * normalised cache, and a reading that changes nothing moves only the clock, not every chart.
 */
export function useCohortSession(tag: string) {
  const [current, setCurrent] = useState<Current | null>(null);
  const intl = useIntl();
  const take = useCallback((raw: CohortSessionFieldsFragment) => {
    const session = toSession(raw);
    const key = fingerprint(session);
    const serverTime = Date.parse(raw.serverTime);
    setCurrent((prev) => (prev && prev.key === key ? { ...prev, serverTime } : { session, serverTime, key }));
  }, []);
  const q = useQuery(CohortSessionQuery, { variables: { cohortTag: tag }, fetchPolicy: 'no-cache' });
  const raw = q.data?.cohortSession ?? null;
  const [seen, setSeen] = useState<unknown>(null);
  if (raw && raw !== seen) {
    setSeen(raw);
    take(raw);
  }
  useSubscription(CohortSessionChangedSubscription, {
    variables: { cohortTag: tag },
    skip: !raw,
    ignoreResults: true,
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const next = data.data?.cohortSessionChanged;
      if (next?.full) take(next.full);
      else if (next?.delta) {
        const { delta, serverTime } = next;
        setCurrent((prev) => {
          if (!prev) return prev;
          const session = applySessionDelta(prev.session, {
            teams: delta.teams?.map(toTeam) ?? null,
            marksFrom: delta.marksFrom,
            marks: delta.marks.map(toMark),
            edits: delta.edits.map(({ teamId, timesFrom, times }) => ({ teamId, timesFrom, times })),
          });
          const key = fingerprint(session);
          return key === prev.key ? { ...prev, serverTime: Date.parse(serverTime) } : { session, serverTime: Date.parse(serverTime), key };
        });
      }
    },
    onError: (error) => console.warn('Session live updates stopped', error),
  });
  // Named when shown, so switching the page's language renames an erased team at once.
  const stored = current?.session ?? null;
  const session = useMemo(() => stored && { ...stored, teams: stored.teams.map((team) => ({ ...team, name: teamNameIn(intl, team) })) }, [stored, intl]);
  return {
    session,
    serverTime: current?.serverTime ?? null,
    name: q.data?.cohort?.name ?? tag,
    loading: q.loading && !current,
    error: q.error ?? null,
  };
}
