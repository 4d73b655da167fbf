import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { findToast, renderApp } from '../../../testing/render.tsx';
import { gqlError, server } from '../../../testing/server.ts';
import { AdminCohortsDocument, AdminLoginDocument, AdminStatusDocument, AdminTeamsDocument } from '../../../gql/graphql.ts';
import { graphqlWsServer } from '../../../testing/graphqlWs.ts';

const adminStatus = (isAuthenticated: boolean) =>
  graphql.query(AdminStatusDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        adminStatus: { __typename: 'AdminStatus', isAuthenticated, user: isAuthenticated ? { __typename: 'AdminUser', username: 'prof', role: 'admin' } : null },
      },
    }),
  );

// The dashboard a successful login lands on, empty.
const emptyDashboard = [
  graphql.query(AdminTeamsDocument, () => HttpResponse.json({ data: { __typename: 'Query', teams: [] } })),
  graphql.query(AdminCohortsDocument, () => HttpResponse.json({ data: { __typename: 'Query', cohorts: [] } })),
  graphqlWsServer().handler,
];

async function openLogin() {
  const app = renderApp('/admin-login');
  await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
  return app;
}

describe('admin login', () => {
  it("refuses empty fields with the 'Missing fields' toast and sends nothing", async () => {
    let calls = 0;
    server.use(
      graphql.mutation(AdminLoginDocument, () => {
        calls++;
        return gqlError('no', 'BAD_USER_INPUT');
      }),
    );
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findToast('Missing fields')).toBeTruthy();
    expect(screen.getByText('Please enter both username and password.')).toBeTruthy();
    await user.type(screen.getByLabelText('Username'), 'prof');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findToast('Missing fields')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('logs in: success toast, the header shows the admin, and /admin opens', async () => {
    let sent: unknown;
    server.use(
      graphql.mutation(AdminLoginDocument, ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { __typename: 'Mutation', adminLogin: { __typename: 'AdminUser', username: 'prof', role: 'admin' } } });
      }),
      ...emptyDashboard,
    );
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Username'), '  prof ');
    await user.type(screen.getByLabelText('Password'), 'secret pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findToast('Login successful')).toBeTruthy();
    expect(screen.getByText('Welcome to the admin dashboard.')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Instructor Dashboard' })).toBeTruthy();
    expect(sent).toEqual({ username: 'prof', password: 'secret pass' });
    expect(screen.getByRole('button', { name: /prof/ })).toBeTruthy();
  });

  it("shows the server's refusal as 'Login failed'", async () => {
    server.use(graphql.mutation(AdminLoginDocument, () => gqlError('Invalid credentials.', 'UNAUTHENTICATED')));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'prof');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findToast('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid credentials.')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin-login');
  });

  it("says 'Login error' when the server cannot be reached", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(graphql.mutation(AdminLoginDocument, () => HttpResponse.error()));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'prof');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findToast('Login error')).toBeTruthy();
    expect(screen.getByText('Unable to connect to the server.')).toBeTruthy();
  });

  it('sends a logged-in admin on to /admin', async () => {
    server.use(adminStatus(true), ...emptyDashboard);
    renderApp('/admin-login');
    await waitFor(() => expect(window.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Instructor Dashboard' })).toBeTruthy();
  });
});
