import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AdminLogoutMutation } from '../graphql/adminLogout.ts';
import { AdminStatusQuery } from '../../../lib/graphql/adminStatus.ts';
import { toast } from '../../../lib/toast.ts';

/** Logout clears the admin state even when the call fails; the failure is logged and shown. */
export function useAdminLogout() {
  const [logout] = useMutation(AdminLogoutMutation);
  const client = useApolloClient();
  return useCallback(async () => {
    let ok = true;
    try {
      await logout();
    } catch (error) {
      ok = false;
      console.error('Admin logout failed', error);
    }
    client.writeQuery({
      query: AdminStatusQuery,
      data: { __typename: 'Query', adminStatus: { __typename: 'AdminStatus', isAuthenticated: false, user: null } },
    });
    if (ok) toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    else toast({ title: 'Logout failed', description: 'Unable to logout. Please try again.', variant: 'destructive' });
  }, [logout, client]);
}
