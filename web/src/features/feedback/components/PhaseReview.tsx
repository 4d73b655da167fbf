import type { PhaseConfig } from '@fit/events/phases/schema';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { useFeedback } from '../hooks/useFeedback.ts';
import { useReviewAnswers } from '../hooks/useReviewAnswers.ts';
import { FieldFeedback } from './FieldFeedback.tsx';
import * as styles from './PhaseReview.css.ts';

/** An instructor's read-only view of one team's phase: every answer as the team types, with feedback beside it. */
export function PhaseReview({ teamId, config }: { teamId: string; config: PhaseConfig }) {
  const answers = useReviewAnswers(teamId, config.phase);
  const feedback = useFeedback(teamId, config.phase);
  return (
    <Card title={`Phase ${config.phase}: ${config.title}`} subtitle="Read-only; updates live as the team types.">
      <dl className={styles.answers}>
        {config.fields.map((field) => {
          const value = answers.values[field.id] ?? '';
          return (
            <div key={field.id} className={styles.item}>
              <dt className={styles.label}>{field.label}</dt>
              <dd className={styles.value} data-field-id={field.id}>
                {value.trim() ? value : <span className={styles.empty}>No answer yet</span>}
              </dd>
              <dd className={styles.feedback}>
                <FieldFeedback feedback={feedback} fieldId={field.id} where={field.label} canComment />
              </dd>
            </div>
          );
        })}
      </dl>
      <h3 className={styles.label}>The whole phase</h3>
      <FieldFeedback feedback={feedback} fieldId={null} where="the whole phase" canComment />
    </Card>
  );
}
