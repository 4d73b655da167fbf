/**
 * What the language browser tests share (languages-journeys.e2e.ts, and the walk of every route
 * in languages-screens.ts, one file per language): the catalogues as the app has them, what counts
 * as English left on a screen, the layout check of right-to-left pages, and people in a language.
 * Several files so that they run beside the other browser tests, not after them.
 */
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { expect } from 'vitest';
import { getPhaseConfig } from '@fit/events';
import { formattingLocale, type Locale } from '@fit/events/i18n';
import { englishMessages, readCatalogue } from '../scripts/messages-plugin.ts';
import { ADMIN, newContext, SCREENSHOT_DIR, shot, useBrowser, type Page } from './browser.ts';

/** The browser of the test file that imports this (its hooks are that file's). */
export const browserOf = useBrowser();
export const LANGUAGES = ['es', 'de', 'ar'] as const satisfies readonly Locale[];
export type Language = (typeof LANGUAGES)[number];

// ---------------------------------------------------------------------------------------------
// The catalogues, as the app has them: English from the code, the others from their files.

const SRC = resolve(import.meta.dirname, '../src');
export const ENGLISH = Object.fromEntries([...englishMessages(SRC)].map(([id, { text }]) => [id, text]));
const CATALOGUES = Object.fromEntries(LANGUAGES.map((l) => [l, readCatalogue(join(SRC, 'i18n/messages'), l)])) as Record<Language, Record<string, string>>;

/** A message of the app by id, in a language, formatted as the app formats it. */
export function t(locale: Locale, id: string, values?: Record<string, string | number>): string {
  const text = locale === 'en' ? ENGLISH[id] : CATALOGUES[locale as Language][id];
  if (text === undefined) throw new Error(`no message ${id} in ${locale}`);
  return String(new IntlMessageFormat(text, formattingLocale(locale)).format(values)).replace(/<\/?\w+>/g, '');
}

// ---------------------------------------------------------------------------------------------
// What counts as English left on a screen.

/**
 * Words of English sentences that none of the three languages writes (German "Team", "Phase"
 * and "Prompt" are German; Spanish "has" is "you have"). Hyphenated loanwords (Call-to-Action,
 * Go-to-Market) and the MoSCoW names kept in brackets are what the translations chose to keep.
 */
