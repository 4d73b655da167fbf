/**
 * The offline verifier in headless Chromium: an observer saves the heads during the
 * vote, downloads the public record and the verifier page from the verify page after the
 * reveal (and runs the served page once, under the app's CSP), then opens the saved verifier from a file:// URL in a context with the network off
 * (offline, and every request aborted and counted) and reads Intact — tally matches, their
 * receipt's place, and Refused for a head that was changed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baseUrl, gql, loginAdminInUi, newContext, useBrowser } from './browser.ts';

const browser = useBrowser();

describe('the offline verifier', () => {
  it('opened from a file with the network off, checks a downloaded record and saved heads', async () => {
    const tag = `offline-${randomBytes(3).toString('hex')}`;
    const admin = (await newContext(browser())).context;
    const adminPage = await admin.newPage();
    await loginAdminInUi(adminPage);
    await gql(adminPage, 'mutation($t:String!){createCohort(tag:$t,name:"Offline Day"){tag}}', { t: tag });

    // Three teams, each from its own browser, with a website; then the vote.
    const teams: { id: string; request: import('playwright-core').APIRequestContext }[] = [];
    for (const name of ['Kite', 'Lark', 'Moth']) {
      const ctx = await browser().newContext({ baseURL: baseUrl() });
      const code = randomBytes(8)
        .toString('base64')
        .replace(/[^A-Z0-9]/gi, '')
        .slice(0, 4)
        .toUpperCase()
        .padEnd(4, 'Q');
      const res = await ctx.request.post('/api/teams', { data: { name: `${name} ${tag}`, code } });
      expect(res.status()).toBe(201);
      teams.push({ id: (await res.json()).id, request: ctx.request });
    }
    expect((await adminPage.request.post(`/api/admin/cohorts/${tag}/teams`, { data: { teamIds: teams.map((t) => t.id) } })).status()).toBe(200);
    for (const t of teams) expect((await t.request.patch(`/api/teams/${t.id}/website`, { data: { websiteUrl: 'https://example.com' } })).status()).toBe(200);
    await gql(adminPage, 'mutation($t:String!){updateCohort(tag:$t,input:{votingOpen:true}){tag}}', { t: tag });
    const receipts: string[] = [];
    for (const [i, t] of teams.entries()) {
      const others = teams.filter((_, j) => j !== i);
      const res = await t.request.post(`/api/showcase/${tag}/vote`, { data: { votes: others.map((o, r) => ({ voted_for_team_id: o.id, rank: r + 1 })) } });
      expect(res.status()).toBe(201);
      receipts.push((await res.json()).receipt);
    }

    // During the vote the observer saves the heads (the feed, as a feed reader would).
    const observer = (await newContext(browser())).context;
    const page = await observer.newPage();
    // CohortCreated, VotingOpened and three ballots: five heads, once the sealer has caught up
    // (it seals below the oldest transaction open anywhere in the cluster).
    let savedFeed = '';
    await expect
      .poll(async () => JSON.parse((savedFeed = await (await page.request.get(`/api/showcase/${tag}/heads`)).text())).heads.length, { timeout: 30_000 })
      .toBe(5);

    await gql(adminPage, 'mutation($t:String!){updateCohort(tag:$t,input:{votingOpen:false}){tag}}', { t: tag });
    await gql(adminPage, 'mutation($t:String!){updateCohort(tag:$t,input:{resultsVisible:true}){tag}}', { t: tag });

    // After the reveal: the record and the verifier, downloaded from the verify page's links.
    const dir = mkdtempSync(join(tmpdir(), 'fit-offline-'));
    await page.goto(`/verify?cohort=${tag}`);
    const save = async (name: string | RegExp, prefix = '') => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
      const path = join(dir, prefix + download.suggestedFilename());
      await download.saveAs(path);
      return path;
    };
    const recordPath = await save('Download the public record');
    expect(recordPath.endsWith(`public-record-${tag}.json`)).toBe(true);
    expect(JSON.parse(readFileSync(recordPath, 'utf8')).format).toBe('fit-public-record/v2');
    const verifierPath = await save('Save the verifier (one HTML file)');
    // Saved again from the same page in German: that file speaks German.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    const germanPath = await save('Prüfprogramm speichern (eine HTML-Datei)', 'de-');
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');

    // Served by the app, the same page runs under the app's policy (only its own inline script)
    // and can load the record from the server it came from.
    await page.goto(`/verifier.html?cohort=${tag}`);
    await page.getByRole('button', { name: `Load the record of ${tag} from this server` }).click();
    await expect.poll(() => page.getByLabel('…or paste the record').inputValue()).toContain('fit-public-record/v2');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => page.getByTestId('verifier-result').textContent()).toContain('Intact — tally matches');
    // The command-line verifier is one file for Node, served as a download.
    const cliFile = await page.request.get('/fit-verify.mjs');
    expect(cliFile.headers()['content-disposition']).toContain('fit-verify.mjs');
    expect((await cliFile.text()).startsWith('#!/usr/bin/env node')).toBe(true);
    await admin.close();
    await observer.close();

    // Offline: no network at all, and any request the page tried would be counted and aborted.
    const offline = await browser().newContext({ offline: true });
    const requests: string[] = [];
    await offline.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('file:')) return route.continue();
      requests.push(url);
      return route.abort();
    });
    const errors: string[] = [];
    const vpage = await offline.newPage();
    vpage.on('pageerror', (e) => errors.push(String(e)));
    await vpage.goto(pathToFileURL(verifierPath).href);
    await vpage.getByRole('heading', { name: 'Check a vote on your own machine' }).waitFor();
    await vpage.getByLabel('Public record').setInputFiles(recordPath);
    // Pasted with its lines re-wrapped: spacing does not matter.
    await vpage.getByLabel('Heads you saved').fill(JSON.stringify(JSON.parse(savedFeed), null, 2));
    await vpage.getByLabel('Your receipt code').fill(receipts[1]!);
    await vpage.getByRole('button', { name: 'Check' }).click();
    const result = vpage.getByTestId('verifier-result');
    await expect.poll(() => result.textContent()).toContain('Intact — tally matches');
    expect(await result.textContent()).toMatch(/Your ballot \(fingerprint [0-9a-f]{16}\) is counted: number \d of 3/);

    const head = JSON.parse(savedFeed).heads.at(-1);
    await vpage.getByLabel('Heads you saved').fill(JSON.stringify({ ...head, position: String(Number(head.position) + 1) }));
    await vpage.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => result.textContent()).toMatch(/^Refused — /);

    // The file saved from the German page: German, and the others in its own menu (Arabic right to left).
    const gpage = await offline.newPage();
    gpage.on('pageerror', (e) => errors.push(String(e)));
    await gpage.goto(pathToFileURL(germanPath).href);
    await gpage.getByRole('heading', { name: 'Prüf eine Abstimmung auf deinem eigenen Rechner' }).waitFor();
    expect(await gpage.evaluate(() => document.documentElement.lang)).toBe('de');
    await gpage.getByLabel('Öffentliches Protokoll').setInputFiles(recordPath);
    await gpage.getByLabel('Deine gespeicherten Kettenköpfe').fill(savedFeed);
    await gpage.getByRole('button', { name: 'Prüfen' }).click();
    const gresult = gpage.getByTestId('verifier-result');
    await expect.poll(() => gresult.textContent()).toContain('Intakt — die Auszählung stimmt');
    expect(await gresult.textContent()).toContain('Jede Signatur ist gültig');
    await gpage.getByRole('combobox', { name: 'Sprache' }).selectOption('ar');
    await gpage.getByRole('heading', { name: 'تحقّق من تصويت على جهازك' }).waitFor();
    expect(await gpage.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => gresult.textContent()).toContain('سليم — العدّ مطابق');
    await gpage.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
    await expect.poll(() => gresult.textContent()).toContain('Intact — tally matches');

    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
    await offline.close();
  });
});
