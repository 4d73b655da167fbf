import type { PhaseConfigFieldsFragment as PhaseConfig } from '../../../gql/graphql.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectLabels } from '../../../lib/promptLabels.ts';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { useFeedback } from '../hooks/useFeedback.ts';
import { useReviewAnswers } from '../hooks/useReviewAnswers.ts';
import { FieldFeedback } from './FieldFeedback.tsx';
import * as styles from './PhaseReview.css.ts';

/** An instructor's read-only view of one team's phase: every answer as the team types, with feedback beside it. */
export function PhaseReview({ teamId, config }: { teamId: string; config: PhaseConfig }) {
  const intl = useIntl();
  const answers = useReviewAnswers(teamId, config.phase);
  const feedback = useFeedback(teamId, config.phase);
  // A select's answer (stored as its English value) reads as its option's label in the config's language.
  const shown = config.locale === 'en' ? (_id: string, value: string) => value : selectLabels([config], config.phase);
  return (
    <Card
      title={intl.formatMessage({ id: 'feedback.review.title', defaultMessage: 'Phase {phase, number}: {title}' }, { phase: config.phase, title: config.title })}
      subtitle={intl.formatMessage({ id: 'feedback.review.subtitle', defaultMessage: 'Read-only; updates live as the team types.' })}
    >
      <dl className={styles.answers}>
        {config.fields.map((field) => {
          const value = answers.values[field.id] ?? '';
          return (
            <div key={field.id} className={styles.item}>
              <dt className={styles.label}>{field.label}</dt>
              <dd className={styles.value} data-field-id={field.id}>
                {value.trim() ? (
                  shown(field.id.toLowerCase(), value)
                ) : (
                  <span className={styles.empty}>
                    <FormattedMessage id="feedback.review.noAnswer" defaultMessage="No answer yet" />
                  </span>
                )}
              </dd>
              <dd className={styles.feedback}>
                <FieldFeedback feedback={feedback} fieldId={field.id} where={field.label} canComment />
              </dd>
            </div>
          );
        })}
      </dl>
      <h3 className={styles.label}>
        <FormattedMessage id="feedback.review.wholePhaseTitle" defaultMessage="The whole phase" />
      </h3>
      <FieldFeedback feedback={feedback} fieldId={null} canComment />
    </Card>
  );
}
