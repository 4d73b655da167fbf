import { PHASE_COUNT } from '@fit/events/shared/constants';
import type { PhaseConfig } from '../types.ts';
import { ProgressBar } from '../../../components/ui/ProgressBar/ProgressBar.tsx';
import * as styles from './PhaseIntro.css.ts';

/** Title, 'Phase N of 8', estimated time, the phase/8 progress bar and the intro. */
export function PhaseIntro({ config }: { config: PhaseConfig }) {
  return (
    <header className={styles.root}>
      <h1 className={styles.title}>{config.title}</h1>
      <div className={styles.meta}>
        <span>
          Phase {config.phase} of {PHASE_COUNT}
        </span>
        <span>Estimated time: {config.estimatedTime}</span>
      </div>
      <ProgressBar value={config.phase} max={PHASE_COUNT} label={`Phase ${config.phase} of ${PHASE_COUNT}`} />
      <p className={styles.intro}>{config.intro}</p>
    </header>
  );
}
