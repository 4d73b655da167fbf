import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useCallback } from 'react';
import { AdminLoginMutation } from '../graphql/adminLogin.ts';
import { AdminStatusQuery } from '../../../lib/graphql/adminStatus.ts';
import { defineMessages } from 'react-intl';
import { toast } from '../../../lib/toast.ts';
import { currentIntl } from '../../../i18n/I18nProvider.tsx';

const m = defineMessages({
  missingTitle: { id: 'admin.login.missingTitle', defaultMessage: 'Missing fields' },
  missingText: { id: 'admin.login.missingText', defaultMessage: 'Please enter both username and password.' },
  successTitle: { id: 'admin.login.successTitle', defaultMessage: 'Login successful' },
  successText: { id: 'admin.login.successText', defaultMessage: 'Welcome to the admin dashboard.' },
  failedTitle: { id: 'admin.login.failedTitle', defaultMessage: 'Login failed' },
  invalid: { id: 'admin.login.invalid', defaultMessage: 'Invalid credentials.' },
  errorTitle: { id: 'admin.login.errorTitle', defaultMessage: 'Login error' },
  errorText: { id: 'admin.login.errorText', defaultMessage: 'Unable to connect to the server.' },
});

/**
 * Admin login (docs/PRODUCT.md#admin): both fields required ('Missing fields'); success
 * records the admin in the status the whole app reads; a refusal shows the server's message (or
 * 'Invalid credentials.'); no answer at all is 'Login error'. Resolves true on success.
 */
export function useAdminLogin() {
  const [login, { loading }] = useMutation(AdminLoginMutation);
  const client = useApolloClient();
  const submit = useCallback(
    async (username: string, password: string): Promise<boolean> => {
      const intl = currentIntl();
      const name = username.trim();
      if (!name || !password) {
        toast({ title: intl.formatMessage(m.missingTitle), description: intl.formatMessage(m.missingText), variant: 'destructive' });
        return false;
      }
      try {
        const { data } = await login({ variables: { username: name, password } });
        const user = data?.adminLogin;
        if (!user) throw new Error('No user returned');
        client.writeQuery({
          query: AdminStatusQuery,
          data: { __typename: 'Query', adminStatus: { __typename: 'AdminStatus', isAuthenticated: true, user } },
        });
        toast({ title: intl.formatMessage(m.successTitle), description: intl.formatMessage(m.successText) });
        return true;
      } catch (error) {
        if (CombinedGraphQLErrors.is(error)) {
          toast({ title: intl.formatMessage(m.failedTitle), description: error.errors[0]?.message || intl.formatMessage(m.invalid), variant: 'destructive' });
        } else {
          console.error('Admin login failed', error);
          toast({ title: intl.formatMessage(m.errorTitle), description: intl.formatMessage(m.errorText), variant: 'destructive' });
        }
        return false;
      }
    },
    [login, client],
  );
  return { submit, loading };
}
