import { CheckCircle2, MessageSquare, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/Button/Button.tsx';
import type { Feedback, FeedbackThread } from '../hooks/useFeedback.ts';
import { CommentForm } from './CommentForm.tsx';
import * as styles from './Feedback.css.ts';

const who = (author: string, name: string) => (author === 'instructor' ? `Instructor ${name}` : name);

/** One comment with its replies; either side replies, resolves and reopens. */
export function FeedbackThreadView({ thread, feedback, where }: { thread: FeedbackThread; feedback: Feedback; where: string }) {
  const first = thread.messages[0];
  return (
    <article className={`${styles.thread} ${thread.resolved ? styles.resolved : ''}`} aria-label={`Feedback on ${where}`} data-thread-id={thread.id}>
      <div className={styles.head}>
        <MessageSquare size={16} aria-hidden="true" />
        <span>{first ? who(first.author, first.authorName) : 'Feedback'}</span>
        <span className={`${styles.badge} ${thread.resolved ? styles.badgeResolved : ''}`}>{thread.resolved ? 'Resolved' : 'Open'}</span>
      </div>
      <ul className={styles.messages}>
        {thread.messages.map((m, i) => (
          <li key={i} className={styles.message}>
            <span className={styles.author}>{who(m.author, m.authorName)}:</span>
            {m.text}
          </li>
        ))}
      </ul>
      <CommentForm label={`Reply on ${where}`} button="Reply" onSend={(text) => feedback.reply(thread.id, text)} />
      <div className={styles.actions}>
        {thread.resolved ? (
          <Button size="sm" variant="secondary" onClick={() => void feedback.reopen(thread.id)}>
            <RotateCcw size={14} aria-hidden="true" /> Reopen
          </Button>
        ) : (
          <Button size="sm" variant="success" onClick={() => void feedback.resolve(thread.id)}>
            <CheckCircle2 size={14} aria-hidden="true" /> Mark resolved
          </Button>
        )}
      </div>
    </article>
  );
}
