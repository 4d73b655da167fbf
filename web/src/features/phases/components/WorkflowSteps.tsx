import { FormattedMessage, useIntl } from 'react-intl';
import type { FlowStep } from '../types.ts';
import { Card } from '../../../components/ui/Card/Card.tsx';
import * as styles from './Guidance.css.ts';

/** The optional step-by-step workflow; steps with details expand (native <details>). */
export function WorkflowSteps({ steps }: { steps: readonly FlowStep[] }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage({ id: 'phases.workflow.title', defaultMessage: 'Step-by-Step Workflow' })}>
      <ol className={styles.steps}>
        {steps.map((s) => (
          <li key={s.step} className={styles.step}>
            <div className={styles.stepHead}>
              <strong>
                <FormattedMessage id="phases.workflow.step" defaultMessage="Step {step, number}: {action}" values={{ step: s.step, action: s.action }} />
              </strong>
              <span className={styles.time}>{s.time}</span>
            </div>
            {s.details && (
              <details>
                <summary className={styles.summary}>{s.details.title}</summary>
                <ol className={styles.list}>
                  {s.details.steps.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ol>
              </details>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