const ENGLISH_WORDS = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'this',
  'please',
  'click',
  'loading',
  'saved',
  'submit',
  'continue',
  'voting',
  'results',
  'points',
  'of',
  'to',
  'is',
  'are',
  'yet',
  'have',
  'been',
  'here',
  'their',
  'what',
  'which',
  'team’s',
  "team's",
];
// A word ends at a character that is neither a letter nor a digit: "OF" inside another test's
// team code "J6OF" (the instructor's pages list every team of the shared app) is not English.
const WORD = new RegExp(`(^|[^\\p{L}\\p{N}'’-])(${ENGLISH_WORDS.join('|')})(?=$|[^\\p{L}\\p{N}'’-])`, 'giu');
const KEPT_IN_ENGLISH = /\b(Must|Should|Won['’]t) have( yet)?\b/g;

/** English messages of three words or more, which a translated screen must not show. */
const ENGLISH_SENTENCES = Object.values(ENGLISH)
  .filter((m) => !/[{}<]/.test(m) && m.trim().split(/\s+/).length >= 3)
  .map((m) => m.trim());

/** English on the page's visible text, apart from the given data (names people typed, codes, URLs). */
export async function englishOn(page: Page, data: readonly string[]): Promise<string[]> {
  let text = await page.evaluate(() => document.body.innerText);
  for (const d of data) text = text.split(d).join(' ');
  text = text.replace(/https?:\/\/\S+|\S+\.(md|csv|png|svg|pdf|json|xml|com|org)\b/g, ' ').replace(KEPT_IN_ENGLISH, ' ');
  // Each English word with what surrounds it, so a failure says where it is.
  const words = [...text.matchAll(WORD)].map((m) => `«${m[2]}» in “${text.slice(Math.max(0, m.index - 30), m.index + 40).replace(/\s+/g, ' ')}”`);
  const sentences = ENGLISH_SENTENCES.filter((s) => text.includes(s));
  return [...new Set([...sentences, ...words])];
}

/** Pairs of visible texts whose boxes overlap (right-to-left layout gone wrong), and sideways scrolling. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (overflow > 1) problems.push(`scrolls sideways by ${overflow}px`);
    const boxes: { text: string; r: DOMRect }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('[aria-hidden="true"], svg, [hidden], script, style, option')) continue;
      // The inside of a closed <details> is laid out but not shown.
      const closed = el.closest('details:not([open])');
      if (closed && !el.closest('summary')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      // What of the text can be seen: clipped by every scrolling or clipping box around it.
      let clip = new DOMRect(-1e6, -1e6, 2e6, 2e6);
      for (let a: Element | null = el; a; a = a.parentElement) {
        const o = getComputedStyle(a);
        if (o.overflowX !== 'visible' || o.overflowY !== 'visible' || o.clipPath !== 'none') {
          const b = a.getBoundingClientRect();
          const left = Math.max(clip.left, b.left);
          const top = Math.max(clip.top, b.top);
          clip = new DOMRect(left, top, Math.min(clip.right, b.right) - left, Math.min(clip.bottom, b.bottom) - top);
        }
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const raw of range.getClientRects()) {
        const left = Math.max(raw.left, clip.left);
        const top = Math.max(raw.top, clip.top);
        const r = new DOMRect(left, top, Math.min(raw.right, clip.right) - left, Math.min(raw.bottom, clip.bottom) - top);
        if (r.width > 4 && r.height > 4) boxes.push({ text: text.slice(0, 40), r });
      }
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.r;
        const b = boxes[j]!.r;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (boxes[i]!.text === boxes[j]!.text) continue; // one text drawn twice (a truncated name and its full form)
        if (w > 2 && h > 2 && w * h > 0.25 * Math.min(a.width * a.height, b.width * b.height)) problems.push(`«${boxes[i]!.text}» overlaps «${boxes[j]!.text}»`);
      }
    }
    return problems;
  });
}

// ---------------------------------------------------------------------------------------------
// People.

/** A browser profile whose person chose a language (kept in the browser, as the menu keeps it). */
export async function personIn(locale: Locale | null, viewport?: { width: number; height: number }) {
  const ctx = await newContext(browserOf(), viewport);
  if (locale) await ctx.context.addInitScript((l) => window.localStorage.setItem('fit_locale', l), locale);
  const page = await ctx.context.newPage();
  return { ...ctx, page };
}

export async function adminIn(locale: Locale) {
  const person = await personIn(locale);
  const res = await person.page.request.post('/api/auth/admin/login', { data: ADMIN() });
  expect(res.ok()).toBe(true);
  return person;
}

/** A team made over the API in a browser of its own, assigned nowhere yet. */
export async function apiTeam(name: string) {
  const person = await personIn(null);
  const code = randomBytes(3).readUIntBE(0, 3).toString(36).toUpperCase().padStart(4, '0').slice(-4);
  const res = await person.page.request.post('/api/teams', { data: { name, code } });
  expect(res.status()).toBe(201);
  const team = (await res.json()) as { id: string; code: string };
  return { ...person, ...team, name };
}

/** Every required answer of a phase, in the stored form (option values stay English). */
export function answersFor(phase: number): Record<string, string> {
  const config = getPhaseConfig(phase)!;
  return Object.fromEntries(
    config.fields.filter((f) => f.required).map((f) => [f.id, f.type === 'select' ? f.options![0]!.value : f.type === 'color' ? '#3A7BD5' : `Zorblax ${f.id}`]),
  );
}

export const headingOf = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** The page at `width` px, and its picture in docs/screenshots/languages when the docs' pictures are taken. */
export async function shoot(page: Page, name: string, locale: Language, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await shot(page, join(SCREENSHOT_DIR, 'languages', `${name}-${locale}-${width}.png`), { fullPage: true });
}
