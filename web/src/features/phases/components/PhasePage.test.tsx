import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, isDisabled } from '../../../testing/render.tsx';
import { gqlError, makeTeam, server } from '../../../testing/server.ts';
import { collabServer } from '../../../testing/collabWs.ts';
import {
  AllPhaseDataDocument,
  FeedbackThreadsDocument,
  PhaseConfigDocument,
  ReplyToFeedbackDocument,
  ResolveFeedbackDocument,
  SetTeamPhaseDocument,
  SubmitWebsiteDocument,
  JoinTeamDocument,
  TeamByCodeDocument,
  type TeamFieldsFragment,
} from '../../../gql/graphql.ts';

/** The team's queries over msw, and its live phase document (seeded with `saved`). */
function teamApi(team: TeamFieldsFragment, saved: Record<string, string> = {}, refuse?: Parameters<typeof collabServer>[1]) {
  const live = collabServer(saved, refuse);
  server.use(
    graphql.query(TeamByCodeDocument, ({ variables }) => HttpResponse.json({ data: { __typename: 'Query', team: variables.code === team.code ? team : null } })),
    // A page whose session has not joined the team (no secure link in the answer) joins it first.
    graphql.mutation(JoinTeamDocument, () => HttpResponse.json({ data: { __typename: 'Mutation', joinTeam: { ...team, accessToken: 'joined-token-0123456789' } } })),
    graphql.query(AllPhaseDataDocument, () => HttpResponse.json({ data: { __typename: 'Query', allPhaseData: [] } })),
    live.handler,
  );
  return live;
}

