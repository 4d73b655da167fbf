/**
 * A team's answers belong to the team: two people who joined a team with its code
 * co-edit one phase, each in their own browser; a third browser, without the team's session
 * (none at all, or another team's), can neither write the answers nor open the team's document.
 */
import { describe, expect, it } from 'vitest';
import { createTeamByApi, createTeamInUi, newContext, useBrowser, type Page } from './browser.ts';

const browserOf = useBrowser();

const NAME = 'Company name';
const IDEA = 'Your idea in two or three sentences';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const saved = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Saved$/ })
    .waitFor();

/** A person joins the team through the welcome dialog, typing its code, and lands on its phase. */
async function joinInUi(page: Page, code: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Found-in-Two' });
  await dialog.getByLabel('Team code', { exact: true }).fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Join Team' }).click();
  await page.waitForURL(new RegExp(`/phase/1\\?team_id=${code}$`));
  await field(page, NAME).waitFor();
  await saved(page);
}

/** How a /collab socket opened from this page ends: the close code and reason. */
const collabCloseFrom = (page: Page, teamId: string) =>
  page.evaluate(
    (id) =>
      new Promise<{ code: number; reason: string }>((resolve) => {
        const ws = new WebSocket(`${location.origin.replace('http', 'ws')}/collab/${id}/1`);
        ws.onclose = (ev) => resolve({ code: ev.code, reason: ev.reason });
      }),
    teamId,
  );

describe('team answers need the team', () => {
  it('two browsers that joined by code co-edit; a third without the team cannot write or open the document', async () => {
    // The team is made in one browser, which then leaves: its members join by code.
    const founder = await newContext(browserOf());
    const { code } = await createTeamByApi(await founder.context.newPage(), 'Joined by Code');
    await founder.context.close();

    const a = await newContext(browserOf());
    const b = await newContext(browserOf());
    const [pa, pb] = [await a.context.newPage(), await b.context.newPage()];
    await joinInUi(pa, code);
    await joinInUi(pb, code);
    const teamId = ((await (await pa.request.get(`/api/teams/${code}`)).json()) as { id: string; accessToken: string | null }).id;

    // Co-editing: each types in one field, both see both, and both are stored.
    await Promise.all([field(pa, NAME).pressSequentially('Lantern Labs'), field(pb, IDEA).pressSequentially('Lamps that learn.')]);
    for (const p of [pa, pb]) {
      await expect.poll(() => field(p, NAME).inputValue(), { timeout: 10_000 }).toBe('Lantern Labs');
      await expect.poll(() => field(p, IDEA).inputValue(), { timeout: 10_000 }).toBe('Lamps that learn.');
      await saved(p);
    }
    const stored = async () => ((await (await pa.request.get(`/api/phase-data/${teamId}/1`)).json()) as { data: Record<string, string> }).data;
    expect(await stored()).toMatchObject({ company_name: 'Lantern Labs' });

    // A third browser with no session: its writes are refused and the document closes at once.
    const c = await newContext(browserOf());
    const pc = await c.context.newPage();
    await pc.goto('/credits');
    const anonymous = await pc.request.post('/api/phase-data', { data: { teamId, phaseNumber: 1, data: { company_name: 'Wiped' } } });
    expect(anonymous.status()).toBe(401);
    expect(((await anonymous.json()) as { message: string }).message).toMatch(/join this team/i);
    const anonymousWrite = await pc.evaluate(
      async ([id]) =>
        (
          await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              query: 'mutation($t: ID!) { savePhaseData(teamId: $t, phaseNumber: 1, data: {company_name: "Wiped"}) { teamId } }',
              variables: { t: id },
            }),
          })
        ).json() as Promise<{ errors?: { extensions?: { code?: string } }[] }>,
      [teamId],
    );
    expect(anonymousWrite.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await collabCloseFrom(pc, teamId)).toMatchObject({ code: 4401 });

    // The same browser as another team: refused too (403, 4403).
    await createTeamByApi(pc, 'Someone Else');
    const other = await pc.request.post('/api/phase-data', { data: { teamId, phaseNumber: 1, data: { company_name: 'Wiped' } } });
    expect(other.status()).toBe(403);
    expect(await collabCloseFrom(pc, teamId)).toMatchObject({ code: 4403 });

    // Nothing the third browser tried reached the team's answers, which the members still see.
    expect(await stored()).toMatchObject({ company_name: 'Lantern Labs', product_idea: 'Lamps that learn.' });
    for (const p of [pa, pb]) expect(await field(p, NAME).inputValue()).toBe('Lantern Labs');
    for (const ctx of [a, b, c]) {
      expect(ctx.errors).toEqual([]);
      await ctx.context.close();
    }
  });

  it('a teammate who opens the phase address without having joined is joined automatically, and their typing is saved', async () => {
    const founder = await newContext(browserOf());
    const fp = await founder.context.newPage();
    const code = await createTeamInUi(fp, 'Pasted Address');
    await field(fp, NAME).waitFor();

    const mate = await newContext(browserOf());
    const mp = await mate.context.newPage();
    await mp.goto(`/phase/1?team_id=${code}`);
    await field(mp, NAME).pressSequentially('From a pasted link');
    await saved(mp);
    await expect.poll(() => field(fp, NAME).inputValue(), { timeout: 10_000 }).toBe('From a pasted link');
    // The page joined: the session is the team's now.
    expect(((await (await mp.request.get('/api/auth/team/status')).json()) as { code: string }).code).toBe(code);
    for (const ctx of [founder, mate]) {
      expect(ctx.errors).toEqual([]);
      await ctx.context.close();
    }
  });
});
