import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gql, nextResults, wsClient } from './gql.js';
import { clientKey } from '../src/auth/limiters.js';
import { startTestApp, TEST_ADMIN, type TestApp } from './harness.js';
import { makeCohort, makeTeam } from './fixtures.js';

describe('security baseline', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('stores admin passwords slow-hashed and logs in with a new session id', async () => {
    const rows = await app.services.orm.em.fork().execute(`select password_hash from admins where username = ?`, [TEST_ADMIN.username]);
    expect(rows[0].password_hash).toMatch(/^\$2[aby]\$\d\d\$/);
    expect(rows[0].password_hash).not.toContain(TEST_ADMIN.password);
    const c = app.client();
    const before = await c.post('/api/teams', { name: 'Cookie', code: 'CK01' });
    const first = before.headers.getSetCookie()[0]!;
    expect(first).toMatch(/HttpOnly/);
    expect(first).toMatch(/SameSite=Lax/);
    const login = await c.post('/api/auth/admin/login', TEST_ADMIN);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ user: { username: TEST_ADMIN.username, role: 'admin' } });
    const second = login.headers.getSetCookie()[0]!;
    expect(second.split(';')[0]).not.toBe(first.split(';')[0]);
    expect((await c.get('/api/auth/admin/status')).body).toEqual({ isAuthenticated: true, user: { username: TEST_ADMIN.username, role: 'admin' } });
    expect((await c.post('/api/auth/admin/logout')).status).toBe(200);
    expect((await c.get('/api/auth/admin/status')).body).toEqual({ isAuthenticated: false, user: null });
  });

  it('starts no session for a request without the session cookie, and one when a team logs in', async () => {
    const team = await makeTeam(app, 'No Cookie');
    const browser = app.client();
    const lookup = await browser.get(`/api/teams/${team.code}`);
    // A save needs the team's session: refused, and no session is started for it.
    const refused = await browser.post('/api/phase-data', { teamId: team.id, phaseNumber: 1, data: { product_idea: 'no session' } });
    expect([lookup.status, refused.status]).toEqual([200, 401]);
    expect([...lookup.headers.getSetCookie(), ...refused.headers.getSetCookie()]).toEqual([]);
    // A write's small answer goes out as it is; reads are compressed when they are worth it.
    const save = await team.client.post('/api/phase-data', { teamId: team.id, phaseNumber: 1, data: { product_idea: 'the team saves' } });
    expect(save.status).toBe(200);
    expect(save.headers.get('content-encoding')).toBeNull();
    const config = await browser.get('/api/configs/phase-1', { 'accept-encoding': 'gzip' });
    expect(config.headers.get('content-encoding')).toBe('gzip');
    expect((await browser.get('/api/auth/team/status')).status).toBe(401);
    const login = await browser.post('/api/auth/team/login', { access_token: team.accessToken });
    expect(login.headers.getSetCookie()[0]).toMatch(/^fit\.sid=.+HttpOnly/);
    expect((await browser.get('/api/auth/team/status')).body.teamId).toBe(team.id);
    // The id a client already holds is never kept across a login (no fixation).
    const held = login.headers.getSetCookie()[0]!.split(';')[0];
    const again = await browser.post('/api/auth/admin/login', TEST_ADMIN);
    expect(again.headers.getSetCookie()[0]!.split(';')[0]).not.toBe(held);
  });

  it('answers bad credentials with 401 and missing fields with 400', async () => {
    const c = app.client();
    expect(await c.post('/api/auth/admin/login', { username: TEST_ADMIN.username, password: 'wrong-password' })).toMatchObject({
      status: 401,
      body: { message: 'Invalid credentials.' },
    });
    expect((await c.post('/api/auth/admin/login', { username: '', password: '' })).status).toBe(400);
  });

  it('refuses NUL characters (which PostgreSQL cannot take) with a clear 400 in bodies, GraphQL variables and addresses', async () => {
    const c = app.client();
    const nul = { message: 'Text must not contain the NUL character (\\u0000)' };
    expect(await c.post('/api/auth/admin/login', { username: '\u0000', password: 'x' })).toMatchObject({ status: 400, body: nul });
    expect(await c.post('/api/teams', { name: 'Nul\u0000Team', code: 'NU01' })).toMatchObject({ status: 400, body: nul });
    expect(await c.post('/api/phase-data', { teamId: 'x', phaseNumber: 1, data: { ['k\u0000']: 'v' } })).toMatchObject({ status: 400, body: nul });
    const gql = await c.post('/graphql', {
      query: 'mutation($a: String!, $b: String!) { adminLogin(username: $a, password: $b) { username } }',
      variables: { a: '\u0000', b: 'x' },
    });
    expect(gql).toMatchObject({ status: 400, body: nul });
    expect(await c.get('/api/teams/AB%00C')).toMatchObject({ status: 400, body: nul });
    // Nothing was written: the team name with a NUL never became a team.
    const rows = await app.services.orm.em.fork().execute(`select count(*)::int as n from teams where code = 'NU01'`);
    expect(rows[0].n).toBe(0);
  });

  it('refuses cookie-authenticated writes from a foreign origin', async () => {
    const admin = await app.admin();
    const res = await admin.post('/api/admin/cohorts', { tag: 'csrf', name: 'CSRF' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cross-site request refused');
    const same = await admin.post('/api/admin/cohorts', { tag: 'csrf', name: 'CSRF' }, { origin: app.url });
    expect(same.status).toBe(201);
  });

  it('sends security headers, limits body size, and answers unknown /api paths with JSON 404', async () => {
    const c = app.client();
    const res = await c.get('/api/auth/admin/status');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const huge = await c.post('/api/phase-data', { teamId: 'x', phaseNumber: 1, data: { a: 'x'.repeat(400_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/too large/);
    const nf = await c.get('/api/nothing/here');
    expect(nf.status).toBe(404);
    expect(nf.headers.get('content-type')).toMatch(/json/);
    const bad = await c.request('POST', '/api/teams', '{"name": ', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
  });

  it('never shows a team token in public answers, and logs a team in only with its token', async () => {
    const admin = await app.admin();
    const [a] = await makeCohort(app, admin, 'tokens', 2);
    const publicAnswers = [await app.client().get('/api/showcase/tokens'), await app.client().get(`/api/teams/${a!.code}`)];
    for (const r of publicAnswers) expect(r.text).not.toContain(a!.accessToken);
    const browser = app.client();
    expect((await browser.get('/api/auth/team/status')).status).toBe(401);
    expect((await browser.post('/api/auth/team/login', { access_token: 'x'.repeat(32) })).status).toBe(401);
    const ok = await browser.post('/api/auth/team/login', { access_token: a!.accessToken });
    expect(ok.body.teamId).toBe(a!.id);
    expect((await browser.get('/api/auth/team/status')).body.teamId).toBe(a!.id);
    await browser.post('/api/auth/team/logout');
    expect((await browser.get('/api/auth/team/status')).status).toBe(401);
  });

  it('health and readiness', async () => {
    const c = app.client();
    expect((await c.get('/healthz')).status).toBe(200);
    const ready = await c.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ postgres: 'ok', migrations: 'ok', redis: 'ok' });
  });
});

describe('rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_ADMIN_LOGIN: '5' });
  });
  afterAll(() => app.close());

  it('rate limits admin login with 429', async () => {
    const c = app.client();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await c.post('/api/auth/admin/login', { username: 'nobody', password: 'nothing-here' })).status);
    expect(statuses).toContain(429);
    const limited = await c.post('/api/auth/admin/login', TEST_ADMIN);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many/);
  });
});

