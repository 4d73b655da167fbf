import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { phaseSpans, phaseSummaries, roomAt, sessionSpan, votingSteps } from '@fit/events/session';
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx';
import { Alert } from '../../../components/ui/Alert/Alert.tsx';
import { useCohortSession } from '../hooks/useCohortSession.ts';
import { Activity } from './Activity.tsx';
import { Feedback } from './Feedback.tsx';
import { PhaseTimes } from './PhaseTimes.tsx';
import { RoomAt } from './RoomAt.tsx';
import { Timeline } from './Timeline.tsx';
import { TimeSlider } from './TimeSlider.tsx';
import { Voting } from './Voting.tsx';
import * as styles from './SessionView.css.ts';

/**
 * The instructor's picture of a cohort's session (docs/PRODUCT.md#session-view): the room at
 * the slider's moment, then the timeline, time per phase, activity, feedback, voting and
 * judging, each with its data table and exports. Live while the session runs.
 */
export function SessionView({ tag }: { tag: string }) {
  const intl = useIntl();
  const { session, serverTime, name, loading, error } = useCohortSession(tag);
  // The server's clock moves on between live updates; the page's own tells how far.
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const [received, setReceived] = useState(() => Date.now());
  useEffect(() => setReceived(Date.now()), [serverTime]);
  const now = serverTime === null ? null : serverTime + Math.max(0, tick - received);
  const span = useMemo(() => (session && now !== null ? sessionSpan(session, now) : null), [session, now]);
  const [picked, setPicked] = useState<number | null>(null);
  const follow = useCallback(() => setPicked(null), []);
  const at = span ? Math.max(span.from, Math.min(span.to, picked ?? span.to)) : 0;
  const analysis = useMemo(() => {
    if (!session || !span) return null;
    return { spans: phaseSpans(session, span.to), summaries: phaseSummaries(session, span.to), voting: votingSteps(session.marks) };
  }, [session, span]);
  const room = useMemo(() => (session && span ? roomAt(session, at) : null), [session, span, at]);

  if (loading) return <Spinner />;
  if (error || !session)
    return (
      <Alert tone="danger" role="alert">
        <FormattedMessage
          id="session.view.loadError"
          defaultMessage="Could not load the session: {reason}"
          values={{ reason: error?.message ?? intl.formatMessage({ id: 'session.view.notFound', defaultMessage: 'Cohort not found' }) }}
        />
      </Alert>
    );
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="session.view.title" defaultMessage="Session: {name}" values={{ name }} />
        </h1>
        <p className={styles.status}>
          {span?.live ? (
            <span className={styles.live}>
              <FormattedMessage id="session.view.live" defaultMessage="Live — updates as the room moves" />
            </span>
          ) : (
            <span>
              {span ? (
                <FormattedMessage id="session.view.finished" defaultMessage="Session finished" />
              ) : (
                <FormattedMessage id="session.view.nothingYet" defaultMessage="Nothing has happened yet" />
              )}
            </span>
          )}
          {' · '}
          <Link to="/admin">
            <FormattedMessage id="session.view.back" defaultMessage="Back to the dashboard" />
          </Link>
        </p>
      </div>
      {!span || !analysis || !room ? (
        <p>
          <FormattedMessage id="session.view.empty" defaultMessage="No team of this cohort has done anything yet." />
        </p>
      ) : (
        <>
          <TimeSlider from={span.from} to={span.to} value={at} onChange={setPicked} following={picked === null} onFollow={follow} live={span.live} />
          <RoomAt room={room} />
          <Timeline session={session} spans={analysis.spans} from={span.from} to={span.to} cursor={at} />
          <PhaseTimes session={session} spans={analysis.spans} summaries={analysis.summaries} />
          <Activity session={session} from={span.from} to={span.to} cursor={at} />
          <Feedback tag={session.cohortTag} summaries={analysis.summaries} />
          <Voting session={session} voted={analysis.voting.voted} scores={analysis.voting.scores} from={span.from} to={span.to} />
        </>
      )}
    </div>
  );
}
