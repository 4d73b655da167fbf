import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { TEAM_CODE_LENGTH } from '@fit/events/shared/constants';
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { fieldStyles } from '../../../components/ui/TextField/TextField.tsx';
import { toast } from '../../../lib/toast.ts';
import { phasePath } from '../../../lib/urls.ts';
import { chooseWithoutTeam } from '../../../lib/drafts.ts';
import { useCreateTeam } from '../hooks/useCreateTeam.ts';
import { useJoinTeam } from '../hooks/useJoinTeam.ts';
import * as styles from './TeamDialog.css.ts';
import { OfflineError } from '../../../lib/offline.ts';

const m = defineMessages({
  nameRequired: { id: 'team.dialog.nameRequired', defaultMessage: 'Team name required' },
  nameRequiredText: { id: 'team.dialog.nameRequiredText', defaultMessage: 'Please enter a name for your team.' },
  created: { id: 'team.dialog.created', defaultMessage: 'Team created!' },
  createError: { id: 'team.dialog.createError', defaultMessage: 'Error creating team' },
  createErrorText: { id: 'team.dialog.createErrorText', defaultMessage: 'Failed to create team. Please try again.' },
  codeRequired: { id: 'team.dialog.codeRequired', defaultMessage: 'Team code required' },
  codeRequiredText: { id: 'team.dialog.codeRequiredText', defaultMessage: 'Please enter a team code to join.' },
  notFound: { id: 'team.dialog.notFound', defaultMessage: 'Team not found' },
  notFoundText: { id: 'team.dialog.notFoundText', defaultMessage: 'No team found with that code. Please check and try again.' },
  joined: { id: 'team.dialog.joined', defaultMessage: 'Joined team!' },
  joinError: { id: 'team.dialog.joinError', defaultMessage: 'Error joining team' },
  joinErrorText: { id: 'team.dialog.joinErrorText', defaultMessage: 'Failed to join team. Please try again.' },
  title: { id: 'team.dialog.title', defaultMessage: 'Welcome to Found-in-Two' },
  description: {
    id: 'team.dialog.description',
    defaultMessage: 'Powered by a university innovation programme. Work as a team to share your progress, or continue on your own.',
  },
  namePlaceholder: { id: 'team.dialog.namePlaceholder', defaultMessage: 'e.g. Orbit Labs' },
});

interface TeamDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where to go once a choice is made: create → /phase/1?team_id=, join → the team's phase. */
  onNavigate: (path: string) => void;
  dismissible?: boolean;
}

/** The team welcome dialog (docs/PRODUCT.md#teams): create, join, or continue without a team. */
export function TeamDialog({ open, onOpenChange, onNavigate, dismissible = true }: TeamDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'create' | 'join' | null>(null);
  const createTeam = useCreateTeam();
  const joinTeam = useJoinTeam();
  const nameId = useId();
  const codeId = useId();

  async function onCreate(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      toast({ title: intl.formatMessage(m.nameRequired), description: intl.formatMessage(m.nameRequiredText), variant: 'destructive' });
      return;
    }
    setBusy('create');
    try {
      const team = await createTeam(trimmed);
      toast({
        title: intl.formatMessage(m.created),
        description: intl.formatMessage({ id: 'team.dialog.createdText', defaultMessage: 'Your team code is: {code}' }, { code: team.code }),
      });
      onOpenChange(false);
      onNavigate(phasePath(1, team.code));
    } catch (error) {
      console.error('Failed to create team', error);
      // Offline, the reason is that (lib/offline.ts); otherwise the general sentence.
      const description = error instanceof OfflineError ? error.message : intl.formatMessage(m.createErrorText);
      toast({ title: intl.formatMessage(m.createError), description, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function onJoin(e: FormEvent) {
    e.preventDefault();
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      toast({ title: intl.formatMessage(m.codeRequired), description: intl.formatMessage(m.codeRequiredText), variant: 'destructive' });
      return;
    }
    setBusy('join');
    try {
      const team = await joinTeam(trimmed);
      if (!team) {
        toast({ title: intl.formatMessage(m.notFound), description: intl.formatMessage(m.notFoundText), variant: 'destructive' });
        return;
      }
      toast({
        title: intl.formatMessage(m.joined),
        description: intl.formatMessage({ id: 'team.dialog.joinedText', defaultMessage: 'Welcome to {name}' }, { name: team.name }),
      });
      onOpenChange(false);
      onNavigate(phasePath(team.currentPhase, team.code));
    } catch (error) {
      console.error('Failed to fetch team', error);
      const description = error instanceof OfflineError ? error.message : intl.formatMessage(m.joinErrorText);
      toast({ title: intl.formatMessage(m.joinError), description, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} dismissible={dismissible} title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}>
      <div className={styles.body}>
        <form className={styles.section} onSubmit={onCreate} noValidate aria-labelledby={`${nameId}-title`}>
          <h3 id={`${nameId}-title`} className={styles.sectionTitle}>
            <FormattedMessage id="team.dialog.createTitle" defaultMessage="Create a new team" />
          </h3>
          <label htmlFor={nameId} className={fieldStyles.label}>
            <FormattedMessage id="team.dialog.nameLabel" defaultMessage="Team name" />
          </label>
          <div className={styles.row}>
            <input
              id={nameId}
              className={`${fieldStyles.control} ${styles.grow}`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={intl.formatMessage(m.namePlaceholder)}
              autoComplete="off"
              maxLength={80}
            />
            <Button type="submit" disabled={busy !== null}>
              {busy === 'create' ? (
                <FormattedMessage id="team.dialog.creating" defaultMessage="Creating…" />
              ) : (
                <FormattedMessage id="team.dialog.create" defaultMessage="Create Team" />
              )}
            </Button>
          </div>
        </form>

        <form className={styles.section} onSubmit={onJoin} noValidate aria-labelledby={`${codeId}-title`}>
          <h3 id={`${codeId}-title`} className={styles.sectionTitle}>
            <FormattedMessage id="team.dialog.joinTitle" defaultMessage="Join an existing team" />
          </h3>
          <label htmlFor={codeId} className={fieldStyles.label}>
            <FormattedMessage id="team.dialog.codeLabel" defaultMessage="Team code" />
          </label>
          <div className={styles.row}>
            <input
              id={codeId}
              className={`${fieldStyles.control} ${styles.codeInput} ${styles.grow}`}
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase().slice(0, TEAM_CODE_LENGTH))}
              placeholder="ZX1Q"
              dir="ltr"
              maxLength={TEAM_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <Button type="submit" disabled={busy !== null}>
              {busy === 'join' ? (
                <FormattedMessage id="team.dialog.joining" defaultMessage="Joining…" />
              ) : (
                <FormattedMessage id="team.dialog.join" defaultMessage="Join Team" />
              )}
            </Button>
          </div>
        </form>

        <p className={styles.divider}>
          <FormattedMessage id="team.dialog.or" defaultMessage="or" />
        </p>
        <Button
          variant="secondary"
          block
          onClick={() => {
            chooseWithoutTeam();
            onOpenChange(false);
            onNavigate('/phase/1');
          }}
        >
          <FormattedMessage id="team.dialog.alone" defaultMessage="Continue without a team (data won't be shared)" />
        </Button>
      </div>
    </Dialog>
  );
}
