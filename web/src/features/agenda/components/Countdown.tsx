import { useCallback } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { AgendaClock } from '@fit/events/agenda/clock';
import { usePhases } from '../../../i18n/I18nProvider.tsx';
import { srOnly } from '../../../styles/a11y.css.ts';
import { useMinutesAnnouncement } from '../hooks/useAgenda.ts';
import * as styles from './Countdown.css.ts';

/** 'Phase 3: Branding', in the page's language. */
export function usePhaseName(): (phase: number) => string {
  const intl = useIntl();
  const phases = usePhases();
  return useCallback(
    (phase: number) =>
      intl.formatMessage({ id: 'agenda.phaseName', defaultMessage: 'Phase {number, number}: {name}' }, { number: phase, name: phases[phase - 1]?.name ?? '' }),
    [intl, phases],
  );
}

/** 'm:ss' (as formatCountdown, rounded up) with the language's digits. */
export function formatCountdownIn(intl: IntlShape, remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return intl.formatMessage(
    { id: 'agenda.countdown.time', defaultMessage: '{minutes}:{seconds}' },
    { minutes: intl.formatNumber(Math.floor(total / 60), { useGrouping: false }), seconds: intl.formatNumber(total % 60, { minimumIntegerDigits: 2 }) },
  );
}

/**
 * The current agenda item and its time left (m:ss), 'Overdue' at zero (nothing is blocked),
 * 'Paused' while paused. The digits are a timer (not read out every second); a polite live
 * region says only '5 minutes left', '1 minute left' and 'Time is up'.
 */
export function Countdown({ clock }: { clock: AgendaClock | null }) {
  const intl = useIntl();
  const phaseName = usePhaseName();
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
          <span className={styles.phase}>
            <FormattedMessage id="agenda.countdown.now" defaultMessage="Now: {phase}" values={{ phase: phaseName(clock.phase!) }} />
          </span>
          <span
            role="timer"
            aria-label={intl.formatMessage({ id: 'agenda.countdown.label', defaultMessage: 'Time left in this agenda item' })}
            className={`${styles.time} ${styles.tone[tone]}`}
          >
            {clock.overdue ? intl.formatMessage({ id: 'agenda.countdown.overdue', defaultMessage: 'Overdue' }) : formatCountdownIn(intl, clock.remainingMs!)}
          </span>
          {clock.status === 'paused' && (
            <span className={styles.note}>
              <FormattedMessage id="agenda.countdown.paused" defaultMessage="Paused" />
            </span>
          )}
        </div>
      )}
    </>
  );
}
