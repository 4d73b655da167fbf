import { useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
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

const m = defineMessages({
  title: { id: 'admin.newCohort.title', defaultMessage: 'New Cohort' },
  description: { id: 'admin.newCohort.description', defaultMessage: 'Group teams for a showcase, a vote and a results reveal.' },
  tag: { id: 'admin.newCohort.tag', defaultMessage: 'Tag' },
  tagHint: { id: 'admin.newCohort.tagHint', defaultMessage: 'Lowercase letters, digits and hyphens only. The tag is permanent and must be unique.' },
  name: { id: 'admin.newCohort.name', defaultMessage: 'Name' },
  descriptionLabel: { id: 'admin.newCohort.descriptionLabel', defaultMessage: 'Description (optional)' },
  cancel: { id: 'admin.dialog.cancel', defaultMessage: 'Cancel' },
  create: { id: 'admin.newCohort.create', defaultMessage: 'Create' },
});

/** New cohort (docs/PRODUCT.md#cohorts): tag and name enable Create; the tag format is a hint, the server decides. */
export function NewCohortDialog({ open, onOpenChange, onCreate, pending }: NewCohortDialogProps) {
  const intl = useIntl();
  const tagHint = intl.formatMessage(m.tagHint);
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
    <Dialog open={open} onOpenChange={close} title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FieldShell id={tagId} label={intl.formatMessage(m.tag)} required help={tagHint}>
          <input
            id={tagId}
            className={fieldStyles.control}
            value={tag}
            onChange={(e) => setTag(e.target.value)}
            placeholder="spring-2025"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={describedBy(tagId, tagHint)}
            required
          />
        </FieldShell>
        <FieldShell id={nameId} label={intl.formatMessage(m.name)} required>
          <input
            id={nameId}
            className={fieldStyles.control}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={intl.formatMessage(
              { id: 'admin.newCohort.namePlaceholder', defaultMessage: 'Spring {year, number, ::group-off} Cohort' },
              { year: new Date().getFullYear() },
            )}
            autoComplete="off"
            required
          />
        </FieldShell>
        <FieldShell id={descId} label={intl.formatMessage(m.descriptionLabel)}>
          <textarea id={descId} className={fieldStyles.textarea} value={description} onChange={(e) => setDescription(e.target.value)} />
        </FieldShell>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={() => close(false)}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" disabled={!ready || pending}>
            {intl.formatMessage(m.create)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
