/**
 * Every screen in the participants' language (issue 35, docs/PRODUCT.md#languages), in headless
 * Chromium against the real app:
 *
 * - a team's whole journey in Spanish, German and Arabic — join through the welcome dialog, the
 *   eight phases with the prompt in the team's language, the website, the vote, the results;
 * - every route walked in each language, team's and instructor's, looking for English left on
 *   the screen (the words of English sentences, and the catalogue's own English messages);
 * - Arabic right to left at 375 and 1280 px on the main screens: the page mirrors, nothing
 *   scrolls sideways, no two texts overlap; screenshots of them in each language in
 *   docs/screenshots/languages;
 * - a cohort's language: a new member's pages start in it; the person's own choice wins.
 *
 * The texts the test clicks are the English ones of the code, translated through the same
 * catalogues the app loads, so a test never depends on a hand-copied translation.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { getPhaseConfig } from '@fit/events';
import { formattingLocale, type Locale } from '@fit/events/i18n';
import { englishMessages, readCatalogue } from '../scripts/messages-plugin.ts';
import { ADMIN, gql, newContext, SCREENSHOT_DIR, useBrowser, type Page } from './browser.ts';

const browserOf = useBrowser();
const LANGUAGES = ['es', 'de', 'ar'] as const satisfies readonly Locale[];
type Language = (typeof LANGUAGES)[number];

// ---------------------------------------------------------------------------------------------
// The catalogues, as the app has them: English from the code, the others from their files.

const SRC = resolve(import.meta.dirname, '../src');
const ENGLISH = Object.fromEntries([...englishMessages(SRC)].map(([id, { text }]) => [id, text]));
const CATALOGUES = Object.fromEntries(LANGUAGES.map((l) => [l, readCatalogue(join(SRC, 'i18n/messages'), l)])) as Record<Language, Record<string, string>>;

/** A message of the app by id, in a language, formatted as the app formats it. */
function t(locale: Locale, id: string, values?: Record<string, string | number>): string {
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
const WORD = new RegExp(`(^|[^\\p{L}'’-])(${ENGLISH_WORDS.join('|')})(?=$|[^\\p{L}'’-])`, 'giu');
const KEPT_IN_ENGLISH = /\b(Must|Should|Won['’]t) have( yet)?\b/g;

/** English messages of three words or more, which a translated screen must not show. */
const ENGLISH_SENTENCES = Object.values(ENGLISH)
  .filter((m) => !/[{}<]/.test(m) && m.trim().split(/\s+/).length >= 3)
  .map((m) => m.trim());

/** English on the page's visible text, apart from the given data (names people typed, codes, URLs). */
async function englishOn(page: Page, data: readonly string[]): Promise<string[]> {
  let text = await page.evaluate(() => document.body.innerText);
  for (const d of data) text = text.split(d).join(' ');
  text = text.replace(/https?:\/\/\S+|\S+\.(md|csv|png|svg|pdf|json|xml|com|org)\b/g, ' ').replace(KEPT_IN_ENGLISH, ' ');
  // Each English word with what surrounds it, so a failure says where it is.
  const words = [...text.matchAll(WORD)].map((m) => `«${m[2]}» in “${text.slice(Math.max(0, m.index - 30), m.index + 40).replace(/\s+/g, ' ')}”`);
  const sentences = ENGLISH_SENTENCES.filter((s) => text.includes(s));
  return [...new Set([...sentences, ...words])];
}

/** Pairs of visible texts whose boxes overlap (right-to-left layout gone wrong), and sideways scrolling. */
async function layoutProblems(page: Page): Promise<string[]> {
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
async function personIn(locale: Locale | null, viewport?: { width: number; height: number }) {
  const ctx = await newContext(browserOf(), viewport);
  if (locale) await ctx.context.addInitScript((l) => window.localStorage.setItem('fit_locale', l), locale);
  const page = await ctx.context.newPage();
  return { ...ctx, page };
}

async function adminIn(locale: Locale) {
  const person = await personIn(locale);
  const res = await person.page.request.post('/api/auth/admin/login', { data: ADMIN() });
  expect(res.ok()).toBe(true);
  await person.page.goto('/credits'); // on the app's origin, for gql()
  return person;
}

/** A team made over the API in a browser of its own, assigned nowhere yet. */
async function apiTeam(name: string) {
  const person = await personIn(null);
  const code = randomBytes(3).readUIntBE(0, 3).toString(36).toUpperCase().padStart(4, '0').slice(-4);
  const res = await person.page.request.post('/api/teams', { data: { name, code } });
  expect(res.status()).toBe(201);
  const team = (await res.json()) as { id: string; code: string };
  await person.page.goto('/credits'); // on the app's origin, for gql()
  return { ...person, ...team, name };
}

/** Every required answer of a phase, in the stored form (option values stay English). */
function answersFor(phase: number): Record<string, string> {
  const config = getPhaseConfig(phase)!;
  return Object.fromEntries(
    config.fields.filter((f) => f.required).map((f) => [f.id, f.type === 'select' ? f.options![0]!.value : f.type === 'color' ? '#3A7BD5' : `Zorblax ${f.id}`]),
  );
}

const headingOf = (page: Page) => page.getByRole('heading', { level: 1 }).first();

async function shoot(page: Page, name: string, locale: Language, width: number) {
  const dir = join(SCREENSHOT_DIR, 'languages');
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: join(dir, `${name}-${locale}-${width}.png`), fullPage: true });
}

// ---------------------------------------------------------------------------------------------

describe.each(LANGUAGES)('the whole journey in %s', (locale) => {
  it('joins, works through the eight phases with its prompt in the language, submits its website, votes and sees the results', async () => {
    const tag = `lang-${locale}-${randomBytes(2).toString('hex')}`;
    const admin = await adminIn(locale);
    await gql(admin.page, 'mutation($t:String!){createCohort(tag:$t,name:"Zorblax Day"){tag}}', { t: tag });

    // The team joins through the welcome dialog, in its language.
    const me = await personIn(locale);
    const page = me.page;
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, locale === 'ar' ? 'rtl' : 'ltr']);
    await page.getByRole('button', { name: t(locale, 'landing.getStarted') }).click();
    const dialog = page.getByRole('dialog', { name: t(locale, 'team.dialog.title') });
    await dialog.getByLabel(t(locale, 'team.dialog.nameLabel'), { exact: true }).fill('Zorblax Crew');
    await dialog.getByRole('button', { name: t(locale, 'team.dialog.create') }).click();
    await page.waitForURL(/\/phase\/1\?team_id=[0-9A-Z]{4}$/);
    const code = new URL(page.url()).searchParams.get('team_id')!;
    const { team } = await gql<{ team: { id: string } }>(page, 'query($c:String!){team(code:$c){id}}', { c: code });

    // Three more teams, so there are others to rank; all four in the cohort with their websites.
    const others = [await apiTeam('Quarx One'), await apiTeam('Quarx Two'), await apiTeam('Quarx Three')];
    await gql(admin.page, 'mutation($t:String!,$ids:[ID!]!){assignTeams(cohortTag:$t,teamIds:$ids){id}}', { t: tag, ids: [team.id, ...others.map((o) => o.id)] });
    for (const [i, o] of others.entries())
      expect((await o.page.request.patch(`/api/teams/${o.id}/website`, { data: { websiteUrl: `quarx-${i}.example.org` } })).ok()).toBe(true);

    // Phase 1 in the language: its title, its fields by their translated labels, and the prompt
    // preview built from the translated template.
    const phase1 = getPhaseConfig(1, locale)!;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: phase1.title }).waitFor();
    for (const f of phase1.fields.filter((f) => f.required && f.type !== 'select')) await page.getByLabel(f.label, { exact: true }).fill(`Zorblax ${f.id}`);
    const preview = page.getByLabel(t(locale, 'phases.prompt.label'), { exact: true });
    const opening = phase1.promptTemplate.split('{{')[0]!.trim().slice(0, 30) || phase1.promptTemplate.split('}}')[1]!.trim().slice(0, 20);
    await expect.poll(async () => (await preview.textContent()) ?? '').toContain('Zorblax company_name');
    const promptText = (await preview.textContent()) ?? '';
    expect(promptText).not.toContain('I am working');
    expect(promptText.length).toBeGreaterThan(100);
    if (opening) expect(promptText.replace(/\s+/g, ' ')).toContain(opening.replace(/\s+/g, ' '));
    expect(await englishOn(page, ['Zorblax', 'Quarx', code])).toEqual([]);

    // Phases 2 to 8: the answers stored, each page in the language, Continue in the language.
    await expect
      .poll(async () => ((await (await page.request.get(`/api/phase-data/${team.id}/1`)).json()) as { data?: Record<string, string> }).data?.company_name)
      .toBe('Zorblax company_name');
    for (const f of phase1.fields.filter((f) => f.required && f.type === 'select')) {
      const current = ((await (await page.request.get(`/api/phase-data/${team.id}/1`)).json()) as { data: Record<string, string> }).data;
      await page.request.post('/api/phase-data', { data: { teamId: team.id, phaseNumber: 1, data: { ...current, [f.id]: f.options![0]!.value } } });
    }
    for (let phase = 2; phase <= 8; phase++) {
      expect((await page.request.post('/api/phase-data', { data: { teamId: team.id, phaseNumber: phase, data: answersFor(phase) } })).ok()).toBe(true);
    }
    for (let phase = 1; phase <= 7; phase++) {
      await page.goto(`/phase/${phase}?team_id=${code}`);
      await page.getByRole('heading', { level: 1, name: getPhaseConfig(phase, locale)!.title }).waitFor();
      const next = page.getByRole('button', { name: t(locale, 'phases.actions.continue', { phase: phase + 1 }) });
      await expect.poll(() => next.isEnabled()).toBe(true);
      await next.click();
      await page.waitForURL(new RegExp(`/phase/${phase + 1}\\?team_id=${code}$`));
    }

    // Phase 8: the website, then the showcase.
    await page.getByRole('heading', { level: 1, name: getPhaseConfig(8, locale)!.title }).waitFor();
    await page.getByLabel(t(locale, 'team.website.urlLabel'), { exact: true }).fill('zorblax.example.org');
    await page.getByRole('button', { name: t(locale, 'team.website.submit') }).click();
    await page.getByRole('button', { name: t(locale, 'team.website.update') }).waitFor();
    await gql(admin.page, 'mutation($t:String!){updateCohort(tag:$t,input:{votingOpen:true}){tag}}', { t: tag });
    await page.getByRole('button', { name: t(locale, 'team.website.goVote') }).click();
    await page.waitForURL(new RegExp(`/showcase/${tag}$`));
    await page.getByRole('heading', { name: t(locale, 'showcase.banner.instructionsTitle') }).waitFor();

    // The vote: 1st, 2nd and 3rd by the translated buttons of each team's card.
    for (const [r, o] of others.entries()) {
      await page
        .getByRole('group', { name: t(locale, 'showcase.card.rankGroup', { name: o.name }) })
        .getByRole('button', { name: t(locale, 'showcase.card.rankButton', { rank: r + 1 }), exact: true })
        .click();
    }
    await page.getByRole('button', { name: t(locale, 'showcase.vote.submit') }).click();
    await page.getByRole('heading', { name: t(locale, 'showcase.banner.voted') }).waitFor();
    expect(await englishOn(page, ['Zorblax', 'Quarx', tag])).toEqual([]);

    // The other teams vote over the API; the instructor reveals; the results page in the language.
    for (const [i, o] of others.entries()) {
      const ranked = [team.id, ...others.filter((_, j) => j !== i).map((x) => x.id)];
      await gql(o.page, 'mutation($t:String!,$v:[VoteInput!]!){castBallot(cohortTag:$t,votes:$v){receipt}}', {
        t: tag,
        v: ranked.map((id, k) => ({ votedForTeamId: id, rank: k + 1 })),
      });
    }
    await gql(admin.page, 'mutation($t:String!){updateCohort(tag:$t,input:{resultsVisible:true}){tag}}', { t: tag });
    await page.goto(`/results/${tag}`);
    await page.getByRole('heading', { name: t(locale, 'results.title', { name: 'Zorblax Day' }) }).waitFor();
    await page.getByRole('button', { name: t(locale, 'results.reveal.button') }).click();
    await page
      .getByText(t(locale, 'results.place', { place: 1 }), { exact: true })
      .first()
      .waitFor();
    await page.getByText('Zorblax Crew').first().waitFor();
    expect(await englishOn(page, ['Zorblax', 'Quarx', tag])).toEqual([]);
    for (const c of [admin, me, ...others]) await c.context.close();
  });
});

