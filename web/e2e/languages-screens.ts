/**
 * Every route walked in one language (docs/PRODUCT.md#languages), team's and
 * instructor's, in headless Chromium against the real app: no English left on the screen (the
 * words of English sentences, and the catalogue's own English messages); Arabic right to left at
 * 375 and 1280 px on the main screens — the page mirrors, nothing scrolls sideways, no two texts
 * overlap; screenshots of them in each language in docs/screenshots/languages. One test file per
 * language (languages-screens-{es,de,ar}.e2e.ts), so the three walks run beside the other browser
 * tests rather than one after another at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { gql } from './browser.ts';
import { t, englishOn, layoutProblems, adminIn, apiTeam, answersFor, headingOf, shoot, type Language } from './languages.ts';

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

type Route = [route: string, shot: string | null, who: 'team' | 'admin'];

/**
 * The tests of one language's file: one cohort, voted and revealed, walked in four parts (a
 * team's phases, a team's other pages, the public pages, the instructor's), each a test of its
 * own so that each says which part failed and none runs for minutes on a busy machine.
 */
export function walkEveryRoute(locale: Language) {
  describe(`every route in ${locale}: no English left on any screen, a team’s or the instructor’s; the main screens photographed, Arabic at 375 and 1280 px without sideways scrolling or overlapping text`, () => {
    let cohort: Awaited<ReturnType<typeof votedCohort>>;
    beforeAll(async () => {
      cohort = await votedCohort(locale);
    });
    afterAll(async () => {
      for (const c of cohort ? [cohort.admin, ...cohort.teams] : []) await c.context.close();
    });

    const parts: [string, (c: typeof cohort) => Route[]][] = [
      ['a team’s eight phases', ({ team }) => [1, 2, 3, 4, 5, 6, 7, 8].map((n): Route => [`/phase/${n}?team_id=${team.code}`, n === 1 ? 'phase-1' : null, 'team'])],
      [
        'a team’s other pages',
        ({ team }) => [
          ['/', 'landing', 'team'],
          [`/workbook?team_id=${team.code}`, null, 'team'],
          ['/credits', null, 'team'],
          ['/privacy', null, 'team'],
          ['/no-such-page', null, 'team'],
        ],
      ],
      [
        'the public pages',
        ({ tag }) => [
          [`/showcase/${tag}`, 'showcase', 'team'],
          [`/results/${tag}`, 'results', 'team'],
          [`/results/${tag}/present`, null, 'team'],
          ['/verify', null, 'team'],
          ['/judge', null, 'team'],
        ],
      ],
      [
        'the instructor’s pages',
        ({ tag, team }) => [
          ['/admin', 'admin', 'admin'],
          [`/admin/cohorts/${tag}/session`, 'session', 'admin'],
          [`/admin/cohorts/${tag}/judging`, null, 'admin'],
          [`/admin/cohorts/${tag}/reveal`, null, 'admin'],
          [`/review?team_id=${team.code}&phase=1`, null, 'admin'],
        ],
      ],
    ];

    for (const [part, routesOf] of parts) {
      it(`${locale}: ${part}`, async () => {
        const { tag, admin, team } = cohort;
        const data = ['Zorblax', 'Quarx', team.code, tag];
        const english: Record<string, string[]> = {};
        const layout: Record<string, string[]> = {};
        for (const [route, shot, who] of routesOf(cohort)) {
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
      });
    }
  });
}
