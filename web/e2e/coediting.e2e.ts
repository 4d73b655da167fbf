/**
 * Team co-editing in headless Chromium: three members of one team, each in their own browser
 * profile, on the same phase at the same time, against the real app.
 */
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, createTeamInUi, newContext, seriousViolations, shot, useBrowser, type Page } from './browser.ts';

const browserOf = useBrowser();

const NAME = 'Company name';
const IDEA = 'Your idea in two or three sentences';
const MARKET = 'Who you think your customers are';

async function createTeam(page: Page, name: string) {
  const code = await createTeamInUi(page, name);
  const team = (await (await page.request.get(`/api/teams/${code}`)).json()) as { id: string };
  return { code, id: team.id };
}

async function member(code: string) {
  const ctx = await newContext(browserOf());
  const page = await ctx.context.newPage();
  await page.goto(`/phase/1?team_id=${code}`);
  await page.getByLabel(NAME, { exact: true }).waitFor();
  await status(page, 'Saved');
  return { ...ctx, page };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const status = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();
const valueOf = (page: Page, label: string) => field(page, label).inputValue();

describe('team co-editing', () => {
  it('three members keep every answer, see each other live, merge one textarea, work offline and follow REST saves', async () => {
    const a = await member(
      (
        await (async () => {
          const ctx = await newContext(browserOf());
          const page = await ctx.context.newPage();
          const team = await createTeam(page, 'Co-editing Crew');
          await ctx.context.close();
          return team;
        })()
      ).code,
    );
    const code = new URL(a.page.url()).searchParams.get('team_id')!;
    const teamId = ((await (await a.page.request.get(`/api/teams/${code}`)).json()) as { id: string }).id;
    const b = await member(code);
    const c = await member(code);

    // Presence: each sees the two others on the phase.
    for (const m of [a, b, c]) await m.page.getByText(/^Also on this phase:/).waitFor();

    // Three fields typed at once, key by key.
    await Promise.all([
      field(a.page, NAME).pressSequentially('Comet Coffee'),
      field(b.page, IDEA).pressSequentially('Cold brew by drone.'),
      field(c.page, MARKET).pressSequentially('Night-shift workers'),
    ]);
    for (const m of [a, b, c]) {
      await expect.poll(() => valueOf(m.page, NAME), { timeout: 10_000 }).toBe('Comet Coffee');
      await expect.poll(() => valueOf(m.page, IDEA), { timeout: 10_000 }).toBe('Cold brew by drone.');
      await expect.poll(() => valueOf(m.page, MARKET), { timeout: 10_000 }).toBe('Night-shift workers');
    }

    // A teammate's field shows who is in it.
    await field(b.page, IDEA).focus();
    await a.page
      .getByRole('img', { name: /is in this field/ })
      .first()
      .waitFor();
    await shot(a.page.getByRole('form'), `${SCREENSHOT_DIR}/coediting-1280.png`);

    // Two members type at the start and at the end of one textarea at the same moment; the
    // caret of each stays where they type although the other's text arrives meanwhile.
    await field(a.page, IDEA).click();
    await a.page.keyboard.press('Control+Home');
    await field(b.page, IDEA).click();
    await b.page.keyboard.press('Control+End');
    await Promise.all([a.page.keyboard.type('Hot and '), b.page.keyboard.type(' Every night.')]);
    const merged = 'Hot and Cold brew by drone. Every night.';
    for (const m of [a, b, c]) await expect.poll(() => valueOf(m.page, IDEA), { timeout: 10_000 }).toBe(merged);

    // C loses the network, keeps typing; A types meanwhile; both merge when C is back.
    await c.context.setOffline(true);
    await status(c.page, 'Offline — changes kept on this device');
    await field(c.page, MARKET).fill('Night-shift workers and nurses');
    await field(a.page, NAME).fill('Comet Coffee Co');
    await status(a.page, 'Saved');
    expect(await valueOf(c.page, NAME)).toBe('Comet Coffee');
    await c.context.setOffline(false);
    await status(c.page, 'Saved');
    for (const m of [a, b, c]) {
      await expect.poll(() => valueOf(m.page, NAME), { timeout: 10_000 }).toBe('Comet Coffee Co');
      await expect.poll(() => valueOf(m.page, MARKET), { timeout: 10_000 }).toBe('Night-shift workers and nurses');
    }

    // A save through the REST API reaches the open pages as a change.
    const current = (await (await a.page.request.get(`/api/phase-data/${teamId}/1`)).json()) as { data: Record<string, string> };
    const res = await a.page.request.post('/api/phase-data', { data: { teamId, phaseNumber: 1, data: { ...current.data, geography: 'Lisbon' } } });
    expect(res.ok()).toBe(true);
    for (const m of [a, b, c]) await expect.poll(() => valueOf(m.page, 'First market (country or region)'), { timeout: 10_000 }).toBe('Lisbon');

    // After a reload every page shows exactly what the API returns.
    const api = ((await (await a.page.request.get(`/api/phase-data/${teamId}/1`)).json()) as { data: Record<string, string> }).data;
    expect(api).toMatchObject({ company_name: 'Comet Coffee Co', product_idea: merged, target_market: 'Night-shift workers and nurses', geography: 'Lisbon' });
    for (const m of [a, b, c]) {
      await m.page.reload();
      await status(m.page, 'Saved');
      expect(await valueOf(m.page, NAME)).toBe(api.company_name);
      expect(await valueOf(m.page, IDEA)).toBe(api.product_idea);
      expect(await valueOf(m.page, MARKET)).toBe(api.target_market);
    }

    expect(await seriousViolations(a.page)).toEqual([]);
    for (const m of [a, b, c]) {
      expect(m.foreign).toEqual([]);
      expect(m.errors).toEqual([]);
      await m.context.close();
    }
  });

  it('keeps an edit made while the server is unreachable across a reload, and stores it once it is back', async () => {
    const first = await newContext(browserOf());
    const setup = await first.context.newPage();
    const { code, id } = await createTeam(setup, 'Offline Crew');
    await first.context.close();

    const { context, errors } = await newContext(browserOf());
    let reachable = true;
    await context.routeWebSocket(/\/collab\//, (ws) => {
      if (reachable) ws.connectToServer();
      else ws.close({ code: 1006, reason: 'unreachable' });
    });
    const page = await context.newPage();
    await page.goto(`/phase/1?team_id=${code}`);
    await status(page, 'Saved');
    reachable = false;
    await context.setOffline(true);
    await status(page, 'Offline — changes kept on this device');
    await field(page, NAME).fill('Typed offline');
    await context.setOffline(false);
    // Back online, but the app's server cannot be reached: the page keeps the edit through a reload.
    await page.reload();
    await status(page, 'Offline — changes kept on this device');
    expect(await valueOf(page, NAME)).toBe('Typed offline');
    reachable = true;
    await status(page, 'Saved');
    await expect
      .poll(async () => ((await (await page.request.get(`/api/phase-data/${id}/1`)).json()) as { data?: Record<string, string> }).data?.company_name, { timeout: 15_000 })
      .toBe('Typed offline');
    expect(errors).toEqual([]);
    await context.close();
  });
});
