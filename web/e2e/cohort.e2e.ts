/**
 * The cohort journey in headless Chromium against the real app. Four teams, each in its own
 * browser, submit their websites (one on phase 8's card, the others over the API: making teams
 * and filling phase 8 is setup here, tested in participant.e2e.ts), go to the showcase and rank
 * three others; the instructor runs the cohort from the dashboard in a browser of their own
 * (login, new cohort, assignment, watching progress and ballots arrive live, opening voting,
 * revealing results). Showcase pages and a results page left open switch live; the podium and
 * leaderboard must follow from the ballots. axe-core on both pages, screenshots at 375 and
 * 1280 px. The journey is three tests, run in order, each with its own time limit: the later
 * ones carry on from what the one before left.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  createTeamByApi,
  launchBrowser,
  newContext,
  screenshots,
  seriousViolations,
  SCREENSHOT_DIR,
  shot,
  type Browser,
  type BrowserContext,
  type Page,
  gql,
  loginAdminInUi,
} from './browser.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  baseUrl();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

async function open(viewport?: { width: number; height: number }) {
  const ctx = await newContext(browser, viewport);
  contexts.push(ctx.context);
  const page = await ctx.context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  return { ...ctx, page, consoleErrors };
}

interface TeamBrowser {
  name: string;
  code: string;
  id: string;
  page: Page;
  errors: string[];
  foreign: string[];
}

async function teamWithBrowser(name: string): Promise<TeamBrowser> {
  const { page, errors, foreign } = await open();
  const { id, code } = await createTeamByApi(page, name);
  return { name, code, id, page, errors, foreign };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

// Who ranks whom (index into TEAMS), 1st, 2nd, 3rd. Alpha and Gamma end level on points; Alpha's
// one 1st-place vote puts it ahead (the tie-break rule).
const TEAMS = ['Alpha Rockets', 'Beta Comets', 'Gamma Rovers', 'Delta Stars'];
const BALLOTS: [number, number, number][] = [
  [1, 2, 3], // Alpha: Beta 1st, Gamma 2nd, Delta 3rd
  [0, 2, 3], // Beta: Alpha 1st, Gamma 2nd, Delta 3rd
  [1, 0, 3], // Gamma: Beta 1st, Alpha 2nd, Delta 3rd
  [1, 2, 0], // Delta: Beta 1st, Gamma 2nd, Alpha 3rd
];
const RANK_TEXT = ['1st', '2nd', '3rd'] as const;
// Delta first mis-clicks this ballot (Alpha 1st, Gamma 2nd, Beta 3rd), then changes it to BALLOTS[3].
const MISCLICKER = 3;
const MISCLICK: [number, number, number] = [0, 2, 1];

/** The expected leaderboard: points 3/2/1, then most 1st, 2nd and 3rd-place votes. */
function expectedStandings() {
  const score = TEAMS.map((name) => ({ name, points: 0, r: [0, 0, 0] }));
  for (const ballot of BALLOTS)
    ballot.forEach((t, i) => {
      score[t]!.points += 3 - i;
      score[t]!.r[i]! += 1;
    });
  return score.sort((a, b) => b.points - a.points || b.r[0]! - a.r[0]! || b.r[1]! - a.r[1]! || b.r[2]! - a.r[2]!);
}

type Opened = Awaited<ReturnType<typeof open>>;

