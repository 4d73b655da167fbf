/**
 * Co-editing under faults, in headless Chromium: three members of one team, on two app
 * processes that share a PostgreSQL and a Redis, keep typing while Redis is restarted under
 * them. Afterwards every page, and a page opened fresh on each process (which reads the stored
 * document), shows exactly what everyone typed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createTestDatabase, spawnServer } from '../../api/test/harness.js';
import { privateRedis } from '../../api/test/faults/processes.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type Browser, type Page } from './browser.ts';
import { chromium } from 'playwright-core';

const FIELDS = ['Company name', 'Your idea in two or three sentences', 'Who you think your customers are'];

describe('team co-editing while Redis is restarted (two app processes)', () => {
  let browser: Browser;
  const stops: Array<() => Promise<unknown>> = [];
  let urls: string[];
  let redis: Awaited<ReturnType<typeof privateRedis>>;

  beforeAll(async () => {
    redis = await privateRedis();
    stops.push(redis.stop);
    const db = await createTestDatabase();
    stops.push(db.drop);
    const env = { DATABASE_URL: db.url, REDIS_URL: redis.url, REDIS_PREFIX: `fit-e2e-heal-${randomBytes(4).toString('hex')}:`, RATE_LIMIT_TEAM_LOOKUP: '100000' };
    const one = await spawnServer(env);
    stops.push(one.kill);
    const two = await spawnServer(env);
    stops.push(two.kill);
    urls = [one.url, two.url];
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    for (const stop of stops.reverse()) await stop().catch(() => {});
  });

  async function page(url: string, path: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
    const p = await context.newPage();
    await p.goto(path);
    return p;
  }
  const field = (p: Page, label: string) => p.getByLabel(label, { exact: true });
  const values = (p: Page) => Promise.all(FIELDS.map((label) => field(p, label).inputValue()));
  const saved = (p: Page) =>
    p
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor({ timeout: 30_000 });

  it('three browsers type through a Redis restart; each page and a fresh one end up showing the stored answers', async () => {
    // The team is made in the first browser; two teammates join with its code, one on the other process.
    const a = await page(urls[0]!, '/');
    await a.getByRole('button', { name: 'Get Started' }).click();
    const dialog = a.getByRole('dialog', { name: 'Welcome to Found-in-Two' });
    await dialog.getByLabel('Team name', { exact: true }).fill('Through the storm');
    await dialog.getByRole('button', { name: 'Create Team' }).click();
    await a.waitForURL(/\/phase\/1\?team_id=[0-9A-Z]{4}$/);
    const code = new URL(a.url()).searchParams.get('team_id')!;
    const b = await page(urls[0]!, `/phase/1?team_id=${code}`);
    const c = await page(urls[1]!, `/phase/1?team_id=${code}`);
    const members = [a, b, c];
    for (const m of members) await field(m, FIELDS[0]!).waitFor();
    for (const m of members) await saved(m);
    for (const m of members) await m.getByText(/^Also on this phase:/).waitFor({ timeout: 20_000 });

    // Each types into a field of their own, key by key, while Redis goes away and comes back.
    const typing = members.map((m, i) => field(m, FIELDS[i]!).pressSequentially(`${'abcdefghij'.repeat(4)} member ${i + 1}`, { delay: 60 }));
    await expect.poll(() => field(c, FIELDS[2]!).inputValue(), { timeout: 20_000 }).toMatch(/^abcdef/);
    await redis.stop();
    await expect.poll(() => field(c, FIELDS[2]!).inputValue(), { timeout: 20_000 }).toMatch(/^abcdefghijabcdefghij/);
    await redis.start();
    await Promise.all(typing);
    for (const m of members) await saved(m);

    const expected = [0, 1, 2].map((i) => `${'abcdefghij'.repeat(4)} member ${i + 1}`);
    for (const m of members) await expect.poll(() => values(m), { timeout: 15_000 }).toEqual(expected);
    for (const url of urls) {
      const fresh = await page(url, `/phase/1?team_id=${code}`);
      await expect.poll(() => values(fresh), { timeout: 15_000 }).toEqual(expected);
      await fresh.context().close();
    }
    for (const m of members) await m.context().close();
  });
});
