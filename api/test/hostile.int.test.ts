import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { makeCohort, makeTeam } from './fixtures.js';
import { gql, nextResults, wsClient } from './gql.js';
import { errorHandler } from '../src/http/errors.js';
import { formatError } from '../src/graphql/errors.js';

/**
 * Hostile input found by a fuzzing run: each must be a clear 4xx JSON {message},
 * the same over REST and GraphQL, and never a 500. Every log line of the app is captured, and
 * no secret this file creates (access tokens, session ids, passwords) may appear in it.
 */
describe('hostile input', () => {
  let app: TestApp;
  let admin: TestClient;
  const logLines: string[] = [];
  const secrets = new Set<string>();
  beforeAll(async () => {
    app = await startTestApp({}, { log: (m) => logLines.push(m) });
    admin = await app.admin();
  });
  afterAll(() => app.close());

  const remember = (c: TestClient) => {
    // The session id is the part of the signed cookie before the signature.
    const sid = /fit\.sid=s%3A([^.;]+)/.exec(c.cookieHeader())?.[1];
    if (sid) secrets.add(sid);
  };

  it('answers malformed percent-encoding in any path parameter with 400', async () => {
    const c = app.client();
    for (const path of ['/api/teams/%FF%FE', '/api/cohorts/%E0%A4%A', '/api/showcase/%C3%28/results', '/api/phase-data/%FF/1', '/api/configs/%FF']) {
      const res = await c.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(/percent-encoding/i);
    }
    // Outside /api too (static files and the web app's routes): never a 500.
    for (const path of ['/%FF', '/phase/%FF%FE', '/assets/%C3%28.js', '/widget.js%FF', '/assets/%FF%FE']) {
      const res = await c.get(path);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('answers a gzip body that is not gzip with 400 and an unknown encoding with 415, on every JSON route', async () => {
    for (const path of ['/api/teams', '/api/phase-data', '/api/auth/admin/login', '/graphql']) {
      const bad = await fetch(app.url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: '{"name":"x"}' });
      expect(bad.status, path).toBe(400);
      expect((await bad.json()).message, path).toMatch(/gzip/i);
      const odd = await fetch(app.url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'br2' }, body: '{}' });
      expect(odd.status, path).toBe(415);
      expect((await odd.json()).message, path).toMatch(/encoding/i);
    }
    // Real gzip still works.
    const ok = await fetch(app.url + '/api/teams/ZZZZ', { method: 'GET' });
    expect(ok.status).toBe(404);
    const zipped = await fetch(app.url + '/api/auth/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ username: 'nobody', password: 'x' })),
    });
    expect(zipped.status).toBe(401);
  });

  it('refuses lone UTF-16 surrogates with 400 in REST bodies, GraphQL variables and GraphQL string literals, and writes nothing', async () => {
    const lone = { message: 'Text must not contain unpaired UTF-16 surrogates (such as \\ud800)' };
    const c = app.client();
    // Sent as raw JSON text so that the escape reaches the server as written.
    const raw = (body: string) => c.request('POST', '/api/teams', body);
    expect(await raw('{"name":"Lone \\ud800 team","code":"LS01"}')).toMatchObject({ status: 400, body: lone });
    expect(await raw('{"name":"Lone \\udfff","code":"LS01"}')).toMatchObject({ status: 400, body: lone });
    expect(await c.request('POST', '/api/admin/cohorts', '{"tag":"lone","name":"Lone \\ud800"}')).toMatchObject({ status: 400, body: lone });
    const team = await makeTeam(app, 'Surrogates');
    expect(await team.client.request('POST', '/api/phase-data', `{"teamId":"${team.id}","phaseNumber":1,"data":{"company_name\\ud800":"v"}}`)).toMatchObject({
      status: 400,
      body: lone,
    });
    expect(await team.client.request('POST', '/api/phase-data', `{"teamId":"${team.id}","phaseNumber":1,"data":{"company_name":"v\\udc00"}}`)).toMatchObject({
      status: 400,
      body: lone,
    });
    // A proper pair (an emoji) is fine.
    expect((await team.client.request('POST', '/api/phase-data', `{"teamId":"${team.id}","phaseNumber":1,"data":{"company_name":"v\\ud83d\\ude00"}}`)).status).toBe(200);

    const viaVariables = await c.request(
      'POST',
      '/graphql',
      '{"query":"mutation($n: String!) { createTeam(code: \\"LS02\\", name: $n) { id } }","variables":{"n":"a\\ud800"}}',
    );
    expect(viaVariables).toMatchObject({ status: 400, body: lone });
    const literal = await gql(c, 'mutation { createTeam(code: "LS03", name: "a\\ud800b") { id } }');
    expect(literal.status).toBe(400);
    // graphql-js itself refuses a lone surrogate escape in a literal; a raw one is caught by the door.
    expect(literal.codes).toEqual(['BAD_USER_INPUT']);
    expect(literal.errors?.[0]?.message).toMatch(/Invalid Unicode escape sequence: "\\ud800"/);
    const rawLiteral = await c.request('POST', '/graphql', '{"query":"mutation { createTeam(code: \\"LS03\\", name: \\"a\\ud800b\\") { id } }"}');
    expect(rawLiteral).toMatchObject({ status: 400, body: lone });
    const cohortLiteral = await gql(admin, 'mutation { createCohort(tag: "lone2", name: "x\\udbff") { tag } }');
    expect(cohortLiteral.codes).toEqual(['BAD_USER_INPUT']);

    const rows = await app.services.orm.em.fork().execute(`select count(*)::int as n from teams where code in ('LS01', 'LS02', 'LS03')`);
    expect(rows[0].n).toBe(0);
    expect(logLines.filter((l) => /^500|GraphQL 500/.test(l))).toEqual([]);
  });

  it('accepts only http(s) website URLs with a real host name, over REST and GraphQL', async () => {
    const [team] = await makeCohort(app, admin, 'links', 1, { submit: false });
    for (const websiteUrl of ['https://../etc/passwd', 'https://__proto__', `https://example.com/${'a'.repeat(2030)}`, 'http://localhost:3000', 'https://exa mple.com']) {
      const res = await team!.client.patch(`/api/teams/${team!.id}/website`, { websiteUrl });
      expect(res.status, websiteUrl).toBe(400);
      expect(res.body.message, websiteUrl).toMatch(/^Website URL/);
      const g = await gql(team!.client, 'mutation($id: ID!, $u: String!) { submitWebsite(teamId: $id, websiteUrl: $u) { id } }', { id: team!.id, u: websiteUrl });
      expect(g.codes, websiteUrl).toEqual(['BAD_USER_INPUT']);
      expect(g.errors?.[0]?.message, websiteUrl).toBe(res.body.message);
    }
    for (const websiteUrl of ['my-site.example.com', 'https://192.168.1.20:8080/app', 'http://shop.example.co.uk/?q=1']) {
      expect((await team!.client.patch(`/api/teams/${team!.id}/website`, { websiteUrl })).status, websiteUrl).toBe(200);
    }
  });

  it('publishes one cohortChanged per command, however many flags it changes', async () => {
    expect((await admin.post('/api/admin/cohorts', { tag: 'one-change', name: 'One change' })).status).toBe(201);
    const ws = wsClient(app.url);
    try {
      type Pushed = { cohortChanged: { name: string; votingOpen: boolean; resultsVisible: boolean } };
      // Until the second command's message; the creation's own may still arrive first, and is set aside.
      const sub = nextResults<Pushed>(
        ws,
        'subscription { cohortChanged(tag: "one-change") { name votingOpen resultsVisible } }',
        {},
        (p) => p.cohortChanged.name === 'Renamed' && !p.cohortChanged.votingOpen,
        8000,
      );
      await sub.subscribed;
      expect((await admin.patch('/api/admin/cohorts/one-change', { name: 'Renamed', votingOpen: true, resultsVisible: true })).status).toBe(200);
      // A second, later command: its message must be the second one the subscriber sees.
      expect((await admin.patch('/api/admin/cohorts/one-change', { votingOpen: false })).status).toBe(200);
      expect((await sub.done).filter((p) => p.cohortChanged.name !== 'One change')).toEqual([
        { cohortChanged: { name: 'Renamed', votingOpen: true, resultsVisible: true } },
        { cohortChanged: { name: 'Renamed', votingOpen: false, resultsVisible: true } },
      ]);
    } finally {
      await ws.dispose();
    }
  });

  it('never writes a secret (access token, session id, password) to the log, even when requests fail', async () => {
    secrets.add('correct-horse-battery');
    remember(admin);
    for (let i = 0; i < 3; i++) {
      const t = await makeTeam(app, `Secret keeper ${i}`);
      secrets.add(t.accessToken);
      remember(t.client);
      // Hostile traffic carrying the secrets: bad logins, bad bodies, failing GraphQL.
      await t.client.post('/api/auth/team/login', { access_token: t.accessToken + '\u0001' });
      await t.client.request('POST', '/api/auth/team/login', `{"access_token":"${t.accessToken}\\ud800"}`);
      await t.client.post('/api/auth/admin/login', { username: 'instructor', password: 'correct-horse-battery!' });
      await gql(t.client, `query { team(code: "${t.accessToken}") { id } }`);
      await gql(t.client, `mutation { teamLogin(accessToken: "${t.accessToken}\\udc00") { teamId } }`);
    }
    // A team created with a name PostgreSQL refuses: its new token must not reach the log.
    await admin.request('POST', '/api/teams', `{"name":"Lone \\udc00 secret","code":"LS09"}`);
    await gql(admin, `mutation($n: String!) { createTeam(code: "LS10", name: $n) { id } }`, { n: 'x\udc00' });

    // Whatever still fails deep inside (here a real PostgreSQL error whose message quotes the
    // statement and the secret bound to it) is logged without it, over REST and GraphQL.
    const t = await makeTeam(app, 'Deep failure');
    secrets.add(t.accessToken);
    const dbError = await app.services.orm.em
      .fork()
      .execute('select ?::uuid as x', [t.accessToken])
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(String((dbError as Error).message)).toContain(t.accessToken);
    const res = { headersSent: false, status: () => res, json: () => res, set: () => res, vary: () => res };
    errorHandler(app.services.log)(
      dbError,
      {
        method: 'POST',
        path: '/api/auth/team/login',
        baseUrl: '/api',
        route: { path: '/auth/team/login' },
        originalUrl: `/api/auth/team/login?access_token=${t.accessToken}`,
        get: () => undefined,
      } as never,
      res as never,
      () => {},
    );
    formatError(false, app.services.log)({ message: String((dbError as Error).message) }, dbError);
    app.services.log(`cookie: fit.sid=s%3A${t.accessToken}.signature; password=correct-horse-battery`);
    expect(logLines.some((l) => l.startsWith('500 POST /api/auth/team/login: DriverException'))).toBe(true);

    // Every log line the app wrote during this file.
    const log = logLines.join('\n');
    for (const s of secrets) expect(log.includes(s), `a secret reached the log: ${s.slice(0, 4)}…`).toBe(false);
    // Nor anything shaped like one (a token made and lost inside a failed request).
    expect(log).not.toMatch(/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])/);
  });
});