/**
 * A cohort whose four teams have submitted and voted, its results revealed; the instructor logged
 * in, in the language. Each screen then shows real content (a podium, the room, the teams).
 */
async function votedCohort(locale: Language) {
  const tag = `walk-${locale}-${randomBytes(2).toString('hex')}`;
  const admin = await adminIn(locale);
  await gql(admin.page, 'mutation($t:String!){createCohort(tag:$t,name:"Zorblax Day"){tag}}', { t: tag });
  const teams = [await apiTeam('Zorblax Crew'), await apiTeam('Quarx One'), await apiTeam('Quarx Two'), await apiTeam('Quarx Three')];
  await gql(admin.page, 'mutation($t:String!,$ids:[ID!]!){assignTeams(cohortTag:$t,teamIds:$ids){id}}', { t: tag, ids: teams.map((x) => x.id) });
  for (const [i, x] of teams.entries()) {
    expect((await x.page.request.patch(`/api/teams/${x.id}/website`, { data: { websiteUrl: `site-${i}.example.org` } })).ok()).toBe(true);
    await x.page.request.post('/api/phase-data', { data: { teamId: x.id, phaseNumber: 1, data: answersFor(1) } });
  }
  await gql(admin.page, 'mutation($t:String!){updateCohort(tag:$t,input:{votingOpen:true}){tag}}', { t: tag });
  for (const [i, x] of teams.entries()) {
    const ranked = teams.filter((_, j) => j !== i).map((y) => y.id);
    await gql(x.page, 'mutation($t:String!,$v:[VoteInput!]!){castBallot(cohortTag:$t,votes:$v){receipt}}', {
      t: tag,
      v: ranked.map((id, k) => ({ votedForTeamId: id, rank: k + 1 })),
    });
  }
  await gql(admin.page, 'mutation($t:String!){updateCohort(tag:$t,input:{resultsVisible:true}){tag}}', { t: tag });
  const team = teams[0]!;
  await team.context.addInitScript((l) => window.localStorage.setItem('fit_locale', l), locale);
  await gql(team.page, 'mutation($id:ID!){setTeamPhase(teamId:$id,currentPhase:8){id}}', { id: team.id });
  return { tag, admin, team, teams };
}

