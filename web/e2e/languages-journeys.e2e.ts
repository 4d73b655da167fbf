/**
 * A team's whole journey in Spanish, German and Arabic (docs/PRODUCT.md#languages), in
 * headless Chromium against the real app — join through the welcome dialog, the eight phases
 * with the prompt in the team's language, the website, the vote, the results — and a cohort's
 * language: a new member's pages start in it; the person's own choice wins. The texts the test
 * clicks are the English ones of the code, translated through the catalogues the app loads.
 */
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { getPhaseConfig } from '@fit/events';
import { gql } from './browser.ts';
import { LANGUAGES, t, englishOn, personIn, adminIn, apiTeam, answersFor } from './languages.ts';

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
