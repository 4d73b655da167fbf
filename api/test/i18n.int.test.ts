import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { gql, nextResults } from './gql.js';

/**
 * Refusals in the caller's language (docs/API.md#conventions): the code stays, the
 * message follows Accept-Language (REST and GraphQL, over HTTP and on the socket), English is the
 * default and stays exactly as it was; a message with no translation stays English.
 */
describe('refusal messages in the caller’s language', () => {
  let app: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
  });
  afterAll(() => app?.close());

  const lang = (header: string) => ({ 'accept-language': header });

  it('REST: Spanish, German and Arabic messages keep their code; English without a header', async () => {
    const c = app.client();
    const create = (headers?: Record<string, string>) => c.post('/api/teams', { name: '   ', code: 'ABCD' }, headers);
    const en = await create();
    expect([en.status, en.body]).toEqual([400, { message: 'Team name is required', code: 'BAD_USER_INPUT' }]);
    const es = await create(lang('es-ES,es;q=0.9'));
    expect([es.status, es.body]).toEqual([400, { message: 'El nombre del equipo es obligatorio', code: 'BAD_USER_INPUT' }]);
    expect(es.headers.get('vary')).toMatch(/Accept-Language/i);
    const de = await create(lang('de-DE'));
    expect(de.body).toEqual({ message: 'Der Teamname ist erforderlich', code: 'BAD_USER_INPUT' });
    const ar = await create(lang('ar'));
    expect(ar.body).toEqual({ message: 'اسم الفريق مطلوب', code: 'BAD_USER_INPUT' });
  });

  it('REST: a language the app does not have, or none, is English; English is asked for as it is', async () => {
    const c = app.client();
    for (const headers of [lang('fr-FR,fr;q=0.9'), lang('en-GB'), lang('es;q=0'), {}]) {
      const res = await c.get('/api/no-such-path', headers);
      expect([res.status, res.body]).toEqual([404, { message: 'Not found', code: 'NOT_FOUND' }]);
    }
    expect((await c.get('/api/no-such-path', lang('fr, de;q=0.5'))).body).toEqual({ message: 'Nicht gefunden', code: 'NOT_FOUND' });
  });

  it('REST: numbers are written as the language writes them', async () => {
    const body = { tag: 'i18n-long', name: 'Long', description: 'x'.repeat(2001) };
    const de = await admin.post('/api/admin/cohorts', body, lang('de'));
    expect([de.status, de.body]).toEqual([400, { message: 'Die Beschreibung darf höchstens 2.000 Zeichen lang sein', code: 'BAD_USER_INPUT' }]);
    const en = await admin.post('/api/admin/cohorts', body);
    expect(en.body).toEqual({ message: 'Description must be at most 2000 characters', code: 'BAD_USER_INPUT' });
  });

  it('REST and GraphQL: Arabic writes every number in Arabic-Indic digits, those of the limits and those the message names', async () => {
    const body = { tag: 'i18n-long-ar', name: 'Long', description: 'x'.repeat(2001) };
    const ar = await admin.post('/api/admin/cohorts', body, lang('ar'));
    expect([ar.status, ar.body]).toEqual([400, { message: 'يجب ألا يتجاوز الوصف ٢٬٠٠٠ حرف', code: 'BAD_USER_INPUT' }]);
    const code = await app.client().post('/api/teams', { name: 'Digits', code: 'AB' }, lang('ar'));
    expect([code.status, code.body]).toEqual([400, { message: 'يجب أن يتكون رمز الفريق من ٤ أحرف أو أرقام', code: 'BAD_USER_INPUT' }]);
    const english = await app.client().post('/api/teams', { name: 'Digits', code: 'AB' });
    expect(english.body).toEqual({ message: 'Team code must be 4 letters or digits', code: 'BAD_USER_INPUT' });
    const config = await gql(app.client(), '{ phaseConfig(phase: 9) { phase } }', {}, lang('ar'));
    expect(config.errors?.[0]?.message).toBe('لم يُعثر على إعداد المرحلة: المراحل مرقّمة من ١ إلى ٨');
  });

  it('REST: stored answers are never translated', async () => {
    const created = await admin.post('/api/admin/cohorts', { tag: 'i18n-kept', name: 'Cohort not found' }, lang('es'));
    expect(created.status).toBeLessThan(300);
    const read = await app.client().get('/api/cohorts/i18n-kept', lang('es'));
    expect(read.body.name).toBe('Cohort not found');
  });

  it('GraphQL over HTTP: German by Accept-Language, the code kept; a message with no template stays English', async () => {
    const c = app.client();
    const query = '{ cohortSession(cohortTag: "i18n-kept") { cohortTag } }';
    const en = await gql(c, query);
    const de = await gql(c, query, {}, lang('de-CH, en;q=0.5'));
    expect(de.codes).toEqual(en.codes);
    expect(en.errors?.[0]?.message).toBe('Admin access required. Please log in with admin credentials.');
    expect(de.errors?.[0]?.message).toBe('Admin-Zugang erforderlich. Bitte melde dich mit Admin-Anmeldedaten an.');
    const unknown = await gql(c, '{ noSuchField }', {}, lang('es'));
    expect(unknown.codes).toEqual(['BAD_USER_INPUT']);
    expect(unknown.errors?.[0]?.message).toBe('Cannot query field "noSuchField" on type "Query".');
    const notFound = await gql(admin, '{ cohortSession(cohortTag: "no-such-cohort") { cohortTag } }', {}, lang('ar'));
    expect([notFound.codes, notFound.errors?.[0]?.message]).toEqual([['NOT_FOUND'], 'لم يُعثر على الدفعة']);
  });

  it('GraphQL on the socket: the language of connectionParams, else of the upgrade request', async () => {
    const url = app.url.replace(/^http/, 'ws') + '/graphql';
    const SUBSCRIBE = 'subscription ($t: String!) { agendaChanged(cohortTag: $t) { cohortTag } }';
    const byParams = createClient({ url, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0, connectionParams: { locale: 'es' } });
    class GermanSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { 'accept-language': 'de' } });
      }
    }
    const byHeader = createClient({ url, webSocketImpl: GermanSocket, lazy: false, retryAttempts: 0 });
    const english = createClient({ url, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0 });
    try {
      const message = async (client: typeof english) => {
        const err = await nextResults(client, SUBSCRIBE, { t: 'i18n-kept' }).done.then(
          () => null,
          (e: Error) => e.message,
        );
        return (JSON.parse(err ?? '[]') as { message: string; extensions: { code: string } }[])[0];
      };
      const en = await message(english);
      expect(en?.extensions.code).toBe('UNAUTHENTICATED');
      const es = await message(byParams);
      const de = await message(byHeader);
      expect([es?.extensions.code, de?.extensions.code]).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
      expect(en?.message).toBe("Join a team of this cohort (with its code or its secure link) or log in as an instructor to see the cohort's agenda");
      expect(es?.message).toBe('Únete a un equipo de esta cohorte (con su código o su enlace seguro) o inicia sesión como instructor para ver la agenda de la cohorte');
      expect(de?.message).toBe(
        'Tritt einem Team dieser Kohorte bei (mit seinem Code oder seinem sicheren Link) oder melde dich als Lehrkraft an, um die Agenda der Kohorte zu sehen',
      );
      expect(new Set([en?.message, es?.message, de?.message]).size).toBe(3);
    } finally {
      await Promise.all([byParams.dispose(), byHeader.dispose(), english.dispose()]);
    }
  });
});
