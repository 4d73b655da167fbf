import { useId } from 'react';
import { formatCountdown, isBehind } from '@fit/events/agenda/clock';
import { phaseName } from '@fit/events/phases/names';
import type { Room } from '@fit/events/session';
import * as styles from './SessionView.css.ts';
import { clockSeconds } from './scale.ts';

const STATUS: Record<Room['agenda']['status'], string> = {
  none: 'No agenda',
  planned: 'Planned, not started',
  running: 'Running',
  paused: 'Paused',
  finished: 'Finished',
};

/** The dashboard as it was at the slider's moment: the agenda, each team's phase, progress, open feedback and edits. */
export function RoomAt({ room }: { room: Room }) {
  const headingId = useId();
  const { clock, agenda } = room;
  const behind = room.teams.filter((t) => isBehind({ currentPhase: t.currentPhase, submittedWebsiteUrl: t.submitted ? 'yes' : null }, clock.phase));
  return (
    <section className={styles.figure} aria-labelledby={headingId} data-testid="room-at">
      <h2 id={headingId} className={styles.figureTitle}>
        The room at {clockSeconds(Date.parse(room.at))}
      </h2>
      <dl className={styles.roomGrid}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Agenda</dt>
          <dd className={styles.statValue} data-testid="room-agenda">
            {STATUS[agenda.status]}
            {clock.phase !== null && ` · phase ${clock.phase}`}
            {clock.remainingMs !== null && (clock.overdue ? ' · overdue' : ` · ${formatCountdown(clock.remainingMs)} left`)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Hold</dt>
          <dd className={styles.statValue}>{agenda.hold === null ? 'None' : `At phase ${agenda.hold}`}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Behind the agenda</dt>
          <dd className={styles.statValue}>{behind.length}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Teams voted · scores given</dt>
          <dd className={styles.statValue}>
            {room.voted} · {room.scores}
          </dd>
        </div>
      </dl>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Teams at this moment">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">Current phase</th>
              <th scope="col">Progress</th>
              <th scope="col">Open feedback</th>
              <th scope="col">Edits so far</th>
            </tr>
          </thead>
          <tbody>
            {room.teams.map((t) => (
              <tr key={t.teamId} data-team-id={t.teamId}>
                <th scope="row">{t.name}</th>
                <td>
                  {t.currentPhase}. {phaseName(t.currentPhase)}
                  {behind.includes(t) && <span className={styles.behind}> (behind)</span>}
                </td>
                <td>{t.submitted ? 'Submitted' : `${t.progress}%`}</td>
                <td>{t.openFeedback}</td>
                <td>{t.edits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
