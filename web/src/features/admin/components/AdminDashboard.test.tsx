import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { findDialog, findToast, isDisabled, renderApp } from '../../../testing/render.tsx';
import { gqlError, server } from '../../../testing/server.ts';
import { graphqlWsServer } from '../../../testing/graphqlWs.ts';
import {
  AdminArchiveCohortDocument,
  AdminAssignTeamsDocument,
  AdminCohortsDocument,
  AdminCreateCohortDocument,
  AdminStatusDocument,
  AdminTeamsDocument,
  AdminUnassignTeamsDocument,
  AdminUpdateCohortDocument,
  type AdminCohortFieldsFragment,
  type AdminTeamFieldsFragment,
} from '../../../gql/graphql.ts';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function team(overrides: Partial<AdminTeamFieldsFragment> = {}): AdminTeamFieldsFragment {
  return {
    __typename: 'Team',
    id: 'team-1',
    code: 'AB12',
    name: 'Orbit Labs',
    avatarIcon: null,
    currentPhase: 3,
    cohortTag: null,
    submittedWebsiteUrl: null,
    updatedAt: ago(3 * HOUR),
    unresolvedFeedback: 0,
    erased: false,
    erasureRequestedAt: null,
    ...overrides,
  };
}

function cohort(overrides: Partial<AdminCohortFieldsFragment> = {}): AdminCohortFieldsFragment {
  return {
    __typename: 'Cohort',
    tag: 'spring-25',
    name: 'Spring 2025',
    description: 'The spring workshop',
    language: null,
    votingOpen: false,
    resultsVisible: false,
    archived: false,
    createdAt: '2025-06-01T09:00:00.000Z',
    votedTeamIds: [],
    archivedAt: null,
    retentionDays: null,
    erasureDueAt: null,
    ...overrides,
  };
}

/** An admin session, these teams and cohorts, and the live socket. */
function dashboardApi({ teams = [] as AdminTeamFieldsFragment[], active = [] as AdminCohortFieldsFragment[], archived = [] as AdminCohortFieldsFragment[] } = {}) {
  const live = graphqlWsServer();
  const asked = { archived: 0 };
  server.use(
    graphql.query(AdminStatusDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          adminStatus: { __typename: 'AdminStatus', isAuthenticated: true, user: { __typename: 'AdminUser', username: 'prof', role: 'admin' } },
        },
      }),
    ),
    graphql.query(AdminTeamsDocument, () => HttpResponse.json({ data: { __typename: 'Query', teams } })),
    graphql.query(AdminCohortsDocument, ({ variables }) => {
      if (variables.archived) asked.archived++;
      return HttpResponse.json({ data: { __typename: 'Query', cohorts: variables.archived ? archived : active } });
    }),
    live.handler,
  );
  return { live, asked };
}

