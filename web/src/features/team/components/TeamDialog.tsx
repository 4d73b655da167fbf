import { useId, useState, type FormEvent } from 'react';
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

interface TeamDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where to go once a choice is made: create → /phase/1?team_id=, join → the team's phase. */
  onNavigate: (path: string) => void;
  dismissible?: boolean;
}

/** The team welcome dialog (docs/PRODUCT.md#teams): create, join, or continue without a team. */
export function TeamDialog({ open, onOpenChange, onNavigate, dismissible = true }: TeamDialogProps) {
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
      toast({ title: 'Team name required', description: 'Please enter a name for your team.', variant: 'destructive' });
      return;
    }
    setBusy('create');
    try {
      const team = await createTeam(trimmed);
      toast({ title: 'Team created!', description: `Your team code is: ${team.code}` });
      onOpenChange(false);
      onNavigate(phasePath(1, team.code));
    } catch (error) {
      console.error('Failed to create team', error);
      toast({ title: 'Error creating team', description: 'Failed to create team. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function onJoin(e: FormEvent) {
    e.preventDefault();
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      toast({ title: 'Team code required', description: 'Please enter a team code to join.', variant: 'destructive' });
      return;
    }
    setBusy('join');
    try {
      const team = await joinTeam(trimmed);
      if (!team) {
        toast({ title: 'Team not found', description: 'No team found with that code. Please check and try again.', variant: 'destructive' });
        return;
      }
      toast({ title: 'Joined team!', description: `Welcome to ${team.name}` });
      onOpenChange(false);
      onNavigate(phasePath(team.currentPhase, team.code));
    } catch (error) {
      console.error('Failed to fetch team', error);
      toast({ title: 'Error joining team', description: 'Failed to join team. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={dismissible}
      title="Welcome to Found-in-Two"
      description="Powered by a university innovation programme. Work as a team to share your progress, or continue on your own."
    >
      <div className={styles.body}>
        <form className={styles.section} onSubmit={onCreate} noValidate aria-labelledby={`${nameId}-title`}>
          <h3 id={`${nameId}-title`} className={styles.sectionTitle}>
            Create a new team
          </h3>
          <label htmlFor={nameId} className={fieldStyles.label}>
            Team name
          </label>
          <div className={styles.row}>
            <input
              id={nameId}
              className={`${fieldStyles.control} ${styles.grow}`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="e.g. Orbit Labs"
              autoComplete="off"
              maxLength={80}
            />
            <Button type="submit" disabled={busy !== null}>
              {busy === 'create' ? 'Creating…' : 'Create Team'}
            </Button>
          </div>
        </form>

        <form className={styles.section} onSubmit={onJoin} noValidate aria-labelledby={`${codeId}-title`}>
          <h3 id={`${codeId}-title`} className={styles.sectionTitle}>
            Join an existing team
          </h3>
          <label htmlFor={codeId} className={fieldStyles.label}>
            Team code
          </label>
          <div className={styles.row}>
            <input
              id={codeId}
              className={`${fieldStyles.control} ${styles.codeInput} ${styles.grow}`}
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase().slice(0, TEAM_CODE_LENGTH))}
              placeholder="ZX1Q"
              maxLength={TEAM_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <Button type="submit" disabled={busy !== null}>
              {busy === 'join' ? 'Joining…' : 'Join Team'}
            </Button>
          </div>
        </form>

        <p className={styles.divider}>or</p>
        <Button
          variant="secondary"
          block
          onClick={() => {
            chooseWithoutTeam();
            onOpenChange(false);
            onNavigate('/phase/1');
          }}
        >
          Continue without a team (data won't be shared)
        </Button>
      </div>
    </Dialog>
  );
}
