/**
 * The embed as a programme website uses it: a page on ANOTHER origin (a second local port)
 * loads `${E2E_BASE_URL}/widget.js` with one script tag. It shows 'Results Not Yet Available';
 * the instructor reveals over the REST API (docs/API.md); the podium appears in rank order without
 * a reload. Runs in the e2e project (web/e2e/vitest.config.ts), whose global setup starts the
 * real app and sets E2E_BASE_URL / E2E_ADMIN_USERNAME / E2E_ADMIN_PASSWORD.
 */
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
// The one set of Chromium launch flags (this machine's closed network needs them all).
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../../web/e2e/browser.ts';

const BASE = process.env.E2E_BASE_URL ?? '';

/** A cookie jar over fetch: one instance is one browser session (admin, or one team). */
class Session {
  private cookies = new Map<string, string>();
  async call<T = any>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0]!;
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const text = await res.text();
    // A non-successful response is "status: body" (docs/PRODUCT.md#calls).
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text || res.statusText}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

interface Team {
  id: string;
  code: string;
  name: string;
  session: Session;
}

/** The foreign site: its own origin, one script tag pointing at the app. */
function startHostSite(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.url === '/' || req.url?.startsWith('/?')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(html);
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ url: `http://localhost:${(server.address() as { port: number }).port}`, server })));
}

/** Text and state of the first widget's shadow root, read in the page. */
const widgetState = (page: Page) =>
  page.evaluate(() => {
    const section = document.querySelector('fit-results')?.shadowRoot?.querySelector('section');
    return { state: section?.getAttribute('data-state') ?? null, text: section?.textContent ?? '' };
  });

const until = async (page: Page, state: string, timeout = 20_000) => {
  await page.waitForFunction((s) => document.querySelector('fit-results')?.shadowRoot?.querySelector('section')?.getAttribute('data-state') === s, state, {
    timeout,
    polling: 100,
  });
};

