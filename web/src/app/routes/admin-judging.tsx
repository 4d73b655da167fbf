import { useParams } from 'react-router-dom';
import { useAdminStatus } from '../../features/auth/hooks/useAdminStatus.ts';
import { JudgingAdmin } from '../../features/judging/components/JudgingAdmin.tsx';
import { AccessDenied } from '../../features/admin/components/AccessDenied.tsx';
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx';
import * as styles from './Page.css.ts';

/** /admin/cohorts/:cohortTag/judging: categories, judges and progress for an admin, 'Access Denied' for anyone else. */
export function AdminJudgingPage() {
  const tag = useParams().cohortTag ?? '';
  const admin = useAdminStatus();
  if (admin.loading) return <Spinner />;
  return <main className={styles.main}>{admin.isAdmin ? <JudgingAdmin key={tag} tag={tag} /> : <AccessDenied />}</main>;
}

export { AdminJudgingPage as Component };
