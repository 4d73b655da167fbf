import { useIntl } from 'react-intl';
import type { Feedback } from '../hooks/useFeedback.ts';
import { CommentForm } from './CommentForm.tsx';
import { FeedbackThreadView } from './FeedbackThreadView.tsx';
import * as styles from './Feedback.css.ts';

interface FieldFeedbackProps {
  feedback: Feedback;
  /** A field's id, or null for the whole phase. */
  fieldId: string | null;
  /** What the threads are about, for labels ("Company name"); for the whole phase (fieldId null) "the whole phase" unless told. */
  where?: string;
  /** Instructors open new threads; the team replies to theirs. */
  canComment?: boolean;
}

/** The feedback shown beside one field (or under the form for the whole phase). */
export function FieldFeedback(props: FieldFeedbackProps) {
  const { feedback, fieldId, canComment = false } = props;
  const intl = useIntl();
  const where = props.where ?? intl.formatMessage({ id: 'feedback.review.wholePhase', defaultMessage: 'the whole phase' });
  const threads = feedback.threads.filter((t) => (t.fieldId ?? null) === fieldId);
  if (threads.length === 0 && !canComment) return null;
  return (
    <section className={styles.root} aria-label={intl.formatMessage({ id: 'feedback.thread.label', defaultMessage: 'Feedback on {where}' }, { where })}>
      {threads.map((t) => (
        <FeedbackThreadView key={t.id} thread={t} feedback={feedback} where={where} />
      ))}
      {canComment && (
        <CommentForm
          label={intl.formatMessage({ id: 'feedback.field.commentLabel', defaultMessage: 'Comment on {where}' }, { where })}
          button={intl.formatMessage({ id: 'feedback.field.addComment', defaultMessage: 'Add comment' })}
          onSend={(text) => feedback.comment(fieldId, text)}
        />
      )}
    </section>
  );
}
