/**
 * Pace the room: an instructor and two teams, each in a browser of its own, watch the
 * same agenda countdown (each within a second of the stored end time, so of each other); pause,
 * +1 minute and skip reach every page live; announcements show as banners and withdraw; the
 * dashboard names the teams behind. A team typing while it is brought to another phase keeps
 * every keystroke, and a hold stops it going further, saying why.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatCountdown } from '@fit/events/agenda/clock';
import { createTeamByApi, gql, loginAdminInUi, newContext, SCREENSHOT_DIR, seriousViolations, shot, useBrowser, type Page } from './browser.ts';

const browser = useBrowser();

async function open() {
  const ctx = await newContext(browser());
  const page = await ctx.context.newPage();
  return { ...ctx, page };
}

interface StoredAgenda {
  status: string;
  itemEndsAt: string | null;
  remainingMs: number | null;
  currentPhase: number | null;
  announcements: { id: string; text: string }[];
}
const stored = async (page: Page, tag: string) => (await (await page.request.get(`/api/cohorts/${tag}/agenda`)).json()) as StoredAgenda;

/** 'm:ss' as seconds. */
const seconds = (text: string) => {
  const m = /^(\d+):(\d\d)$/.exec(text.trim());
  if (!m) throw new Error(`not a countdown: ${text}`);
  return Number(m[1]) * 60 + Number(m[2]);
};

/** Every page's countdown, each read with the moment it was read. */
const readTimers = (pages: Page[]) =>
  Promise.all(
    pages.map(async (p) => {
      const text = (await p.getByRole('timer').textContent())!;
      return { text, at: Date.now() };
    }),
  );

async function cohortWithTeams(names: string[]) {
  const tag = `pace-${randomBytes(3).toString('hex')}`;
  const admin = await open();
  await loginAdminInUi(admin.page);
  await gql(admin.page, 'mutation($t:String!){createCohort(tag:$t,name:"Paced Day"){tag}}', { t: tag });
  const teams: (Awaited<ReturnType<typeof open>> & { id: string; code: string })[] = [];
  for (const name of names) {
    const t = await open();
    const { id, code } = await createTeamByApi(t.page, name);
    teams.push({ ...t, id, code });
  }
  await gql(admin.page, 'mutation($t:String!,$ids:[ID!]!){assignTeams(cohortTag:$t,teamIds:$ids){id}}', { t: tag, ids: teams.map((t) => t.id) });
  // The dashboard lists the new cohort once loaded again; the teams open their phase 1 in it.
  await admin.page.reload();
  for (const t of teams) await t.page.goto(`/phase/1?team_id=${t.code}`);
  return { tag, admin, teams };
}

