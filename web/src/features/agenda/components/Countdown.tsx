import { formatCountdown, type AgendaClock } from '@fit/events/agenda/clock';
import { PHASES } from '@fit/events/phases/names';
import { srOnly } from '../../../styles/a11y.css.ts';
import { useMinutesAnnouncement } from '../hooks/useAgenda.ts';
import * as styles from './Countdown.css.ts';

export const phaseName = (phase: number) => `Phase ${phase}: ${PHASES[phase - 1]?.name ?? ''}`;

/**
 * The current agenda item and its time left (m:ss), 'Overdue' at zero (nothing is blocked),
 * 'Paused' while paused. The digits are a timer (not read out every second); a polite live
 * region says only '5 minutes left', '1 minute left' and 'Time is up'.
 */
export function Countdown({ clock }: { clock: AgendaClock | null }) {
  const active = clock !== null && (clock.status === 'running' || clock.status === 'paused') && clock.remainingMs !== null && clock.phase !== null;
  const announcement = useMinutesAnnouncement(active ? clock.remainingMs : null);
  const tone = !active ? 'running' : clock.overdue ? 'overdue' : clock.status === 'paused' ? 'paused' : 'running';
  return (
    <>
      {/* Always mounted, so screen readers hear what changes in it. */}
      <p className={srOnly} aria-live="polite">
        {announcement}
      </p>
      {active && (
        <div className={styles.root}>
          <span className={styles.phase}>Now: {phaseName(clock.phase!)}</span>
          <span role="timer" aria-label="Time left in this agenda item" className={`${styles.time} ${styles.tone[tone]}`}>
            {clock.overdue ? 'Overdue' : formatCountdown(clock.remainingMs!)}
          </span>
          {clock.status === 'paused' && <span className={styles.note}>Paused</span>}
        </div>
      )}
    </>
  );
}
