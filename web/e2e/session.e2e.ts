/**
 * The instructor's session view (docs/PRODUCT.md#session-view) in Chromium: a live cohort's
 * room follows its teams; the slider shows the room as the session's events up to that moment
 * give it; charts pass axe and export PNG, SVG and CSV; when the agenda finishes the page says
 * the session is finished, without a reload.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roomAt, sessionSpan, type SessionData } from '@fit/events/session';
import { createTeamInUi, gql, loginAdminInUi, newContext, screenshots, seriousViolations, useBrowser, type Page } from './browser.ts';

const browser = useBrowser();

async function open() {
  const ctx = await newContext(browser());
  const page = await ctx.context.newPage();
  return { ...ctx, page };
}

/** A REST call from the page, with its session cookie and its origin. */
const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body },
  );

/** Sets a range input (its position: whole seconds after the session's start) the way a drag does (React sees an input event). */
const slideTo = (page: Page, value: number) =>
  page.getByRole('slider', { name: 'Moment of the session' }).evaluate((el, v) => {
    const input = el as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, String(v));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);

/** The room table as shown: per team, phase number, progress, open feedback, edits. */
const shownRoom = (page: Page) =>
  page
    .getByRole('region', { name: 'Teams at this moment' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent!.trim())));

describe('session view', () => {
  it('shows a live cohort, the room at any moment, accessible charts with exports, then the finished session', async () => {
    const tag = `day-${randomBytes(3).toString('hex')}`;
    const admin = await open();
    await loginAdminInUi(admin.page);
    await gql(admin.page, 'mutation($t:String!){createCohort(tag:$t,name:"Demo Day"){tag}}', { t: tag });
    const teams: { page: Page; id: string; code: string }[] = [];
    for (const name of ['Orbit Works', 'Nova Labs', 'Quiet Crew']) {
      const t = await open();
      const code = await createTeamInUi(t.page, name);
      const { team } = await gql<{ team: { id: string } }>(t.page, 'query($c:String!){team(code:$c){id}}', { c: code });
      teams.push({ page: t.page, id: team.id, code });
    }
    await gql(admin.page, 'mutation($t:String!,$ids:[ID!]!){assignTeams(cohortTag:$t,teamIds:$ids){id}}', { t: tag, ids: teams.map((t) => t.id) });
    const [orbit, nova] = teams as [(typeof teams)[0], (typeof teams)[0]];
    await call(admin.page, 'PUT', `/api/admin/cohorts/${tag}/agenda`, {
      items: [
        { phase: 1, minutes: 1 },
        { phase: 2, minutes: 1 },
      ],
    });
    await call(admin.page, 'POST', `/api/admin/cohorts/${tag}/agenda/start`);
    // When Orbit's one edit was made, as this test saw it: before `savedAfter`, after `savedBefore`.
    const savedBefore = Date.now();
    await call(orbit.page, 'POST', '/api/phase-data', { teamId: orbit.id, phaseNumber: 1, data: { product_idea: 'Students who cook' } });
    const savedAfter = Date.now();
    await call(orbit.page, 'PATCH', `/api/teams/${orbit.id}/phase`, { currentPhase: 2 });
    const thread = await call(admin.page, 'POST', `/api/feedback/${nova.id}`, { phaseNumber: 1, text: 'Who pays?' });
    await call(nova.page, 'POST', `/api/feedback/threads/${thread.id}/replies`, { text: 'Parents' });
    await call(admin.page, 'POST', `/api/admin/cohorts/${tag}/agenda/skip`);
    await call(admin.page, 'POST', `/api/admin/cohorts/${tag}/agenda/bring`, { phase: 2, noticeSeconds: 0, hold: true });

    // From the dashboard's cohort card to the session view.
    await admin.page.goto('/admin');
    await admin.page.getByRole('tab', { name: 'Cohorts' }).click();
    const card = admin.page.locator(`[data-cohort-tag="${tag}"]`);
    await card.getByRole('link', { name: 'Session' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Session: Demo Day' }).waitFor();
    await admin.page.getByText('Live — updates as the room moves').waitFor();
    for (const title of ['Timeline', 'Time per phase', 'Activity', 'Feedback', 'Voting and judging'])
      await admin.page.getByRole('region', { name: title, exact: true }).waitFor();

    // Now: the bring has moved every open team page to phase 2 (live), Nova has one open comment.
    await expect
      .poll(async () => (await shownRoom(admin.page)).map((r) => [r[0], r[1]!.split('.')[0], r[3]]))
      .toEqual([
        ['Nova Labs', '2', '1'],
        ['Orbit Works', '2', '0'],
        ['Quiet Crew', '2', '0'],
      ]);

    // The slider's moments show the room as the session's events up to then give it.
    const session = (await call(admin.page, 'GET', `/api/admin/cohorts/${tag}/session`)) as SessionData;
    const slider = admin.page.getByRole('slider', { name: 'Moment of the session' });
    const from = sessionSpan(session, Date.parse(session.marks.at(-1)!.at))!.from;
    const positionOf = (t: number) => Math.ceil((t - from) / 1000);
    for (const m of session.marks.filter((x) => x.kind === 'phase' || x.kind === 'comment' || x.kind === 'joined')) {
      const i = positionOf(Date.parse(m.at));
      await slideTo(admin.page, i);
      const expected = roomAt(session, from + i * 1000).teams.map((t) => [t.name, String(t.currentPhase), String(t.openFeedback), String(t.edits)]);
      await expect.poll(async () => (await shownRoom(admin.page)).map((r) => [r[0], r[1]!.split('.')[0], r[3], r[4]])).toEqual(expected);
    }
    // Edits so far, against the events themselves: none before Orbit's save, one from it on. (At
    // the last second before the save Orbit may not have joined the cohort yet: no row, no edit.)
    const orbitEdits = async () => (await shownRoom(admin.page)).find((r) => r[0] === 'Orbit Works')?.[4] ?? '0';
    await slideTo(admin.page, Math.floor((savedBefore - from) / 1000));
    await expect.poll(orbitEdits).toBe('0');
    await slideTo(admin.page, positionOf(savedAfter));
    await expect.poll(orbitEdits).toBe('1');
    await slideTo(admin.page, 0);
    await admin.page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(0);
    await admin.page.getByRole('button', { name: 'Pause' }).click();

    // Accessible (axe), and every chart exports.
    expect(await seriousViolations(admin.page)).toEqual([]);
    const timeline = admin.page.getByRole('region', { name: 'Timeline', exact: true });
    const saved = async (label: string) => {
      const [download] = await Promise.all([admin.page.waitForEvent('download'), timeline.getByRole('button', { name: label }).click()]);
      return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
    };
    const csv = await saved('CSV');
    expect(csv.name).toBe(`session-${tag}-timeline.csv`);
    expect(csv.bytes.toString('utf8')).toMatch(/^Row,Phase,From,To,Minutes\r\n/);
    expect(csv.bytes.toString('utf8')).toContain('Orbit Works,2 Competition Analysis');
    const svg = await saved('SVG');
    expect(svg.bytes.toString('utf8')).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const png = await saved('PNG');
    expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Every other chart's drawing too, each download finished before the next is asked for: the
    // browser drops a download asked for while the one before is still starting.
    for (const [title, file] of [
      ['Time per phase', 'time-per-phase'],
      ['Activity', 'activity'],
      ['Feedback', 'feedback'],
      ['Voting and judging', 'voting'],
    ] as const) {
      const figure = admin.page.getByRole('region', { name: title, exact: true });
      const [download] = await Promise.all([admin.page.waitForEvent('download'), figure.getByRole('button', { name: 'SVG', exact: true }).click()]);
      expect(download.suggestedFilename()).toBe(`session-${tag}-${file}.svg`);
      expect(readFileSync((await download.path())!).toString('utf8')).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }

    await admin.page.getByRole('button', { name: 'Back to now' }).click();
    await screenshots(admin.context, `/admin/cohorts/${tag}/session`, 'session');

    // The agenda finishes: the open page says so by itself.
    await call(admin.page, 'POST', `/api/admin/cohorts/${tag}/agenda/skip`);
    await admin.page.getByText('Session finished').waitFor();
    await expect.poll(() => admin.page.getByTestId('room-agenda').textContent()).toContain('Finished');
    expect(admin.errors).toEqual([]);
    expect(admin.foreign).toEqual([]);
  });
});
