import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { gql } from './gql.js';

/**
 * The language a cohort's teams' pages start in, and phase content by language
 * (docs/PRODUCT.md#languages): the instructor sets it over REST or GraphQL, anyone reads it with
 * the cohort's status; the phase content comes in each language with the same field ids and
 * option values.
 */
describe('languages of a cohort and of the phase content', () => {
  let app: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
  });
  afterAll(() => app?.close());

  it('an instructor sets a cohort’s language; its status shows it; null leaves it to each browser', async () => {
    expect((await admin.post('/api/admin/cohorts', { tag: 'lang-es', name: 'Madrid' })).status).toBe(201);
    expect((await app.client().get('/api/cohorts/lang-es')).body.language).toBeNull();

    const set = await admin.patch('/api/admin/cohorts/lang-es', { language: 'es' });
    expect([set.status, set.body.language]).toEqual([200, 'es']);
    expect((await app.client().get('/api/cohorts/lang-es')).body.language).toBe('es');
    const status = await gql(app.client(), `query { cohortStatus(tag: "lang-es") { language } }`);
    expect(status.data).toEqual({ cohortStatus: { language: 'es' } });

    const refused = await admin.patch('/api/admin/cohorts/lang-es', { language: 'fr' });
    expect([refused.status, refused.body]).toEqual([400, { message: 'Language must be one of en, es, de, ar', code: 'BAD_USER_INPUT' }]);

    const viaGraphql = await gql(admin, `mutation { updateCohort(tag: "lang-es", input: { language: "ar" }) { language } }`);
    expect(viaGraphql.data).toEqual({ updateCohort: { language: 'ar' } });
    const cleared = await gql(admin, `mutation { updateCohort(tag: "lang-es", input: { language: "" }) { language } }`);
    expect(cleared.data).toEqual({ updateCohort: { language: null } });
  });

  it('only an instructor sets it', async () => {
    const res = await app.client().patch('/api/admin/cohorts/lang-es', { language: 'de' });
    expect(res.status).toBe(401);
  });

  it('serves the phase content in each language, with the same ids and option values', async () => {
    const en = await app.client().get('/api/configs/phase-6');
    const ar = await app.client().get('/api/configs/phase-6?lang=ar');
    expect(ar.status).toBe(200);
    expect(ar.body.title).not.toBe(en.body.title);
    const shape = (c: { fields: { id: string; options?: { value: string }[] }[] }) => c.fields.map((f) => [f.id, f.options?.map((o) => o.value)]);
    expect(shape(ar.body)).toEqual(shape(en.body));
    expect((await app.client().get('/api/configs/phase-6?lang=xx')).status).toBe(400);

    const enTitle = (await app.client().get('/api/configs/phase-1')).body.title;
    const de = await gql(app.client(), `query { phaseConfig(phase: 1, locale: "de") { locale title } }`);
    expect(de.data.phaseConfig.locale).toBe('de');
    expect(de.data.phaseConfig.title).not.toBe(enTitle);
  });
});
