import { useAdminStatus } from '../../features/auth/hooks/useAdminStatus.ts';
import { AdminDashboard } from '../../features/admin/components/AdminDashboard.tsx';
import { AccessDenied } from '../../features/admin/components/AccessDenied.tsx';
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx';
import { PacePanel } from '../../features/agenda/components/PacePanel.tsx';
import { useAdminCohorts, useAdminTeams } from '../../features/admin/hooks/useAdminData.ts';
import * as styles from './Page.css.ts';

/** /admin: the instructor dashboard for an admin, 'Access Denied' for anyone else. */
export function AdminDashboardPage() {
  const admin = useAdminStatus();
  if (admin.loading) return <Spinner />;
  return <main className={styles.main}>{admin.isAdmin ? <Dashboard /> : <AccessDenied />}</main>;
}

/** The dashboard, and the pace panel on the same (shared, live) cohorts and teams. */
function Dashboard() {
  const teams = useAdminTeams();
  const cohorts = useAdminCohorts(false);
  return (
    <>
      <AdminDashboard />
      <PacePanel cohorts={cohorts.cohorts} teams={teams.teams} />
    </>
  );
}

export { AdminDashboardPage as Component };
