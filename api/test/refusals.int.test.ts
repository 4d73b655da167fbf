import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { makeCohort, type TeamHandle } from './fixtures.js';

/**
 * Every refusal keeps one shape, `{message, code}` (docs/API.md#conventions), whether the door
 * makes it (a body that is not JSON, too large, a foreign origin, an unknown path) or a rule
 * does; and a refusal for want of a session says which session would do.
 */
describe('refusals keep their shape and name what the caller lacks', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];
  const TAG = 'refusals';

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    teams = await makeCohort(app, admin, TAG, 2);
  });
  afterAll(() => app?.close());

  const json = { 'content-type': 'application/json' };

  it('a body that is not JSON, or nested 50,000 deep: 400 {message, code: BAD_USER_INPUT} on both doors', async () => {
    const c = app.client();
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const deepObject = `${'{"":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    for (const path of ['/api/teams', '/api/phase-data', '/graphql']) {
      for (const raw of ['{', '{"name": "x",}', deep, deepObject]) {
        const res = await c.request('POST', path, raw, json);
        expect({ path, raw: raw.slice(0, 10), status: res.status, body: res.body }).toEqual({
          path,
          raw: raw.slice(0, 10),
          status: 400,
          body: { message: 'Request body is not valid JSON', code: 'BAD_USER_INPUT' },
        });
      }
    }
  });

  it("the door's other refusals carry a code too", async () => {
    const c = app.client();
    const big = await c.request('POST', '/api/teams', JSON.stringify({ name: 'x'.repeat(300_000), code: 'BIG1' }));
    expect([big.status, big.body]).toEqual([413, { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' }]);
    const encoded = await c.request('POST', '/api/teams', '{}', { ...json, 'content-encoding': 'zstd-nope' });
    expect([encoded.status, encoded.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const gzip = await c.request('POST', '/api/teams', 'not gzip', { ...json, 'content-encoding': 'gzip' });
    expect([gzip.status, gzip.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    const unknown = await c.get('/api/no-such-path');
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Not found', code: 'NOT_FOUND' }]);
    const nul = await c.get('/api/teams/%00ABC');
    expect([nul.status, nul.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    const percent = await c.get('/api/teams/%E0%A4%A');
    expect([percent.status, percent.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    const foreign = await admin.post('/api/admin/cohorts', { tag: 'x', name: 'X' }, { origin: 'https://evil.example' });
    expect([foreign.status, foreign.body]).toEqual([403, { message: 'Cross-site request refused', code: 'FORBIDDEN' }]);
    const collab = await c.get(`/collab/${teams[0]!.id}/1`);
    expect([collab.status, collab.body.code]).toEqual([426, 'UPGRADE_REQUIRED']);
  });

  it("a cohort's agenda without a session: 401 saying a team's session or an instructor login is needed (not 'Admin access required')", async () => {
    const res = await app.client().get(`/api/cohorts/${TAG}/agenda`);
    expect([res.status, res.body]).toEqual([
      401,
      { message: "Join a team of this cohort (with its code or its secure link) or log in as an instructor to see the cohort's agenda", code: 'UNAUTHENTICATED' },
    ]);
    const viaGql = await app.client().post('/graphql', { query: 'query($t: String!) { agenda(cohortTag: $t) { status } }', variables: { t: TAG } });
    expect(viaGql.body.errors[0]).toMatchObject({ message: res.body.message, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it("a team's votes: 401 without a session naming the team's session or an instructor; a judge is told what a judge may do", async () => {
    const [a, b] = teams as [TeamHandle, TeamHandle];
    const anonymous = await app.client().get(`/api/showcase/${TAG}/vote?team_id=${a.id}`);
    expect([anonymous.status, anonymous.body]).toEqual([
      401,
      { message: 'Join this team (with its code or its secure link) or log in as an instructor to see its votes', code: 'UNAUTHENTICATED' },
    ]);
    const other = await b.client.get(`/api/showcase/${TAG}/votes/${a.id}`);
    expect([other.status, other.body]).toEqual([403, { message: "Only this team's session or an instructor can see its votes", code: 'FORBIDDEN' }]);

    const judgeLink = (await admin.post(`/api/admin/cohorts/${TAG}/judges`, { name: 'Grace' })).body.link as string;
    const judge = app.client();
    expect((await judge.post('/api/auth/judge/login', { token: judgeLink.replace('/judge/', '') })).status).toBe(200);
    const asJudge = await judge.get(`/api/showcase/${TAG}/vote?team_id=${a.id}`);
    // docs/API.md: a judge's session is refused every operation but the judge's own with this text.
    expect([asJudge.status, asJudge.body]).toEqual([403, { message: 'A judge may only score the teams assigned to them', code: 'FORBIDDEN' }]);
    expect((await a.client.get(`/api/showcase/${TAG}/vote?team_id=${a.id}`)).status).toBe(200);
  });
});
