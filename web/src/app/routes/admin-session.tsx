import { useParams } from 'react-router-dom';
import { useAdminStatus } from '../../features/auth/hooks/useAdminStatus.ts';
import { SessionView } from '../../features/session/components/SessionView.tsx';
import { AccessDenied } from '../../features/admin/components/AccessDenied.tsx';
import * as styles from './Page.css.ts';

/** /admin/cohorts/:cohortTag/session: the session view for an admin, 'Access Denied' for anyone else. */
export function AdminSessionPage() {
  const tag = useParams().cohortTag ?? '';
  const admin = useAdminStatus();
  // The session is asked for while the admin check is under way (a long day is the slower of
  // the two); the server refuses it to anyone else, who sees 'Access Denied'.
  return <main className={styles.main}>{admin.loading || admin.isAdmin ? <SessionView key={tag} tag={tag} /> : <AccessDenied />}</main>;
}

export { AdminSessionPage as Component };
