/**
 * The team workbook, in headless Chromium: the team downloads workbook-{code}-{date}.md
 * from its phase page (answers escaped, every phase in order with its prompt), an instructor
 * downloads the same from the review page, and the printable page renders under print media
 * without the app's controls. axe-core on the printable page.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createTeamInUi, loginAdminInUi, newContext, screenshots, seriousViolations, useBrowser, type Page } from './browser.ts';

const browserOf = useBrowser();

async function downloadWorkbook(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download workbook' }).click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

describe('team workbook', () => {
  it('downloads the Markdown workbook for the team and an instructor, and prints', async () => {
    const t = await newContext(browserOf());
    const team = await t.context.newPage();
    const code = await createTeamInUi(team, 'Workbook Crew');
    await team.getByLabel('Company name', { exact: true }).fill('Comet <Coffee> #1');
    await team
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor();

    const own = await downloadWorkbook(team);
    expect(own.name).toMatch(new RegExp(`^workbook-${code}-\\d{4}-\\d{2}-\\d{2}\\.md$`));
    expect(own.text.startsWith(`# Workbook: Workbook Crew (${code})\n`)).toBe(true);
    expect(own.text).toContain('### Company name\n\nComet \\<Coffee\\> \\#1\n');
    expect([...own.text.matchAll(/^## Phase (\d):/gm)].map((m) => Number(m[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(own.text.match(/^### Generated prompt$/gm)).toHaveLength(8);

    // An instructor, for any team, from the team's review page (linked from the dashboard).
    const i = await newContext(browserOf());
    const admin = await i.context.newPage();
    await loginAdminInUi(admin);
    await admin.getByRole('link', { name: 'Review Workbook Crew' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Review Workbook Crew' }).waitFor();
    const theirs = await downloadWorkbook(admin);
    expect(theirs.name).toBe(own.name);
    expect(theirs.text).toBe(own.text);
    // Or straight from the dashboard's Workbook column, onto the printable page.
    await admin.goto('/admin');
    await admin.getByRole('link', { name: 'Workbook of Workbook Crew' }).click();
    await admin.getByRole('heading', { level: 1, name: `Workbook: Workbook Crew (${code})` }).waitFor();
    expect((await downloadWorkbook(admin)).text).toBe(own.text);

    // The printable page, as the browser prints it.
    const print = await t.context.newPage();
    await print.emulateMedia({ media: 'print' });
    await print.goto(`/workbook?team_id=${code}`);
    await print.getByRole('heading', { level: 1, name: `Workbook: Workbook Crew (${code})` }).waitFor();
    expect(await print.getByRole('heading', { level: 2 }).allTextContents()).toHaveLength(8);
    expect(await print.getByText('Comet <Coffee> #1', { exact: true }).isVisible()).toBe(true);
    expect(await print.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    expect(await print.getByRole('button', { name: 'Download workbook' }).isVisible()).toBe(false);
    expect(await print.evaluate(() => getComputedStyle(document.querySelector('section[aria-labelledby="wb-phase-2"]')!).breakBefore)).toBe('page');
    expect(await seriousViolations(print)).toEqual([]);
    await print.emulateMedia({ media: 'screen' });
    expect(await print.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(true);

    await screenshots(t.context, `/workbook?team_id=${code}`, 'workbook');
    expect([...t.foreign, ...i.foreign]).toEqual([]);
    expect([...t.errors, ...i.errors]).toEqual([]);
    await Promise.all([t.context.close(), i.context.close()]);
  });
});
