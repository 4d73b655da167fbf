/**
 * Feedback on answers, in headless Chromium against the real app: an instructor reads
 * a team's phase live and read-only, comments on a field; the team's phase page (another
 * browser) shows it beside that field without a reload; the team replies and resolves; the
 * dashboard's unresolved count follows live. axe-core on both pages.
 */
import { describe, expect, it } from 'vitest';
import { createTeamInUi, loginAdminInUi, markNoReload, newContext, screenshots, seriousViolations, useBrowser, wasNotReloaded, type Page } from './browser.ts';

const browserOf = useBrowser();
const LIVE_MS = 5000;

const NAME = 'Company name';
const status = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();
const unresolved = (page: Page, team: string) => page.getByRole('row', { name: new RegExp(team) }).getByTestId('unresolved-feedback');

describe('feedback on answers', () => {
  it('instructor comments on a field; the team sees it live, replies and resolves; the dashboard counts it', async () => {
    // The team, in its own browser.
    const t = await newContext(browserOf());
    const team = await t.context.newPage();
    const code = await createTeamInUi(team, 'Feedback Crew');
    await team.getByLabel(NAME, { exact: true }).fill('Comet Coffee');
    await status(team, 'Saved');
    await markNoReload(team);

    // The instructor: the dashboard in one tab, the team's phase in another.
    const i = await newContext(browserOf());
    const dashboard = await i.context.newPage();
    await loginAdminInUi(dashboard);
    await expect.poll(() => unresolved(dashboard, 'Feedback Crew').textContent(), { timeout: LIVE_MS }).toBe('0 unresolved');
    await markNoReload(dashboard);
    const review = await i.context.newPage();
    expect(await dashboard.getByRole('link', { name: 'Review Feedback Crew' }).getAttribute('href')).toBe(`/review?team_id=${code}&phase=1`);
    await review.goto(`/review?team_id=${code}&phase=1`);
    await review.getByRole('heading', { level: 1, name: 'Review Feedback Crew' }).waitFor();
    const answer = review.locator('[data-field-id="company_name"]');
    await expect.poll(() => answer.textContent(), { timeout: LIVE_MS }).toBe('Comet Coffee');
    // Read-only and live: the team types on, the review follows.
    await team.getByLabel(NAME, { exact: true }).pressSequentially(' Roasters');
    await expect.poll(() => answer.textContent(), { timeout: LIVE_MS }).toBe('Comet Coffee Roasters');
    expect(await review.getByRole('textbox', { name: NAME, exact: true }).count()).toBe(0);
    expect(await seriousViolations(review)).toEqual([]);

    // A comment on the field.
    await review.getByLabel(`Comment on ${NAME}`, { exact: true }).fill('Is the name already taken?');
    await review
      .getByRole('region', { name: `Feedback on ${NAME}` })
      .getByRole('button', { name: 'Add comment' })
      .click();

    // The team sees it beside that field, without a reload.
    const beside = team.getByRole('region', { name: `Feedback on ${NAME}` });
    await beside.getByText('Is the name already taken?').waitFor({ timeout: LIVE_MS });
    await beside.getByText('Open', { exact: true }).waitFor();
    const order = await team.evaluate(() => {
      const input = document.querySelector('#phase-form')!.querySelector('input,textarea')!;
      const region = document.querySelector('[aria-label="Feedback on Company name"]')!;
      return Boolean(input.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order).toBe(true);
    await expect.poll(() => unresolved(dashboard, 'Feedback Crew').textContent(), { timeout: LIVE_MS }).toBe('1 unresolved');
    expect(await seriousViolations(team)).toEqual([]);

    // The team replies and resolves; the instructor's review and the dashboard follow.
    await beside.getByLabel(`Reply on ${NAME}`, { exact: true }).fill('We checked: it is free.');
    await beside.getByRole('button', { name: 'Reply' }).click();
    await review.getByText('We checked: it is free.').waitFor({ timeout: LIVE_MS });
    await beside.getByRole('button', { name: 'Mark resolved' }).click();
    await beside.getByText('Resolved', { exact: true }).waitFor({ timeout: LIVE_MS });
    await review
      .getByRole('region', { name: `Feedback on ${NAME}` })
      .getByText('Resolved', { exact: true })
      .waitFor({ timeout: LIVE_MS });
    await expect.poll(() => unresolved(dashboard, 'Feedback Crew').textContent(), { timeout: LIVE_MS }).toBe('0 unresolved');

    // Reopen from the team's side counts it again.
    await beside.getByRole('button', { name: 'Reopen' }).click();
    await expect.poll(() => unresolved(dashboard, 'Feedback Crew').textContent(), { timeout: LIVE_MS }).toBe('1 unresolved');

    // The review page fits a phone (no sideways scroll) and at desktop width.
    await screenshots(i.context, `/review?team_id=${code}&phase=1`, 'review');
    expect(await wasNotReloaded(team)).toBe(true);
    expect(await wasNotReloaded(dashboard)).toBe(true);
    expect([...t.foreign, ...i.foreign]).toEqual([]);
    expect([...t.errors, ...i.errors]).toEqual([]);

    // Anyone else's browser: the team's feedback is not theirs to read.
    const o = await newContext(browserOf());
    const stranger = await o.context.newPage();
    await stranger.goto('/');
    const teamId = ((await (await stranger.request.get(`/api/teams/${code}`)).json()) as { id: string }).id;
    expect((await stranger.request.get(`/api/feedback/${teamId}`)).status()).toBe(401);
    await Promise.all([t.context.close(), i.context.close(), o.context.close()]);
  });
});
