import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx';
import { useAdminCohorts, useAdminTeams } from '../hooks/useAdminData.ts';
import { useExportCsv } from '../hooks/useExportCsv.ts';
import { useNow } from '../hooks/useNow.ts';
import { CohortsPanel } from './CohortsPanel.tsx';
import { DashboardLive } from './DashboardLive.tsx';
import { InstructionsDialog } from './InstructionsDialog.tsx';
import { TeamsTable } from './TeamsTable.tsx';
import { EraseTeamDialog } from './EraseTeamDialog.tsx';
import { useTeamErasure } from '../hooks/useTeamErasure.ts';
import type { AdminTeam } from '../types.ts';
import * as styles from './AdminDashboard.css.ts';
import { srOnly } from '../../../styles/a11y.css.ts';

/** The instructor dashboard (docs/PRODUCT.md#admin), for an admin: Teams and Cohorts tabs, live. */
export function AdminDashboard() {
  const now = useNow();
  const teams = useAdminTeams();
  const active = useAdminCohorts(false);
  const { exportCsv, pending: exporting } = useExportCsv();
  const [tab, setTab] = useState('teams');
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  const [eraseTarget, setEraseTarget] = useState<AdminTeam | null>(null);
  const erasure = useTeamErasure();
  const intl = useIntl();
  const teamsTab = intl.formatMessage({ id: 'admin.dashboard.teams', defaultMessage: 'Teams' });
  const cohortsTab = intl.formatMessage({ id: 'admin.dashboard.cohorts', defaultMessage: 'Cohorts' });

  return (
    <div className={styles.container}>
      <div className={styles.top}>
        <div>
          <h1 className={styles.title}>
            <FormattedMessage id="admin.dashboard.title" defaultMessage="Instructor Dashboard" />
          </h1>
          <p className={styles.subtitle}>
            <FormattedMessage id="admin.dashboard.subtitle" defaultMessage="Team progress and cohorts, updated live." />
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setInstructionsOpen(true)}>
            <FormattedMessage id="admin.dashboard.instructions" defaultMessage="Instructions" />
          </Button>
          <Button onClick={() => void exportCsv()} disabled={exporting} aria-busy={exporting}>
            <FormattedMessage id="admin.dashboard.exportCsv" defaultMessage="Export CSV" />
          </Button>
        </div>
      </div>

      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List className={styles.tabList} aria-label={intl.formatMessage({ id: 'admin.dashboard.sections', defaultMessage: 'Dashboard sections' })}>
          <Tabs.Trigger value="teams" className={styles.tab}>
            {teamsTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="cohorts" className={styles.tab}>
            {cohortsTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="teams" className={styles.panel}>
          <h2 className={srOnly}>{teamsTab}</h2>
          {teams.loading ? (
            <Spinner label={intl.formatMessage({ id: 'admin.dashboard.loadingTeams', defaultMessage: 'Loading teams…' })} />
          ) : (
            <TeamsTable teams={teams.teams} now={now} onErase={setEraseTarget} />
          )}
        </Tabs.Content>
        <Tabs.Content value="cohorts" className={styles.panel}>
          <h2 className={srOnly}>{cohortsTab}</h2>
          <CohortsPanel teams={teams.teams} activeCohorts={active.cohorts} activeLoading={active.loading} />
        </Tabs.Content>
      </Tabs.Root>

      <DashboardLive cohortTags={active.cohorts.map((c) => c.tag)} />
      <InstructionsDialog open={instructionsOpen} onOpenChange={setInstructionsOpen} />
      <EraseTeamDialog team={eraseTarget} onOpenChange={(open) => !open && setEraseTarget(null)} onErase={erasure.erase} pending={erasure.pending} />
    </div>
  );
}
