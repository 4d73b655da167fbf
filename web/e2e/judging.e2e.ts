/**
 * Prize categories and the jury, in two browsers: the instructor sets up a blend
 * category and invites a judge on the judging page; the judge opens the secret link in a browser
 * of their own and scores; the instructor's page shows "N of M scored" move without a reload;
 * once the results are revealed, the results page shows the category's podium, weight and formula.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTeamByApi, gql, loginAdminInUi, markNoReload, newContext, seriousViolations, useBrowser, wasNotReloaded } from './browser.ts';

const browser = useBrowser();

async function open() {
  const ctx = await newContext(browser());
  const page = await ctx.context.newPage();
  return { ...ctx, page };
}

const TEAMS = ['Nova Ventures', 'Lumen Labs', 'Helix Foods'];

describe('judging', () => {
  it('an instructor and a judge in two browsers: the judge scores, the instructor sees progress live, results show the category podium', async () => {
    const tag = `jury-${randomBytes(3).toString('hex')}`;
    const admin = await open();
    await loginAdminInUi(admin.page);
    await gql(admin.page, 'mutation($t:String!){createCohort(tag:$t,name:"Demo Day"){tag}}', { t: tag });
    const teams: { id: string; page: Awaited<ReturnType<typeof open>>['page'] }[] = [];
    for (const name of TEAMS) {
      const t = await open();
      const { id } = await createTeamByApi(t.page, name);
      teams.push({ id, page: t.page });
    }
    await gql(admin.page, 'mutation($t:String!,$ids:[ID!]!){assignTeams(cohortTag:$t,teamIds:$ids){id}}', { t: tag, ids: teams.map((t) => t.id) });
    for (const [i, t] of teams.entries()) {
      await gql(t.page, 'mutation($id:ID!,$u:String!){submitWebsite(teamId:$id,websiteUrl:$u){id}}', { id: t.id, u: `jury-${i}.example.org` });
    }
    await gql(admin.page, 'mutation($t:String!){updateCohort(tag:$t,input:{votingOpen:true}){tag}}', { t: tag });
    // Nova votes Lumen, Helix; Lumen votes Nova, Helix; Helix votes Nova, Lumen.
    for (const [voter, picks] of [
      [0, [1, 2]],
      [1, [0, 2]],
      [2, [0, 1]],
    ] as const) {
      const votes = picks.map((p, r) => ({ votedForTeamId: teams[p]!.id, rank: r + 1 }));
      await gql(teams[voter]!.page, 'mutation($t:String!,$v:[VoteInput!]!){castBallot(cohortTag:$t,votes:$v){receipt}}', { t: tag, v: votes });
    }

    // The instructor's judging page, reached from the dashboard's cohort card.
    const page = admin.page;
    await page.goto(`/admin/cohorts/${tag}/judging`);
    await page.getByRole('heading', { level: 1, name: 'Judging: Demo Day' }).waitFor();
    await page.getByText('No categories yet').waitFor();
    const add = page.getByRole('form', { name: 'Add a category' });
    await add.getByLabel('Category name').fill('Best pitch');
    await add.getByLabel('Decided by').selectOption('blend');
    await add.getByLabel('Peer vote share (%)').fill('50');
    await add.getByLabel('Criteria (one per line, each scored 1–5)').fill('Clarity\nDelivery');
    await add.getByRole('button', { name: 'Add category' }).click();
    await page.getByRole('list', { name: 'Prize categories' }).getByText('Best pitch').waitFor();
    await page.getByText('Score = 0.5 × peer score + 0.5 × jury score').waitFor();

    const invite = page.getByRole('form', { name: 'Invite a judge' });
    await invite.getByLabel('Judge name').fill('Ada Lovelace');
    await invite.getByRole('button', { name: 'Invite judge' }).click();
    await page.getByTestId('judge-progress').filter({ hasText: 'Ada Lovelace: 0 of 0 scored' }).waitFor();
    const assign = page.getByRole('form', { name: 'Assign teams to judges' });
    await assign.getByLabel('Judges per team').fill('1');
    await assign.getByRole('button', { name: 'Assign teams' }).click();
    await page.getByTestId('judge-progress').filter({ hasText: 'Ada Lovelace: 0 of 3 scored' }).waitFor();
    await page.getByRole('button', { name: 'Open judging' }).click();
    await page.getByText('Judging is open.').waitFor();
    const link = (await page.getByLabel('Secret link for Ada Lovelace').textContent())!;
    expect(link).toMatch(/\/judge\/[\w-]{20,}$/);
    await markNoReload(page);
    expect(await seriousViolations(page)).toEqual([]);
    // The dashboard, in another tab of the instructor's browser, shows the judge's progress too.
    const dashboard = await admin.context.newPage();
    await dashboard.goto('/admin');
    await dashboard.getByRole('tab', { name: 'Cohorts' }).click();
    const card = dashboard.locator(`[data-cohort-tag="${tag}"]`);
    await card.getByTestId('dashboard-judge-progress').filter({ hasText: 'Ada Lovelace: 0 of 3 scored' }).waitFor();
    await markNoReload(dashboard);

    // The judge, in a browser of their own: the link logs in and leaves the address.
    const judge = await open();
    await judge.page.goto(link);
    await judge.page.waitForURL(/\/judge$/);
    await judge.page.getByRole('heading', { level: 1, name: 'Judging: Demo Day' }).waitFor();
    await judge.page.getByText('0 of 3 scored.').waitFor();
    // A judge's session sees nothing else.
    const denied = await judge.page.evaluate(async () => (await fetch('/api/admin/cohorts')).status);
    expect(denied).toBe(403);

    const score = async (team: string, clarity: string, delivery: string) => {
      const form = judge.page.getByRole('form', { name: `Best pitch scores for ${team}` });
      await form.getByLabel(`Clarity score for ${team} (1 to 5)`).selectOption(clarity);
      await form.getByLabel(`Delivery score for ${team} (1 to 5)`).selectOption(delivery);
      await form.getByRole('button', { name: /Save/ }).click();
    };
    await score('Helix Foods', '5', '5');
    await judge.page.getByText('1 of 3 scored.').waitFor();
    // The instructor's page follows live, without a reload.
    await page.getByTestId('judge-progress').filter({ hasText: 'Ada Lovelace: 1 of 3 scored' }).waitFor();
    expect(await wasNotReloaded(page)).toBe(true);
    await card.getByTestId('dashboard-judge-progress').filter({ hasText: 'Ada Lovelace: 1 of 3 scored' }).waitFor();
    expect(await wasNotReloaded(dashboard)).toBe(true);
    await score('Nova Ventures', '2', '2');
    await score('Lumen Labs', '1', '1');
    await judge.page.getByText('3 of 3 scored.').waitFor();
    await page.getByTestId('judge-progress').filter({ hasText: 'Ada Lovelace: 3 of 3 scored' }).waitFor();
    expect(await seriousViolations(judge.page)).toEqual([]);

    // Results: the overall podium, and beside it the category's podium with its weight and formula.
    await gql(page, 'mutation($t:String!){updateCohort(tag:$t,input:{votingOpen:false,resultsVisible:true}){tag}}', { t: tag });
    const viewer = await open();
    await viewer.page.emulateMedia({ reducedMotion: 'reduce' });
    await viewer.page.goto(`/results/${tag}`);
    await viewer.page.getByRole('button', { name: /And the winners are/ }).click();
    const pitch = viewer.page.getByRole('region', { name: 'Best pitch podium' });
    await pitch.waitFor();
    await pitch.getByText('Weight: 50 % peer vote, 50 % jury.').waitFor();
    await pitch.getByText(/Score = 0\.5 × peer score \+ 0\.5 × jury score/).waitFor();
    // Points: Nova 6, Lumen 5, Helix 4. Helix: 0.5 × 4/6 + 0.5 × 1 → 83.3; Nova: 0.5 × 1 + 0.5 × (2 − 1)/4 → 62.5; Lumen: 0.5 × 5/6 + 0 → 41.7.
    const places = await pitch.getByRole('listitem').allTextContents();
    expect(places[0]).toContain('Helix Foods — score 83.3 / 100');
    expect(places[1]).toContain('Nova Ventures — score 62.5 / 100');
    expect(places[2]).toContain('Lumen Labs — score 41.7 / 100');
    expect(await seriousViolations(viewer.page)).toEqual([]);

    // The presenter steps category by category: the remote picks Best pitch, a projector follows.
    const projector = await open();
    await projector.page.emulateMedia({ reducedMotion: 'reduce' });
    await projector.page.goto(`/results/${tag}/present`);
    await page.goto(`/admin/cohorts/${tag}/reveal`);
    await page.getByRole('heading', { level: 1, name: 'Present: Demo Day' }).waitFor();
    await page.getByRole('button', { name: 'Best pitch' }).click();
    await page.getByTestId('presented-podium').filter({ hasText: 'Presenting: Best pitch' }).waitFor();
    await projector.page.getByRole('heading', { level: 1, name: 'Demo Day — Best pitch' }).waitFor();
    for (const next of ['Show 3rd place', 'Show 2nd place', 'Show 1st place']) await page.getByRole('button', { name: next }).click();
    const podium = projector.page.getByRole('list', { name: 'Podium' });
    await podium.getByText('Helix Foods').waitFor();
    await podium.getByText('score 83 / 100').waitFor();
    // Back to the overall podium: points again.
    await page.getByRole('button', { name: 'Overall podium (peer vote)' }).click();
    await projector.page.getByRole('heading', { level: 1, name: 'Demo Day' }).waitFor();
  });
});