// The first render loads lazy route chunks (cold transform in CI): allow more than the 1 s default.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('phase page', () => {
  it('shows Phase Not Found outside 1..8', async () => {
    renderApp('/phase/9');
    expect(await heading('Phase Not Found')).toBeTruthy();
    expect(screen.getByText('Please select a valid phase between 1 and 8.')).toBeTruthy();
  });

  it('shows the configuration error when the config cannot load', async () => {
    server.use(graphql.query(PhaseConfigDocument, () => HttpResponse.json({ errors: [{ message: 'boom' }] })));
    window.localStorage.setItem('phase1_data', '{}');
    renderApp('/phase/2');
    expect(await heading('Configuration Error')).toBeTruthy();
    expect(screen.getByText('Unable to load phase configuration. Please try again later.')).toBeTruthy();
  });

  it('opens the team dialog without a team and without a local draft', async () => {
    renderApp('/phase/1');
    expect(await screen.findByRole('dialog', { name: 'Welcome to Found-in-Two' })).toBeTruthy();
  });

  it('lays the page out in the order of the spec', async () => {
    const team = makeTeam();
    teamApi(team);
    renderApp('/phase/1?team_id=AB12');
    await heading('Market & Competitor Research');
    const main = screen.getByRole('main');
    const text = main.textContent ?? '';
    const order = [
      'Phase 1 of 8',
      'Decision Box',
      'Overall Progress',
      'Phases completed: 0 of 8',
      'AI Prompt Preview',
      'Expected Output & What Happens Next',
      'Previous Phase',
      'Save & Exit',
      'Continue to Phase 2',
    ];
    let at = 0;
    for (const t of order) {
      const found = text.indexOf(t, at);
      expect(found, t).toBeGreaterThanOrEqual(at);
      at = found + t.length;
    }
    expect(isDisabled(screen.getByRole('button', { name: 'Previous Phase' }))).toBe(true);
    expect(screen.getByText('Auto-saving')).toBeTruthy();
  });

  it('disables Continue and shows the alert while a required field is empty; field errors clear on edit', async () => {
    const team = makeTeam();
    teamApi(team);
    const { user } = renderApp('/phase/1?team_id=AB12');
    await heading('Market & Competitor Research');
    const cont = screen.getByRole('button', { name: 'Continue to Phase 2' });
    expect(isDisabled(cont)).toBe(true);
    expect(screen.getByRole('alert', { name: '' }).textContent).toContain('Please complete all required fields to continue.');

    const name = screen.getByLabelText('Company name');
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    await user.type(name, 'Acme');
    expect(screen.queryByText('Company name is required')).toBeNull();

    // Enter in the form with a required field still blank: the required-fields toast.
    await user.type(name, '{Enter}');
    expect(await screen.findByText('Please complete all required fields')).toBeTruthy();
    expect(screen.getByText('Fill in all required information before proceeding.')).toBeTruthy();

    await user.type(screen.getByLabelText('Your idea in two or three sentences'), 'Rockets for cats');
    expect(isDisabled(cont)).toBe(false);
    expect(screen.queryByText('Please complete all required fields to continue.')).toBeNull();
  });

  it('updates the prompt preview as you type, with the team in it', async () => {
    teamApi(makeTeam());
    const { user } = renderApp('/phase/1?team_id=AB12');
    await heading('Market & Competitor Research');
    const preview = screen.getByLabelText('AI prompt preview');
    expect(preview.textContent).toContain('{{company_name}}');
    await user.type(screen.getByLabelText('Company name'), 'Acme <b>Rockets</b>');
    expect(preview.textContent).toContain('a startup called Acme <b>Rockets</b>');
    expect(preview.textContent).toContain('my team "Orbit Labs"');
    expect(preview.querySelector('b')).toBeNull();
  });

  it("stores each edit in the team's live document and says Saved", async () => {
    const live = teamApi(makeTeam());
    const { user } = renderApp('/phase/1?team_id=AB12');
    await heading('Market & Competitor Research');
    expect(await screen.findByText('Only you are on this phase right now.')).toBeTruthy();
    await user.type(screen.getByLabelText('Company name'), 'Acme Co');
    await waitFor(() => expect(live.values()).toEqual({ company_name: 'Acme Co' }));
    expect(await screen.findByRole('status', { name: '' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
  });

  it('drops an edit the server refuses, says why beside its field, and goes on saving', async () => {
    const live = teamApi(makeTeam(), {}, (values) =>
      values.company_name?.includes('#') ? { field: 'company_name', message: 'Company name holds characters that cannot be stored' } : null,
    );
    const { user } = renderApp('/phase/1?team_id=AB12');
    await heading('Market & Competitor Research');
    const name = await screen.findByLabelText<HTMLInputElement>('Company name');
    await user.type(name, 'Acme');
    await waitFor(() => expect(live.values()).toEqual({ company_name: 'Acme' }));
    await user.type(name, '#');
    expect(await screen.findByText('Not saved: Company name holds characters that cannot be stored')).toBeTruthy();
    await waitFor(() => expect(name.value).toBe('Acme'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Your idea in two or three sentences'), 'Kettles');
    await waitFor(() => expect(live.values()).toEqual({ company_name: 'Acme', product_idea: 'Kettles' }));
    await waitFor(() => expect(screen.queryByText(/Not saved:/)).toBeNull());
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
  });

  it('loads saved answers of the team', async () => {
    teamApi(makeTeam(), { company_name: 'Saved Co', product_idea: 'Saved idea' });
    renderApp('/phase/1?team_id=AB12');
    await heading('Market & Competitor Research');
    expect((await screen.findByLabelText<HTMLInputElement>('Company name')).value).toBe('Saved Co');
    expect(isDisabled(screen.getByRole('button', { name: 'Continue to Phase 2' }))).toBe(false);
  });

  it('without a team keeps the draft in localStorage phase1_data and reloads it', async () => {
    window.localStorage.setItem('phase1_data', JSON.stringify({ company_name: 'Local Co' }));
    const first = renderApp('/phase/1');
    await heading('Market & Competitor Research');
    expect(screen.queryByRole('dialog')).toBeNull();
    const input = screen.getByLabelText<HTMLInputElement>('Company name');
    expect(input.value).toBe('Local Co');
    await first.user.type(input, ' 2');
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('phase1_data')!)).toEqual({ company_name: 'Local Co 2' }), { timeout: 2500 });
    first.unmount();
    renderApp('/phase/1');
    expect((await screen.findByLabelText<HTMLInputElement>('Company name')).value).toBe('Local Co 2');
  });

  it("copies the prompt and shows 'Copied!'", async () => {
    teamApi(makeTeam());
    const { user } = renderApp('/phase/1?team_id=AB12');
    await heading('Market & Competitor Research');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(await screen.findByText('Prompt copied!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toContain('senior market research analyst');
  });

  it('continues: saves, advances the team and opens the next phase', async () => {
    const saves = teamApi(makeTeam(), { company_name: 'Acme', product_idea: 'Idea' });
    const advanced: number[] = [];
    server.use(
      graphql.mutation(SetTeamPhaseDocument, ({ variables }) => {
        advanced.push(variables.currentPhase);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            setTeamPhase: { __typename: 'Team', id: makeTeam().id, currentPhase: variables.currentPhase, updatedAt: makeTeam().updatedAt },
          },
        });
      }),
    );
    const { user } = renderApp('/phase/1?team_id=AB12');
    await heading('Market & Competitor Research');
    await screen.findByDisplayValue('Acme');
    await user.click(screen.getByRole('button', { name: 'Continue to Phase 2' }));
    await waitFor(() => expect(window.location.pathname).toBe('/phase/2'));
    expect(window.location.search).toBe('?team_id=AB12');
    expect(saves.values()).toEqual({ company_name: 'Acme', product_idea: 'Idea' });
    expect(advanced).toEqual([2]);
  });

  it('renders phase 6 visual style and voice persona as selectable cards', async () => {
    teamApi(makeTeam({ currentPhase: 6 }));
    const { user } = renderApp('/phase/6?team_id=AB12');
    await heading('Media Kit & Brand Assets');
    const style = screen.getByRole('radiogroup', { name: /Visual style/ });
    const bold = within(style).getByRole('radio', { name: /Bold & Dynamic/ });
    expect(within(style).getAllByRole('radio')).toHaveLength(5);
    expect(within(style).getByText('Strong contrast, big type and energetic shapes for a brand that wants to be noticed.')).toBeTruthy();
    await user.click(bold);
    expect((bold as HTMLInputElement).checked).toBe(true);
    const voice = screen.getByRole('radiogroup', { name: /Voice persona/ });
    expect(within(voice).getByText('The Trusted Expert')).toBeTruthy();
    expect(within(voice).getByText('calm, precise, evidence-led')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Visual style/ })).toBeNull();
  });
});

