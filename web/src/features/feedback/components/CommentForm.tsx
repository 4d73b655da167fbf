import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button/Button.tsx';
import * as styles from './Feedback.css.ts';

const MAX = 2000; // events/src/feedback MAX_FEEDBACK_TEXT; the API refuses longer text with a clear 400

/**
 * A labelled textarea and one button; clears itself once the text is stored. Not a <form>: it
 * sits inside the phase form beside a field, and forms must not nest (a nested submit would
 * also submit the answers).
 */
export function CommentForm({ label, button, onSend }: { label: string; button: string; onSend: (text: string) => Promise<unknown> }) {
  const id = useId();
  const intl = useIntl();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!text.trim()) return setError(intl.formatMessage({ id: 'feedback.form.empty', defaultMessage: 'Write something first.' }));
    setBusy(true);
    setError(null);
    try {
      await onSend(text);
      setText('');
    } catch (err) {
      setError(err instanceof Error ? err.message : intl.formatMessage({ id: 'feedback.form.sendFailed', defaultMessage: 'Could not send; please try again.' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.form}>
      <label htmlFor={id} className={styles.note}>
        {label}
      </label>
      <textarea id={id} className={styles.textarea} value={text} maxLength={MAX} onChange={(e) => setText(e.target.value)} />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button size="sm" disabled={busy} onClick={() => void submit()}>
          {button}
        </Button>
      </div>
    </div>
  );
}
