import { PHASE_COUNT } from '@fit/events/shared/constants';
import type { ExpectedOutput } from '../types.ts';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { ProgressBar } from '../../../components/ui/ProgressBar/ProgressBar.tsx';
import * as styles from './PhaseOutcome.css.ts';

/** 'Overall Progress': phases completed = phase − 1 of 8. */
export function OverallProgress({ phase }: { phase: number }) {
  const done = phase - 1;
  return (
    <Card title="Overall Progress">
      <p className={styles.count}>
        Phases completed: {done} of {PHASE_COUNT}
      </p>
      <ProgressBar value={done} max={PHASE_COUNT} label="Phases completed" />
    </Card>
  );
}

export function ExpectedOutputBox({ output }: { output: ExpectedOutput }) {
  return (
    <Card title="Expected Output & What Happens Next">
      <dl className={styles.grid}>
        <div>
          <dt className={styles.term}>File created</dt>
          <dd className={styles.def}>{output.fileCreated}</dd>
        </div>
        <div>
          <dt className={styles.term}>Why it matters</dt>
          <dd className={styles.def}>{output.whyItMatters}</dd>
        </div>
        <div>
          <dt className={styles.term}>Next steps</dt>
          <dd className={styles.def}>{output.nextSteps}</dd>
        </div>
      </dl>
    </Card>
  );
}

export function NextStepsInstructions({ instructions }: { instructions: readonly string[] }) {
  return (
    <Card title="Next Steps">
      <ol className={styles.list}>
        {instructions.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ol>
    </Card>
  );
}
