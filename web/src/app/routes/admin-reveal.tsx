import { useParams } from 'react-router-dom';
import { useAdminStatus } from '../../features/auth/hooks/useAdminStatus.ts';
import { RevealControl } from '../../features/admin/components/RevealControl.tsx';
import { AccessDenied } from '../../features/admin/components/AccessDenied.tsx';
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx';
import * as styles from './Page.css.ts';

/** /admin/cohorts/:cohortTag/reveal: the reveal remote for an admin, 'Access Denied' for anyone else. */
export function AdminRevealPage() {
  const tag = useParams().cohortTag ?? '';
  const admin = useAdminStatus();
  if (admin.loading) return <Spinner />;
  return <main className={styles.main}>{admin.isAdmin ? <RevealControl key={tag} tag={tag} /> : <AccessDenied />}</main>;
}

export { AdminRevealPage as Component };
