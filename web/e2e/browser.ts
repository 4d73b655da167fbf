/**
 * Browser-test helpers: Debian's headless Chromium (never a downloaded browser) driven by
 * playwright-core against the app at E2E_BASE_URL (set by the e2e project's global setup, or by
 * hand: `E2E_BASE_URL=http://127.0.0.1:3100 npx vitest run --config web/e2e/vitest.config.ts`).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../docs/screenshots');

/**
 * The docs' pictures (docs/screenshots) are taken only when asked for (`npm run screenshots`:
 * FIT_SCREENSHOTS=1): a picture asserts nothing, and taking some sixty of them on every run cost
 * the suite time and left the checkout changed. What the tests check around them (no sideways
 * scrolling at 375 and 1280 px, axe) runs every time.
 */
export const SHOOTING = process.env.FIT_SCREENSHOTS === '1';

interface Shootable {
  screenshot(options?: { path?: string; fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } }): Promise<unknown>;
}

/** Saves a page's or an element's picture at `path` when the docs' pictures are being taken (SHOOTING). */
export async function shot(target: Shootable, path: string, options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {}) {
  if (!SHOOTING) return;
  mkdirSync(dirname(path), { recursive: true });
  await target.screenshot({ path, ...options });
}

/** The app's address; a missing E2E_BASE_URL fails loudly rather than testing nothing. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: start the app and point E2E_BASE_URL at it (the e2e vitest project does this in its global setup).');
  return url.replace(/\/$/, '');
}

/**
 * One Chromium for a test file, launched before its tests and closed after them: the getter
 * returns it inside tests.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    baseUrl();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/** A team made through the welcome dialog in this page's browser; returns its code. */
export async function createTeamInUi(page: Page, name: string): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Found-in-Two' });
  await dialog.getByLabel('Team name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await page.waitForURL(/\/phase\/1\?team_id=[0-9A-Z]{4}$/);
  return new URL(page.url()).searchParams.get('team_id')!;
}

/**
 * A team made over the API from this page's browser (the session it starts is that browser's),
 * for tests where making a team is setup rather than what they test; participant.e2e.ts makes
 * one through the welcome dialog.
 */
export async function createTeamByApi(page: Page, name: string): Promise<{ id: string; code: string }> {
  for (;;) {
    const code = randomBytes(3).readUIntBE(0, 3).toString(36).toUpperCase().padStart(4, '0').slice(-4);
    const res = await page.request.post('/api/teams', { data: { name, code } });
    // A code another test took already: another one.
    if (res.status() === 409) continue;
    if (res.status() !== 201) throw new Error(`POST /api/teams → ${res.status()}: ${await res.text()}`);
    const team = (await res.json()) as { id: string; code: string };
    return { id: team.id, code: team.code };
  }
}

/** The instructor logs in through the login form (E2E_ADMIN_* from the global setup) and lands on /admin. */
export async function loginAdminInUi(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Username', { exact: true }).fill(ADMIN().username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN().password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin$/);
  await page.getByRole('heading', { level: 1, name: 'Instructor Dashboard' }).waitFor();
}

/** Waits until the phase form's save state (its role=status) reads exactly `text`: 'Saved', 'Saving…', … */
export const saveState = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();

/** Marks the page so a later check can prove it was never reloaded (live updates only). */
export const markNoReload = (page: Page) => page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
export const wasNotReloaded = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

/** One Chromium; each test makes fresh contexts (a fresh profile: no cookies, no storage). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A fresh context that records any request leaving the origin (docs/PRODUCT.md#calls: no request
 * may leave the origin; the tests expect `foreign` empty) and collects page errors. Requests are
 * watched, not routed: Playwright's routing turns the browser's HTTP cache off, so every page
 * opened would fetch and compile the whole app again, as no visitor's browser does. The app's
 * service worker is blocked unless asked for (the offline tests): a worker answers a page's
 * requests before anything here sees them, and keeping the whole app in every fresh profile
 * loads the shared server. With the worker allowed, requests are routed (foreign ones refused),
 * so what works offline is the worker's doing and never the HTTP cache's.
 */
export async function newContext(browser: Browser, viewport = { width: 1280, height: 900 }, { serviceWorkers = 'block' as 'allow' | 'block' } = {}) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), serviceWorkers });
  const origin = new URL(baseUrl()).origin;
  const foreign: string[] = [];
  const errors: string[] = [];
  const ours = (url: string) => url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:');
  if (serviceWorkers === 'allow') {
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (ours(url)) return route.continue();
      foreign.push(url);
      return route.abort();
    });
  } else {
    context.on('request', (request) => {
      if (!ours(request.url())) foreign.push(request.url());
    });
  }
  context.on('page', (p) => p.on('pageerror', (e) => errors.push(String(e))));
  return { context, foreign, errors };
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html?: string }[];
}

/** Runs axe-core in the page; returns serious and critical violations only. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated over the DevTools protocol: the app's CSP (script-src 'self') rightly blocks inline tags.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * The page at `path` at 375 and 1280 px wide: it must not scroll sideways at either. The page is
 * opened once and the window resized, as a visitor turning a tablet does (each width opened afresh
 * cost the suite a page load per width); when the docs' pictures are taken, each width is opened
 * afresh and a full-page picture of each saved under docs/screenshots/{name}-{width}.png.
 */
export async function screenshots(context: BrowserContext, path: string, name: string) {
  const page = await context.newPage();
  for (const [i, width] of [375, 1280].entries()) {
    await page.setViewportSize({ width, height: 900 });
    if (i === 0 || SHOOTING) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // Laid out and painted: the fonts in, then two frames (no fixed pause).
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) throw new Error(`${path} scrolls horizontally by ${overflow}px at ${width}px`);
    await shot(page, resolve(SCREENSHOT_DIR, `${name}-${width}.png`), { fullPage: true });
  }
  await page.close();
}

/**
 * GraphQL over HTTP with that browser's session cookie (the context's request API shares the
 * browser's cookies), so a browser used only for setup never loads the app to make a call.
 */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

export const ADMIN = () => ({ username: process.env.E2E_ADMIN_USERNAME!, password: process.env.E2E_ADMIN_PASSWORD! });

export type { Browser, BrowserContext, Page };
