import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx';
import { FieldShell, describedBy, fieldStyles } from '../../../components/ui/TextField/TextField.tsx';
import * as styles from './CohortDialogs.css.ts';

interface NewCohortDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (input: { tag: string; name: string; description: string | null }) => Promise<boolean>;
  pending: boolean;
}

const TAG_HINT = 'Lowercase letters, digits and hyphens only. The tag is permanent and must be unique.';

/** New cohort (docs/PRODUCT.md#cohorts): tag and name enable Create; the tag format is a hint, the server decides. */
export function NewCohortDialog({ open, onOpenChange, onCreate, pending }: NewCohortDialogProps) {
  const [tag, setTag] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const tagId = useId();
  const nameId = useId();
  const descId = useId();
  const ready = tag.trim() !== '' && name.trim() !== '';

  function close(next: boolean) {
    if (!next) {
      setTag('');
      setName('');
      setDescription('');
    }
    onOpenChange(next);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!ready || pending) return;
    const ok = await onCreate({ tag: tag.trim(), name: name.trim(), description: description.trim() || null });
    if (ok) close(false);
  }

  return (
    <Dialog open={open} onOpenChange={close} title="New Cohort" description="Group teams for a showcase, a vote and a results reveal.">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FieldShell id={tagId} label="Tag" required help={TAG_HINT}>
          <input
            id={tagId}
            className={fieldStyles.control}
            value={tag}
            onChange={(e) => setTag(e.target.value)}
            placeholder="spring-2025"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={describedBy(tagId, TAG_HINT)}
            required
          />
        </FieldShell>
        <FieldShell id={nameId} label="Name" required>
          <input
            id={nameId}
            className={fieldStyles.control}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Spring 2025 Cohort"
            autoComplete="off"
            required
          />
        </FieldShell>
        <FieldShell id={descId} label="Description (optional)">
          <textarea id={descId} className={fieldStyles.textarea} value={description} onChange={(e) => setDescription(e.target.value)} />
        </FieldShell>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready || pending}>
            Create
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