describe('results widget embedded on another origin', () => {
  const tag = `widget-e2e-${randomBytes(3).toString('hex')}`;
  const admin = new Session();
  let teams: Team[] = [];
  let browser: Browser;
  let host: { url: string; server: Server };

  beforeAll(async () => {
    if (!BASE) throw new Error('E2E_BASE_URL is not set: run through the e2e project (web/e2e/vitest.config.ts)');
    if (!existsSync(resolve(import.meta.dirname, '../dist/widget.js'))) throw new Error('widget/dist/widget.js is missing: npm run build -w widget');
    const widgetJs = await fetch(`${BASE}/widget.js`);
    if (!widgetJs.ok) throw new Error(`the app does not serve /widget.js (${widgetJs.status})`);

    // The instructor sets up a cohort of four teams that all submit and vote (REST paths).
    await admin.call('POST', '/api/auth/admin/login', { username: process.env.E2E_ADMIN_USERNAME, password: process.env.E2E_ADMIN_PASSWORD });
    await admin.call('POST', '/api/admin/cohorts', { tag, name: 'Widget Demo Day', description: 'e2e' });
    const names = ['Alpha Rockets', 'Beta Moon', 'Gamma Comet', '<b>Delta</b> & "Co"'];
    teams = [];
    for (const name of names) {
      const session = new Session();
      const code = randomBytes(8)
        .toString('hex')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 4);
      const team = await session.call<{ id: string; code: string }>('POST', '/api/teams', { name, code });
      teams.push({ id: team.id, code: team.code, name, session });
    }
    await admin.call('POST', `/api/admin/cohorts/${tag}/teams`, { teamIds: teams.map((t) => t.id) });
    for (const [i, t] of teams.entries()) {
      await t.session.call('PATCH', `/api/teams/${t.id}/website`, { websiteUrl: `https://team-${i}.example` });
    }
    await admin.call('PATCH', `/api/admin/cohorts/${tag}`, { votingOpen: true });

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    host = await startHostSite(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Programme site</title>
<style>
  /* The host page's styles must not reach into the widget. */
  p, li, h2, h3, a { color: rgb(255, 0, 0) !important; font-family: monospace !important; }
  body { font-size: 40px; }
</style></head>
<body>
  <h1>Our programme</h1>
  <script src="${BASE}/widget.js" data-cohort="${tag}" data-mode="full" async></script>
  <p id="after">Text after the widget</p>
</body></html>`);
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((ok) => (host?.server ? host.server.close(ok) : ok(null)));
  });

  it("shows 'Results Not Yet Available', then the podium in rank order once the instructor reveals — without reload", async () => {
    const page = await browser.newPage();
    const hosts = new Set<string>();
    const withCookies: string[] = [];
    page.on('request', (req) => {
      hosts.add(new URL(req.url()).origin);
      if (req.url().startsWith(BASE) && req.headers().cookie) withCookies.push(req.url());
    });
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));

    await page.goto(host.url);
    expect(new URL(host.url).origin).not.toBe(new URL(BASE).origin);
    await until(page, 'hidden');
    const before = await widgetState(page);
    expect(before.text).toContain('Results Not Yet Available');
    expect(before.text).toContain('Voting Results: Widget Demo Day');
    // mounted right after its script tag
    expect(await page.evaluate(() => document.querySelector('fit-results')?.nextElementSibling?.id)).toBe('after');
    // the host page's styles stay outside
    const color = await page.evaluate(() => getComputedStyle(document.querySelector('fit-results')!.shadowRoot!.querySelector('p')!).color);
    expect(color).not.toBe('rgb(255, 0, 0)');

    // Every team votes (4 teams: 3 votes each). Totals: Alpha 9, Beta 7, Gamma 5, Delta 3.
    const [a, b, c, d] = teams as [Team, Team, Team, Team];
    const ballots: [Team, Team[]][] = [
      [a, [b, c, d]],
      [b, [a, c, d]],
      [c, [a, b, d]],
      [d, [a, b, c]],
    ];
    for (const [voter, picks] of ballots) {
      await voter.session.call('POST', `/api/showcase/${tag}/vote`, { votes: picks.map((t, i) => ({ voted_for_team_id: t.id, rank: i + 1 })) });
    }
    // still hidden: votes alone reveal nothing
    expect((await widgetState(page)).state).toBe('hidden');

    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await admin.call('PATCH', `/api/admin/cohorts/${tag}`, { resultsVisible: true });
    await until(page, 'results');

    const shown = await page.evaluate(() => {
      const root = document.querySelector('fit-results')!.shadowRoot!;
      const names = (part: string) => [...root.querySelectorAll(`[data-part="${part}"] > li [data-part="team-name"]`)].map((n) => n.textContent);
      return {
        noReload: (window as unknown as { __noReload?: boolean }).__noReload === true,
        podium: names('podium'),
        leaderboard: names('leaderboard'),
        points: [...root.querySelectorAll('[data-part="podium"] > li')].map((li) => li.textContent?.match(/(\d+) points?/)?.[1]),
        heading: root.querySelector('h3')?.textContent,
        links: [...root.querySelectorAll('[data-part="podium"] a')].map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('rel'), l.getAttribute('target')]),
        markup: root.querySelectorAll('b').length,
      };
    });
    expect(shown.noReload).toBe(true);
    expect(shown.heading).toBe('Championship Podium');
    expect(shown.podium).toEqual(['Alpha Rockets', 'Beta Moon', 'Gamma Comet']);
    expect(shown.points).toEqual(['9', '7', '5']);
    expect(shown.leaderboard).toEqual(['Alpha Rockets', 'Beta Moon', 'Gamma Comet', '<b>Delta</b> & "Co"']);
    expect(shown.markup).toBe(0);
    expect(shown.links).toEqual([
      ['Visit Alpha Rockets', 'https://team-0.example/', 'noopener noreferrer', '_blank'],
      ['Visit Beta Moon', 'https://team-1.example/', 'noopener noreferrer', '_blank'],
      ['Visit Gamma Comet', 'https://team-2.example/', 'noopener noreferrer', '_blank'],
    ]);

    // Only the host page and the app were contacted; no cookies went to the app; one live socket.
    expect([...hosts].sort()).toEqual([new URL(BASE).origin, new URL(host.url).origin].sort());
    expect(withCookies).toEqual([]);
    expect(sockets).toEqual([`${BASE.replace(/^http/, 'ws')}/graphql`]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("follows the instructor's reveal steps live: 3rd, then 2nd, then 1st and the full list", async () => {
    const page = await browser.newPage();
    await page.goto(host.url);
    await until(page, 'results');
    const waitPodium = (names: string[]) =>
      page.waitForFunction(
        (expected) =>
          JSON.stringify(
            [...(document.querySelector('fit-results')?.shadowRoot?.querySelectorAll('[data-part="podium"] > li [data-part="team-name"]') ?? [])].map(
              (n) => n.textContent,
            ),
          ) === JSON.stringify(expected),
        names,
        { timeout: 5000, polling: 50 },
      );
    const step = (stage: number, rehearsal = false) => admin.call('PUT', `/api/admin/cohorts/${tag}/reveal`, { stage, rehearsal });

    await step(0);
    await waitPodium([]);
    await step(1);
    await waitPodium(['Gamma Comet']);
    expect(await page.evaluate(() => document.querySelector('fit-results')!.shadowRoot!.querySelector('[data-part="leaderboard"]'))).toBeNull();
    await step(2);
    await waitPodium(['Beta Moon', 'Gamma Comet']);
    await step(3);
    await waitPodium(['Alpha Rockets', 'Beta Moon', 'Gamma Comet']);
    // A rehearsal is for the room's projector: the embedded widget keeps the real, full results.
    await step(1, true);
    const publicRows = (await (await fetch(`${BASE}/api/showcase/${tag}/results`)).json()) as { teamName: string }[];
    expect(publicRows.slice(0, 3).map((r) => r.teamName)).toEqual(['Alpha Rockets', 'Beta Moon', 'Gamma Comet']);
    await admin.call('DELETE', `/api/admin/cohorts/${tag}/reveal`);
    await waitPodium(['Alpha Rockets', 'Beta Moon', 'Gamma Comet']);
    await page.close();
  });
  it("a prize category's podium (data-category) on another site: shown, and following a late jury score live", async () => {
    // A jury category with one criterion; one judge assigned to every team scores three of them.
    const category = await admin.call<{ categoryId: string }>('POST', `/api/admin/cohorts/${tag}/categories`, {
      name: 'Best pitch',
      method: 'jury',
      criteria: ['Clarity'],
    });
    const invited = await admin.call<{ link: string }>('POST', `/api/admin/cohorts/${tag}/judges`, { name: 'Ada Lovelace' });
    await admin.call('PUT', `/api/admin/cohorts/${tag}/judges/assignment`, { judgesPerTeam: 1 });
    await admin.call('PUT', `/api/admin/cohorts/${tag}/judging`, { open: true });
    const judge = new Session();
    await judge.call('POST', '/api/auth/judge/login', { token: invited.link.replace('/judge/', '') });
    const [a, b, c, d] = teams as [Team, Team, Team, Team];
    const score = (t: Team, clarity: number) => judge.call('PUT', '/api/judge/scores', { categoryId: category.categoryId, teamId: t.id, scores: [clarity] });
    await score(a, 4);
    await score(b, 3);
    await score(c, 2);

    const site = await startHostSite(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Programme site: prizes</title></head>
<body><script src="${BASE}/widget.js" data-cohort="${tag}" data-category="best pitch" async></script></body></html>`);
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      const refusals: string[] = [];
      page.on('response', async (res) => {
        if (res.url().startsWith(`${BASE}/graphql`) && res.request().method() === 'POST') {
          const body = await res.text().catch(() => '');
          if (body.includes('"errors"')) refusals.push(body);
        }
      });
      const frames: string[] = [];
      page.on('websocket', (ws) => ws.on('framereceived', (f) => typeof f.payload === 'string' && f.payload.includes('"error"') && frames.push(f.payload)));
      await page.goto(site.url);
      expect(new URL(site.url).origin).not.toBe(new URL(BASE).origin);
      await until(page, 'results');
      const podium = () =>
        page.evaluate(() =>
          [...(document.querySelector('fit-results')?.shadowRoot?.querySelectorAll('[data-part="podium"] > li') ?? [])].map((li) => ({
            name: li.querySelector('[data-part="team-name"]')?.textContent,
            text: li.textContent ?? '',
          })),
        );
      const shown = await podium();
      expect(shown.map((p) => p.name)).toEqual(['Alpha Rockets', 'Beta Moon', 'Gamma Comet']);
      expect(shown[0]!.text).toContain('score 75 / 100');
      expect((await widgetState(page)).text).toContain('Voting Results: Widget Demo Day — Best pitch');

      // A late score: the judge scores the fourth team; the embedded podium follows without a reload.
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      await score(d, 5);
      await page.waitForFunction(
        () =>
          [...(document.querySelector('fit-results')?.shadowRoot?.querySelectorAll('[data-part="podium"] > li [data-part="team-name"]') ?? [])][0]?.textContent ===
          '<b>Delta</b> & "Co"',
        undefined,
        { timeout: 10_000, polling: 100 },
      );
      expect((await podium()).map((p) => p.name)).toEqual(['<b>Delta</b> & "Co"', 'Alpha Rockets', 'Beta Moon']);
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
      // Neither the query nor the subscription was refused.
      expect(refusals).toEqual([]);
      expect(frames).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await new Promise((ok) => site.server.close(ok));
    }
  });

  it('an erased team on a widget in Arabic left open: named in Arabic at once, without a reload', async () => {
    const site = await startHostSite(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Programme site: Arabic</title></head>
<body><script src="${BASE}/widget.js" data-cohort="${tag}" data-mode="full" data-lang="ar" async></script></body></html>`);
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(site.url);
      await until(page, 'results');
      const leaderboard = () =>
        page.evaluate(() =>
          [...(document.querySelector('fit-results')?.shadowRoot?.querySelectorAll('[data-part="leaderboard"] > li [data-part="team-name"]') ?? [])].map(
            (n) => n.textContent,
          ),
        );
      expect(await leaderboard()).toEqual(['Alpha Rockets', 'Beta Moon', 'Gamma Comet', '<b>Delta</b> & "Co"']);

      // The instructor erases the fourth team; the widget hears it on its cohort's subscription.
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      const d = teams[3]!;
      await admin.call('POST', `/api/admin/teams/${d.id}/erase`, { confirmCode: d.code });
      await page.waitForFunction(
        () =>
          [...(document.querySelector('fit-results')?.shadowRoot?.querySelectorAll('[data-part="leaderboard"] > li [data-part="team-name"]') ?? [])].some(
            (n) => n.textContent === 'فريق ممحو',
          ),
        undefined,
        { timeout: 20_000, polling: 100 },
      );
      // Its place and points are as they were; the API's English marker is nowhere on the widget.
      expect(await leaderboard()).toEqual(['Alpha Rockets', 'Beta Moon', 'Gamma Comet', 'فريق ممحو']);
      const { text } = await widgetState(page);
      expect(text).not.toContain('Erased team');
      expect(text).not.toContain('Delta');
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
      // The API still names it in English, with the flag beside it.
      const rows = (await (await fetch(`${BASE}/api/showcase/${tag}/results`)).json()) as { teamId: string; teamName: string; erased: boolean }[];
      expect(rows.find((r) => r.teamId === d.id)).toMatchObject({ teamName: 'Erased team', erased: true });
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await new Promise((ok) => site.server.close(ok));
    }
  });
});
