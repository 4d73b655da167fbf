/**
 * A team page's live views right after the page's session changed, in headless Chromium against
 * the real app. A live connection keeps the identity it was opened with, so wherever a page's
 * session changes — logging in with the secure link, joining by code, joining again after the
 * session was lost — its live views must start over with the new session: the instructor's
 * comment, the agenda's countdown, an announcement and a teammate's presence all show within
 * 8 s. Each change is made slow on purpose (the request is held back), as on a loaded machine.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { ADMIN, baseUrl, newContext, useBrowser, type Page } from './browser.ts';

const browserOf = useBrowser();
const LIVE_MS = 8000;
/** How long a session-changing request is held back before it goes to the server. */
const SLOW_MS = 2500;
const FIELD = 'Company name';

interface Team {
  id: string;
  code: string;
  accessToken: string;
  tag: string;
}

const code = () =>
  randomBytes(8)
    .toString('hex')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 4);

async function ok<T = any>(res: Promise<import('playwright-core').APIResponse>): Promise<T> {
  const r = await res;
  if (!r.ok()) throw new Error(`${r.url()} → ${r.status()}: ${await r.text()}`);
  return (await r.json()) as T;
}

/** Holds back the page's GraphQL operation of this name (the session change it makes is slow). */
async function slowDown(context: BrowserContext, operationName: string) {
  await context.route('**/graphql', async (route) => {
    if (route.request().method() === 'POST' && (route.request().postData() ?? '').includes(`"operationName":"${operationName}"`)) {
      await new Promise((r) => setTimeout(r, SLOW_MS));
    }
    await route.continue();
  });
}

const operationAnswered = (page: Page, operationName: string) =>
  page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(`"operationName":"${operationName}"`), {
    timeout: 30_000,
  });

describe("a team page's live views start over when its session changes", () => {
  let admin: APIRequestContext;
  let adminContext: BrowserContext;

  beforeAll(async () => {
    adminContext = await browserOf().newContext({ baseURL: baseUrl() });
    admin = adminContext.request;
    await ok(admin.post('/api/auth/admin/login', { data: ADMIN() }));
  });
  afterAll(() => adminContext?.close());

  /** A team (made from a browser of its own) in a cohort of its own with a planned agenda. */
  async function teamInCohort(name: string): Promise<Team> {
    const tag = `live-${randomBytes(3).toString('hex')}`;
    await ok(admin.post('/api/admin/cohorts', { data: { tag, name: `Cohort ${name}` } }));
    const maker = await browserOf().newContext({ baseURL: baseUrl() });
    const team = await ok<{ id: string; code: string; accessToken: string }>(maker.request.post('/api/teams', { data: { name, code: code() } }));
    await maker.close();
    await ok(admin.post(`/api/admin/cohorts/${tag}/teams`, { data: { teamIds: [team.id] } }));
    await ok(admin.put(`/api/admin/cohorts/${tag}/agenda`, { data: { items: [{ phase: 1, minutes: 30 }] } }));
    return { ...team, tag };
  }

  /**
   * Right after the change: the instructor starts the agenda, announces and comments; a teammate
   * opens the phase and goes into a field. The page shows each, live.
   */
  async function liveViewsFollow(page: Page, team: Team, round: string) {
    const announcement = `Announcement ${round}`;
    const comment = `Comment ${round}`;
    await ok(admin.post(`/api/admin/cohorts/${team.tag}/agenda/start`));
    await ok(admin.post(`/api/admin/cohorts/${team.tag}/announcements`, { data: { text: announcement } }));
    await ok(admin.post(`/api/feedback/${team.id}`, { data: { phaseNumber: 1, fieldId: null, text: comment } }));
    const pace = page.getByRole('region', { name: 'Workshop pace' });
    await pace.getByText(announcement, { exact: true }).waitFor({ timeout: LIVE_MS });
    await pace.getByRole('timer').waitFor({ timeout: LIVE_MS });
    await page.getByRole('region', { name: 'Feedback on the whole phase' }).getByText(comment).waitFor({ timeout: LIVE_MS });

    const mate = await newContext(browserOf());
    const matePage = await mate.context.newPage();
    await matePage.goto(`/phase/1?team_id=${team.code}`);
    // The teammate's page is live once it sees this page on the phase: loaded, joined, its document
    // synced (how long that takes is the new page's, not this page's live view's). From then on,
    // where the teammate goes shows here within a live view's wait.
    await matePage.getByText(/^Also on this phase:/).waitFor({ timeout: 30_000 });
    await matePage.getByLabel(FIELD, { exact: true }).click();
    await page.getByRole('img', { name: /is in this field$/ }).waitFor({ timeout: LIVE_MS });
    await mate.context.close();
    await ok(admin.post(`/api/admin/cohorts/${team.tag}/agenda/reset`));
  }

  it('after logging in with the secure link (the login slow)', async () => {
    const team = await teamInCohort('Link Crew');
    const { context } = await newContext(browserOf());
    await slowDown(context, 'TeamLogin');
    const page = await context.newPage();
    await page.goto(`/phase/1?team_id=${team.code}&token=${team.accessToken}`);
    // The session started: the token leaves the address once the login landed.
    await page.waitForURL((url) => !url.searchParams.has('token'), { timeout: 30_000 });
    await liveViewsFollow(page, team, 'after the link login');
    await context.close();
  });

  it('after joining by code (the join slow)', async () => {
    const team = await teamInCohort('Code Crew');
    const { context } = await newContext(browserOf());
    await slowDown(context, 'JoinTeam');
    const page = await context.newPage();
    const joined = operationAnswered(page, 'JoinTeam');
    await page.goto(`/phase/1?team_id=${team.code}`);
    await joined;
    await liveViewsFollow(page, team, 'after the join');
    await context.close();
  });

  it('after joining again when the session was lost (the re-join slow)', async () => {
    const team = await teamInCohort('Rejoin Crew');
    const { context } = await newContext(browserOf());
    const page = await context.newPage();
    await page.goto(`/phase/1?team_id=${team.code}`);
    await page.getByLabel(FIELD, { exact: true }).waitFor();
    await liveViewsFollow(page, team, 'before the session was lost');

    // The session ends under the page (as Switch Team in another tab of this browser does): its
    // sockets are closed, the document's refusal makes the page join again — slowly.
    await slowDown(context, 'JoinTeam');
    const rejoined = operationAnswered(page, 'JoinTeam');
    await ok(context.request.post('/api/auth/team/logout'));
    await rejoined;
    await liveViewsFollow(page, team, 'after the re-join');
    await context.close();
  });
});