async function openDashboard() {
  const app = renderApp('/admin');
  await screen.findByRole('heading', { level: 1, name: 'Instructor Dashboard' });
  return app;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

async function openCohorts(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Cohorts' }));
}

describe('admin dashboard: access', () => {
  it("shows 'Access Denied' with a way to log in to anyone but an admin", async () => {
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Admin access required. Please log in with admin credentials.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Admin Login' }).getAttribute('href')).toBe('/admin-login');
  });
});

describe('admin dashboard: teams tab', () => {
  it('lists teams with phase, progress (8/8 once submitted), website and relative time; team text is never markup', async () => {
    dashboardApi({
      teams: [
        team(),
        team({ id: 'team-2', code: 'ZX1Q', name: 'Nova <b>Bold</b>', currentPhase: 8, submittedWebsiteUrl: 'https://nova.example.com/', updatedAt: ago(10 * 60_000) }),
        team({ id: 'team-3', code: 'QQ11', name: 'Day Old', currentPhase: 1, updatedAt: ago(26 * HOUR) }),
      ],
    });
    await openDashboard();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Team', 'Current Phase', 'Progress', 'Website Submission', 'Last Updated', 'Feedback', 'Workbook', 'Personal data']);

    const orbit = rowOf('Orbit Labs');
    expect(within(orbit).getByText('Phase 3')).toBeTruthy();
    expect(within(orbit).getByText('Background Research')).toBeTruthy();
    expect(within(orbit).getByText('2/8')).toBeTruthy();
    expect(within(orbit).getByText('25%')).toBeTruthy();
    expect(within(orbit).getByText('Not submitted')).toBeTruthy();
    expect(within(orbit).getByText('3 hours ago')).toBeTruthy();
    expect(within(orbit).getByText('0 unresolved')).toBeTruthy();
    expect(within(orbit).getByRole('link', { name: 'Review Orbit Labs' }).getAttribute('href')).toBe('/review?team_id=AB12&phase=3');
    expect(within(orbit).getByRole('link', { name: 'Workbook of Orbit Labs' }).getAttribute('href')).toBe('/workbook?team_id=AB12');

    const nova = rowOf('Nova');
    expect(within(nova).getByText('8/8')).toBeTruthy();
    expect(within(nova).getByText('100%')).toBeTruthy();
    expect(within(nova).getByText('Less than an hour ago')).toBeTruthy();
    const link = within(nova).getByRole('link', { name: /nova\.example\.com/ });
    expect(link.getAttribute('href')).toBe('https://nova.example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(nova).getByText('Nova <b>Bold</b>')).toBeTruthy();
    expect(nova.querySelector('b')).toBeNull();

    expect(within(rowOf('Day Old')).getByText('0/8')).toBeTruthy();
    expect(within(rowOf('Day Old')).getByText('1 day ago')).toBeTruthy();
  });

  it("says 'No teams yet' without teams", async () => {
    dashboardApi();
    await openDashboard();
    expect(await screen.findByText('No teams yet')).toBeTruthy();
  });

  it('follows team activity live: a created team appears, an advancing team moves on, a website counts as done', async () => {
    const { live } = dashboardApi({ teams: [team()] });
    await openDashboard();
    await waitFor(() => expect(live.subscribed('AdminTeamActivity')).toHaveLength(1));

    const activity = (kind: string, t: AdminTeamFieldsFragment) =>
      live.push('AdminTeamActivity', { teamActivity: { __typename: 'TeamActivity', kind, at: new Date().toISOString(), team: t } });

    activity('created', team({ id: 'team-9', code: 'NEW1', name: 'Fresh Team', currentPhase: 1, updatedAt: new Date().toISOString() }));
    expect(await screen.findByRole('row', { name: /Fresh Team/ })).toBeTruthy();
    expect(within(rowOf('Fresh Team')).getByText('0/8')).toBeTruthy();

    activity('advanced', team({ currentPhase: 4, updatedAt: new Date().toISOString() }));
    await waitFor(() => expect(within(rowOf('Orbit Labs')).getByText('3/8')).toBeTruthy());
    expect(within(rowOf('Orbit Labs')).getByText('Less than an hour ago')).toBeTruthy();

    activity('website', team({ currentPhase: 8, submittedWebsiteUrl: 'https://orbit.example.com/', updatedAt: new Date().toISOString() }));
    await waitFor(() => expect(within(rowOf('Orbit Labs')).getByText('8/8')).toBeTruthy());
    expect(within(rowOf('Orbit Labs')).getByRole('link', { name: /orbit\.example\.com/ })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('opens the Instructions dialog', async () => {
    dashboardApi();
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Instructions' }));
    const dialog = await findDialog('Instructions');
    expect(within(dialog).getByText(/Voting Open/)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('admin dashboard: export', () => {
  it('downloads team-progress-{YYYY-MM-DD}.csv from GET /api/admin/export', async () => {
    dashboardApi();
    server.use(http.get('*/api/admin/export', () => new HttpResponse('Team Code,Team Name\r\nAB12,Orbit Labs\r\n', { headers: { 'content-type': 'text/csv' } })));
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await findToast('Export successful')).toBeTruthy();
    expect(names).toEqual([`team-progress-${new Date().toISOString().slice(0, 10)}.csv`]);
    expect(await blobs[0]!.text()).toContain('AB12,Orbit Labs');
  });

  it("shows 'Export failed' with the server's message, or the default", async () => {
    dashboardApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/admin/export', () => HttpResponse.json({ message: 'Admin access required.' }, { status: 401 }), { once: true }));
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await findToast('Export failed')).toBeTruthy();
    expect(screen.getByText('Admin access required.')).toBeTruthy();

    server.use(http.get('*/api/admin/export', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export data')).toBeTruthy();
  });
});

describe('admin dashboard: cohorts tab', () => {
  it('shows the empty states, and loads archived cohorts only when asked', async () => {
    const { asked } = dashboardApi();
    const { user } = await openDashboard();
    await openCohorts(user);
    expect(await screen.findByText('No cohorts yet')).toBeTruthy();
    expect(asked.archived).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Show Archived' }));
    expect(await screen.findByText('No archived cohorts')).toBeTruthy();
    expect(asked.archived).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Show Active' }));
    expect(await screen.findByText('No cohorts yet')).toBeTruthy();
  });

  it('shows a card per cohort with its teams, links and flags; a cohort without teams says so', async () => {
    dashboardApi({
      teams: [team({ cohortTag: 'spring-25', submittedWebsiteUrl: 'https://o.example.com' }), team({ id: 'team-2', name: 'Nova', code: 'ZX1Q', cohortTag: 'spring-25' })],
      active: [cohort({ votedTeamIds: ['team-1'] }), cohort({ tag: 'empty-one', name: 'Empty One', description: null, createdAt: '2025-05-01T09:00:00.000Z' })],
    });
    const { user } = await openDashboard();
    await openCohorts(user);
    const card = await screen.findByRole('region', { name: 'Spring 2025' });
    expect(within(card).getByText('spring-25')).toBeTruthy();
    expect(within(card).getByText('The spring workshop')).toBeTruthy();
    expect(within(card).getByText('Orbit Labs')).toBeTruthy();
    expect(within(card).getByText('Nova')).toBeTruthy();
    expect(within(card).getByText('Voted', { selector: 'li span' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/showcase/spring-25');
    expect(within(card).getByRole('link', { name: 'Results' }).getAttribute('href')).toBe('/results/spring-25');
    expect(within(card).getByRole('switch', { name: 'Voting Open' }).getAttribute('aria-checked')).toBe('false');
    expect(within(card).getByRole('button', { name: 'Archive' })).toBeTruthy();
    const empty = screen.getByRole('region', { name: 'Empty One' });
    expect(within(empty).getByText('No teams are currently assigned to this cohort.')).toBeTruthy();
  });

  it('toggles votingOpen optimistically and keeps it on success', async () => {
    dashboardApi({ active: [cohort()] });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sent: unknown[] = [];
    server.use(
      graphql.mutation(AdminUpdateCohortDocument, async ({ variables }) => {
        sent.push(variables);
        await gate;
        return HttpResponse.json({ data: { __typename: 'Mutation', updateCohort: cohort({ votingOpen: true }) } });
      }),
    );
    const { user } = await openDashboard();
    await openCohorts(user);
    const voting = await screen.findByRole('switch', { name: 'Voting Open' });
    await user.click(voting);
    // On at once, before the server has answered.
    expect(screen.getByRole('switch', { name: 'Voting Open' }).getAttribute('aria-checked')).toBe('true');
    release();
    expect(await findToast('Cohort updated successfully')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Voting Open' }).getAttribute('aria-checked')).toBe('true');
    expect(sent).toEqual([{ tag: 'spring-25', input: { votingOpen: true } }]);
  });

  it('rolls resultsVisible back when the update fails, with the server message', async () => {
    dashboardApi({ active: [cohort()] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(graphql.mutation(AdminUpdateCohortDocument, () => gqlError('Archived cohorts are locked; restore the cohort first', 'CONFLICT')));
    const { user } = await openDashboard();
    await openCohorts(user);
    await user.click(await screen.findByRole('switch', { name: 'Results Visible' }));
    expect(await findToast('Failed to update cohort')).toBeTruthy();
    expect(screen.getByText('Archived cohorts are locked; restore the cohort first')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Results Visible' }).getAttribute('aria-checked')).toBe('false');
  });

  it('creates a cohort: Create needs tag and name; the new card appears', async () => {
    dashboardApi();
    let sent: unknown;
    server.use(
      graphql.mutation(AdminCreateCohortDocument, ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: { __typename: 'Mutation', createCohort: cohort({ tag: variables.tag, name: variables.name, description: variables.description ?? null }) },
        });
      }),
    );
    const { user } = await openDashboard();
    await openCohorts(user);
    await user.click(await screen.findByRole('button', { name: 'New Cohort' }));
    const dialog = await findDialog('New Cohort');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(isDisabled(create)).toBe(true);
    await user.type(within(dialog).getByLabelText('Tag'), 'fall-25');
    expect(isDisabled(create)).toBe(true);
    await user.type(within(dialog).getByLabelText('Name'), ' Fall 2025 ');
    expect(isDisabled(create)).toBe(false);
    expect(within(dialog).getByText('Lowercase letters, digits and hyphens only. The tag is permanent and must be unique.')).toBeTruthy();
    await user.click(create);
    expect(await findToast('Cohort created successfully')).toBeTruthy();
    expect(sent).toEqual({ tag: 'fall-25', name: 'Fall 2025', description: null });
    expect(await screen.findByRole('region', { name: 'Fall 2025' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message when creating fails", async () => {
    dashboardApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(graphql.mutation(AdminCreateCohortDocument, () => gqlError('A cohort with this tag already exists', 'CONFLICT')));
    const { user } = await openDashboard();
    await openCohorts(user);
    await user.click(await screen.findByRole('button', { name: 'New Cohort' }));
    const dialog = await findDialog('New Cohort');
    await user.type(within(dialog).getByLabelText('Tag'), 'dup');
    await user.type(within(dialog).getByLabelText('Name'), 'Dup');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await findToast('Failed to create cohort')).toBeTruthy();
    expect(screen.getByText('A cohort with this tag already exists')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New Cohort' })).toBeTruthy();
  });

  it('assigns teams to a cohort (needs a cohort and a team) and unassigns them', async () => {
    dashboardApi({ teams: [team(), team({ id: 'team-2', name: 'Nova', code: 'ZX1Q' })], active: [cohort()] });
    let assigned: unknown;
    let unassigned: unknown;
    server.use(
      graphql.mutation(AdminAssignTeamsDocument, ({ variables }) => {
        assigned = variables;
        return HttpResponse.json({ data: { __typename: 'Mutation', assignTeams: [team({ cohortTag: variables.cohortTag })] } });
      }),
      graphql.mutation(AdminUnassignTeamsDocument, ({ variables }) => {
        unassigned = variables;
        return HttpResponse.json({ data: { __typename: 'Mutation', unassignTeams: [team({ cohortTag: null })] } });
      }),
    );
    const { user } = await openDashboard();
    await openCohorts(user);
    const card = await screen.findByRole('region', { name: 'Spring 2025' });
    expect(within(card).getByText('No teams are currently assigned to this cohort.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Assign Teams' }));
    let dialog = await findDialog('Assign Teams');
    const submit = within(dialog).getByRole('button', { name: 'Assign Teams' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Orbit Labs/ }));
    expect(isDisabled(submit)).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('Cohort'), 'spring-25');
    expect(isDisabled(submit)).toBe(false);
    await user.click(submit);
    expect(await findToast('Teams assigned successfully')).toBeTruthy();
    expect(assigned).toEqual({ cohortTag: 'spring-25', teamIds: ['team-1'] });
    await waitFor(() => expect(within(card).getByText('Orbit Labs')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Unassign Teams' }));
    dialog = await findDialog('Unassign Teams');
    const unassign = within(dialog).getByRole('button', { name: 'Unassign Teams' });
    await user.selectOptions(within(dialog).getByLabelText('Cohort'), 'spring-25');
    expect(within(dialog).queryByRole('checkbox', { name: /Nova/ })).toBeNull();
    expect(isDisabled(unassign)).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: /Orbit Labs/ }));
    await user.click(unassign);
    expect(await findToast('Teams unassigned successfully')).toBeTruthy();
    expect(unassigned).toEqual({ teamIds: ['team-1'] });
    await waitFor(() => expect(within(card).getByText('No teams are currently assigned to this cohort.')).toBeTruthy());
  });

  it('archives a cohort: it leaves the active list and shows under Show Archived with Restore', async () => {
    const archivedCohort = cohort({ archived: true });
    dashboardApi({ active: [cohort()], archived: [] });
    server.use(graphql.mutation(AdminArchiveCohortDocument, () => HttpResponse.json({ data: { __typename: 'Mutation', archiveCohort: archivedCohort } })));
    const { user } = await openDashboard();
    await openCohorts(user);
    const card = await screen.findByRole('region', { name: 'Spring 2025' });
    await user.click(within(card).getByRole('button', { name: 'Archive' }));
    expect(await findToast('Cohort archived successfully')).toBeTruthy();
    expect(await screen.findByText('No cohorts yet')).toBeTruthy();
    server.use(
      graphql.query(AdminCohortsDocument, ({ variables }) => HttpResponse.json({ data: { __typename: 'Query', cohorts: variables.archived ? [archivedCohort] : [] } })),
    );
    await user.click(screen.getByRole('button', { name: 'Show Archived' }));
    const archivedCard = await screen.findByRole('region', { name: 'Spring 2025' });
    expect(within(archivedCard).getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(isDisabled(within(archivedCard).getByRole('switch', { name: 'Voting Open' }))).toBe(true);
  });

  it('follows ballots and flag changes live', async () => {
    const { live } = dashboardApi({ teams: [team({ cohortTag: 'spring-25' })], active: [cohort()] });
    const { user } = await openDashboard();
    await openCohorts(user);
    const card = await screen.findByRole('region', { name: 'Spring 2025' });
    await waitFor(() => expect(live.subscribed('AdminBallotCast', { cohortTag: 'spring-25' })).toHaveLength(1));
    await waitFor(() => expect(live.subscribed('AdminCohortChanged', { tag: 'spring-25' })).toHaveLength(1));
    expect(within(card).queryByText('Voted', { selector: 'li span' })).toBeNull();

    live.push('AdminBallotCast', {
      ballotCast: { __typename: 'BallotNotice', cohortTag: 'spring-25', voterTeamId: 'team-1', teamName: 'Orbit Labs', at: new Date().toISOString() },
    });
    expect(await within(card).findByText('Voted', { selector: 'li span' })).toBeTruthy();

    live.push('AdminCohortChanged', { cohortChanged: cohort({ votingOpen: true, votedTeamIds: ['team-1'] }) }, { tag: 'spring-25' });
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Voting Open' }).getAttribute('aria-checked')).toBe('true'));
  });

  it('adds a cohort another instructor creates, live', async () => {
    const { live } = dashboardApi({ teams: [], active: [cohort()] });
    const { user } = await openDashboard();
    await openCohorts(user);
    await screen.findByRole('region', { name: 'Spring 2025' });
    await waitFor(() => expect(live.subscribed('AdminCohortCreated')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Autumn 2025' })).toBeNull();

    live.push('AdminCohortCreated', { cohortCreated: cohort({ tag: 'autumn-25', name: 'Autumn 2025', description: null }) });
    expect(await screen.findByRole('region', { name: 'Autumn 2025' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Spring 2025' })).toBeTruthy();
  });
});
