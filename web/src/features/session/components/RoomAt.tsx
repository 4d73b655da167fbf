import { useId } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { formatCountdown, isBehind } from '@fit/events/agenda/clock';
import type { Room } from '@fit/events/session';
import * as styles from './SessionView.css.ts';
import { clockSeconds } from './scale.ts';
import { useChartLocale } from './useChartLocale.ts';

const STATUS = defineMessages({
  none: { id: 'session.room.status.none', defaultMessage: 'No agenda' },
  planned: { id: 'session.room.status.planned', defaultMessage: 'Planned, not started' },
  running: { id: 'session.room.status.running', defaultMessage: 'Running' },
  paused: { id: 'session.room.status.paused', defaultMessage: 'Paused' },
  finished: { id: 'session.room.status.finished', defaultMessage: 'Finished' },
}) satisfies Record<Room['agenda']['status'], unknown>;

/** The dashboard as it was at the slider's moment: the agenda, each team's phase, progress, open feedback and edits. */
export function RoomAt({ room }: { room: Room }) {
  const headingId = useId();
  const { intl, phaseLabel } = useChartLocale();
  const { clock, agenda } = room;
  const behind = room.teams.filter((t) => isBehind({ currentPhase: t.currentPhase, submittedWebsiteUrl: t.submitted ? 'yes' : null }, clock.phase));
  // The agenda's state, its phase and its time left: separate facts, shown as ' · '-separated parts.
  const agendaParts = [intl.formatMessage(STATUS[agenda.status])];
  if (clock.phase !== null) agendaParts.push(intl.formatMessage({ id: 'session.room.agendaPhase', defaultMessage: 'phase {phase, number}' }, { phase: clock.phase }));
  if (clock.remainingMs !== null)
    agendaParts.push(
      clock.overdue
        ? intl.formatMessage({ id: 'session.room.overdue', defaultMessage: 'overdue' })
        : intl.formatMessage({ id: 'session.room.left', defaultMessage: '{time} left' }, { time: formatCountdown(clock.remainingMs) }),
    );
  return (
    <section className={styles.figure} aria-labelledby={headingId} data-testid="room-at">
      <h2 id={headingId} className={styles.figureTitle}>
        <FormattedMessage id="session.room.title" defaultMessage="The room at {time}" values={{ time: clockSeconds(intl, Date.parse(room.at)) }} />
      </h2>
      <dl className={styles.roomGrid}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <FormattedMessage id="session.room.agenda" defaultMessage="Agenda" />
          </dt>
          <dd className={styles.statValue} data-testid="room-agenda">
            {agendaParts.join(' · ')}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <FormattedMessage id="session.room.hold" defaultMessage="Hold" />
          </dt>
          <dd className={styles.statValue}>
            {agenda.hold === null ? (
              <FormattedMessage id="session.room.holdNone" defaultMessage="None" />
            ) : (
              <FormattedMessage id="session.room.holdAt" defaultMessage="At phase {phase, number}" values={{ phase: agenda.hold }} />
            )}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <FormattedMessage id="session.room.behind" defaultMessage="Behind the agenda" />
          </dt>
          <dd className={styles.statValue}>{intl.formatNumber(behind.length)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <FormattedMessage id="session.room.votes" defaultMessage="Teams voted · scores given" />
          </dt>
          <dd className={styles.statValue}>
            <FormattedMessage id="session.room.votesValue" defaultMessage="{voted, number} · {scores, number}" values={{ voted: room.voted, scores: room.scores }} />
          </dd>
        </div>
      </dl>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'session.room.table', defaultMessage: 'Teams at this moment' })}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="session.room.col.team" defaultMessage="Team" />
              </th>
              <th scope="col">
                <FormattedMessage id="session.room.col.phase" defaultMessage="Current phase" />
              </th>
              <th scope="col">
                <FormattedMessage id="session.room.col.progress" defaultMessage="Progress" />
              </th>
              <th scope="col">
                <FormattedMessage id="session.room.col.feedback" defaultMessage="Open feedback" />
              </th>
              <th scope="col">
                <FormattedMessage id="session.room.col.edits" defaultMessage="Edits so far" />
              </th>
            </tr>
          </thead>
          <tbody>
            {room.teams.map((t) => (
              <tr key={t.teamId} data-team-id={t.teamId}>
                <th scope="row">{t.name}</th>
                <td>
                  {phaseLabel(t.currentPhase)}
                  {behind.includes(t) && (
                    <span className={styles.behind}>
                      {' '}
                      <FormattedMessage id="session.room.behindMark" defaultMessage="(behind)" />
                    </span>
                  )}
                </td>
                <td>
                  {t.submitted ? <FormattedMessage id="session.room.submitted" defaultMessage="Submitted" /> : intl.formatNumber(t.progress / 100, { style: 'percent' })}
                </td>
                <td>{intl.formatNumber(t.openFeedback)}</td>
                <td>{intl.formatNumber(t.edits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
