import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx';
import { FieldShell, fieldStyles } from '../../../components/ui/TextField/TextField.tsx';
import type { AdminCohort, AdminTeam } from '../types.ts';
import { TeamChecklist, toggled } from './TeamChecklist.tsx';
import * as styles from './CohortDialogs.css.ts';
import { useTeamPicker } from '../hooks/useTeamPicker.ts';

interface AssignTeamsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cohorts: readonly AdminCohort[];
  teams: readonly AdminTeam[];
  onAssign: (cohortTag: string, teamIds: string[]) => Promise<boolean>;
  pending: boolean;
}

/**
 * Needs a cohort and at least one team. A team belongs to at most one cohort, so
 * assigning a team that is elsewhere moves it; its current cohort is shown beside it.
 */
export function AssignTeamsDialog({ open, onOpenChange, cohorts, teams, onAssign, pending }: AssignTeamsDialogProps) {
  const { cohortTag, setCohortTag, selected, setSelected, selectId, close } = useTeamPicker(onOpenChange);
  const already = new Set(teams.filter((t) => cohortTag && t.cohortTag === cohortTag).map((t) => t.id));
  const chosen = [...selected].filter((id) => !already.has(id));
  const ready = cohortTag !== '' && chosen.length > 0;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!ready || pending) return;
    if (await onAssign(cohortTag, chosen)) close(false);
  }

  return (
    <Dialog open={open} onOpenChange={close} title="Assign Teams" description="Choose a cohort and the teams to add to it.">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FieldShell id={selectId} label="Cohort" required>
          <select id={selectId} className={fieldStyles.control} value={cohortTag} onChange={(e) => setCohortTag(e.target.value)} required>
            <option value="">Select a cohort</option>
            {cohorts.map((c) => (
              <option key={c.tag} value={c.tag}>
                {c.name} ({c.tag})
              </option>
            ))}
          </select>
        </FieldShell>
        <TeamChecklist
          legend="Teams"
          teams={teams}
          selected={selected}
          disabledIds={already}
          onToggle={(id) => setSelected((s) => toggled(s, id))}
          note={(t) => (already.has(t.id) ? 'Already assigned' : t.cohortTag ? `In ${t.cohortTag}` : null)}
          empty="No teams yet"
        />
        <p className={styles.count} aria-live="polite">
          {chosen.length === 1 ? '1 team selected' : `${chosen.length} teams selected`}
        </p>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready || pending}>
            Assign Teams
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
