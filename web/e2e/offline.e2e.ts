/**
 * The participant's pages with no network (docs/PRODUCT.md#offline), in headless Chromium with
 * the browser context taken offline: the installed service worker opens the team's phase page,
 * typing is kept on the device across a reload and a closed tab and merged with a teammate's
 * when the network is back; a vote is refused offline and cast once online; a new deployment
 * while a page is open keeps its typing; signing out leaves nothing of the team on the device.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  SCREENSHOT_DIR,
  shot,
  baseUrl,
  createTeamInUi,
  saveState,
  gql,
  loginAdminInUi,
  newContext,
  screenshots,
  useBrowser,
  type BrowserContext,
  type Page,
} from './browser.ts';

const browserOf = useBrowser();

const NAME = 'Company name';
const IDEA = 'Your idea in two or three sentences';
const OFFLINE_STATUS = 'Offline — changes kept on this device';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const status = saveState;
const waiting = (page: Page) => page.getByTestId('save-waiting').textContent();

async function open() {
  const ctx = await newContext(browserOf(), undefined, { serviceWorkers: 'allow' });
  const page = await ctx.context.newPage();
  return { ...ctx, page };
}

/** A page is installed for offline use once its service worker holds the app and controls it. */
async function installed(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, { timeout: 30_000 });
}

/** The team's phase-1 answers as the server holds them. */
async function serverAnswers(page: Page, teamId: string): Promise<Record<string, string>> {
  const res = await page.request.get(`/api/phase-data/${teamId}/1`);
  return res.ok() ? ((await res.json()) as { data: Record<string, string> }).data : {};
}

/** What the device keeps: IndexedDB database names, Cache Storage URLs, and the doc-state keys. */
function deviceCopy(page: Page) {
  return page.evaluate(async () => {
    const dbs = (await indexedDB.databases()).map((d) => d.name ?? '');
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(`${name} ${req.url}`);
    const keys = Object.keys(localStorage);
    return { dbs, urls, keys };
  });
}

/**
 * The app at `target` behind a proxy on its own port; after deploy(build), the service worker
 * and the page it serves are those of a new build (the worker's precache names a new revision of
 * index.html, and that page carries <meta name="fit-build">). WebSockets pass through.
 */
