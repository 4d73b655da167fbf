import { FormattedMessage, useIntl } from 'react-intl';
import { PHASE_COUNT } from '@fit/events/shared/constants';
import type { PhaseConfig } from '../types.ts';
import { ProgressBar } from '../../../components/ui/ProgressBar/ProgressBar.tsx';
import * as styles from './PhaseIntro.css.ts';

/** Title, 'Phase N of 8', estimated time, the phase/8 progress bar and the intro. */
export function PhaseIntro({ config }: { config: PhaseConfig }) {
  const intl = useIntl();
  const values = { phase: config.phase, count: PHASE_COUNT };
  return (
    <header className={styles.root}>
      <h1 className={styles.title}>{config.title}</h1>
      <div className={styles.meta}>
        <span>
          <FormattedMessage id="phases.intro.phaseOf" defaultMessage="Phase {phase, number} of {count, number}" values={values} />
        </span>
        <span>
          <FormattedMessage id="phases.intro.estimatedTime" defaultMessage="Estimated time: {time}" values={{ time: config.estimatedTime }} />
        </span>
      </div>
      <ProgressBar
        value={config.phase}
        max={PHASE_COUNT}
        label={intl.formatMessage({ id: 'phases.intro.phaseOf', defaultMessage: 'Phase {phase, number} of {count, number}' }, values)}
      />
      <p className={styles.intro}>{config.intro}</p>
    </header>
  );
}
