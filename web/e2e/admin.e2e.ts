/**
 * The instructor's side in headless Chromium against the real app: admin login
 * (validation, refusal, success), 'Access Denied', cohorts (create, assign, voting and results
 * switches), the dashboard following teams LIVE from other browsers (created, advancing,
 * submitting a website, voting) without a reload, the CSV export, axe-core and screenshots.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTeamInUi,
  newContext,
  screenshots,
  seriousViolations,
  useBrowser,
  type BrowserContext,
  type Page,
  gql,
  loginAdminInUi as login,
  markNoReload,
  wasNotReloaded,
  ADMIN,
} from './browser.ts';

const browserOf = useBrowser();

// Live updates must land within a second of the change (plus a little for the browser).
const LIVE_MS = 3000;

const toast = (page: Page, title: string) => page.locator('[data-variant]').getByText(title, { exact: true });

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

describe('admin login', () => {
  it("checks the fields ('Missing fields'), refuses a wrong password, logs in and redirects a logged-in admin", async () => {
    const { context, foreign, errors } = await newContext(browserOf());
    const page = await context.newPage();
    await page.goto('/admin-login');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();

    await page.getByRole('button', { name: 'Login' }).click();
    await toast(page, 'Missing fields').waitFor();
    await page.getByText('Please enter both username and password.', { exact: true }).waitFor();

    await page.getByLabel('Username', { exact: true }).fill(ADMIN().username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await toast(page, 'Login failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-login');

    await page.getByLabel('Password', { exact: true }).fill(ADMIN().password);
    await page.getByRole('button', { name: 'Login' }).click();
    await toast(page, 'Login successful').waitFor();
    await page.getByText('Welcome to the admin dashboard.', { exact: true }).waitFor();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Instructor Dashboard' }).waitFor();

    // Already logged in: /admin-login goes on to /admin.
    await page.goto('/admin-login');
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Instructor Dashboard' }).waitFor();
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Access Denied' at /admin when logged out", async () => {
    const { context } = await newContext(browserOf());
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await page.getByText('Admin access required. Please log in with admin credentials.', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Go to Admin Login' }).click();
    await page.waitForURL(/\/admin-login$/);
    await context.close();
  });
});

describe('instructor dashboard', () => {
  let admin: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    admin = (await newContext(browserOf())).context;
    page = await admin.newPage();
    await login(page);
  });
  afterAll(async () => {
    await admin?.close();
  });

  it('follows teams live from other browsers, runs a cohort (create, assign, voting, results) and sees ballots arrive', async () => {
    const tag = `e2e-${Date.now().toString(36)}`;
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Instructor Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'Teams' }).waitFor();
    await markNoReload(page);

    // A team is created in another browser: its row appears.
    const teamA = await newContext(browserOf());
    const pa = await teamA.context.newPage();
    const codeA = await createTeamInUi(pa, 'Live Comet');
    const rowA = row(page, 'Live Comet');
    await rowA.waitFor({ timeout: LIVE_MS });
    await rowA.getByText('0/8', { exact: true }).waitFor();
    await rowA.getByText(codeA).waitFor();

    // It fills phase 1 and continues: the row moves to phase 2 (1/8).
    await pa.getByLabel('Company name', { exact: true }).fill('Comet Coffee');
    await pa.getByLabel('Your idea in two or three sentences', { exact: true }).fill('Cold brew by drone.');
    const cont = pa.getByRole('button', { name: 'Continue to Phase 2' });
    await expect.poll(() => cont.isDisabled()).toBe(false);
    await cont.click();
    await pa.waitForURL(/\/phase\/2\?/);
    await rowA.getByText('1/8', { exact: true }).waitFor({ timeout: LIVE_MS });
    await rowA.getByText('Phase 2', { exact: true }).waitFor();

    // A second team, made over GraphQL (its browser then holds that team's session).
    const teamB = await newContext(browserOf());
    const pb = await teamB.context.newPage();
    const { createTeam: b } = await gql<{ createTeam: { id: string; code: string } }>(pb, 'mutation($n:String!,$c:String!){createTeam(name:$n,code:$c){id code}}', {
      n: 'Live Nebula',
      c: `Q${Date.now().toString(36).slice(-3).toUpperCase()}`,
    });
    await row(page, 'Live Nebula').waitFor({ timeout: LIVE_MS });

    // Create a cohort.
    await page.getByRole('tab', { name: 'Cohorts' }).click();
    await page.getByRole('button', { name: 'New Cohort' }).click();
    const create = page.getByRole('dialog', { name: 'New Cohort' });
    expect(await create.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await create.getByLabel('Tag', { exact: true }).fill(tag);
    await create.getByLabel('Name', { exact: true }).fill('E2E Cohort');
    await create.getByLabel('Description (optional)', { exact: true }).fill('Made by the browser test');
    await create.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Cohort created successfully').waitFor();
    const card = page.getByRole('region', { name: 'E2E Cohort' });
    await card.waitFor();
    await card.getByText('No teams are currently assigned to this cohort.').waitFor();

    // Assign both teams.
    await page.getByRole('button', { name: 'Assign Teams', exact: true }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Teams' });
    await assign.getByLabel('Cohort', { exact: true }).selectOption(tag);
    await assign.getByRole('checkbox', { name: /Live Comet/ }).check();
    await assign.getByRole('checkbox', { name: /Live Nebula/ }).check();
    await assign.getByRole('button', { name: 'Assign Teams' }).click();
    await toast(page, 'Teams assigned successfully').waitFor();
    await card.getByText('Live Comet', { exact: true }).waitFor();
    await card.getByText('Live Nebula', { exact: true }).waitFor();

    // Team A submits its website on phase 8: the row shows 8/8 and 100% (Teams tab), live.
    await pa.goto(`/phase/8?team_id=${codeA}`);
    await pa.getByLabel('Website URL', { exact: true }).fill('comet-coffee.example.com');
    await pa.getByRole('button', { name: 'Submit Website' }).click();
    await pa.getByText('Website submitted successfully').first().waitFor();
    await page.getByRole('tab', { name: 'Teams' }).click();
    await rowA.getByText('8/8', { exact: true }).waitFor({ timeout: LIVE_MS });
    await rowA.getByText('100%', { exact: true }).waitFor();
    await rowA.getByRole('link', { name: /comet-coffee\.example\.com/ }).waitFor();

    // Team B submits too (over GraphQL).
    await gql(pb, 'mutation($t:ID!,$u:String!){submitWebsite(teamId:$t,websiteUrl:$u){id}}', { t: b.id, u: 'https://nebula.example.com' });
    await row(page, 'Live Nebula').getByText('100%', { exact: true }).waitFor({ timeout: LIVE_MS });

    // Open voting, reveal results: the switches flip and stay flipped.
    await page.getByRole('tab', { name: 'Cohorts' }).click();
    const voting = card.getByRole('switch', { name: 'Voting Open' });
    await voting.click();
    await expect.poll(() => voting.getAttribute('aria-checked')).toBe('true');
    await toast(page, 'Cohort updated successfully').waitFor();
    const { cohort } = await gql<{ cohort: { votingOpen: boolean } }>(page, 'query($t:String!){cohort(tag:$t){votingOpen}}', { t: tag });
    expect(cohort.votingOpen).toBe(true);

    // Team B votes for team A: the card shows it, live.
    const { team: a } = await gql<{ team: { id: string } }>(pa, 'query($c:String!){team(code:$c){id}}', { c: codeA });
    await gql(pb, 'mutation($t:String!,$v:[VoteInput!]!){castBallot(cohortTag:$t,votes:$v){receipt}}', { t: tag, v: [{ votedForTeamId: a.id, rank: 1 }] });
    await card.locator('li', { hasText: 'Live Nebula' }).getByText('Voted', { exact: true }).waitFor({ timeout: LIVE_MS });

    const results = card.getByRole('switch', { name: 'Results Visible' });
    await results.click();
    await expect.poll(() => results.getAttribute('aria-checked')).toBe('true');
    // The switch flips at once (optimistic); the server's answer lands a moment later.
    await expect
      .poll(async () => (await gql<{ cohort: { resultsVisible: boolean } }>(page, 'query($t:String!){cohort(tag:$t){resultsVisible}}', { t: tag })).cohort.resultsVisible)
      .toBe(true);
    expect(await card.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(`/showcase/${tag}`);
    expect(await card.getByRole('link', { name: 'Results' }).getAttribute('href')).toBe(`/results/${tag}`);

    expect(await wasNotReloaded(page)).toBe(true);
    await teamA.context.close();
    await teamB.context.close();
  });

  it('exports CSV as team-progress-YYYY-MM-DD.csv with a row per team', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Instructor Dashboard' }).waitFor();
    // Other browser-test files share the app and make teams meanwhile: the teams before and after
    // the export bound its rows, and every team there both times has its row.
    const codes = async () => (await gql<{ teams: { code: string }[] }>(page, '{teams{code}}')).teams.map((t) => t.code);
    const before = await codes();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^team-progress-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(download.suggestedFilename()).toBe(`team-progress-${new Date().toISOString().slice(0, 10)}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Team Code');
    expect(csv).toContain('Live Comet');
    expect(csv).toContain('Live Nebula');
    const after = await codes();
    const rows = lines.length - 1;
    expect(rows).toBeGreaterThanOrEqual(Math.min(before.length, after.length));
    expect(rows).toBeLessThanOrEqual(Math.max(before.length, after.length));
    for (const code of before.filter((c) => after.includes(c))) expect(lines.some((l) => l.includes(code))).toBe(true);
    await toast(page, 'Export successful').waitFor();
  });

  it('finds no serious or critical axe violation, and saves screenshots at 375 and 1280 px', async () => {
    const found: Record<string, unknown> = {};
    await page.goto('/admin');
    await page.getByRole('row').first().waitFor();
    let v = await seriousViolations(page);
    if (v.length) found['admin-teams'] = v;
    await page.getByRole('tab', { name: 'Cohorts' }).click();
    await page.getByRole('button', { name: 'New Cohort' }).waitFor();
    v = await seriousViolations(page);
    if (v.length) found['admin-cohorts'] = v;
    await page.getByRole('button', { name: 'Assign Teams', exact: true }).click();
    await page.getByRole('dialog', { name: 'Assign Teams' }).waitFor();
    v = await seriousViolations(page);
    if (v.length) found['admin-assign-dialog'] = v;
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Instructions' }).click();
    await page.getByRole('dialog', { name: 'Instructions' }).waitFor();
    v = await seriousViolations(page);
    if (v.length) found['admin-instructions'] = v;

    const out = await newContext(browserOf());
    const anon = await out.context.newPage();
    for (const [path, name] of [
      ['/admin-login', 'admin-login'],
      ['/admin', 'admin-denied'],
    ] as const) {
      await anon.goto(path);
      await anon.locator('h1').first().waitFor();
      v = await seriousViolations(anon);
      if (v.length) found[name] = v;
    }
    expect(found).toEqual({});

    await screenshots(out.context, '/admin-login', 'admin-login');
    await screenshots(admin, '/admin', 'admin');
    await out.context.close();
  });
});
