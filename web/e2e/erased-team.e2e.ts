/**
 * An erased team on a page left open, in Spanish (docs/API.md#erased-teams): a visitor's results
 * page shows the revealed podium; the instructor erases the winning team; the page names it
 * "Equipo borrado" — not the API's English marker — without a reload, its place and points
 * unchanged. (The widget's side, in Arabic: widget/e2e/widget.e2e.ts.)
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gql, markNoReload, wasNotReloaded } from './browser.ts';
import { adminIn, apiTeam, englishOn, personIn, t } from './languages.ts';

describe('an erased team on open results pages', () => {
  it('is named in the page’s language at once, without a reload', async () => {
    const hex = randomBytes(2).toString('hex');
    const tag = `erased-es-${hex}`;
    const admin = await adminIn('es');
    await gql(admin.page, 'mutation($t:String!){createCohort(tag:$t,name:"Zorblax Day"){tag}}', { t: tag });
    const teams = [await apiTeam(`Zorblax Alpha ${hex}`), await apiTeam(`Zorblax Beta ${hex}`), await apiTeam(`Zorblax Gamma ${hex}`)];
    await gql(admin.page, 'mutation($t:String!,$ids:[ID!]!){assignTeams(cohortTag:$t,teamIds:$ids){id}}', { t: tag, ids: teams.map((x) => x.id) });
    for (const x of teams)
      await gql(x.page, 'mutation($id:ID!,$u:String!){submitWebsite(teamId:$id,websiteUrl:$u){id}}', { id: x.id, u: `https://${x.code.toLowerCase()}.example` });
    await gql(admin.page, 'mutation($t:String!){updateCohort(tag:$t,input:{votingOpen:true}){tag}}', { t: tag });
    // Alpha 6 points, Beta 3 (after Gamma on name), Gamma 3.
    const [alpha, beta, gamma] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0]];
    const vote = (voter: typeof alpha, ...ranked: (typeof alpha)[]) =>
      gql(voter.page, 'mutation($t:String!,$v:[VoteInput!]!){castBallot(cohortTag:$t,votes:$v){receipt}}', {
        t: tag,
        v: ranked.map((x, k) => ({ votedForTeamId: x.id, rank: k + 1 })),
      });
    await vote(beta, alpha, gamma);
    await vote(gamma, alpha, beta);
    await vote(alpha, beta, gamma);
    await gql(admin.page, 'mutation($t:String!){updateCohort(tag:$t,input:{votingOpen:false,resultsVisible:true}){tag}}', { t: tag });

    // A visitor's results page, revealed by its own click.
    const visitor = await personIn('es');
    const page = visitor.page;
    await page.goto(`/results/${tag}`);
    await page.getByRole('heading', { name: t('es', 'results.title', { name: 'Zorblax Day' }) }).waitFor();
    await page.getByRole('button', { name: t('es', 'results.reveal.button') }).click();
    await page.getByText(alpha.name).first().waitFor();
    await markNoReload(page);

    // The instructor erases the winning team.
    await gql(admin.page, 'mutation($id:ID!,$c:String!){eraseTeam(teamId:$id,confirmCode:$c){erasedNow}}', { id: alpha.id, c: alpha.code });

    const erased = t('es', 'privacy.erasedTeam');
    expect(erased).toBe('Equipo borrado');
    await page.getByText(erased).first().waitFor();
    await expect.poll(() => page.getByText(alpha.name).count()).toBe(0);
    expect(await page.getByText('Erased team').count()).toBe(0);
    expect(await wasNotReloaded(page)).toBe(true);
    // Still first, with its points.
    await expect.poll(() => page.locator('[data-place="1"]').textContent()).toContain(erased);
    await expect.poll(() => page.getByText(t('es', 'results.points', { count: 6 })).count()).toBeGreaterThan(0);
    expect(await englishOn(page, ['Zorblax', tag])).toEqual([]);
    for (const c of [admin, visitor, ...teams]) await c.context.close();
  });
});