async function deployable(target: string) {
  const up = new URL(target);
  let build: string | null = null;
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const rewrite = build !== null && req.method === 'GET' && /^\/(sw\.js|index\.html)(\?|$)/.test(url);
    const headers = { ...req.headers };
    // Asked whole (a 304 for the old file would tell the browser nothing changed), uncompressed.
    if (rewrite) for (const h of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[h];
    const forward = request({ host: up.hostname, port: up.port, path: url, method: req.method, headers }, (answer) => {
      if (!rewrite) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = url.startsWith('/sw.js')
          ? text.replace(/(\{url:"index\.html",revision:")[0-9a-f]+/, `$1${build}`)
          : text.replace('<head>', `<head><meta name="fit-build" content="${build}">`);
        const { 'content-length': _length, etag: _etag, 'last-modified': _modified, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, rest);
        res.end(body);
      });
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.on('upgrade', (req, socket, head) => {
    const raw = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) raw.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    const tunnel = connect(Number(up.port), up.hostname, () => {
      tunnel.write(`${raw.join('\r\n')}\r\n\r\n`);
      tunnel.write(head);
      socket.pipe(tunnel);
      tunnel.pipe(socket);
    });
    tunnel.on('error', () => socket.destroy());
    socket.on('error', () => tunnel.destroy());
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: (b: string) => void (build = b),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

async function teamIdOf(page: Page, code: string) {
  return ((await (await page.request.get(`/api/teams/${code}`)).json()) as { id: string }).id;
}

describe('offline', () => {
  it('is installable: a manifest with icons, and a worker the browser checks for a new build', async () => {
    const { context, page } = await open();
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const app = (await manifest.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose?: string }[] };
    expect(app).toMatchObject({ name: 'Found-in-Two', start_url: '/', display: 'standalone' });
    expect(app.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual(['192x192', '512x512', '512x512 maskable']);
    for (const icon of app.icons) {
      const res = await page.request.get(icon.src);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    // Revalidated on every check, so a deployment is seen at the next one.
    expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    await installed(page);
    await context.close();
  });

  it('a phase page opened once works offline across a reload and a closed tab; back online the server holds every keystroke, merged with a teammate’s', async () => {
    const a = await open();
    const code = await createTeamInUi(a.page, 'Offline Owls');
    const teamId = await teamIdOf(a.page, code);
    await status(a.page, 'Saved');
    // The first visit installs the app for offline use.
    await installed(a.page);

    // Reloaded with no network: the page, its phase and the team come from this device.
    await a.context.setOffline(true);
    await a.page.reload();
    await a.page.getByRole('heading', { level: 1, name: 'Market & Competitor Research' }).waitFor();
    await a.page.getByText('Offline Owls').first().waitFor();
    await status(a.page, OFFLINE_STATUS);
    await a.page.getByText('You are offline.', { exact: true }).waitFor();

    // Typing offline: each keystroke is kept in IndexedDB and counted as waiting.
    const typed = 'Owl Post';
    await field(a.page, NAME).pressSequentially(typed);
    await expect.poll(() => waiting(a.page)).toBe(`${typed.length} changes wait to be saved`);

    // The tab is closed and opened again, still offline: the typing is there, still waiting.
    await a.page.close();
    const again = await a.context.newPage();
    await again.goto(`/phase/1?team_id=${code}`);
    await status(again, OFFLINE_STATUS);
    await expect.poll(() => field(again, NAME).inputValue()).toBe(typed);
    await expect.poll(() => waiting(again)).toBe(`${typed.length} changes wait to be saved`);
    const more = ' Express';
    await field(again, NAME).press('End');
    await field(again, NAME).pressSequentially(more);
    await expect.poll(() => waiting(again)).toBe(`${typed.length + more.length} changes wait to be saved`);
    // Nothing of it reached the server yet.
    expect((await serverAnswers(again, teamId)).company_name ?? '').toBe('');
    await screenshots(a.context, `/phase/1?team_id=${code}`, 'offline-phase');

    // Meanwhile a teammate, online in a browser of their own, types into the same field and another.
    const b = await open();
    await b.page.goto(`/phase/1?team_id=${code}`);
    await status(b.page, 'Saved');
    await field(b.page, NAME).pressSequentially('Hoot ');
    await field(b.page, IDEA).pressSequentially('Letters by night.');
    await expect.poll(() => serverAnswers(b.page, teamId)).toMatchObject({ company_name: 'Hoot ', product_idea: 'Letters by night.' });

    // Back online: the waiting edits are sent, merged with the teammate's, and acknowledged.
    await a.context.setOffline(false);
    await status(again, 'Saved');
    await expect.poll(() => waiting(again)).toMatch(/^\d{1,2}:\d{2}/);
    const merged = await serverAnswers(again, teamId);
    expect(merged.company_name).toContain('Hoot ');
    expect(merged.company_name).toContain(`${typed}${more}`);
    expect(merged.company_name).toHaveLength('Hoot '.length + typed.length + more.length);
    expect(merged.product_idea).toBe('Letters by night.');
    await expect.poll(() => field(again, NAME).inputValue()).toBe(merged.company_name);
    await expect.poll(() => field(b.page, NAME).inputValue()).toBe(merged.company_name);
    await expect.poll(() => field(again, IDEA).inputValue()).toBe('Letters by night.');

    expect(a.foreign).toEqual([]);
    expect(a.errors).toEqual([]);
    await b.context.close();
    await a.context.close();
  });

  it('typing offline survives a restarted browser, and is saved when the network is back', async () => {
    // A browser profile on disk, closed and started again (what a phone does to a tab it drops).
    const dir = mkdtempSync(join(tmpdir(), 'fit-offline-'));
    const launch = () =>
      chromium.launchPersistentContext(dir, {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        headless: true,
        baseURL: baseUrl(),
        viewport: { width: 1280, height: 900 },
      });
    try {
      let context = await launch();
      let page = context.pages()[0] ?? (await context.newPage());
      const code = await createTeamInUi(page, 'Restart Robins');
      const teamId = await teamIdOf(page, code);
      await status(page, 'Saved');
      await installed(page);
      await context.setOffline(true);
      await status(page, OFFLINE_STATUS);
      await field(page, NAME).pressSequentially('Robin');
      await expect.poll(() => waiting(page)).toBe('5 changes wait to be saved');
      await context.close();

      context = await launch();
      await context.setOffline(true);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`/phase/1?team_id=${code}`);
      await status(page, OFFLINE_STATUS);
      await expect.poll(() => field(page, NAME).inputValue()).toBe('Robin');
      await expect.poll(() => waiting(page)).toBe('5 changes wait to be saved');
      await context.setOffline(false);
      await status(page, 'Saved');
      await expect.poll(() => serverAnswers(page, teamId)).toMatchObject({ company_name: 'Robin' });
      await context.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a vote while offline is refused before anything is sent, and cast once back online', async () => {
    const tag = `offline-${randomBytes(3).toString('hex')}`;
    const admin = await open();
    await loginAdminInUi(admin.page);
    await gql(admin.page, 'mutation($t:String!){createCohort(tag:$t,name:"Offline Demo Day"){tag}}', { t: tag });
    const names = ['Quiet Quokkas', 'Roaming Ravens', 'Sleepy Sloths'];
    const teams: { id: string; page: Page; context: BrowserContext }[] = [];
    for (const name of names) {
      const t = await open();
      const code = await createTeamInUi(t.page, name);
      teams.push({ id: await teamIdOf(t.page, code), page: t.page, context: t.context });
    }
    await gql(admin.page, 'mutation($t:String!,$ids:[ID!]!){assignTeams(cohortTag:$t,teamIds:$ids){id}}', { t: tag, ids: teams.map((t) => t.id) });
    for (const [i, t] of teams.entries()) {
      await gql(t.page, 'mutation($id:ID!,$u:String!){submitWebsite(teamId:$id,websiteUrl:$u){id}}', { id: t.id, u: `offline-${i}.example.org` });
    }
    await gql(admin.page, 'mutation($t:String!){updateCohort(tag:$t,input:{votingOpen:true}){tag}}', { t: tag });

    const voter = teams[0]!;
    const page = voter.page;
    const sent: string[] = [];
    voter.context.on('request', (req) => {
      if (req.method() === 'POST' && (req.postData() ?? '').includes('castBallot')) sent.push(req.url());
    });
    await page.goto(`/showcase/${tag}`);
    await page.getByRole('heading', { name: 'Voting Instructions' }).waitFor();
    await page
      .getByRole('group', { name: `Rank ${names[1]}` })
      .getByRole('button', { name: '1st', exact: true })
      .click();
    await page
      .getByRole('group', { name: `Rank ${names[2]}` })
      .getByRole('button', { name: '2nd', exact: true })
      .click();

    await voter.context.setOffline(true);
    await page.getByText('You are offline.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Submit Votes' }).click();
    await page.getByText('Failed to submit votes', { exact: true }).waitFor();
    await page.getByText('You are offline, and this needs the network: nothing was sent. Try again when you are back online.', { exact: true }).waitFor();
    expect(sent).toEqual([]);
    // The ranks chosen stay; the button is there to try again.
    expect(
      await page
        .getByRole('group', { name: `Rank ${names[1]}` })
        .getByRole('button', { name: '1st', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await voter.context.setOffline(false);
    await expect.poll(() => page.getByText('You are offline.', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Submit Votes' }).click();
    await page.getByRole('heading', { name: 'Thank you for voting!' }).waitFor();
    expect(sent).toHaveLength(1);
    const { votingProgress } = await gql<{ votingProgress: { votedCount: number } }>(page, 'query($t:String!){votingProgress(cohortTag:$t){votedCount}}', { t: tag });
    expect(votingProgress.votedCount).toBe(1);
    const { myVotes } = await gql<{ myVotes: { rank: number }[] }>(page, 'query($t:String!){myVotes(cohortTag:$t){rank}}', { t: tag });
    expect(myVotes.map((v) => v.rank).sort()).toEqual([1, 2]);

    for (const t of teams) await t.context.close();
    await admin.context.close();
  });

  it('a new deployment while a phase page is open: the page offers to reload, and the typing is kept', async () => {
    // The app behind a proxy that can switch it to a new build: its worker then precaches a
    // changed page that names the build (what a deployment of new code looks like to a browser).
    const app = await deployable(baseUrl());
    const context = await browserOf().newContext({ baseURL: app.url, viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    context.on('page', (p) => p.on('pageerror', (e) => errors.push(String(e))));
    const page = await context.newPage();
    const code = await createTeamInUi(page, 'Deploy Dingos');
    const teamId = await teamIdOf(page, code);
    await status(page, 'Saved');
    await installed(page);

    // Typed, partly while offline (kept on this device only).
    await field(page, NAME).pressSequentially('Dingo');
    await expect.poll(() => serverAnswers(page, teamId)).toMatchObject({ company_name: 'Dingo' });
    await context.setOffline(true);
    await status(page, OFFLINE_STATUS);
    await field(page, NAME).pressSequentially(' Delivery');
    await expect.poll(() => waiting(page)).toBe('9 changes wait to be saved');

    // The deployment; the page finds it at its next check for updates (on reconnecting).
    const build = `build-${randomBytes(3).toString('hex')}`;
    app.deploy(build);
    await context.setOffline(false);
    const reload = page.getByRole('button', { name: 'Reload' });
    await reload.waitFor({ timeout: 30_000 });
    await page.getByText('A new version is available.', { exact: true }).waitFor();
    await status(page, 'Saved');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, resolve(SCREENSHOT_DIR, 'offline-update-1280.png'), { clip: { x: 0, y: 0, width: 1280, height: 320 } });

    // Typed just before the reload, then reloaded into the new build: what was typed is there, and saved.
    await field(page, NAME).press('End');
    await field(page, NAME).pressSequentially('!');
    await reload.click();
    await page.waitForFunction((b) => document.querySelector('meta[name="fit-build"]')?.getAttribute('content') === b, build, { timeout: 30_000 });
    await status(page, 'Saved');
    await expect.poll(() => field(page, NAME).inputValue()).toBe('Dingo Delivery!');
    await expect.poll(() => serverAnswers(page, teamId)).toMatchObject({ company_name: 'Dingo Delivery!' });
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
    await app.close();
  });

  it('Switch Team (signing out of the team) leaves nothing of the team in IndexedDB or the caches', async () => {
    const a = await open();
    const code = await createTeamInUi(a.page, 'Private Pandas');
    const teamId = await teamIdOf(a.page, code);
    await status(a.page, 'Saved');
    await installed(a.page);
    await field(a.page, NAME).pressSequentially('Panda');
    await expect.poll(() => serverAnswers(a.page, teamId)).toMatchObject({ company_name: 'Panda' });
    // Offline once, so the waiting count is kept too.
    await a.context.setOffline(true);
    await field(a.page, NAME).pressSequentially('s');
    await expect.poll(() => waiting(a.page)).toBe('1 change waits to be saved');
    await a.context.setOffline(false);
    await status(a.page, 'Saved');

    const before = await deviceCopy(a.page);
    expect(before.dbs).toContain(`fit-phase-${teamId}-1`);
    expect(before.urls.some((u) => u.includes('/offline-data/'))).toBe(true);

    await a.page.getByRole('button', { name: 'Account' }).click();
    await a.page.getByRole('menuitem', { name: 'Switch Team' }).click();
    await a.page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(async () => {
        const after = await deviceCopy(a.page);
        return {
          dbs: after.dbs.filter((n) => n.startsWith('fit-')),
          team: after.urls.filter((u) => u.includes('/offline-data/') || u.includes(code) || u.includes(teamId)),
          keys: after.keys.filter((k) => k.startsWith('fit-doc-state:') || k === 'fit-phase-dbs'),
        };
      })
      .toEqual({ dbs: [], team: [], keys: [] });
    // The app itself stays installed for offline use.
    expect((await deviceCopy(a.page)).urls.some((u) => u.includes('/index.html'))).toBe(true);
    await a.context.close();
  });
});
