import { useQuery } from '@apollo/client/react';
import { AdminStatusQuery } from '../../../lib/graphql/adminStatus.ts';

/**
 * The admin session (docs/PRODUCT.md#admin): unknown while loading, then decided by the
 * status call; a failed check counts as not authenticated (and is logged).
 */
export function useAdminStatus() {
  const { data, loading, error } = useQuery(AdminStatusQuery);
  if (error) console.error('Admin status check failed', error);
  const status = !error ? data?.adminStatus : undefined;
  const isAdmin = Boolean(status?.isAuthenticated && status.user);
  return { loading, isAdmin, user: isAdmin ? (status?.user ?? null) : null };
}
