import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx';
import { describedBy, FieldShell, fieldStyles } from '../../../components/ui/TextField/TextField.tsx';
import type { AdminTeam } from '../types.ts';
import * as styles from './CohortDialogs.css.ts';

const m = defineMessages({
  description: {
    id: 'admin.erase.description',
    defaultMessage:
      "This destroys the team's key: its name, answers, website, comments and its members' names become unreadable everywhere, for good. Its ranks, points and scores stay, shown as “Erased team”. Its members are signed out.",
  },
  cancel: { id: 'admin.dialog.cancel', defaultMessage: 'Cancel' },
  erase: { id: 'admin.erase.confirm', defaultMessage: 'Erase for good' },
});

interface EraseTeamDialogProps {
  team: AdminTeam | null;
  onOpenChange: (open: boolean) => void;
  onErase: (team: AdminTeam, confirmCode: string) => Promise<boolean>;
  pending: boolean;
}

/** The instructor's confirmation of an erasure: the team's code typed, as the server checks it. */
export function EraseTeamDialog({ team, onOpenChange, onErase, pending }: EraseTeamDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const matches = !!team && code.trim().toUpperCase() === team.code.toUpperCase();
  const close = (open: boolean) => {
    if (!open) setCode('');
    onOpenChange(open);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!team || !matches || pending) return;
    if (await onErase(team, code.trim())) close(false);
  }

  return (
    <Dialog
      open={team !== null}
      onOpenChange={close}
      title={team ? intl.formatMessage({ id: 'admin.erase.title', defaultMessage: 'Erase {team}' }, { team: team.name }) : ''}
      description={intl.formatMessage(m.description)}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FieldShell
          id={id}
          label={intl.formatMessage({ id: 'admin.erase.code', defaultMessage: 'Type the team code {code} to confirm' }, { code: team?.code ?? '' })}
          required
        >
          <input
            id={id}
            className={fieldStyles.control}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={describedBy(id)}
          />
        </FieldShell>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={() => close(false)}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" variant="danger" disabled={!matches || pending} aria-busy={pending}>
            <FormattedMessage {...m.erase} />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
