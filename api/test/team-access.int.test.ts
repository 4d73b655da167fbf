import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { collabPath, CLOSE_FORBIDDEN, CLOSE_UNAUTHENTICATED } from '@fit/events';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { makeTeam, type TeamHandle } from './fixtures.js';
import { gql, nextResults, wsClient } from './gql.js';
import { waitFor } from './faults/processes.js';
import { createAdmin } from '../src/modules/auth/admins.js';

/*
 * A team's answers (and its phase, avatar and website) are the
 * team's — its session's or an instructor's — through every door; logging out ends the session's
 * live sockets; refusals over the WebSocket carry the same code as over HTTP.
 */

/** A /collab socket presenting `cookie`: how it ended (or 'open' while it stays open). */
function collab(app: TestApp, teamId: string, cookie?: string, phase = 1) {
  const ws = new WebSocket(app.url.replace('http', 'ws') + collabPath(teamId, phase), { headers: cookie ? { cookie } : {} });
  const state = { opened: false, closed: null as null | { code: number; reason: string }, status: 0 };
  ws.on('open', () => (state.opened = true));
  ws.on('close', (code, reason) => (state.closed = { code, reason: reason.toString() }));
  ws.on('unexpected-response', (_req, res) => (state.status = res.statusCode ?? 0));
  ws.on('error', () => {});
  return {
    ws,
    state,
    closed: async () => {
      await waitFor(() => state.closed !== null || state.status !== 0, 10_000, 'the socket to close');
      return state.closed ?? { code: state.status, reason: '' };
    },
  };
}

const SAVE = 'mutation($t: ID!, $d: JSONObject!) { savePhaseData(teamId: $t, phaseNumber: 1, data: $d) { data } }';
const READ = 'query($t: ID!) { phaseData(teamId: $t, phaseNumber: 1) { data } allPhaseData(teamId: $t) { phaseNumber } }';

