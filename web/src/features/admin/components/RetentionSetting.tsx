import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_RETENTION_DAYS } from '@fit/events/privacy/retention';
import { Button } from '../../../components/ui/Button/Button.tsx';
import type { AdminCohort } from '../types.ts';
import * as styles from './CohortCard.css.ts';

/**
 * How long after archiving the cohort's teams are kept (docs/PRIVACY.md#retention), and when
 * they are due: the number of days, or empty for no limit. It may be changed while archived.
 */
export function RetentionSetting({ cohort, onRetention }: { cohort: AdminCohort; onRetention: (cohort: AdminCohort, days: number | null) => void }) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState(cohort.retentionDays === null || cohort.retentionDays === undefined ? '' : String(cohort.retentionDays));
  const parsed = draft.trim() === '' ? null : Number(draft);
  const valid = parsed === null || (Number.isInteger(parsed) && parsed >= 0 && parsed <= MAX_RETENTION_DAYS);
  const changed = parsed !== (cohort.retentionDays ?? null);
  const due = cohort.erasureDueAt ? new Date(cohort.erasureDueAt) : null;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (valid && changed) onRetention(cohort, parsed);
  }

  return (
    <form className={styles.retention} onSubmit={onSubmit} noValidate>
      <label htmlFor={id}>
        <FormattedMessage id="admin.cohort.retention" defaultMessage="Keep teams' data (days after archiving)" />
      </label>
      <input
        id={id}
        className={styles.retentionInput}
        inputMode="numeric"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder={intl.formatMessage({ id: 'admin.cohort.retentionNone', defaultMessage: 'No limit' })}
        aria-invalid={!valid}
      />
      <Button type="submit" size="sm" variant="secondary" disabled={!valid || !changed}>
        <FormattedMessage id="admin.cohort.retentionSave" defaultMessage="Save" />
      </Button>
      <span className={styles.retentionNote} data-testid="retention-summary">
        {due ? (
          <FormattedMessage id="admin.cohort.retentionDue" defaultMessage="Teams erased on {date}" values={{ date: intl.formatDate(due, { dateStyle: 'medium' }) }} />
        ) : cohort.retentionDays === null || cohort.retentionDays === undefined ? (
          <FormattedMessage id="admin.cohort.retentionForever" defaultMessage="Kept until an instructor erases them" />
        ) : (
          <FormattedMessage
            id="admin.cohort.retentionDays"
            defaultMessage="Kept {days, plural, one {# day} other {# days}} after archiving"
            values={{ days: cohort.retentionDays }}
          />
        )}
      </span>
    </form>
  );
}
