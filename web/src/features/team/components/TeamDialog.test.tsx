import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findDialog, renderApp, renderWithProviders } from '../../../testing/render.tsx';
import { TeamDialog } from './TeamDialog.tsx';
import { gqlError, makeTeam, server } from '../../../testing/server.ts';
import { AllPhaseDataDocument, CreateTeamDocument, JoinTeamDocument, TeamByCodeDocument } from '../../../gql/graphql.ts';
import { collabServer } from '../../../testing/collabWs.ts';

const emptyPhaseData = [collabServer().handler, graphql.query(AllPhaseDataDocument, () => HttpResponse.json({ data: { __typename: 'Query', allPhaseData: [] } }))];

async function openDialog() {
  const app = renderApp('/');
  await app.user.click(await screen.findByRole('button', { name: 'Get Started' }));
  const dialog = await findDialog('Welcome to Found-in-Two');
  return { ...app, dialog };
}

describe('team welcome dialog', () => {
  it('reads in Arabic, its toasts too', async () => {
    const { user } = renderWithProviders(<TeamDialog open onOpenChange={() => {}} onNavigate={() => {}} />, '/', 'ar');
    const dialog = await findDialog('مرحبًا بكم في Found-in-Two');
    expect(screen.queryByRole('dialog', { name: 'Welcome to Found-in-Two' })).toBeNull();
    expect(within(dialog).getByLabelText('رمز الفريق')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'إنشاء فريق' }));
    expect(await screen.findByText('اسم الفريق مطلوب')).toBeTruthy();
    expect(screen.queryByText('Team name required')).toBeNull();
  });

  it('refuses a blank team name with the spec toast', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Team name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Team name required')).toBeTruthy();
    expect(screen.getByText('Please enter a name for your team.')).toBeTruthy();
  });

  it('refuses a blank code with the spec toast', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Join Team' }));
    expect(await screen.findByText('Team code required')).toBeTruthy();
    expect(screen.getByText('Please enter a team code to join.')).toBeTruthy();
  });

  it('upper-cases the code and keeps it to 4 characters, centred monospace with the example', async () => {
    const { user, dialog } = await openDialog();
    const input = within(dialog).getByLabelText('Team code') as HTMLInputElement;
    await user.type(input, 'zx1qrs');
    expect(input.value).toBe('ZX1Q');
    expect(input.maxLength).toBe(4);
    expect(input.placeholder).toBe('ZX1Q');
  });

  it('creates a team with a fresh 4-character code, retries a taken code, and opens phase 1', async () => {
    const codes: string[] = [];
    server.use(
      ...emptyPhaseData,
      graphql.mutation(CreateTeamDocument, ({ variables }) => {
        codes.push(variables.code);
        if (codes.length === 1) return gqlError('That team code is already taken. Please try another code.', 'CONFLICT');
        return HttpResponse.json({ data: { __typename: 'Mutation', createTeam: makeTeam({ name: variables.name, code: variables.code, accessToken: 'tok' }) } });
      }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Team name'), '  Orbit Labs ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    await waitFor(() => expect(window.location.pathname).toBe('/phase/1'));
    expect(codes).toHaveLength(2);
    for (const c of codes) expect(c).toMatch(/^[0-9A-Z]{4}$/);
    expect(new URLSearchParams(window.location.search).get('team_id')).toBe(codes[1]);
    expect(await screen.findByText('Team created!')).toBeTruthy();
    expect(await screen.findByText(`Your team code is: ${codes[1]}`)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Market & Competitor Research' })).toBeTruthy();
  });

  it("joins by code and goes to the team's current phase", async () => {
    let asked = '';
    server.use(
      ...emptyPhaseData,
      // Joining starts the team's session, so the answer carries the team's secure link.
      graphql.mutation(JoinTeamDocument, ({ variables }) => {
        asked = variables.code;
        return HttpResponse.json({
          data: { __typename: 'Mutation', joinTeam: makeTeam({ code: 'ZX1Q', currentPhase: 3, name: 'Nova', accessToken: 'nova-token-0123456789' }) },
        });
      }),
      graphql.query(TeamByCodeDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', team: makeTeam({ code: 'ZX1Q', currentPhase: 3, name: 'Nova', accessToken: 'nova-token-0123456789' }) } }),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Team code'), 'zx1q');
    await user.click(within(dialog).getByRole('button', { name: 'Join Team' }));
    await waitFor(() => expect(window.location.pathname).toBe('/phase/3'));
    expect(asked).toBe('ZX1Q');
    expect(window.location.search).toBe('?team_id=ZX1Q');
    expect(await screen.findByText('Joined team!')).toBeTruthy();
    expect(await screen.findByText('Welcome to Nova')).toBeTruthy();
  });

  it('says when no team has that code', async () => {
    server.use(
      graphql.mutation(JoinTeamDocument, () =>
        HttpResponse.json({ data: null, errors: [{ message: 'No team found with that code. Please check and try again.', extensions: { code: 'NOT_FOUND' } }] }),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Team code'), 'QQQQ');
    await user.click(within(dialog).getByRole('button', { name: 'Join Team' }));
    expect(await screen.findByText('Team not found')).toBeTruthy();
    expect(screen.getByText('No team found with that code. Please check and try again.')).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it('continues without a team to /phase/1 and does not ask again', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: "Continue without a team (data won't be shared)" }));
    await waitFor(() => expect(window.location.pathname).toBe('/phase/1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Market & Competitor Research' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