describe("a team's answers belong to the team", () => {
  let app: TestApp;
  let admin: TestClient;
  let auditor: TestClient;
  let team: TeamHandle;
  let other: TeamHandle;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    await createAdmin(app.services, { username: 'auditor-23', password: 'auditor-password-23', role: 'auditor' });
    auditor = app.client();
    expect((await auditor.post('/api/auth/admin/login', { username: 'auditor-23', password: 'auditor-password-23' })).status).toBe(200);
    team = await makeTeam(app, 'Owners');
    other = await makeTeam(app, 'Neighbours');
    // A team submits its website only in a cohort.
    expect((await admin.post('/api/admin/cohorts', { tag: 'owners-23', name: 'Owners' })).status).toBe(201);
    expect((await admin.post('/api/admin/cohorts/owners-23/teams', { teamIds: [team.id] })).status).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });

  it('REST: anonymous 401, another team or an auditor 403, the team and an instructor 200 — reads and writes', async () => {
    const anon = app.client();
    const body = { teamId: team.id, phaseNumber: 1, data: { known_competitors: 'Slow kettles' } };
    const post = await anon.post('/api/phase-data', body);
    expect(post.status).toBe(401);
    expect(post.body.message).toMatch(/join this team/i);
    expect((await other.client.post('/api/phase-data', body)).status).toBe(403);
    expect((await auditor.post('/api/phase-data', body)).status).toBe(403);
    expect((await team.client.post('/api/phase-data', body)).status).toBe(200);
    expect((await admin.post('/api/phase-data', { ...body, data: { known_competitors: 'Slow kettles!' } })).status).toBe(200);
    for (const path of [`/api/phase-data/${team.id}/1`, `/api/phase-data/${team.id}`]) {
      expect((await anon.get(path)).status).toBe(401);
      expect((await other.client.get(path)).status).toBe(403);
      expect((await auditor.get(path)).status).toBe(403);
      expect((await team.client.get(path)).status).toBe(200);
      expect((await admin.get(path)).status).toBe(200);
    }
    expect((await team.client.get(`/api/phase-data/${team.id}/1`)).body.data).toEqual({ known_competitors: 'Slow kettles!' });
  });

  it('GraphQL: the same rule for phaseData, allPhaseData and savePhaseData', async () => {
    const anon = app.client();
    const vars = { t: team.id, d: { known_competitors: 'Cold tea' } };
    expect((await gql(anon, SAVE, vars)).codes).toEqual(['UNAUTHENTICATED']);
    expect((await gql(other.client, SAVE, vars)).codes).toEqual(['FORBIDDEN']);
    expect((await gql(auditor, SAVE, vars)).codes).toEqual(['FORBIDDEN']);
    expect((await gql(team.client, SAVE, vars)).data.savePhaseData.data).toEqual({ known_competitors: 'Cold tea' });
    expect((await gql(anon, READ, { t: team.id })).codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    expect((await gql(other.client, READ, { t: team.id })).codes).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    const own = await gql(team.client, READ, { t: team.id });
    expect(own.errors).toBeUndefined();
    expect(own.data.phaseData.data).toEqual({ known_competitors: 'Cold tea' });
    expect((await gql(admin, READ, { t: team.id })).errors).toBeUndefined();
  });

  it("the team's phase, avatar and website: REST and GraphQL refuse anyone but the team and an instructor", async () => {
    const anon = app.client();
    const patches: [string, object][] = [
      ['phase', { currentPhase: 2 }],
      ['avatar', { avatarIcon: 'rocket.svg' }],
      ['website', { websiteUrl: 'owners.example.com' }],
    ];
    for (const [what, body] of patches) {
      expect((await anon.patch(`/api/teams/${team.id}/${what}`, body)).status, what).toBe(401);
      expect((await other.client.patch(`/api/teams/${team.id}/${what}`, body)).status, what).toBe(403);
      const own = await team.client.patch(`/api/teams/${team.id}/${what}`, body);
      expect(own.status, `${what}: ${own.text}`).toBe(200);
    }
    expect((await admin.patch(`/api/teams/${team.id}/phase`, { currentPhase: 3 })).status).toBe(200);
    const mutations = [
      ['mutation($t: ID!) { setTeamPhase(teamId: $t, currentPhase: 3) { id } }', {}],
      ['mutation($t: ID!) { changeTeamAvatar(teamId: $t, avatarIcon: "rocket.svg") { id } }', {}],
      ['mutation($t: ID!) { submitWebsite(teamId: $t, websiteUrl: "owners.example.com") { id } }', {}],
    ] as const;
    for (const [query] of mutations) {
      expect((await gql(anon, query, { t: team.id })).codes, query).toEqual(['UNAUTHENTICATED']);
      expect((await gql(other.client, query, { t: team.id })).codes, query).toEqual(['FORBIDDEN']);
      expect((await gql(team.client, query, { t: team.id })).errors, query).toBeUndefined();
    }
  });

  it('joining by code (REST and GraphQL) gives the session the team; unknown codes are 404 and count as misses', async () => {
    const teammate = app.client();
    const unknown = await teammate.post('/api/auth/team/join', { code: 'ZZZZ' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No team found with that code. Please check and try again.');
    expect((await teammate.post('/api/auth/team/join', { code: ' ' })).status).toBe(400);
    const joined = await teammate.post('/api/auth/team/join', { code: team.code.toLowerCase() });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id: team.id, code: team.code, accessToken: team.accessToken });
    expect(joined.headers.getSetCookie().length).toBe(1);
    expect((await teammate.post('/api/phase-data', { teamId: team.id, phaseNumber: 2, data: { competitors: 'joined' } })).status).toBe(200);
    expect((await teammate.get('/api/auth/team/status')).body.id).toBe(team.id);
    // Joining a team the session has already joined keeps its id: a request of the same browser
    // still carrying the cookie is not logged out by a page that joins again.
    const before = teammate.cookieHeader();
    expect((await teammate.post('/api/auth/team/join', { code: team.code })).status).toBe(200);
    expect(teammate.cookieHeader()).toBe(before);
    expect((await app.client().get('/api/auth/team/status', { cookie: before })).body.id).toBe(team.id);

    const viaGraphql = app.client();
    const missed = await gql(viaGraphql, 'mutation { joinTeam(code: "ZZZY") { id } }');
    expect(missed.codes).toEqual(['NOT_FOUND']);
    const ok = await gql(viaGraphql, 'mutation($c: String!) { joinTeam(code: $c) { id accessToken } }', { c: team.code });
    expect(ok.data.joinTeam).toEqual({ id: team.id, accessToken: team.accessToken });
    expect((await gql(viaGraphql, SAVE, { t: team.id, d: { known_competitors: 'Joined over GraphQL' } })).errors).toBeUndefined();
  });

  it('a session keeps the teams it joined: two tabs on two teams both keep working, the last joined is current', async () => {
    const browser = app.client();
    expect((await browser.post('/api/auth/team/join', { code: team.code })).status).toBe(200);
    expect((await browser.post('/api/auth/team/join', { code: other.code })).status).toBe(200);
    expect((await browser.post('/api/phase-data', { teamId: team.id, phaseNumber: 4, data: { offer_ideas: 'tab one' } })).status).toBe(200);
    expect((await browser.post('/api/phase-data', { teamId: other.id, phaseNumber: 4, data: { offer_ideas: 'tab two' } })).status).toBe(200);
    expect((await browser.get('/api/auth/team/status')).body.id).toBe(other.id);
    const a = collab(app, team.id, browser.cookieHeader());
    const b = collab(app, other.id, browser.cookieHeader());
    await waitFor(() => a.state.opened && b.state.opened, 10_000, 'both sockets');
    a.ws.close();
    b.ws.close();
    // Switch Team leaves them all.
    expect((await browser.post('/api/auth/team/logout')).status).toBe(200);
    expect((await browser.post('/api/phase-data', { teamId: team.id, phaseNumber: 4, data: { offer_ideas: 'gone' } })).status).toBe(401);
  });

  it('/collab: opens for the team and an instructor; closes at once with 4401 without a session and 4403 for another team', async () => {
    const anon = collab(app, team.id);
    expect(await anon.closed()).toEqual({ code: CLOSE_UNAUTHENTICATED, reason: expect.stringMatching(/join this team/i) });
    expect(anon.state.opened).toBe(true);
    const stranger = collab(app, team.id, other.client.cookieHeader());
    expect((await stranger.closed()).code).toBe(CLOSE_FORBIDDEN);
    const auditorSocket = collab(app, team.id, auditor.cookieHeader());
    expect((await auditorSocket.closed()).code).toBe(CLOSE_FORBIDDEN);
    const own = collab(app, team.id, team.client.cookieHeader());
    const instructor = collab(app, team.id, admin.cookieHeader());
    await waitFor(() => own.state.opened && instructor.state.opened, 10_000, 'the allowed sockets');
    own.ws.close();
    instructor.ws.close();
  });

  it('a plain GET of /collab/{id}/1 answers 426 with a JSON message, not the web app', async () => {
    const res = await app.client().get(`/collab/${team.id}/1`);
    expect(res.status).toBe(426);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(res.body.message).toMatch(/WebSocket/);
  });

  it('a team session calling an admin operation gets 403 (a session, not the right one); no session stays 401', async () => {
    await admin.post('/api/admin/cohorts', { tag: 'access-23', name: 'Access' });
    expect((await team.client.get('/api/teams')).status).toBe(403);
    expect((await team.client.patch('/api/admin/cohorts/access-23', { resultsVisible: true })).status).toBe(403);
    expect((await app.client().patch('/api/admin/cohorts/access-23', { resultsVisible: true })).status).toBe(401);
    expect((await gql(team.client, '{ teams { id } }')).codes).toEqual(['FORBIDDEN']);
    expect((await gql(app.client(), '{ teams { id } }')).codes).toEqual(['UNAUTHENTICATED']);
  });
});