describe('phase 8', () => {
  it('shows no website card for a team outside a cohort, and Launched! as the last button', async () => {
    teamApi(makeTeam({ currentPhase: 8 }));
    renderApp('/phase/8?team_id=AB12');
    await heading('Launch Strategy & Go-to-Market');
    expect(screen.queryByText('Submit Your Deployed Website')).toBeNull();
    expect(screen.getByRole('button', { name: 'Launched!' })).toBeTruthy();
  });

  it('asks for the website once: the card follows Live website URL, and a submission writes back to it', async () => {
    const team = makeTeam({ currentPhase: 8, cohortTag: 'spring-25' });
    teamApi(team, { website_url: 'greencrate.example' });
    let sent = '';
    server.use(
      graphql.mutation(SubmitWebsiteDocument, ({ variables }) => {
        sent = variables.websiteUrl;
        return HttpResponse.json({ data: { __typename: 'Mutation', submitWebsite: { ...team, submittedWebsiteUrl: 'https://greencrate.example' } } });
      }),
    );
    const { user } = renderApp('/phase/8?team_id=AB12');
    await heading('Launch Strategy & Go-to-Market');
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Live website URL/ });
    const card = screen.getByRole('heading', { name: 'Submit Your Deployed Website' }).closest('section')!;
    const cardInput = () => within(card).getByLabelText<HTMLInputElement>('Website URL');
    await waitFor(() => expect(cardInput().value).toBe('greencrate.example'));
    // Typing in the form fills the card: nothing to type twice.
    await user.clear(field);
    await user.type(field, 'crate.example');
    expect(cardInput().value).toBe('crate.example');
    await user.click(within(card).getByRole('button', { name: 'Submit Website' }));
    await waitFor(() => expect(sent).toBe('crate.example'));
    // The form now holds the address the showcase has (https:// added by the server).
    await waitFor(() => expect(field.value).toBe('https://greencrate.example'));
    expect(cardInput().value).toBe('https://greencrate.example');
  });
});

describe('phase page: instructor feedback', () => {
  const thread = {
    __typename: 'FeedbackThread' as const,
    id: '0f0f0f0f-0000-4000-8000-000000000001',
    teamId: makeTeam().id,
    phaseNumber: 1,
    fieldId: 'company_name',
    resolved: false,
    createdAt: '2025-06-12T10:00:00.000Z',
    messages: [{ __typename: 'FeedbackMessage' as const, author: 'instructor', authorName: 'ada', text: 'Is the name taken?', at: '2025-06-12T10:00:00.000Z' }],
  };

  it('shows a comment beside its field; the team replies and resolves it', async () => {
    const team = makeTeam();
    teamApi(team);
    const sent: string[] = [];
    server.use(
      graphql.query(FeedbackThreadsDocument, () => HttpResponse.json({ data: { __typename: 'Query', feedbackThreads: [thread] } })),
      graphql.mutation(ReplyToFeedbackDocument, ({ variables }) => {
        sent.push(`reply:${variables.text}`);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            replyToFeedback: { ...thread, messages: [...thread.messages, { ...thread.messages[0]!, author: 'team', authorName: 'Orbit Labs', text: variables.text }] },
          },
        });
      }),
      graphql.mutation(ResolveFeedbackDocument, () => {
        sent.push('resolve');
        return HttpResponse.json({ data: { __typename: 'Mutation', resolveFeedback: { ...thread, resolved: true } } });
      }),
    );
    const { user } = renderApp('/phase/1?team_id=AB12');
    await heading('Market & Competitor Research');
    const beside = await screen.findByRole('region', { name: 'Feedback on Company name' });
    expect(within(beside).getByText('Is the name taken?')).toBeTruthy();
    // Beside the field: the region follows the field's input in the form.
    const input = screen.getByLabelText('Company name', { exact: true });
    expect(input.compareDocumentPosition(beside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.type(within(beside).getByLabelText('Reply on Company name'), 'It is free');
    await user.click(within(beside).getByRole('button', { name: 'Reply' }));
    expect(await within(beside).findByText('It is free')).toBeTruthy();
    await user.click(within(beside).getByRole('button', { name: 'Mark resolved' }));
    expect(await within(beside).findByText('Resolved')).toBeTruthy();
    expect(sent).toEqual(['reply:It is free', 'resolve']);
  });

  it("tells a member without the team's session how to see feedback", async () => {
    teamApi(makeTeam());
    server.use(graphql.query(FeedbackThreadsDocument, () => gqlError('Log in as the team', 'UNAUTHENTICATED')));
    renderApp('/phase/1?team_id=AB12');
    await heading('Market & Competitor Research');
    expect(await screen.findByText(/Instructor feedback shows here for your team's session/)).toBeTruthy();
  });
});