describe('every route in each language', () => {
  it.each(LANGUAGES)(
    '%s: no English left on any screen, a team’s or the instructor’s; the main screens photographed, Arabic at 375 and 1280 px without sideways scrolling or overlapping text',
    async (locale) => {
      const { tag, admin, team, teams } = await votedCohort(locale);
      const data = ['Zorblax', 'Quarx', team.code, tag];
      // [route, screenshot name or null, whose page]
      const routes: [string, string | null, 'team' | 'admin'][] = [
        ['/', 'landing', 'team'],
        ...[1, 2, 3, 4, 5, 6, 7, 8].map((n): [string, string | null, 'team'] => [`/phase/${n}?team_id=${team.code}`, n === 1 ? 'phase-1' : null, 'team']),
        [`/workbook?team_id=${team.code}`, null, 'team'],
        ['/credits', null, 'team'],
        ['/privacy', null, 'team'],
        [`/showcase/${tag}`, 'showcase', 'team'],
        [`/results/${tag}`, 'results', 'team'],
        [`/results/${tag}/present`, null, 'team'],
        ['/verify', null, 'team'],
        ['/judge', null, 'team'],
        ['/no-such-page', null, 'team'],
        ['/admin', 'admin', 'admin'],
        [`/admin/cohorts/${tag}/session`, 'session', 'admin'],
        [`/admin/cohorts/${tag}/judging`, null, 'admin'],
        [`/admin/cohorts/${tag}/reveal`, null, 'admin'],
        [`/review?team_id=${team.code}&phase=1`, null, 'admin'],
      ];
      const english: Record<string, string[]> = {};
      const layout: Record<string, string[]> = {};
      for (const [route, shot, who] of routes) {
        const page = who === 'team' ? team.page : admin.page;
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await headingOf(page).waitFor();
        if (route === `/results/${tag}`) {
          await page.getByRole('button', { name: t(locale, 'results.reveal.button') }).click();
          await page
            .getByText(t(locale, 'results.place', { place: 1 }), { exact: true })
            .first()
            .waitFor();
        }
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, locale === 'ar' ? 'rtl' : 'ltr']);
        const found = await englishOn(page, data);
        if (found.length) english[route] = found;
        if (!shot) continue;
        await shoot(page, shot, locale, 1280);
        if (locale !== 'ar') continue;
        const wide = await layoutProblems(page);
        await page.setViewportSize({ width: 375, height: 900 });
        const narrow = await layoutProblems(page);
        await shoot(page, shot, locale, 375);
        if (wide.length) layout[`${route} at 1280 px`] = wide;
        if (narrow.length) layout[`${route} at 375 px`] = narrow;
      }
      expect(english).toEqual({});
      expect(layout).toEqual({});
      for (const c of [admin, ...teams]) await c.context.close();
    },
  );
});

