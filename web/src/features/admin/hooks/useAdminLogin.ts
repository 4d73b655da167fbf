import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useCallback } from 'react';
import { AdminLoginMutation } from '../graphql/adminLogin.ts';
import { AdminStatusQuery } from '../../../lib/graphql/adminStatus.ts';
import { toast } from '../../../lib/toast.ts';

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
      const name = username.trim();
      if (!name || !password) {
        toast({ title: 'Missing fields', description: 'Please enter both username and password.', variant: 'destructive' });
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
        toast({ title: 'Login successful', description: 'Welcome to the admin dashboard.' });
        return true;
      } catch (error) {
        if (CombinedGraphQLErrors.is(error)) {
          toast({ title: 'Login failed', description: error.errors[0]?.message || 'Invalid credentials.', variant: 'destructive' });
        } else {
          console.error('Admin login failed', error);
          toast({ title: 'Login error', description: 'Unable to connect to the server.', variant: 'destructive' });
        }
        return false;
      }
    },
    [login, client],
  );
  return { submit, loading };
}
