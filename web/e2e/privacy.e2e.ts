/**
 * A team's personal data in headless Chromium (docs/PRIVACY.md): the team downloads everything
 * held about it and asks to be erased from its own page; the instructor sees the request on the
 * team's row, confirms by typing the team's code, and the row (and the team's page) show the team
 * as erased. axe-core on the dashboard with the confirmation open.
 */
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTeamInUi, loginAdminInUi, newContext, saveState, seriousViolations, useBrowser } from './browser.ts';

const browserOf = useBrowser();

describe("a team's personal data", () => {
  it('is downloaded and its erasure asked for by the team, then confirmed by the instructor on its row', async () => {
    const marker = `Privacy marker ${randomBytes(4).toString('hex')}`;
    const name = `Privacy Crew ${randomBytes(2).toString('hex')}`;
    const t = await newContext(browserOf());
    const team = await t.context.newPage();
    const code = await createTeamInUi(team, name);
    await team.getByLabel('Company name', { exact: true }).fill(marker);
    await saveState(team, 'Saved');

    // The team's own page: everything held about it, as one JSON file.
    await team.goto(`/workbook?team_id=${code}`);
    const card = team.getByRole('region', { name: "Your team's data" });
    await card.waitFor();
    const [download] = await Promise.all([team.waitForEvent('download'), card.getByRole('link', { name: 'Download all data' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^team-${code}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported.format).toBe('fit-team-export/v1');
    expect(exported.team.name).toBe(name);
    expect(exported.answers[0].data.company_name).toBe(marker);

    // It asks to be erased.
    await card.getByRole('button', { name: 'Ask to erase our data' }).click();
    const ask = team.getByRole('dialog', { name: "Ask to erase your team's data?" });
    await ask.getByRole('button', { name: 'Ask to erase' }).click();
    await ask.waitFor({ state: 'detached' });
    await card
      .getByRole('status')
      .filter({ hasText: /asked on .* erased/ })
      .waitFor();

    // The instructor sees the request on the team's row and confirms with the team's code.
    const i = await newContext(browserOf());
    const admin = await i.context.newPage();
    await loginAdminInUi(admin);
    const row = admin.locator(`tr[data-team-id="${exported.team.id}"]`);
    await row.getByTestId('erasure-requested').waitFor();
    await row.getByRole('button', { name: `Erase ${name}` }).click();
    const confirm = admin.getByRole('dialog', { name: `Erase ${name}` });
    const erase = confirm.getByRole('button', { name: 'Erase for good' });
    await confirm.getByLabel(`Type the team code ${code} to confirm`).fill('ZZZZ');
    expect(await erase.isDisabled()).toBe(true);
    expect(await seriousViolations(admin)).toEqual([]);
    await confirm.getByLabel(`Type the team code ${code} to confirm`).fill(code.toLowerCase());
    await erase.click();
    await admin.locator('[data-variant]').getByText(`${name} was erased`, { exact: true }).waitFor();
    await row.getByTestId('team-erased').waitFor();
    await row.getByText('Erased team', { exact: true }).waitFor();
    expect(await row.getByText(name).count()).toBe(0);

    // The team's page now says so, and holds nothing of it.
    await team.goto(`/workbook?team_id=${code}`);
    await team.getByText("This team's data was erased.", { exact: true }).waitFor();
    expect(await team.getByText(marker).count()).toBe(0);
    expect(t.errors.filter((e) => !/404|Not Found|erased/i.test(e))).toEqual([]);
    await t.context.close();
    await i.context.close();
  });
});