describe('a cohort’s language', () => {
  it('a new member’s pages start in the cohort’s language; a language chosen in the menu wins and is kept', async () => {
    const tag = `clang-${randomBytes(2).toString('hex')}`;
    const admin = await adminIn('en');
    await gql(admin.page, 'mutation($t:String!,$n:String!){createCohort(tag:$t,name:$n){tag}}', { t: tag, n: `Zorblax ${tag}` });
    // The instructor sets it on the cohort's card.
    await admin.page.goto('/admin');
    await admin.page.getByRole('tab', { name: 'Cohorts' }).click();
    const card = admin.page.getByRole('region', { name: `Zorblax ${tag}` });
    await card.getByLabel("Teams' language", { exact: true }).selectOption('de');
    await expect.poll(async () => ((await (await admin.page.request.get(`/api/cohorts/${tag}`)).json()) as { language: string | null }).language).toBe('de');
    const team = await apiTeam('Zorblax Crew');
    await gql(admin.page, 'mutation($t:String!,$ids:[ID!]!){assignTeams(cohortTag:$t,teamIds:$ids){id}}', { t: tag, ids: [team.id] });

    // No choice in this browser (Chromium's own language is English): the cohort's German.
    await team.page.goto(`/phase/1?team_id=${team.code}`);
    await team.page.getByRole('heading', { level: 1, name: getPhaseConfig(1, 'de')!.title }).waitFor();
    expect(await team.page.evaluate(() => document.documentElement.lang)).toBe('de');

    // The person picks Spanish in the footer's menu: this page and the next are Spanish.
    await team.page.getByLabel(t('de', 'language.label')).selectOption('es');
    await team.page.getByRole('heading', { level: 1, name: getPhaseConfig(1, 'es')!.title }).waitFor();
    await team.page.reload();
    await team.page.getByRole('heading', { level: 1, name: getPhaseConfig(1, 'es')!.title }).waitFor();
    await team.page.goto('/');
    await team.page.getByRole('button', { name: t('es', 'landing.getStarted') }).waitFor();
    for (const c of [admin, team]) await c.context.close();
  });
});
