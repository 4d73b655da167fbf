import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isDisabled, renderWithProviders } from '../../../testing/render.tsx';
import { gqlError, makeTeam, server } from '../../../testing/server.ts';
import { SubmitWebsiteDocument, TeamLoginDocument } from '../../../gql/graphql.ts';
import { WebsiteSubmissionCard } from './WebsiteSubmissionCard.tsx';

describe('phase 8 website card', () => {
  it('starts unsubmitted: Submit Website, disabled while blank', async () => {
    const { user } = renderWithProviders(<WebsiteSubmissionCard team={makeTeam({ cohortTag: 'spring-25' })} origin="https://fit.test" />);
    expect(screen.getByRole('heading', { name: 'Submit Your Deployed Website' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit Website' });
    expect(isDisabled(submit)).toBe(true);
    expect(screen.getByText('You can leave out https:// — it will be added automatically.')).toBeTruthy();
    await user.type(screen.getByLabelText('Website URL'), '   ');
    expect(isDisabled(submit)).toBe(true);
    // No access token known (joined by code): no secure link.
    expect(screen.queryByLabelText('Permanent secure link')).toBeNull();
  });

  it('reads in German', async () => {
    renderWithProviders(<WebsiteSubmissionCard team={makeTeam({ cohortTag: 'spring-25' })} origin="https://fit.test" />, '/', 'de');
    expect(await screen.findByRole('heading', { name: 'Veröffentlichte Website einreichen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Website einreichen' })).toBeTruthy();
    expect(screen.getByLabelText('Website-URL')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Website' })).toBeNull();
  });

  it('submits, then reads Update Submission with the success label', async () => {
    let sent = '';
    server.use(
      graphql.mutation(SubmitWebsiteDocument, ({ variables }) => {
        sent = variables.websiteUrl;
        return HttpResponse.json({ data: { __typename: 'Mutation', submitWebsite: makeTeam({ cohortTag: 'spring-25', submittedWebsiteUrl: 'https://acme.example' }) } });
      }),
    );
    // The card's team comes from the cache: render it with the updated team as the page would.
    const team = makeTeam({ cohortTag: 'spring-25' });
    const view = renderWithProviders(<WebsiteSubmissionCard team={team} origin="https://fit.test" />);
    await view.user.type(screen.getByLabelText('Website URL'), 'acme.example');
    await view.user.click(screen.getByRole('button', { name: 'Submit Website' }));
    await waitFor(() => expect(sent).toBe('acme.example'));
    expect(await screen.findAllByText('Website submitted successfully')).toBeTruthy();
    expect(screen.getByText('Your final website has been submitted to the cohort showcase.')).toBeTruthy();
    view.unmount();
    renderWithProviders(
      <WebsiteSubmissionCard
        team={makeTeam({ cohortTag: 'spring-25', submittedWebsiteUrl: 'https://acme.example', accessToken: 'secret-token' })}
        origin="https://fit.test"
      />,
    );
    expect(screen.getByRole('button', { name: 'Update Submission' })).toBeTruthy();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Website submitted successfully')).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Permanent secure link').value).toBe('https://fit.test/phase/1?team_id=AB12&token=secret-token');
    expect(screen.getByLabelText<HTMLInputElement>('Permanent secure link').readOnly).toBe(true);
  });

  it('shows the server message when the submission is refused', async () => {
    server.use(graphql.mutation(SubmitWebsiteDocument, () => gqlError('Website URL must be an http or https address', 'BAD_USER_INPUT')));
    const { user } = renderWithProviders(<WebsiteSubmissionCard team={makeTeam({ cohortTag: 'spring-25' })} />);
    await user.type(screen.getByLabelText('Website URL'), 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Submit Website' }));
    expect(await screen.findByText('Failed to submit website')).toBeTruthy();
    expect(screen.getByText('Website URL must be an http or https address')).toBeTruthy();
  });

  it("refuses a URL without a real host name before sending it, with the server rule's message", async () => {
    let calls = 0;
    server.use(
      graphql.mutation(SubmitWebsiteDocument, () => {
        calls += 1;
        return gqlError('unexpected', 'BAD_USER_INPUT');
      }),
    );
    const { user } = renderWithProviders(<WebsiteSubmissionCard team={makeTeam({ cohortTag: 'spring-25' })} />);
    await user.type(screen.getByLabelText('Website URL'), 'https://__proto__');
    await user.click(screen.getByRole('button', { name: 'Submit Website' }));
    expect(await screen.findByText('Failed to submit website')).toBeTruthy();
    expect(screen.getByText('Website URL must have a real host name, such as https://my-startup.example.com')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('Go to Showcase & Vote without a token: Authentication Error', async () => {
    const { user } = renderWithProviders(<WebsiteSubmissionCard team={makeTeam({ cohortTag: 'spring-25' })} />);
    await user.click(screen.getByRole('button', { name: 'Go to Showcase & Vote' }));
    expect(await screen.findByText('Authentication Error')).toBeTruthy();
    expect(screen.getByText('Team access token or cohort information not available.')).toBeTruthy();
  });

  it('Go to Showcase & Vote logs the team in first', async () => {
    let token = '';
    server.use(
      graphql.mutation(TeamLoginDocument, ({ variables }) => {
        token = variables.accessToken;
        return HttpResponse.json({ data: { __typename: 'Mutation', teamLogin: { __typename: 'TeamSession', teamId: makeTeam().id } } });
      }),
    );
    const { user } = renderWithProviders(<WebsiteSubmissionCard team={makeTeam({ cohortTag: 'spring-25', accessToken: 'tok-1' })} />);
    expect(screen.getByRole('link', { name: 'View Results' }).getAttribute('href')).toBe('/results/spring-25');
    await user.click(screen.getByRole('button', { name: 'Go to Showcase & Vote' }));
    await waitFor(() => expect(token).toBe('tok-1'));
  });

  it('Go to Showcase & Vote with a failing login: Authentication Failed', async () => {
    server.use(graphql.mutation(TeamLoginDocument, () => gqlError('Unknown token', 'UNAUTHENTICATED')));
    const { user } = renderWithProviders(<WebsiteSubmissionCard team={makeTeam({ cohortTag: 'spring-25', accessToken: 'bad' })} />);
    await user.click(screen.getByRole('button', { name: 'Go to Showcase & Vote' }));
    expect(await screen.findByText('Authentication Failed')).toBeTruthy();
    expect(screen.getByText('Unable to authenticate your team session. Please try again.')).toBeTruthy();
  });

  it("starts from the plan's Live website URL, and says when the plan and the submission differ", async () => {
    let sent = '';
    const submitted: string[] = [];
    server.use(
      graphql.mutation(SubmitWebsiteDocument, ({ variables }) => {
        sent = variables.websiteUrl;
        return HttpResponse.json({
          data: { __typename: 'Mutation', submitWebsite: makeTeam({ cohortTag: 'spring-25', submittedWebsiteUrl: 'https://greencrate.example' }) },
        });
      }),
    );
    const view = renderWithProviders(
      <WebsiteSubmissionCard team={makeTeam({ cohortTag: 'spring-25' })} planUrl="greencrate.example" onSubmitted={(u) => submitted.push(u)} origin="https://fit.test" />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Website URL').value).toBe('greencrate.example');
    await view.user.click(screen.getByRole('button', { name: 'Submit Website' }));
    await waitFor(() => expect(submitted).toEqual(['https://greencrate.example']));
    expect(sent).toBe('greencrate.example');
    view.unmount();
    // Submitted earlier, the plan names another site since: the card shows the plan's and says so.
    renderWithProviders(<WebsiteSubmissionCard team={makeTeam({ cohortTag: 'spring-25', submittedWebsiteUrl: 'https://old.example' })} planUrl="new.example" />);
    expect(screen.getByLabelText<HTMLInputElement>('Website URL').value).toBe('new.example');
    expect(screen.getAllByRole('status').some((el) => /differs from the website submitted to the showcase \(https:\/\/old\.example\)/.test(el.textContent ?? ''))).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Update Submission' })).toBeTruthy();
  });

  it('treats the same site typed two ways as the same', async () => {
    renderWithProviders(<WebsiteSubmissionCard team={makeTeam({ cohortTag: 'spring-25', submittedWebsiteUrl: 'https://acme.example' })} planUrl="acme.example/" />);
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toContain('Website submitted successfully');
    expect(screen.queryByText(/differs from the website submitted/)).toBeNull();
  });
});