describe('team-code lookups', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp();
  });
  afterEach(() => app.close());

  const unknownCodes = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(2, '0')}`);

  it('lets a classroom behind one address join its real teams, and stops a client that guesses codes', async () => {
    const teams = await Promise.all(Array.from({ length: 30 }, (_, i) => makeTeam(app, `Class team ${i}`)));
    const classroom = app.client();
    // 300 people joining 30 real teams: never counted, never refused (REST and GraphQL alike).
    for (let round = 0; round < 5; round++) {
      for (const t of teams) {
        expect((await classroom.get(`/api/teams/${t.code}`)).status).toBe(200);
        expect((await gql(classroom, 'query($c: String!) { team(code: $c) { id } }', { c: t.code })).data.team).toEqual({ id: t.id });
      }
    }
    // A guesser from the same address: 10 misses over REST and 10 over GraphQL use up one counter.
    const guesser = app.client();
    for (const code of unknownCodes(10, 'QZ')) expect((await guesser.get(`/api/teams/${code}`)).status).toBe(404);
    for (const code of unknownCodes(10, 'QY')) expect((await gql(guesser, 'query($c: String!) { team(code: $c) { id } }', { c: code })).data.team).toBeNull();
    const limited = await guesser.get('/api/teams/QX00');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many team codes that do not exist/);
    // Once refused, a real code is refused too (otherwise guessing could continue), in both doors.
    expect((await classroom.get(`/api/teams/${teams[0]!.code}`)).status).toBe(429);
    expect((await gql(classroom, 'query($c: String!) { team(code: $c) { id } }', { c: teams[0]!.code })).codes).toEqual(['RATE_LIMITED']);
  });

  it('counts lookups over WebSocket in the same counter', async () => {
    const c = app.client();
    for (const code of unknownCodes(20, 'QV')) expect((await c.get(`/api/teams/${code}`)).status).toBe(404);
    const ws = wsClient(app.url);
    const sub = nextResults(ws, 'query($c: String!) { team(code: $c) { id } }', { c: 'QU00' });
    await expect(sub.done).rejects.toThrow(/Too many team codes that do not exist/);
    await ws.dispose();
  });

  it('keys a WebSocket client by X-Forwarded-For only behind a trusted proxy', () => {
    const req = { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }, socket: { remoteAddress: '10.0.0.1' } } as never;
    expect(clientKey(req, true)).toBe('203.0.113.9');
    expect(clientKey(req, false)).toBe('10.0.0.1');
  });

  it('counts creating a team with a taken code as a miss (the 409 reveals the code)', async () => {
    const team = await makeTeam(app, 'Taken');
    const c = app.client();
    for (let i = 0; i < 20; i++) expect((await c.post('/api/teams', { name: `Copy ${i}`, code: team.code })).status).toBe(409);
    expect((await c.post('/api/teams', { name: 'Copy', code: team.code })).status).toBe(429);
    expect((await c.get('/api/teams/QW00')).status).toBe(429);
  });
});

describe('CSV export', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('exports one RFC 4180 row per team with formulas neutralised', async () => {
    const admin = await app.admin();
    expect((await app.client().get('/api/admin/export')).status).toBe(401);
    await makeTeam(app, '=HYPERLINK("http://evil","x")');
    await makeTeam(app, 'Comma, "Quote" Team');
    const res = await admin.get('/api/admin/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="team-progress-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Team Code,Team Name,Cohort,Current Phase,Current Phase Name,Phases Completed,Progress (%),Website URL,Created At,Last Updated,Unresolved Feedback,Cohort Chain Head',
    );
    expect(lines).toHaveLength(3);
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(res.text).toContain('"Comma, ""Quote"" Team"');
    expect(lines[1]).toMatch(/,1,Market Research,0\/8,0,,/);
  });
});
