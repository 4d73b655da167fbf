/**
 * Presenter mode: the instructor steps the results show on the phone-sized control
 * page; a presenter view and a results page, each in a browser of its own, follow every step
 * without a reload. A rehearsal runs the show on labelled sample data and never shows a real
 * team. The presenter view fits 1920×1080 and 1280×720 without scrolling; axe on both pages.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createTeamByApi,
  gql,
  loginAdminInUi,
  markNoReload,
  newContext,
  seriousViolations,
  SCREENSHOT_DIR,
  shot,
  useBrowser,
  wasNotReloaded,
  type Page,
} from './browser.ts';

const browser = useBrowser();

async function open(viewport?: { width: number; height: number }) {
  const ctx = await newContext(browser(), viewport);
  const page = await ctx.context.newPage();
  return { ...ctx, page };
}

const TEAMS = ['Orion Works', 'Pulsar Labs', 'Quasar Co'];
// Orion ranks Pulsar 1st, Quasar 2nd; Pulsar ranks Orion, Quasar; Quasar ranks Pulsar, Orion.
const BALLOTS: [number, number][] = [
  [1, 2],
  [0, 2],
  [1, 0],
];

/** Every element of the screen stays inside the viewport: nothing to scroll to, nothing clipped. */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const main = document.querySelector('main')!;
    return {
      page: Math.max(root.scrollWidth - root.clientWidth, root.scrollHeight - root.clientHeight),
      main: Math.max(main.scrollWidth - main.clientWidth, main.scrollHeight - main.clientHeight),
    };
  });

