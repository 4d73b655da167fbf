import type { FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx';
import { FieldShell, fieldStyles } from '../../../components/ui/TextField/TextField.tsx';
import type { AdminCohort, AdminTeam } from '../types.ts';
import { TeamChecklist, toggled } from './TeamChecklist.tsx';
import * as styles from './CohortDialogs.css.ts';
import { useTeamPicker } from '../hooks/useTeamPicker.ts';

const m = defineMessages({
  cohort: { id: 'admin.teamPicker.cohort', defaultMessage: 'Cohort' },
  selectCohort: { id: 'admin.teamPicker.selectCohort', defaultMessage: 'Select a cohort' },
  cancel: { id: 'admin.dialog.cancel', defaultMessage: 'Cancel' },
  title: { id: 'admin.unassignTeams.title', defaultMessage: 'Unassign Teams' },
  description: { id: 'admin.unassignTeams.description', defaultMessage: 'Remove teams from their cohort.' },
  teams: { id: 'admin.unassignTeams.teams', defaultMessage: 'Teams in this cohort' },
  empty: { id: 'admin.cohort.noTeams', defaultMessage: 'No teams are currently assigned to this cohort.' },
});

interface UnassignTeamsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cohorts: readonly AdminCohort[];
  teams: readonly AdminTeam[];
  onUnassign: (teamIds: string[]) => Promise<boolean>;
  pending: boolean;
}

/**
 * Needs at least one team selected. Choose a cohort to list its teams; a cohort that
 * is not among the active ones (archived) still appears when teams are in it.
 */
export function UnassignTeamsDialog({ open, onOpenChange, cohorts, teams, onUnassign, pending }: UnassignTeamsDialogProps) {
  const intl = useIntl();
  const { cohortTag, setCohortTag, selected, setSelected, selectId, close } = useTeamPicker(onOpenChange);
  const known = new Set(cohorts.map((c) => c.tag));
  const others = [...new Set(teams.map((t) => t.cohortTag).filter((tag): tag is string => Boolean(tag) && !known.has(tag!)))].sort();
  const members = cohortTag ? teams.filter((t) => t.cohortTag === cohortTag) : [];
  const chosen = members.filter((t) => selected.has(t.id)).map((t) => t.id);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (chosen.length === 0 || pending) return;
    if (await onUnassign(chosen)) close(false);
  }

  return (
    <Dialog open={open} onOpenChange={close} title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FieldShell id={selectId} label={intl.formatMessage(m.cohort)} required>
          <select
            id={selectId}
            className={fieldStyles.control}
            value={cohortTag}
            onChange={(e) => {
              setCohortTag(e.target.value);
              setSelected(new Set());
            }}
            required
          >
            <option value="">{intl.formatMessage(m.selectCohort)}</option>
            {cohorts.map((c) => (
              <option key={c.tag} value={c.tag}>
                {c.name} ({c.tag})
              </option>
            ))}
            {others.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </FieldShell>
        {cohortTag && (
          <TeamChecklist
            legend={intl.formatMessage(m.teams)}
            teams={members}
            selected={selected}
            onToggle={(id) => setSelected((s) => toggled(s, id))}
            empty={intl.formatMessage(m.empty)}
          />
        )}
        <p className={styles.count} aria-live="polite">
          {intl.formatMessage(
            { id: 'admin.teamPicker.selected', defaultMessage: '{count, plural, one {# team selected} other {# teams selected}}' },
            { count: chosen.length },
          )}
        </p>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={() => close(false)}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" variant="danger" disabled={chosen.length === 0 || pending}>
            {intl.formatMessage(m.title)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
