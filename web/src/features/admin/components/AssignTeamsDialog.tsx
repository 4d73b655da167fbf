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
  title: { id: 'admin.assignTeams.title', defaultMessage: 'Assign Teams' },
  description: { id: 'admin.assignTeams.description', defaultMessage: 'Choose a cohort and the teams to add to it.' },
  teams: { id: 'admin.assignTeams.teams', defaultMessage: 'Teams' },
  already: { id: 'admin.assignTeams.alreadyAssigned', defaultMessage: 'Already assigned' },
  empty: { id: 'admin.assignTeams.empty', defaultMessage: 'No teams yet' },
});

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
  const intl = useIntl();
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
    <Dialog open={open} onOpenChange={close} title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FieldShell id={selectId} label={intl.formatMessage(m.cohort)} required>
          <select id={selectId} className={fieldStyles.control} value={cohortTag} onChange={(e) => setCohortTag(e.target.value)} required>
            <option value="">{intl.formatMessage(m.selectCohort)}</option>
            {cohorts.map((c) => (
              <option key={c.tag} value={c.tag}>
                {c.name} ({c.tag})
              </option>
            ))}
          </select>
        </FieldShell>
        <TeamChecklist
          legend={intl.formatMessage(m.teams)}
          teams={teams}
          selected={selected}
          disabledIds={already}
          onToggle={(id) => setSelected((s) => toggled(s, id))}
          note={(t) =>
            already.has(t.id)
              ? intl.formatMessage(m.already)
              : t.cohortTag
                ? intl.formatMessage({ id: 'admin.assignTeams.inCohort', defaultMessage: 'In {cohort}' }, { cohort: t.cohortTag })
                : null
          }
          empty={intl.formatMessage(m.empty)}
        />
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
          <Button type="submit" disabled={!ready || pending}>
            {intl.formatMessage(m.title)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