describe('joining by code is guarded like any code lookup', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('unknown codes sent to join count in the one code-miss counter: a guesser runs into 429, over REST and GraphQL', async () => {
    const guesser = app.client();
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i++) status = (await guesser.post('/api/auth/team/join', { code: `Q${String(i).padStart(3, '0')}` })).status;
    expect(status).toBe(429);
    expect((await gql(guesser, 'mutation { joinTeam(code: "QQQQ") { id } }')).codes).toEqual(['RATE_LIMITED']);
  });
});

describe('refusals over the WebSocket carry the same code as over HTTP', () => {
  let app: TestApp;
  let team: TeamHandle;
  beforeAll(async () => {
    app = await startTestApp();
    team = await makeTeam(app, 'Codes');
  });
  afterAll(async () => {
    await app.close();
  });

  const refusalOverWs = async (cookie: string | undefined, query: string, variables: Record<string, unknown>) => {
    const ws = wsClient(app.url, { cookie });
    try {
      const err = await nextResults(ws, query, variables, 1, 5000).done.then(
        () => null,
        (e: Error) => e,
      );
      return (JSON.parse(err!.message) as { message: string; extensions?: { code?: string } }[]).map((e) => e.extensions?.code);
    } finally {
      await ws.dispose();
    }
  };

  // Each subscription beside an HTTP query refused by the same rule: the codes must match.
  it.each([
    ['feedbackChanged, anonymous', false, 'subscription($t: ID!) { feedbackChanged(teamId: $t) { id } }', 'query($t: ID!) { feedbackThreads(teamId: $t) { id } }'],
    ['teamFeedbackChanged, as a team', true, 'subscription { teamFeedbackChanged { id } }', '{ teams { id } }'],
    ['phaseDataChanged, anonymous', false, 'subscription($t: ID!) { phaseDataChanged(teamId: $t, phaseNumber: 1) { data } }', READ_ONE],
    ['phaseDataChanged, as a team', true, 'subscription($t: ID!) { phaseDataChanged(teamId: $t, phaseNumber: 1) { data } }', '{ teams { id } }'],
  ])('%s', async (_name, asTeam, subscription, query) => {
    const client = asTeam ? team.client : app.client();
    const overHttp = (await gql(client, query, { t: team.id })).codes;
    expect(overHttp?.[0]).toMatch(/^(UNAUTHENTICATED|FORBIDDEN)$/);
    expect(await refusalOverWs(asTeam ? client.cookieHeader() : undefined, subscription, { t: team.id })).toEqual(overHttp);
  });
});