describe('presenter mode', () => {
  it('the instructor steps a rehearsal and then the real show; presenter view and results page follow live', async () => {
    const tag = `show-${randomBytes(3).toString('hex')}`;
    const admin = await open({ width: 390, height: 844 }); // the instructor's phone
    await loginAdminInUi(admin.page);
    await gql(admin.page, 'mutation($t:String!){createCohort(tag:$t,name:"Presenter Day"){tag}}', { t: tag });

    // Three teams, each in its own browser, submit and vote.
    const teams: (Awaited<ReturnType<typeof open>> & { id: string })[] = [];
    for (const name of TEAMS) {
      const t = await open();
      const { id } = await createTeamByApi(t.page, name);
      teams.push({ ...t, id });
    }
    await gql(admin.page, 'mutation($t:String!,$ids:[ID!]!){assignTeams(cohortTag:$t,teamIds:$ids){id}}', { t: tag, ids: teams.map((t) => t.id) });
    for (const [i, t] of teams.entries()) {
      await gql(t.page, 'mutation($id:ID!,$u:String!){submitWebsite(teamId:$id,websiteUrl:$u){id}}', { id: t.id, u: `presenter-${i}.example.org` });
    }
    await gql(admin.page, 'mutation($t:String!){updateCohort(tag:$t,input:{votingOpen:true}){tag}}', { t: tag });
    for (const [i, t] of teams.entries()) {
      const votes = BALLOTS[i]!.map((target, r) => ({ votedForTeamId: teams[target]!.id, rank: r + 1 }));
      await gql(t.page, 'mutation($t:String!,$v:[VoteInput!]!){castBallot(cohortTag:$t,votes:$v){receipt}}', { t: tag, v: votes });
    }

    // A projector (reduced motion: no confetti) and a results page, left open.
    const projector = await open({ width: 1920, height: 1080 });
    await projector.page.emulateMedia({ reducedMotion: 'reduce' });
    await projector.page.goto(`/results/${tag}/present`);
    await projector.page.getByText('Results Not Yet Available').waitFor();
    await markNoReload(projector.page);
    const watcher = await open();
    await watcher.page.goto(`/results/${tag}`);
    await watcher.page.getByRole('heading', { name: 'Results Not Yet Available' }).waitFor();
    await markNoReload(watcher.page);

    // The control page: results are hidden, so only a rehearsal is possible.
    const remote = admin.page;
    await remote.goto(`/admin/cohorts/${tag}/reveal`);
    await remote.getByRole('heading', { level: 1, name: 'Present: Presenter Day' }).waitFor();
    const status = remote.getByTestId('reveal-status');
    expect(await status.textContent()).toBe('Not presenting: pages reveal on their own click');
    const rehearsalSwitch = remote.getByRole('switch', { name: 'Rehearsal (sample data)' });
    expect(await rehearsalSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await rehearsalSwitch.isDisabled()).toBe(true);
    expect(await seriousViolations(remote)).toEqual([]);

    await remote.getByRole('button', { name: 'Show 3rd place' }).click();
    await projector.page.getByText('Rehearsal — sample data').waitFor({ timeout: 5000 });
    await projector.page
      .locator('[data-place="3"]')
      .getByText(/^Sample Team /)
      .waitFor({ timeout: 5000 });
    await watcher.page.getByText('Rehearsal — sample data').waitFor({ timeout: 5000 });
    for (const n of [2, 3]) {
      await remote.getByRole('button', { name: `Show ${n === 2 ? '2nd' : '1st'} place` }).click();
      await projector.page.locator(`main[data-stage="${n}"]`).waitFor({ timeout: 5000 });
    }
    await watcher.page.getByRole('heading', { name: 'Complete Leaderboard' }).waitFor({ timeout: 5000 });
    // Nothing real reaches a page during a rehearsal.
    for (const page of [projector.page, watcher.page]) {
      const text = (await page.textContent('body')) ?? '';
      for (const name of TEAMS) expect(text).not.toContain(name);
    }
    expect(await projector.page.locator('canvas[data-confetti]').count()).toBe(0);
    expect(await seriousViolations(projector.page)).toEqual([]);
    // The rehearsal label shares the header with the name: still one screen at the smaller size.
    await projector.page.setViewportSize({ width: 1280, height: 720 });
    expect(await overflowOf(projector.page), 'rehearsal overflows at 1280×720').toEqual({ page: 0, main: 0 });
    await shot(projector.page, resolve(SCREENSHOT_DIR, 'presenter-rehearsal-1280.png'));
    await projector.page.setViewportSize({ width: 1920, height: 1080 });
    await shot(remote, resolve(SCREENSHOT_DIR, 'reveal-control-390.png'), { fullPage: true });

    await remote.getByRole('button', { name: 'Stop presenting' }).click();
    await projector.page.getByText('Results Not Yet Available').waitFor({ timeout: 5000 });
    await watcher.page.getByRole('heading', { name: 'Results Not Yet Available' }).waitFor({ timeout: 5000 });

    // The real show: results visible; the pages wait for the instructor's steps.
    await gql(admin.page, 'mutation($t:String!){updateCohort(tag:$t,input:{resultsVisible:true}){tag}}', { t: tag });
    await projector.page.getByRole('button', { name: 'Reveal' }).waitFor({ timeout: 5000 });
    await expect.poll(() => rehearsalSwitch.getAttribute('aria-checked')).toBe('false');
    await remote.getByRole('button', { name: 'Show 3rd place' }).click();
    await expect.poll(() => status.textContent()).toBe('3rd place shown');
    const third = projector.page.locator('[data-place="3"]');
    await third.waitFor({ timeout: 5000 });
    expect(await third.textContent()).toContain('Quasar Co');
    await watcher.page.locator('[data-place="3"]').waitFor({ timeout: 5000 });
    expect(await watcher.page.locator('[data-place="1"]').count()).toBe(0);

    // Back, then forward to the winner.
    await remote.getByRole('button', { name: 'Back' }).click();
    await watcher.page.getByText('Your instructor is about to reveal the winners.').waitFor({ timeout: 5000 });
    await projector.page.getByText('And the winners are...').waitFor({ timeout: 5000 });
    for (const label of ['Show 3rd place', 'Show 2nd place', 'Show 1st place']) await remote.getByRole('button', { name: label }).click();
    await expect.poll(() => status.textContent()).toBe('Everything shown: the winner and the full leaderboard');
    await projector.page.locator('[data-place="1"]').getByText('Pulsar Labs').waitFor({ timeout: 5000 });
    await watcher.page.getByRole('heading', { name: 'Complete Leaderboard' }).waitFor({ timeout: 5000 });
    expect(await wasNotReloaded(projector.page)).toBe(true);
    expect(await wasNotReloaded(watcher.page)).toBe(true);

    // One screen at both projector sizes: no scrollbar, nothing spilling out.
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
    ]) {
      await projector.page.setViewportSize(size);
      expect(await overflowOf(projector.page), `presenter view overflows at ${size.width}×${size.height}`).toEqual({ page: 0, main: 0 });
      await shot(projector.page, resolve(SCREENSHOT_DIR, `presenter-${size.width}.png`));
    }
    expect(await seriousViolations(projector.page)).toEqual([]);
    expect(await seriousViolations(remote)).toEqual([]);
    for (const b of [admin, projector, watcher, ...teams]) {
      expect(b.errors).toEqual([]);
      expect(b.foreign).toEqual([]);
    }
  });

  it('the control page is for admins only', async () => {
    const anon = await open();
    await anon.page.goto('/admin/cohorts/anything/reveal');
    await anon.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  });
});
