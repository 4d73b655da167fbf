import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AdminLogoutMutation } from '../graphql/adminLogout.ts';
import { clearDeviceCopy } from '../../../lib/offline.ts';
import { AdminStatusQuery } from '../../../lib/graphql/adminStatus.ts';
import { defineMessages } from 'react-intl';
import { toast } from '../../../lib/toast.ts';
import { currentIntl } from '../../../i18n/I18nProvider.tsx';

const m = defineMessages({
  doneTitle: { id: 'auth.logout.doneTitle', defaultMessage: 'Logged out' },
  doneText: { id: 'auth.logout.doneText', defaultMessage: 'You have been successfully logged out.' },
  failedTitle: { id: 'auth.logout.failedTitle', defaultMessage: 'Logout failed' },
  failedText: { id: 'auth.logout.failedText', defaultMessage: 'Unable to logout. Please try again.' },
});

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
    // What this device kept of the API's answers for offline use goes with the session.
    if (ok) void clearDeviceCopy();
    const intl = currentIntl();
    if (ok) toast({ title: intl.formatMessage(m.doneTitle), description: intl.formatMessage(m.doneText) });
    else toast({ title: intl.formatMessage(m.failedTitle), description: intl.formatMessage(m.failedText), variant: 'destructive' });
  }, [logout, client]);
}