const READ_ONE = 'query($t: ID!) { phaseData(teamId: $t, phaseNumber: 1) { data } }';

describe('logging out ends the live sockets of that session', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("an admin's subscription and co-editing socket end at logout (REST), on the process it was opened on", async () => {
    const team = await makeTeam(app, 'Watched');
    const admin = await app.admin();
    const ws = wsClient(app.url, { cookie: admin.cookieHeader() });
    let ended: unknown = null;
    const got: unknown[] = [];
    ws.subscribe(
      { query: 'subscription($t: ID!) { phaseDataChanged(teamId: $t, phaseNumber: 1) { data } }', variables: { t: team.id } },
      { next: (v) => got.push(v), error: (e) => (ended = e), complete: () => (ended ??= 'complete') },
    );
    const socket = collab(app, team.id, admin.cookieHeader());
    await waitFor(() => socket.state.opened, 10_000, 'the admin socket');
    // The subscription is live: a save reaches it.
    await waitFor(
      async () => {
        await team.client.post('/api/phase-data', { teamId: team.id, phaseNumber: 1, data: { known_competitors: `p${got.length}` } });
        return got.length > 0;
      },
      10_000,
      'a live result',
    );
    expect((await admin.post('/api/auth/admin/logout')).status).toBe(200);
    expect(await socket.closed()).toEqual({ code: CLOSE_UNAUTHENTICATED, reason: expect.stringMatching(/logged out/i) });
    await waitFor(() => ended !== null, 10_000, 'the subscription to end');
    await ws.dispose();
  });

  it("an admin's GraphQL adminLogout ends the admin's subscription too", async () => {
    const team = await makeTeam(app, 'Watched Twice');
    const admin = await app.admin();
    const ws = wsClient(app.url, { cookie: admin.cookieHeader() });
    let ended = false;
    let results = 0;
    ws.subscribe(
      { query: 'subscription($t: ID!) { phaseDataChanged(teamId: $t, phaseNumber: 1) { data } }', variables: { t: team.id } },
      { next: () => results++, error: () => (ended = true), complete: () => (ended = true) },
    );
    await waitFor(
      async () => {
        await team.client.post('/api/phase-data', { teamId: team.id, phaseNumber: 1, data: { known_competitors: `q${results}` } });
        return results > 0;
      },
      10_000,
      'a live result',
    );
    expect((await gql(admin, 'mutation { adminLogout }')).data).toEqual({ adminLogout: true });
    await waitFor(() => ended, 10_000, 'the subscription to end');
    await ws.dispose();
  });

  it("a team's Switch Team (GraphQL teamLogout) ends its co-editing sockets", async () => {
    const team = await makeTeam(app, 'Leavers');
    const socket = collab(app, team.id, team.client.cookieHeader());
    await waitFor(() => socket.state.opened, 10_000, 'the team socket');
    expect((await gql(team.client, 'mutation { teamLogout }')).data).toEqual({ teamLogout: true });
    expect((await socket.closed()).code).toBe(CLOSE_UNAUTHENTICATED);
  });
});
