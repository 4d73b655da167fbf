import { Navigate } from 'react-router-dom';
import { useAdminStatus } from '../../features/auth/hooks/useAdminStatus.ts';
import { AdminLoginForm } from '../../features/admin/components/AdminLoginForm.tsx';
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx';
import * as styles from './Page.css.ts';

/** /admin-login: the login form; a logged-in admin (already, or just now) goes to /admin. */
export function AdminLoginPage() {
  const admin = useAdminStatus();
  if (admin.loading) return <Spinner />;
  if (admin.isAdmin) return <Navigate to="/admin" replace />;
  return (
    <main className={styles.main}>
      <AdminLoginForm />
    </main>
  );
}

export { AdminLoginPage as Component };
