import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { makeCohort } from './fixtures.js';
import { rebuildReadModels, snapshotReadModels } from '../src/projections/index.js';

/**
 * Hostile input: random, malformed and oversized payloads at every REST route and GraphQL
 * mutation. Never a 5xx, never a crash; afterwards the read models still equal a rebuild.
 */
const json = fc.jsonValue({ maxDepth: 4 });
const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    '%00',
    '\u0000',
    'null',
    '[]',
    '{}',
    'javascript:alert(1)',
    '<script>x</script>',
    'ZX1Q',
    '00000000-0000-4000-8000-000000000000',
    'x'.repeat(5000),
    '😀'.repeat(100),
    "'; drop table events; --",
  ),
);
const body = fc.oneof(
  json,
  fc.record({ stage: fc.integer({ min: -1, max: 4 }), rehearsal: fc.boolean() }, { requiredKeys: [] }),
  fc.dictionary(
    fc.constantFrom(
      'name',
      'code',
      'teamId',
      'phaseNumber',
      'data',
      'currentPhase',
      'avatarIcon',
      'websiteUrl',
      'tag',
      'description',
      'votingOpen',
      'resultsVisible',
      'teamIds',
      'votes',
      'username',
      'password',
      'access_token',
      'stage',
      'rehearsal',
      'text',
      'fieldId',
    ),
    json,
  ),
);

