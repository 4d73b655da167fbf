import { render, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { graphqlWsServer } from '../../../testing/graphqlWs.ts';
import { AdminCohortsDocument, AdminTeamsDocument, type AdminTeamFieldsFragment } from '../../../gql/graphql.ts';
import { AdminDashboard } from './AdminDashboard.tsx';
import { AccessDenied } from './AccessDenied.tsx';

const HOUR = 3_600_000;

const team: AdminTeamFieldsFragment = {
  __typename: 'Team',
  id: 'team-1',
  code: 'AB12',
  name: 'Orbit Labs',
  avatarIcon: null,
  currentPhase: 3,
  cohortTag: null,
  submittedWebsiteUrl: null,
  updatedAt: new Date(Date.now() - 3 * HOUR).toISOString(),
  unresolvedFeedback: 2,
  erased: false,
  erasureRequestedAt: null,
};

// The first render in a language loads (and, in tests, compiles) that language's catalogue.
describe('admin dashboard in another language', { timeout: 20_000 }, () => {
  it('shows the dashboard in Spanish: headings, tabs, columns, phase and relative time', async () => {
    const live = graphqlWsServer();
    server.use(
      graphql.query(AdminTeamsDocument, () => HttpResponse.json({ data: { __typename: 'Query', teams: [team] } })),
      graphql.query(AdminCohortsDocument, () => HttpResponse.json({ data: { __typename: 'Query', cohorts: [] } })),
      live.handler,
    );
    renderWithProviders(<AdminDashboard />, '/admin', 'es');

    expect(await screen.findByRole('heading', { level: 1, name: 'Panel del instructor' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Instructor Dashboard')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cohortes' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Cohorts' })).toBeNull();

    const row = await screen.findByRole('row', { name: /Orbit Labs/ });
    expect(screen.getByRole('columnheader', { name: 'Fase actual' })).toBeTruthy();
    expect(within(row).getByText('Fase 3')).toBeTruthy();
    expect(within(row).getByText('Investigación de contexto')).toBeTruthy();
    expect(within(row).getByText('hace 3 horas')).toBeTruthy();
    expect(within(row).getByText('2 sin resolver')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Revisar Orbit Labs' })).toBeTruthy();
  });

  it("shows 'Access Denied' in Arabic, right to left", async () => {
    render(
      <MemoryRouter>
        <AccessDenied />
      </MemoryRouter>,
      { wrapper: inLanguage('ar') },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'تم رفض الوصول' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Access Denied')).toBeNull();
    expect(screen.getByRole('link', { name: 'الانتقال إلى تسجيل دخول المشرف' }).getAttribute('href')).toBe('/admin-login');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
