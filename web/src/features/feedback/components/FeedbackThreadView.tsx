import { CheckCircle2, MessageSquare, RotateCcw } from 'lucide-react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../components/ui/Button/Button.tsx';
import type { Feedback, FeedbackThread } from '../hooks/useFeedback.ts';
import { CommentForm } from './CommentForm.tsx';
import * as styles from './Feedback.css.ts';

const who = (intl: IntlShape, author: string, name: string) =>
  author === 'instructor' ? intl.formatMessage({ id: 'feedback.thread.instructor', defaultMessage: 'Instructor {name}' }, { name }) : name;

/** One comment with its replies; either side replies, resolves and reopens. */
export function FeedbackThreadView({ thread, feedback, where }: { thread: FeedbackThread; feedback: Feedback; where: string }) {
  const intl = useIntl();
  const first = thread.messages[0];
  return (
    <article
      className={`${styles.thread} ${thread.resolved ? styles.resolved : ''}`}
      aria-label={intl.formatMessage({ id: 'feedback.thread.label', defaultMessage: 'Feedback on {where}' }, { where })}
      data-thread-id={thread.id}
    >
      <div className={styles.head}>
        <MessageSquare size={16} aria-hidden="true" />
        <span>{first ? who(intl, first.author, first.authorName) : intl.formatMessage({ id: 'feedback.thread.untitled', defaultMessage: 'Feedback' })}</span>
        <span className={`${styles.badge} ${thread.resolved ? styles.badgeResolved : ''}`}>
          {thread.resolved ? (
            <FormattedMessage id="feedback.thread.resolved" defaultMessage="Resolved" />
          ) : (
            <FormattedMessage id="feedback.thread.open" defaultMessage="Open" />
          )}
        </span>
      </div>
      <ul className={styles.messages}>
        {thread.messages.map((m, i) => (
          <li key={i} className={styles.message}>
            <span className={styles.author}>
              <FormattedMessage id="feedback.thread.author" defaultMessage="{author}:" values={{ author: who(intl, m.author, m.authorName) }} />
            </span>
            {m.text}
          </li>
        ))}
      </ul>
      <CommentForm
        label={intl.formatMessage({ id: 'feedback.thread.replyLabel', defaultMessage: 'Reply on {where}' }, { where })}
        button={intl.formatMessage({ id: 'feedback.thread.reply', defaultMessage: 'Reply' })}
        onSend={(text) => feedback.reply(thread.id, text)}
      />
      <div className={styles.actions}>
        {thread.resolved ? (
          <Button size="sm" variant="secondary" onClick={() => void feedback.reopen(thread.id)}>
            <RotateCcw size={14} aria-hidden="true" /> <FormattedMessage id="feedback.thread.reopen" defaultMessage="Reopen" />
          </Button>
        ) : (
          <Button size="sm" variant="success" onClick={() => void feedback.resolve(thread.id)}>
            <CheckCircle2 size={14} aria-hidden="true" /> <FormattedMessage id="feedback.thread.resolve" defaultMessage="Mark resolved" />
          </Button>
        )}
      </div>
    </article>
  );
}