describe('hostile input', () => {
  let app: TestApp;
  let admin: TestClient;
  let teamId: string;
  let team: TestClient;
  beforeAll(async () => {
    app = await startTestApp({
      RATE_LIMIT_TEAM_LOOKUP: '1000000',
      RATE_LIMIT_TEAM_CREATE: '1000000',
      RATE_LIMIT_ADMIN_LOGIN: '1000000',
      RATE_LIMIT_TEAM_LOGIN: '1000000',
    });
    admin = await app.admin();
    const teams = await makeCohort(app, admin, 'fuzz', 3);
    await admin.patch('/api/admin/cohorts/fuzz', { votingOpen: true });
    teamId = teams[0]!.id;
    team = teams[0]!.client;
  });
  afterAll(() => app.close());

  const routes: [string, (seg: string) => string][] = [
    ['POST', () => '/api/teams'],
    ['GET', (x) => `/api/teams/${x}`],
    ['PATCH', (x) => `/api/teams/${x}/phase`],
    ['PATCH', (x) => `/api/teams/${x}/avatar`],
    ['PATCH', (x) => `/api/teams/${x}/website`],
    ['POST', () => '/api/phase-data'],
    ['POST', () => '/api/auth/team/join'],
    ['GET', (x) => `/api/phase-data/${x}/${x}`],
    ['GET', (x) => `/api/phase-data/${x}`],
    ['GET', (x) => `/api/configs/${x}`],
    ['GET', (x) => `/api/cohorts/${x}`],
    ['GET', (x) => `/api/cohorts/${x}/status`],
    ['GET', (x) => `/api/cohorts/${x}/presentation`],
    ['PUT', (x) => `/api/admin/cohorts/${x}/reveal`],
    ['DELETE', (x) => `/api/admin/cohorts/${x}/reveal`],
    ['POST', () => '/api/admin/cohorts'],
    ['PATCH', (x) => `/api/admin/cohorts/${x}`],
    ['POST', (x) => `/api/admin/cohorts/${x}/teams`],
    ['PATCH', () => '/api/admin/cohorts/unassign-teams'],
    ['POST', (x) => `/api/admin/cohorts/${x}/archive`],
    ['POST', (x) => `/api/admin/cohorts/${x}/unarchive`],
    ['GET', (x) => `/api/showcase/${x}`],
    ['GET', (x) => `/api/showcase/${x}/vote?team_id=${x}`],
    ['GET', (x) => `/api/showcase/${x}/votes/${x}`],
    ['POST', (x) => `/api/showcase/${x}/vote`],
    ['GET', (x) => `/api/showcase/${x}/results`],
    ['POST', () => '/api/auth/admin/login'],
    ['POST', () => '/api/auth/team/login'],
    ['GET', (x) => `/api/feedback/${x}`],
    ['GET', (x) => `/api/feedback/${x}?phase=${x}`],
    ['POST', (x) => `/api/feedback/${x}`],
    ['POST', (x) => `/api/feedback/threads/${x}/replies`],
    ['POST', (x) => `/api/feedback/threads/${x}/resolve`],
    ['POST', (x) => `/api/feedback/threads/${x}/reopen`],
  ];

  it('no REST route answers 5xx to random paths and bodies, from anyone', async () => {
    const segment = fc.oneof(oddString.map(encodeURIComponent), fc.constantFrom('fuzz', 'FUZZ', '1', '9', 'phase-3', 'phase-99'), fc.constant(teamId));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), segment, body, fc.constantFrom('anon', 'admin', 'team'), async ([method, path], seg, payload, who) => {
        const client = who === 'admin' ? admin : who === 'team' ? team : app.client();
        const res = await client.request(method, path(seg), method === 'GET' ? undefined : payload);
        expect(res.status, `${method} ${path(seg)} ${JSON.stringify(payload).slice(0, 200)} → ${res.text.slice(0, 200)}`).toBeLessThan(500);
        if (res.status >= 400) expect([typeof res.body?.message, typeof res.body?.code]).toEqual(['string', 'string']);
      }),
      { numRuns: 600 },
    );
  });

  it('raw bodies that are not JSON, or too large, are 4xx', async () => {
    const c = app.client();
    for (const raw of ['{', 'nul', '"\\x"', '[1,2', '\u0000', '{"a":'.repeat(5000)]) {
      const res = await c.request('POST', '/api/phase-data', raw, { 'content-type': 'application/json' });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const big = await c.request('POST', '/api/teams', JSON.stringify({ name: 'x'.repeat(300_000), code: 'BIG1' }));
    expect(big.status).toBe(413);
    const deep = await c.request('POST', '/api/phase-data', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, { 'content-type': 'application/json' });
    expect(deep.status).toBeLessThan(500);
  });

  it('no GraphQL mutation answers 5xx or INTERNAL_SERVER_ERROR to random variables', async () => {
    const mutations = [
      'mutation($a: String!, $b: String!) { createTeam(name: $a, code: $b) { id } }',
      'mutation($a: ID!, $n: Int!) { setTeamPhase(teamId: $a, currentPhase: $n) { id } }',
      'mutation($a: ID!, $b: String!) { changeTeamAvatar(teamId: $a, avatarIcon: $b) { id } }',
      'mutation($a: ID!, $b: String!) { submitWebsite(teamId: $a, websiteUrl: $b) { id } }',
      'mutation($a: ID!, $n: Int!, $d: JSONObject!) { savePhaseData(teamId: $a, phaseNumber: $n, data: $d) { teamId } }',
      'mutation($a: String!, $b: String!, $c: String) { createCohort(tag: $a, name: $b, description: $c) { tag } }',
      'mutation($a: String!, $i: UpdateCohortInput!) { updateCohort(tag: $a, input: $i) { tag } }',
      'mutation($a: String!, $ids: [ID!]!) { assignTeams(cohortTag: $a, teamIds: $ids) { id } }',
      'mutation($ids: [ID!]!) { unassignTeams(teamIds: $ids) { id } }',
      'mutation($a: String!) { archiveCohort(tag: $a) { tag } }',
      'mutation($a: String!, $v: [VoteInput!]!) { castBallot(cohortTag: $a, votes: $v) { receipt } }',
      'mutation($a: String!, $b: String!) { adminLogin(username: $a, password: $b) { username } }',
      'mutation($a: String!) { teamLogin(accessToken: $a) { teamId } }',
      'mutation($a: String!) { joinTeam(code: $a) { id } }',
      'mutation($a: String!, $n: Int!, $b: Boolean) { stepReveal(tag: $a, stage: $n, rehearsal: $b) { tag } }',
      'mutation($a: String!) { releaseReveal(tag: $a) { tag } }',
      'mutation($a: ID!, $n: Int!, $b: String, $c: String!) { commentOnPhase(teamId: $a, phaseNumber: $n, fieldId: $b, text: $c) { id } }',
      'mutation($a: ID!, $b: String!) { replyToFeedback(threadId: $a, text: $b) { id } }',
      'mutation($a: ID!) { resolveFeedback(threadId: $a) { id } }',
      'mutation($a: ID!) { reopenFeedback(threadId: $a) { id } }',
    ];
    const value = fc.oneof(oddString, fc.integer(), fc.constant(teamId), fc.constant('fuzz'), json);
    const variables = fc.record({
      a: value,
      b: value,
      c: value,
      n: fc.oneof(fc.integer(), value),
      d: fc.oneof(fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string({ maxLength: 30 }), json)), value),
      i: fc.oneof(fc.record({ votingOpen: fc.boolean(), name: oddString }, { requiredKeys: [] }), value),
      ids: fc.oneof(fc.array(value, { maxLength: 5 }), value),
      v: fc.oneof(fc.array(fc.record({ votedForTeamId: value, rank: fc.oneof(fc.integer(), value) }), { maxLength: 5 }), value),
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...mutations), variables, fc.constantFrom('anon', 'admin', 'team'), async (query, vars, who) => {
        const client = who === 'admin' ? admin : who === 'team' ? team : app.client();
        const res = await client.post('/graphql', { query, variables: vars });
        expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
        const codes = (res.body?.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
        expect(codes, res.text.slice(0, 300)).not.toContain('INTERNAL_SERVER_ERROR');
      }),
      { numRuns: 400 },
    );
  });

  it('leaves the read models equal to a rebuild from the events', async () => {
    const em = app.services.orm.em.fork();
    const live = await snapshotReadModels(em);
    await rebuildReadModels(app.services.orm.em.fork());
    const rebuilt = await snapshotReadModels(app.services.orm.em.fork());
    for (const table of Object.keys(live)) expect(rebuilt[table], table).toEqual(live[table]);
  });
});
