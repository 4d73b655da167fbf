/**
 * The participant journey in headless Chromium against the real app: create a team,
 * fill phase 1, watch the preview, autosave, reload, continue; a second browser joins by code;
 * the anonymous draft; the secure link; phase 6 cards; phase 8; axe-core and screenshots.
 */
import { describe, expect, it } from 'vitest';
import { PHASES } from '@fit/events/phases/names';
import { createTeamByApi, createTeamInUi, newContext, screenshots, seriousViolations, useBrowser, type Page, gql } from './browser.ts';

const browserOf = useBrowser();

/** The team's answers as the API holds them (what a reload shows). */
async function savedAnswers(page: Page, code: string): Promise<Record<string, string>> {
  const team = (await (await page.request.get(`/api/teams/${code}`)).json()) as { id: string };
  const res = await page.request.get(`/api/phase-data/${team.id}/1`);
  return res.ok() ? ((await res.json()) as { data: Record<string, string> }).data : {};
}

describe('participant journey', () => {
  it('creates a team, fills phase 1 with a live preview, autosaves, keeps it on reload, continues; a second browser joins by code', async () => {
    const { context, foreign, errors } = await newContext(browserOf());
    const page = await context.newPage();
    const code = await createTeamInUi(page, 'E2E Orbit');
    await page.getByRole('heading', { level: 1, name: 'Market & Competitor Research' }).waitFor();
    expect(await page.getByText('E2E Orbit').first().isVisible()).toBe(true);

    const continueBtn = page.getByRole('button', { name: 'Continue to Phase 2' });
    expect(await continueBtn.isDisabled()).toBe(true);
    expect(await page.getByText('Please complete all required fields to continue.').isVisible()).toBe(true);

    const preview = page.getByLabel('AI prompt preview', { exact: true });
    await page.getByLabel('Company name', { exact: true }).fill('Comet Coffee');
    await page.getByLabel('Your idea in two or three sentences', { exact: true }).fill('Cold brew delivered by drone.');
    expect(await preview.textContent()).toContain('a startup called Comet Coffee');
    // Each edit is stored as it is made (well within the 1 s autosave), and the page says so.
    await expect.poll(() => savedAnswers(page, code), { timeout: 5000 }).toMatchObject({ company_name: 'Comet Coffee', product_idea: 'Cold brew delivered by drone.' });
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor();

    await page.reload();
    await expect.poll(() => page.getByLabel('Company name', { exact: true }).inputValue()).toBe('Comet Coffee');
    expect(await continueBtn.isDisabled()).toBe(false);
    await continueBtn.click();
    await page.waitForURL(new RegExp(`/phase/2\\?team_id=${code}$`));
    await page.getByRole('heading', { level: 1 }).waitFor();

    // A second browser (fresh profile) joins by code and lands on phase 2 with the same data.
    const second = await newContext(browserOf());
    const p2 = await second.context.newPage();
    await p2.goto('/');
    await p2.getByRole('button', { name: 'Get Started' }).click();
    await p2.getByLabel('Team code', { exact: true }).fill(code.toLowerCase());
    await p2.getByRole('button', { name: 'Join Team' }).click();
    await p2.waitForURL(new RegExp(`/phase/2\\?team_id=${code}$`));
    await p2.goto(`/phase/1?team_id=${code}`);
    // The form shows the team's answers once the document has synced (a moment after the field appears).
    await expect.poll(() => p2.getByLabel('Company name', { exact: true }).inputValue()).toBe('Comet Coffee');
    await expect.poll(() => p2.getByLabel('AI prompt preview', { exact: true }).textContent()).toContain('Cold brew delivered by drone.');

    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await second.context.close();
    await context.close();
  });

  it('keeps an anonymous draft across a reload', async () => {
    const { context } = await newContext(browserOf());
    const page = await context.newPage();
    await page.goto('/phase/1');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Found-in-Two' });
    await dialog.getByRole('button', { name: "Continue without a team (data won't be shared)" }).click();
    await page.getByLabel('Company name', { exact: true }).fill('Solo Startup');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('phase1_data') ?? '{}').company_name === 'Solo Startup');
    await page.reload();
    await expect.poll(() => page.getByLabel('Company name', { exact: true }).inputValue()).toBe('Solo Startup');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('logs in from a secure link and strips the token from the address bar', async () => {
    const maker = await newContext(browserOf());
    const p1 = await maker.context.newPage();
    const { code } = await createTeamByApi(p1, 'Link Team');
    const { team } = await gql<{ team: { accessToken: string } }>(p1, 'query($c:String!){team(code:$c){accessToken}}', { c: code });
    expect(team.accessToken).toBeTruthy();

    const { context } = await newContext(browserOf());
    const page = await context.newPage();
    await page.goto(`/phase/1?team_id=${code}&token=${encodeURIComponent(team.accessToken)}`);
    await page.waitForFunction(() => !location.search.includes('token='));
    expect(new URL(page.url()).search).toBe(`?team_id=${code}`);
    const session = await gql<{ teamSession: { teamId: string } | null }>(page, '{teamSession{teamId}}', {});
    expect(session.teamSession?.teamId).toBeTruthy();
    await maker.context.close();
    await context.close();
  });

  it('renders phase 6 style and voice as cards, and phase 8 ends with Launched!', async () => {
    const { context } = await newContext(browserOf());
    const page = await context.newPage();
    const { code } = await createTeamByApi(page, 'Cards Team');
    await page.goto(`/phase/6?team_id=${code}`);
    const style = page.getByRole('radiogroup', { name: /Visual style/ });
    await style.waitFor();
    expect(await style.getByRole('radio').count()).toBe(5);
    await style.getByText('Bold & Dynamic').click();
    expect(await style.getByRole('radio', { name: /Bold & Dynamic/ }).isChecked()).toBe(true);
    expect(
      await page
        .getByRole('radiogroup', { name: /Voice persona/ })
        .getByText('The Trusted Expert', { exact: true })
        .isVisible(),
    ).toBe(true);

    await page.goto(`/phase/8?team_id=${code}`);
    const launched = page.getByRole('button', { name: 'Launched!' });
    await launched.waitFor();
    expect(await launched.isDisabled()).toBe(true);
    await page.getByLabel('Launch goal', { exact: true }).fill('100 sign-ups in 30 days');
    await page.getByLabel('Launch channels', { exact: true }).fill('Instagram, campus posters');
    expect(await launched.isDisabled()).toBe(false);
    await launched.click();
    await page.getByText('Launch Complete!', { exact: true }).waitFor();
    // Not in a cohort: no website card.
    expect(await page.getByRole('heading', { name: 'Submit Your Deployed Website' }).count()).toBe(0);
    await context.close();
  });

  it('walks all eight phases in order: each has its title, decision box, live preview and the way on', async () => {
    const { context, errors, foreign } = await newContext(browserOf());
    const page = await context.newPage();
    const { code } = await createTeamByApi(page, 'Eight Phases');
    for (const phase of PHASES) {
      await page.goto(`/phase/${phase.number}?team_id=${code}`);
      await page.getByRole('heading', { level: 1, name: phase.landingTitle }).waitFor();
      expect(await page.getByText(`Phase ${phase.number} of 8`, { exact: false }).count()).toBeGreaterThan(0);
      await page.getByRole('heading', { name: 'Decision Box' }).waitFor();
      await page.getByRole('heading', { name: 'AI Prompt Preview' }).waitFor();
      const next = phase.number < 8 ? `Continue to Phase ${phase.number + 1}` : 'Launched!';
      await page.getByRole('button', { name: next }).waitFor();
      expect(await page.getByRole('button', { name: 'Previous Phase' }).isDisabled()).toBe(phase.number === 1);
      expect((await page.getByLabel('AI prompt preview').textContent())?.length).toBeGreaterThan(100);
    }
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('finds no serious or critical axe violation on the participant pages, and saves screenshots at 375 and 1280 px', async () => {
    const { context, foreign } = await newContext(browserOf());
    const page = await context.newPage();
    const { code } = await createTeamByApi(page, 'Axe Team');
    const pages: [string, string][] = [
      ['/', 'landing'],
      [`/phase/1?team_id=${code}`, 'phase-1'],
      [`/phase/6?team_id=${code}`, 'phase-6'],
      [`/phase/8?team_id=${code}`, 'phase-8'],
      ['/credits', 'credits'],
      ['/privacy', 'privacy'],
      ['/no-such-page', 'not-found'],
    ];
    const found: Record<string, unknown> = {};
    for (const [path, name] of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.locator('h1').first().waitFor();
      const v = await seriousViolations(page);
      if (v.length) found[name] = v;
    }
    // The team dialog too.
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('dialog').waitFor();
    const dialogViolations = await seriousViolations(page);
    if (dialogViolations.length) found['team-dialog'] = dialogViolations;
    expect(found).toEqual({});

    for (const [path, name] of pages) await screenshots(context, path, name);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