describe('pace the room', () => {
  it('an instructor and two teams watch the same countdown; pause, +1 minute, skip, announcements and who is behind follow live', async () => {
    const { tag, admin, teams } = await cohortWithTeams(['Tempo Team', 'Rhythm Crew']);
    const panel = admin.page.getByRole('region', { name: 'Pace the room' });
    await panel.getByLabel('Cohort').selectOption(tag);

    // A two-item plan, started from the dashboard.
    for (let i = 8; i > 2; i--) await panel.getByRole('button', { name: `Remove item ${i}` }).click();
    await panel.getByRole('spinbutton', { name: 'minutes' }).first().fill('10');
    await panel.getByRole('button', { name: 'Save plan' }).click();
    await panel.getByText('Planned: 2 items.').waitFor();
    await panel.getByRole('button', { name: 'Start agenda' }).click();
    await panel.getByRole('timer').waitFor();

    // A late joiner: the second team's page opened after the start sees the running clock, not a restart.
    await teams[1]!.page.reload();
    const pages = [admin.page, ...teams.map((t) => t.page)];
    for (const p of pages) await p.getByRole('timer').waitFor();
    const { itemEndsAt } = await stored(admin.page, tag);
    const end = Date.parse(itemEndsAt!);
    const shown = await readTimers(pages);
    for (const s of shown) {
      // Each page shows the time left to the stored end, to the second (it rounds up, so at most 1 s more).
      const expected = (end - s.at) / 1000;
      expect(seconds(s.text)).toBeGreaterThanOrEqual(Math.floor(expected) - 1);
      expect(seconds(s.text)).toBeLessThanOrEqual(Math.ceil(expected) + 1);
    }
    const values = shown.map((s) => seconds(s.text));
    expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);

    // Pause: every page stops on the same stored value; +1 minute adds to it everywhere.
    await panel.getByRole('button', { name: 'Pause' }).click();
    await panel.getByRole('button', { name: 'Resume' }).waitFor();
    const paused = await stored(admin.page, tag);
    expect(paused.status).toBe('paused');
    for (const p of pages) await expect.poll(() => p.getByRole('timer').textContent()).toBe(formatCountdown(paused.remainingMs!));
    await panel.getByRole('button', { name: '+1 minute' }).click();
    for (const p of pages) await expect.poll(() => p.getByRole('timer').textContent()).toBe(formatCountdown(paused.remainingMs! + 60_000));
    await teams[0]!.page.getByText('Paused', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Resume' }).click();
    await panel.getByRole('button', { name: 'Pause' }).waitFor();

    // Skip to phase 2: both teams are still on phase 1, so both are behind.
    await panel.getByRole('button', { name: 'Skip to next item' }).click();
    for (const t of teams) await t.page.getByText('Now: Phase 2', { exact: false }).waitFor();
    await panel.getByText('2 teams are behind the agenda').waitFor();
    await expect.poll(() => panel.getByRole('list', { name: 'Teams behind the agenda' }).textContent()).toContain('Tempo Team: phase 1');

    // An announcement: a banner on every team's page at once, dismissible, kept in the list; then withdrawn.
    await panel.getByLabel('Message to every team (up to 280 characters)').fill('Coffee is in the hall');
    await panel.getByRole('button', { name: 'Post announcement' }).click();
    for (const t of teams) await t.page.getByText('Coffee is in the hall').first().waitFor();
    await teams[0]!.page.getByRole('button', { name: 'Dismiss announcement: Coffee is in the hall' }).click();
    await teams[0]!.page.getByRole('button', { name: 'Announcements (1)' }).click();
    await teams[0]!.page.getByRole('list', { name: 'Announcements' }).getByText('Coffee is in the hall').waitFor();
    expect(await teams[0]!.page.getByRole('button', { name: /^Dismiss announcement/ }).count()).toBe(0);
    await shot(teams[1]!.page.getByRole('region', { name: 'Workshop pace' }), `${SCREENSHOT_DIR}/agenda-team-1280.png`);
    await shot(panel, `${SCREENSHOT_DIR}/agenda-admin-1280.png`);
    expect(await seriousViolations(teams[1]!.page)).toEqual([]);
    expect(await seriousViolations(admin.page)).toEqual([]);
    await panel.getByRole('button', { name: 'Withdraw announcement: Coffee is in the hall' }).click();
    await expect.poll(() => teams[1]!.page.getByText('Coffee is in the hall').count()).toBe(0);

    for (const c of [admin, ...teams]) {
      expect(c.errors).toEqual([]);
      expect(c.foreign).toEqual([]);
      await c.context.close();
    }
  });

  it('a team typing while it is brought to another phase keeps every keystroke; a hold stops Continue and says why', async () => {
    const { tag, admin, teams } = await cohortWithTeams(['Typing Team']);
    const [team] = teams;
    const page = team!.page;
    const name = page.getByLabel('Company name', { exact: true });
    await name.waitFor();
    // What the field held after each input event the page itself saw: exactly what was typed into it.
    await page.evaluate(() => {
      document.addEventListener('input', (e) => {
        const el = e.target as HTMLInputElement;
        if (el.labels?.[0]?.textContent?.startsWith('Company name')) (window as unknown as { typed: string }).typed = el.value;
      });
    });
    await name.click();

    // Type on, one key at a time, until the page moves; the bring lands meanwhile.
    const text = 'Metronome Labs builds timing tools for teams who teach. '.repeat(3);
    let sent = 0;
    const typing = (async () => {
      while (sent < text.length && /\/phase\/1\b/.test(page.url())) await page.keyboard.type(text[sent++]!, { delay: 20 });
    })();
    const typedSoFar = () => page.evaluate(() => ((window as unknown as { typed?: string }).typed ?? '').length);
    await expect.poll(typedSoFar).toBeGreaterThan(5);
    // What the field held when the bring was asked for: the notice gives two seconds after it, and
    // when the page itself shows the notice depends on how busy the machine is, so the typing
    // through the notice is counted from the ask, not from the moment the test saw the notice.
    const atBring = await typedSoFar();
    await gql(admin.page, 'mutation($t:String!){bringTeams(tag:$t,phase:2,noticeSeconds:2,hold:true){hold}}', { t: tag });
    await page.getByText('Your instructor is bringing everyone to Phase 2', { exact: false }).waitFor();
    await page.waitForURL(/\/phase\/2\?team_id=/);
    await typing;
    const typed = await page.evaluate(() => (window as unknown as { typed: string }).typed);
    // Typing went on through the notice, and all of it is stored in phase 1's answers.
    expect(typed.length).toBeGreaterThan(atBring);
    expect(text.startsWith(typed)).toBe(true);
    const saved = (await (await page.request.get(`/api/phase-data/${team!.id}/1`)).json()) as { data: Record<string, string> };
    expect(saved.data.company_name).toBe(typed);

    // Held at phase 2: Continue is off and says why, until the instructor releases the hold.
    await page.getByText('Your instructor is holding the room at phase 2', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue to Phase 3' }).getAttribute('aria-describedby')).toBe('fit-continue-held');
    await gql(admin.page, 'mutation($t:String!){releaseHold(tag:$t){hold}}', { t: tag });
    await expect.poll(() => page.getByText('Your instructor is holding the room', { exact: false }).count()).toBe(0);

    for (const c of [admin, ...teams]) {
      expect(c.errors).toEqual([]);
      await c.context.close();
    }
  });
});
