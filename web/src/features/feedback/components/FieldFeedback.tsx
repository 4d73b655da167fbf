import type { Feedback } from '../hooks/useFeedback.ts';
import { CommentForm } from './CommentForm.tsx';
import { FeedbackThreadView } from './FeedbackThreadView.tsx';
import * as styles from './Feedback.css.ts';

interface FieldFeedbackProps {
  feedback: Feedback;
  /** A field's id, or null for the whole phase. */
  fieldId: string | null;
  /** What the threads are about, for labels ("Company name", "the whole phase"). */
  where: string;
  /** Instructors open new threads; the team replies to theirs. */
  canComment?: boolean;
}

/** The feedback shown beside one field (or under the form for the whole phase). */
export function FieldFeedback({ feedback, fieldId, where, canComment = false }: FieldFeedbackProps) {
  const threads = feedback.threads.filter((t) => (t.fieldId ?? null) === fieldId);
  if (threads.length === 0 && !canComment) return null;
  return (
    <section className={styles.root} aria-label={`Feedback on ${where}`}>
      {threads.map((t) => (
        <FeedbackThreadView key={t.id} thread={t} feedback={feedback} where={where} />
      ))}
      {canComment && <CommentForm label={`Comment on ${where}`} button="Add comment" onSend={(text) => feedback.comment(fieldId, text)} />}
    </section>
  );
}
