import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx';
import { useAdminCohorts } from '../hooks/useAdminData.ts';
import { useCohortActions } from '../hooks/useCohortActions.ts';
import type { AdminCohort, AdminTeam } from '../types.ts';
import { CohortCard } from './CohortCard.tsx';
import { CohortLive } from './DashboardLive.tsx';
import { EmptyState } from './EmptyState.tsx';
import { NewCohortDialog } from './NewCohortDialog.tsx';
import { AssignTeamsDialog } from './AssignTeamsDialog.tsx';
import { UnassignTeamsDialog } from './UnassignTeamsDialog.tsx';
import * as styles from './CohortCard.css.ts';
import * as page from './AdminDashboard.css.ts';

type OpenDialog = 'new' | 'assign' | 'unassign' | null;

/** The Cohorts tab: active or archived cards, and the New / Assign / Unassign dialogs. */
export function CohortsPanel({ teams, activeCohorts, activeLoading }: { teams: readonly AdminTeam[]; activeCohorts: readonly AdminCohort[]; activeLoading: boolean }) {
  const intl = useIntl();
  const [showArchived, setShowArchived] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Archived cohorts are loaded only while the archived view is on.
  const archived = useAdminCohorts(true, showArchived);
  const actions = useCohortActions();
  const busy = actions.pending.archive || actions.pending.restore;

  const byCohort = useMemo(() => {
    const map = new Map<string, AdminTeam[]>();
    for (const t of teams) if (t.cohortTag) map.set(t.cohortTag, [...(map.get(t.cohortTag) ?? []), t]);
    for (const list of map.values()) list.sort((a, b) => a.name.localeCompare(b.name));
    return map;
  }, [teams]);

  const shown = showArchived ? archived.cohorts : activeCohorts;
  const loading = showArchived ? archived.loading : activeLoading;
  const openChange = (which: Exclude<OpenDialog, null>) => (open: boolean) => setDialog(open ? which : null);

  return (
    <>
      <div className={page.top}>
        <div className={page.actions}>
          <Button onClick={() => setDialog('new')}>
            <FormattedMessage id="admin.newCohort.title" defaultMessage="New Cohort" />
          </Button>
          <Button variant="secondary" onClick={() => setDialog('assign')}>
            <FormattedMessage id="admin.assignTeams.title" defaultMessage="Assign Teams" />
          </Button>
          <Button variant="secondary" onClick={() => setDialog('unassign')}>
            <FormattedMessage id="admin.unassignTeams.title" defaultMessage="Unassign Teams" />
          </Button>
        </div>
        <Button variant="ghost" aria-pressed={showArchived} onClick={() => setShowArchived((v) => !v)}>
          {showArchived
            ? intl.formatMessage({ id: 'admin.cohorts.showActive', defaultMessage: 'Show Active' })
            : intl.formatMessage({ id: 'admin.cohorts.showArchived', defaultMessage: 'Show Archived' })}
        </Button>
      </div>

      <div className={page.list}>
        {loading ? (
          <Spinner label={intl.formatMessage({ id: 'admin.cohorts.loading', defaultMessage: 'Loading cohorts…' })} />
        ) : shown.length === 0 ? (
          showArchived ? (
            <EmptyState title={intl.formatMessage({ id: 'admin.cohorts.noArchived', defaultMessage: 'No archived cohorts' })}>
              <FormattedMessage id="admin.cohorts.noArchivedHint" defaultMessage="Archived cohorts are kept here and can be restored." />
            </EmptyState>
          ) : (
            <EmptyState title={intl.formatMessage({ id: 'admin.cohorts.none', defaultMessage: 'No cohorts yet' })}>
              <FormattedMessage id="admin.cohorts.noneHint" defaultMessage="Create a cohort with New Cohort, then assign teams to it." />
            </EmptyState>
          )
        ) : (
          <div className={styles.grid}>
            {shown.map((c) => (
              <CohortCard
                key={c.tag}
                cohort={c}
                teams={byCohort.get(c.tag) ?? []}
                onFlag={(cohort, flag, value) => void actions.setFlag(cohort, flag, value)}
                onLanguage={(cohort, language) => void actions.setLanguage(cohort, language)}
                onRetention={(cohort, days) => void actions.setRetention(cohort, days)}
                onArchive={(tag) => void actions.archiveCohort(tag)}
                onRestore={(tag) => void actions.restoreCohort(tag)}
                busy={busy}
              />
            ))}
          </div>
        )}
      </div>

      {/* Archived cohorts follow their changes (a restore elsewhere) while they are shown. */}
      {showArchived && archived.cohorts.map((c) => <CohortLive key={c.tag} tag={c.tag} archived />)}

      <NewCohortDialog open={dialog === 'new'} onOpenChange={openChange('new')} onCreate={actions.createCohort} pending={actions.pending.create} />
      <AssignTeamsDialog
        open={dialog === 'assign'}
        onOpenChange={openChange('assign')}
        cohorts={activeCohorts}
        teams={teams}
        onAssign={actions.assignTeams}
        pending={actions.pending.assign}
      />
      <UnassignTeamsDialog
        open={dialog === 'unassign'}
        onOpenChange={openChange('unassign')}
        cohorts={activeCohorts}
        teams={teams}
        onUnassign={actions.unassignTeams}
        pending={actions.pending.unassign}
      />
    </>
  );
}