describe('cohort showcase, voting and results', () => {
  // The journey's cohort, its people and the receipts their ballots got, for the tests after the first.
  const tag = `e2e-${randomBytes(3).toString('hex')}`;
  let admin: Opened;
  let watcher: Opened;
  const teams: TeamBrowser[] = [];
  const receipts: string[] = [];
  let misclickReceipt = '';
  let revealed = false;
  const cohortCardOf = () => admin.page.getByRole('region', { name: 'E2E Demo Day' });
  const flip = async (name: 'Voting Open' | 'Results Visible') => {
    const sw = cohortCardOf().getByRole('switch', { name });
    await sw.click();
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
  };
  /** A later test carries on from the one before: it stops at once when that one did not get there. */
  const carriedOn = (what: string, done: boolean) => {
    if (!done) throw new Error(`The test before did not ${what}`);
  };

  it('four teams submit and vote; open pages switch live (voting opens, progress and ballots arrive, a ballot is changed)', async () => {
    // The instructor, in the dashboard: logs in, creates the cohort.
    admin = await open();
    const dash = admin.page;
    await loginAdminInUi(dash);
    await dash.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await dash.getByRole('tab', { name: 'Cohorts' }).click();
    await dash.getByRole('button', { name: 'New Cohort' }).click();
    const create = dash.getByRole('dialog', { name: 'New Cohort' });
    await create.getByLabel('Tag', { exact: true }).fill(tag);
    await create.getByLabel('Name', { exact: true }).fill('E2E Demo Day');
    await create.getByLabel('Description (optional)', { exact: true }).fill('Four teams, one winner.');
    await create.getByRole('button', { name: 'Create' }).click();
    const cohortCard = cohortCardOf();
    await cohortCard.waitFor();

    // Four teams, each in its own browser (made over the API); the instructor assigns them.
    for (const name of TEAMS) teams.push(await teamWithBrowser(name));
    await dash.getByRole('button', { name: 'Assign Teams', exact: true }).click();
    const assign = dash.getByRole('dialog', { name: 'Assign Teams' });
    await assign.getByLabel('Cohort', { exact: true }).selectOption(tag);
    // By name and code: other browser tests (running beside this one) make teams of these names too.
    for (const t of teams) await assign.getByRole('checkbox', { name: new RegExp(`^${t.name} \\(${t.code}\\)`) }).check();
    await assign.getByRole('button', { name: 'Assign Teams' }).click();
    for (const name of TEAMS) await cohortCard.getByText(name, { exact: true }).waitFor();

    // Phase 8: the first team submits its website on the phase's card, the others over the API.
    for (const [i, t] of teams.entries()) {
      await gql(t.page, 'mutation($id:ID!){setTeamPhase(teamId:$id,currentPhase:8){id}}', { id: t.id });
      if (i > 0) {
        const res = await t.page.request.patch(`/api/teams/${t.id}/website`, { data: { websiteUrl: `team-${i + 1}.example.org` } });
        expect(res.ok(), await res.text()).toBe(true);
        continue;
      }
      await t.page.goto(`/phase/8?team_id=${t.code}`);
      await t.page.getByLabel('Website URL', { exact: true }).fill(`team-${i + 1}.example.org`);
      await t.page.getByRole('button', { name: 'Submit Website' }).click();
      await t.page.getByRole('button', { name: 'Update Submission' }).waitFor();
    }
    // The dashboard shows every team at 8/8 with its website, live.
    await dash.getByRole('tab', { name: 'Teams' }).click();
    for (const t of teams) {
      await dash.getByRole('row').filter({ hasText: t.name }).filter({ hasText: t.code }).getByText('100%', { exact: true }).waitFor({ timeout: 5000 });
    }
    await dash.getByRole('tab', { name: 'Cohorts' }).click();
    // Then to the showcase (voting not open yet): the first from its card, the others by address.
    for (const [i, t] of teams.entries()) {
      if (i === 0) await t.page.getByRole('button', { name: 'Go to Showcase & Vote' }).click();
      else await t.page.goto(`/showcase/${tag}`);
      await t.page.waitForURL(new RegExp(`/showcase/${tag}$`));
      await heading(t.page, 'E2E Demo Day').waitFor();
      await heading(t.page, 'Voting Not Open Yet').waitFor();
      expect(await t.page.getByRole('group').count()).toBe(0);
    }
    const first = teams[0]!.page;
    expect(await first.getByText('Four teams, one winner.').isVisible()).toBe(true);
    const ownCard = first.getByRole('article', { name: 'Alpha Rockets' });
    expect(await ownCard.getByText("Your Team's Submission").isVisible()).toBe(true);
    expect(await ownCard.getByRole('button').count()).toBe(0);
    expect(
      await first
        .getByRole('article', { name: 'Beta Comets' })
        .getByRole('link', { name: /^Visit Website/ })
        .getAttribute('href'),
    ).toBe('https://team-2.example.org');

    // A results page left open, in a browser of its own.
    watcher = await open();
    await watcher.page.goto(`/results/${tag}`);
    await heading(watcher.page, 'Voting Results: E2E Demo Day').waitFor();
    await heading(watcher.page, 'Results Not Yet Available').waitFor();
    await watcher.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    // The instructor opens voting: every showcase page follows without a reload.
    await flip('Voting Open');
    for (const t of teams) await heading(t.page, 'Voting Instructions').waitFor({ timeout: 10_000 });

    // axe on the showcase while ranking, and its screenshots (as the last team, before it votes).
    await first.getByRole('group', { name: 'Rank Beta Comets' }).getByRole('button', { name: '1st', exact: true }).click();
    expect(await first.getByRole('group', { name: 'Rank Gamma Rovers' }).getByRole('button', { name: '1st', exact: true }).isDisabled()).toBe(true);
    expect(await seriousViolations(first)).toEqual([]);
    await screenshots(teams[3]!.page.context(), `/showcase/${tag}`, 'showcase');

    // Voting progress (counts only), live on the dashboard and on every showcase page.
    const dashProgress = cohortCard.getByTestId('voting-progress');
    const progressText = async (p: { textContent(): Promise<string | null> }) => ((await p.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    await expect.poll(() => progressText(dashProgress)).toBe('0 of 4 teams have voted');
    const lastShowcaseProgress = teams[3]!.page.getByTestId('voting-progress');
    await expect.poll(() => progressText(lastShowcaseProgress)).toBe('0 of 4 teams have voted');

    // Each team ranks three others through the UI, partly from the keyboard.
    for (const [i, t] of teams.entries()) {
      for (const [r, target] of (i === MISCLICKER ? MISCLICK : BALLOTS[i]!).entries()) {
        const button = t.page.getByRole('group', { name: `Rank ${TEAMS[target]}` }).getByRole('button', { name: RANK_TEXT[r], exact: true });
        if (r === 1) {
          await button.focus();
          await t.page.keyboard.press('Enter');
        } else if ((await button.getAttribute('aria-pressed')) !== 'true') {
          await button.click();
        }
        expect(await button.getAttribute('aria-pressed')).toBe('true');
      }
      expect(await t.page.locator('[aria-live="polite"][aria-atomic="true"]').textContent()).toContain('3 of 3 ranks chosen.');
      await t.page.getByRole('button', { name: 'Submit Votes' }).click();
      await heading(t.page, 'Thank you for voting!').waitFor();
      expect(await t.page.getByRole('button', { name: 'Submit Votes' }).count()).toBe(0);
      // The ballot's receipt code is shown with the thanks.
      const receipt = (await t.page.locator('code').first().textContent()) ?? '';
      expect(receipt).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4})+$/);
      receipts.push(receipt);
      // The instructor's dashboard and another team's showcase count the ballot without a reload.
      await expect.poll(() => progressText(dashProgress), { timeout: 5000 }).toBe(`${i + 1} of 4 teams have voted`);
      const other = teams[(i + 1) % teams.length]!.page.getByTestId('voting-progress');
      await expect.poll(() => progressText(other), { timeout: 5000 }).toBe(`${i + 1} of 4 teams have voted`);
    }
    expect(new Set(receipts).size).toBe(teams.length);

    // Delta changes its mis-clicked ballot while voting is open: it starts from the cast ranks,
    // gets a new receipt, and the count of teams that voted does not move.
    const delta = teams[MISCLICKER]!.page;
    const rankIn = (team: number, r: number) => delta.getByRole('group', { name: `Rank ${TEAMS[team]}` }).getByRole('button', { name: RANK_TEXT[r], exact: true });
    await delta.getByRole('button', { name: 'Change Your Votes' }).click();
    expect(await rankIn(0, 0).getAttribute('aria-pressed')).toBe('true');
    await rankIn(0, 0).click(); // Alpha's 1st cleared
    await rankIn(1, 2).click(); // Beta's 3rd cleared
    await rankIn(1, 0).click();
    await rankIn(0, 2).click();
    await delta.getByRole('button', { name: 'Submit Changed Votes' }).click();
    await delta.getByText('Ballot changed', { exact: true }).waitFor();
    await delta.getByRole('button', { name: 'Change Your Votes' }).waitFor();
    misclickReceipt = receipts[MISCLICKER]!;
    await expect.poll(async () => (await delta.locator('code').first().textContent()) ?? '').not.toBe(misclickReceipt);
    receipts[MISCLICKER] = (await delta.locator('code').first().textContent()) ?? '';
    expect(receipts[MISCLICKER]).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4})+$/);
    expect(await delta.getByRole('article', { name: 'Beta Comets' }).getByText('1st place', { exact: true }).isVisible()).toBe(true);
    expect(await progressText(dashProgress)).toBe('4 of 4 teams have voted');
  });

  it('revealing switches the open results page by itself; podium and leaderboard follow from the ballots; a team checks its receipt', async () => {
    carriedOn('cast and change every ballot', Boolean(misclickReceipt) && receipts.length === TEAMS.length);
    const cohortCard = cohortCardOf();
    // Every ballot reached the dashboard live; then the instructor reveals: the open results page
    // switches to the reveal screen by itself.
    for (const name of TEAMS) await cohortCard.locator('li', { hasText: name }).getByText('Voted', { exact: true }).waitFor({ timeout: 5000 });
    await flip('Results Visible');
    revealed = true;
    const winners = watcher.page.getByRole('button', { name: 'And the winners are...' });
    await winners.waitFor({ timeout: 10_000 });
    expect(await watcher.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await heading(watcher.page, "The Moment You've Been Waiting For").waitFor();
    await winners.click();
    // canvas-confetti draws on the main thread: our canvas, no CSP refusal, no page error.
    await watcher.page.locator('canvas[data-confetti]').waitFor({ state: 'attached' });
    await heading(watcher.page, 'Championship Podium').waitFor();

    const standings = expectedStandings();
    expect(standings.map((s) => s.points)).toEqual([9, 6, 6, 3]);
    expect(standings.map((s) => s.name)).toEqual(['Beta Comets', 'Alpha Rockets', 'Gamma Rovers', 'Delta Stars']);
    // The podium fills third, second, first.
    const podiumPlace = (n: number) => watcher.page.locator(`[data-place="${n}"]`);
    await podiumPlace(3).waitFor();
    expect(await podiumPlace(1).count()).toBe(0);
    await podiumPlace(1).waitFor();
    for (const n of [1, 2, 3]) {
      const s = standings[n - 1]!;
      const placeCard = podiumPlace(n);
      expect(await placeCard.getByRole('heading', { level: 3 }).textContent()).toBe(s.name);
      expect(await placeCard.getByRole('link', { name: new RegExp(`^Visit ${s.name}`) }).getAttribute('href')).toBe(
        `https://team-${TEAMS.indexOf(s.name) + 1}.example.org`,
      );
    }
    await heading(watcher.page, 'Complete Leaderboard').waitFor();
    // The counts finish counting up.
    await watcher.page.waitForFunction(
      (expected) => {
        const items = [...document.querySelectorAll('section[aria-labelledby="leaderboard-title"] li')];
        const got = items.map((li) => `${li.querySelector('h3')?.textContent}=${li.querySelector('[data-testid="animated-points"]')?.textContent}`);
        return JSON.stringify(got) === JSON.stringify(expected);
      },
      standings.map((s) => `${s.name}=${s.points} points`),
      { timeout: 10_000 },
    );
    const firstRow = watcher.page.locator('section[aria-labelledby="leaderboard-title"] li').first();
    expect(await firstRow.textContent()).toContain('1st-place votes:3');
    expect(await firstRow.locator('svg[data-medal="gold"]').count()).toBe(1);
    expect(await watcher.page.getByRole('heading', { name: 'Scoring System' }).isVisible()).toBe(true);
    expect(watcher.consoleErrors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
    expect(watcher.errors).toEqual([]);

    // A team checks, after the reveal, that its ballot is counted: its receipt was kept in its browser.
    const voter = teams[0]!;
    await voter.page.goto(`/results/${tag}`);
    await voter.page.getByRole('button', { name: 'And the winners are...' }).click();
    const receiptInput = voter.page.getByLabel('Receipt code', { exact: true });
    await receiptInput.waitFor();
    expect(await receiptInput.inputValue()).toBe(receipts[0]);
    await voter.page.getByRole('button', { name: 'Check', exact: true }).click();
    await voter.page.getByText('Your ballot is counted.', { exact: false }).waitFor();
    await receiptInput.fill('AAAA-BBBB-CCCC');
    await voter.page.getByRole('button', { name: 'Check', exact: true }).click();
    await voter.page.getByText('No counted ballot has this receipt.', { exact: false }).waitFor();
    // The receipt of the ballot Delta replaced is not lost: it says it was replaced.
    await receiptInput.fill(misclickReceipt);
    await voter.page.getByRole('button', { name: 'Check', exact: true }).click();
    await voter.page.getByText('This ballot was replaced by a later ballot of your team', { exact: false }).waitFor();
  });

  it('the results page passes axe, with no confetti under reduced motion; screenshots at 375 and 1280 px; nothing was reloaded', async () => {
    carriedOn('reveal the results', revealed);
    const standings = expectedStandings();
    // axe on the results page (reveal screen and revealed), with reduced motion: no confetti at all.
    const still = await open();
    await still.page.emulateMedia({ reducedMotion: 'reduce' });
    await still.page.goto(`/results/${tag}`);
    await still.page.getByRole('button', { name: 'And the winners are...' }).waitFor();
    expect(await seriousViolations(still.page)).toEqual([]);
    await still.page.getByRole('button', { name: 'And the winners are...' }).click();
    await heading(still.page, 'Complete Leaderboard').waitFor();
    // Counts show at once under reduced motion.
    expect(await still.page.locator('[data-place="1"] [data-testid="animated-points"]').textContent()).toBe(`${standings[0]!.points} points`);
    expect(await still.page.locator('canvas[data-confetti]').count()).toBe(0);
    expect(await seriousViolations(still.page)).toEqual([]);

    // Screenshots: the reveal screen, and the revealed results at 375 and 1280 px.
    await screenshots(still.context, `/results/${tag}`, 'results-reveal');
    for (const width of [375, 1280]) {
      await still.page.setViewportSize({ width, height: 900 });
      await still.page.goto(`/results/${tag}`);
      await still.page.getByRole('button', { name: 'And the winners are...' }).click();
      await heading(still.page, 'Scoring System').waitFor();
      const overflow = await still.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `results scrolls horizontally at ${width}px`).toBe(0);
      await shot(still.page, resolve(SCREENSHOT_DIR, `results-${width}.png`), { fullPage: true });
    }

    for (const t of teams) {
      expect(t.errors).toEqual([]);
      expect(t.foreign).toEqual([]);
    }
    expect(watcher.foreign).toEqual([]);
    expect(admin.errors).toEqual([]);
    // The dashboard followed everything without a reload.
    expect(await admin.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });
});
