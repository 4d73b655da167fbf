import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render.tsx';
import { makeTeam, server } from '../../testing/server.ts';
import { AdminStatusDocument, AllPhaseDataDocument, ChangeTeamAvatarDocument, JoinTeamDocument, TeamByCodeDocument, TeamLogoutDocument } from '../../gql/graphql.ts';
import { collabServer } from '../../testing/collabWs.ts';

const asAdmin = graphql.query(AdminStatusDocument, () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      adminStatus: { __typename: 'AdminStatus', isAuthenticated: true, user: { __typename: 'AdminUser', username: 'prof-ada', role: 'admin' } },
    },
  }),
);

function withTeam(team = makeTeam({ currentPhase: 3 })) {
  server.use(
    graphql.query(TeamByCodeDocument, () => HttpResponse.json({ data: { __typename: 'Query', team } })),
    // A phase address joins its team by itself (the session is the team's from then on).
    graphql.mutation(JoinTeamDocument, () => HttpResponse.json({ data: { __typename: 'Mutation', joinTeam: team } })),
    collabServer().handler,
    graphql.query(AllPhaseDataDocument, () => HttpResponse.json({ data: { __typename: 'Query', allPhaseData: [] } })),
  );
  return team;
}

describe('shared header', () => {
  it('fills the screen with a spinner while the admin status loads', async () => {
    server.use(
      graphql.query(AdminStatusDocument, async () => {
        await delay(200);
        return HttpResponse.json({ data: { __typename: 'Query', adminStatus: { __typename: 'AdminStatus', isAuthenticated: false, user: null } } });
      }),
    );
    renderApp('/credits');
    expect(await screen.findByTestId('fullscreen-spinner')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Found-in-Two home' })).toBeTruthy();
    expect(screen.queryByTestId('fullscreen-spinner')).toBeNull();
  });

  it("for a visitor: 'Account' with Admin Login, no Dashboard", async () => {
    const { user } = renderApp('/credits');
    await user.click(await screen.findByRole('button', { name: /Account/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Admin Login' }).getAttribute('href')).toBe('/admin-login');
    expect(within(menu).queryByRole('menuitem', { name: 'Logout' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('for an admin: the username, Dashboard, Admin Dashboard, Switch Team with a team, Logout', async () => {
    server.use(asAdmin);
    withTeam();
    const { user } = renderApp('/phase/3?team_id=AB12');
    expect((await screen.findByRole('link', { name: 'Dashboard' })).getAttribute('href')).toBe('/admin');
    await user.click(screen.getByRole('button', { name: /prof-ada/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Admin Dashboard', 'Switch Team', 'Logout']);
  });

  it('shows the team, and the navigator with links carrying team_id, current highlighted, earlier done', async () => {
    withTeam();
    renderApp('/phase/3?team_id=AB12');
    expect(await screen.findByText('Orbit Labs')).toBeTruthy();
    expect(screen.getByText('AB12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change team avatar' }).textContent).toBe('OLChange team avatar');
    const nav = screen.getByRole('navigation', { name: 'Phases' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]!.getAttribute('href')).toBe('/phase/1?team_id=AB12');
    expect(within(nav).getByRole('link', { name: 'Phase 1: Market Research (completed)' })).toBe(links[0]);
    expect(within(nav).getByRole('link', { name: 'Phase 3: Background Research' })).toBe(links[2]);
    expect(links[2]!.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: /More/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Navigate to Phase' })).toBeTruthy();
  });

  it('lists all eight phases in the mobile menu', async () => {
    withTeam();
    const { user } = renderApp('/phase/3?team_id=AB12');
    await user.click(await screen.findByRole('button', { name: 'Navigate to Phase' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Navigate to Phase')).toBeTruthy();
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(8);
  });

  it('Switch Team ends the team session, says so and goes home', async () => {
    withTeam();
    let loggedOut = false;
    server.use(
      graphql.mutation(TeamLogoutDocument, () => {
        loggedOut = true;
        return HttpResponse.json({ data: { __typename: 'Mutation', teamLogout: true } });
      }),
    );
    const { user } = renderApp('/phase/3?team_id=AB12');
    await user.click(await screen.findByRole('button', { name: /Account/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch Team' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(loggedOut).toBe(true);
    expect(await screen.findByText('Team session ended')).toBeTruthy();
  });

  it("changes the avatar from 'Choose your team avatar'", async () => {
    const team = withTeam();
    let chosen = '';
    server.use(
      graphql.mutation(ChangeTeamAvatarDocument, ({ variables }) => {
        chosen = variables.avatarIcon;
        return HttpResponse.json({ data: { __typename: 'Mutation', changeTeamAvatar: { ...team, avatarIcon: variables.avatarIcon } } });
      }),
    );
    const { user } = renderApp('/phase/3?team_id=AB12');
    await user.click(await screen.findByRole('button', { name: 'Change team avatar' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Choose your team avatar')).toBeTruthy();
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(36);
    await user.click(within(menu).getByRole('menuitem', { name: 'rocket' }));
    await waitFor(() => expect(chosen).toBe('rocket.svg'));
    expect(await screen.findByText('Avatar updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it("in Spanish: the navigator with the phases' Spanish names, the account menu in Spanish", async () => {
    window.localStorage.setItem('fit_locale', 'es');
    withTeam();
    const { user } = renderApp('/phase/3?team_id=AB12');
    const nav = await screen.findByRole('navigation', { name: 'Fases' });
    expect(within(nav).getByRole('link', { name: 'Fase 1: Investigación de mercado (completada)' }).getAttribute('href')).toBe('/phase/1?team_id=AB12');
    expect(within(nav).getByRole('button', { name: /Más/ })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Phases' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ir a la fase' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Cuenta/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Cambiar de equipo' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Acceso de administración' }).getAttribute('href')).toBe('/admin-login');
  });
});
