import { FormattedMessage, useIntl } from 'react-intl';
import { PHASE_COUNT } from '@fit/events/shared/constants';
import type { ExpectedOutput } from '../types.ts';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { ProgressBar } from '../../../components/ui/ProgressBar/ProgressBar.tsx';
import * as styles from './PhaseOutcome.css.ts';

/** 'Overall Progress': phases completed = phase − 1 of 8. */
export function OverallProgress({ phase }: { phase: number }) {
  const intl = useIntl();
  const done = phase - 1;
  return (
    <Card title={intl.formatMessage({ id: 'phases.progress.title', defaultMessage: 'Overall Progress' })}>
      <p className={styles.count}>
        <FormattedMessage id="phases.progress.count" defaultMessage="Phases completed: {done, number} of {count, number}" values={{ done, count: PHASE_COUNT }} />
      </p>
      <ProgressBar value={done} max={PHASE_COUNT} label={intl.formatMessage({ id: 'phases.progress.label', defaultMessage: 'Phases completed' })} />
    </Card>
  );
}

export function ExpectedOutputBox({ output }: { output: ExpectedOutput }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage({ id: 'phases.output.title', defaultMessage: 'Expected Output & What Happens Next' })}>
      <dl className={styles.grid}>
        <div>
          <dt className={styles.term}>
            <FormattedMessage id="phases.output.fileCreated" defaultMessage="File created" />
          </dt>
          <dd className={styles.def}>{output.fileCreated}</dd>
        </div>
        <div>
          <dt className={styles.term}>
            <FormattedMessage id="phases.output.whyItMatters" defaultMessage="Why it matters" />
          </dt>
          <dd className={styles.def}>{output.whyItMatters}</dd>
        </div>
        <div>
          <dt className={styles.term}>
            <FormattedMessage id="phases.output.nextSteps" defaultMessage="Next steps" />
          </dt>
          <dd className={styles.def}>{output.nextSteps}</dd>
        </div>
      </dl>
    </Card>
  );
}

export function NextStepsInstructions({ instructions }: { instructions: readonly string[] }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage({ id: 'phases.instructions.title', defaultMessage: 'Next Steps' })}>
      <ol className={styles.list}>
        {instructions.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ol>
    </Card>
  );
}
