/**
 * The phase content every language renders, compared with the files in __snapshots__: what the
 * API serves (GET /api/configs/phase-{n}, GraphQL phaseConfig) and the pages show, whole, so a
 * change in how content is stored or rendered cannot change a word, a field or an order
 * unnoticed. A deliberate content edit updates them: `npx vitest run --project events
 * src/phases/rendered.test.ts -u`, and the diff is reviewed with the edit.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.js';
import { phaseContent } from './index.js';

describe.each(LOCALES)('the %s phase content', (locale) => {
  it('renders every phase, field and name as the snapshot has them', async () => {
    await expect(`${JSON.stringify(phaseContent(locale), null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/content.${locale}.json`);
  });
});
