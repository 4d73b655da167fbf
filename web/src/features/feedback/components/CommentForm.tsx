import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button/Button.tsx';
import * as styles from './Feedback.css.ts';

const MAX = 2000; // events/src/feedback MAX_FEEDBACK_TEXT; the API refuses longer text with a clear 400

/** A labelled textarea and one button; clears itself once the text is stored. */
export function CommentForm({ label, button, onSend }: { label: string; button: string; onSend: (text: string) => Promise<unknown> }) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError('Write something first.');
    setBusy(true);
    setError(null);
    try {
      await onSend(text);
      setText('');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not send; please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className={styles.note}>{label}</label>
      <textarea id={id} className={styles.textarea} value={text} maxLength={MAX} onChange={(e) => setText(e.target.value)} />
      {error && <p className={styles.error} role="alert">{error}</p>}
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={busy}>{button}</Button>
      </div>
    </form>
  );
}
