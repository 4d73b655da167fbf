/**
 * Signed chain heads in headless Chromium: the results page shows the cohort's
 * current signed head (short, whole on a click) and follows the voting live; an observer saves
 * the whole head, pastes it on the public /verify page and reads the verdict — intact for the
 * real head, refused for one whose signature was tampered with. axe on the verify page.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gql, loginAdminInUi, newContext, seriousViolations, useBrowser } from './browser.ts';

const browser = useBrowser();

interface Head {
  format: string;
  keyId: string;
  cohortTag: string;
  seq: string;
  position: string;
  hash: string;
  at: string;
  signature: string;
}

describe('signed chain heads', () => {
  it('the results page shows the signed head live; /verify confirms a saved head and refuses a forged one', async () => {
    const tag = `heads-${randomBytes(3).toString('hex')}`;
    const admin = (await newContext(browser())).context;
    const adminPage = await admin.newPage();
    await loginAdminInUi(adminPage);
    await gql(adminPage, 'mutation($t:String!){createCohort(tag:$t,name:"Heads Day"){tag}}', { t: tag });
    await gql(adminPage, 'mutation($t:String!){updateCohort(tag:$t,input:{votingOpen:true}){tag}}', { t: tag });
    const headQuery = 'query($t:String!){cohortChainHead(cohortTag:$t){format keyId cohortTag seq position hash at signature}}';
    const first = (await gql<{ cohortChainHead: Head }>(adminPage, headQuery, { t: tag })).cohortChainHead;

    const observer = (await newContext(browser())).context;
    const page = await observer.newPage();
    await page.goto(`/results/${tag}`);
    const footer = page.getByRole('complementary', { name: 'Signed vote history head' });
    await expect.poll(() => footer.getByTestId('chain-head-position').textContent()).toBe(first.position);
    await expect.poll(() => footer.textContent()).toContain(first.hash.slice(0, 12));

    // Voting closes: a new head, on the open page without a reload.
    await gql(adminPage, 'mutation($t:String!){updateCohort(tag:$t,input:{votingOpen:false}){tag}}', { t: tag });
    const latest = (await gql<{ cohortChainHead: Head }>(adminPage, headQuery, { t: tag })).cohortChainHead;
    expect(latest.seq).not.toBe(first.seq);
    await expect.poll(() => footer.getByTestId('chain-head-position').textContent(), { timeout: 10_000 }).toBe(latest.position);

    // The whole head, one click away: what an observer saves.
    await footer.getByText('Show the whole signed head (to save)').click();
    const saved = JSON.parse((await footer.getByTestId('chain-head-whole').textContent())!) as Head;
    expect(saved).toEqual(latest);

    await page.goto(`/verify?cohort=${tag}`);
    await page.getByRole('heading', { name: 'Verify the vote history' }).waitFor();
    const field = page.getByLabel('Saved chain head or receipt code');
    const result = page.getByTestId('verify-result');
    await field.fill(JSON.stringify(saved));
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => result.textContent()).toContain('Intact: this head is still part of the vote history.');

    const forged = { ...saved, position: String(Number(saved.position) + 1) };
    await field.fill(JSON.stringify(forged));
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => result.textContent()).toContain('Refused: this head was not signed by this instance');

    // The verify page shows the cohort's head too.
    await expect.poll(() => page.getByTestId('chain-head-position').textContent()).toBe(latest.position);
    expect(await seriousViolations(page)).toEqual([]);
    await admin.close();
    await observer.close();
  });
});
