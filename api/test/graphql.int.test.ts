import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, spawnServer, TestClient, type TestApp } from './harness.js';
import { getIntrospectionQuery } from 'graphql';
import { gql, nextResults, rawWsSocket, wsClient } from './gql.js';
import { waitFor } from './faults/processes.js';
import { makeCohort, makeTeam } from './fixtures.js';
import {
  CATEGORY_RESULTS_CHANGED_SUBSCRIPTION,
  CATEGORY_RESULTS_QUERY,
  COHORT_CHANGED_SUBSCRIPTION,
  COHORT_STATUS_QUERY,
  RESULTS_QUERY,
} from '../../widget/src/operations.js';

const TEAM_FIELDS = 'id code name avatarIcon currentPhase cohortTag submittedWebsiteUrl updatedAt accessToken';

describe('GraphQL over HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('creates a team, works its phases, and keeps the token private', async () => {
    const c = app.client();
    const created = await gql(c, `mutation($n: String!, $c: String!) { createTeam(name: $n, code: $c) { ${TEAM_FIELDS} } }`, { n: 'Orbit', c: 'GQ01' });
    expect(created.errors).toBeUndefined();
    const team = created.data.createTeam;
    expect(team).toMatchObject({ code: 'GQ01', name: 'Orbit', currentPhase: 1 });
    expect(team.accessToken).toBeTruthy();
    expect((await gql(c, '{ teamSession { teamId } }')).data.teamSession).toEqual({ teamId: team.id });

    const stranger = await gql(app.client(), `query { team(code: "gq01") { id accessToken } }`);
    expect(stranger.data.team).toEqual({ id: team.id, accessToken: null });

    const saved = await gql(c, `mutation($t: ID!, $d: JSONObject!) { savePhaseData(teamId: $t, phaseNumber: 2, data: $d) { teamId phaseNumber data } }`, {
      t: team.id,
      d: { competitors: 'x' },
    });
    expect(saved.data.savePhaseData).toEqual({ teamId: team.id, phaseNumber: 2, data: { competitors: 'x' } });
    expect((await gql(c, `query($t: ID!) { allPhaseData(teamId: $t) { phaseNumber } }`, { t: team.id })).data.allPhaseData).toEqual([{ phaseNumber: 2 }]);
    const advanced = await gql(c, `mutation($t: ID!) { setTeamPhase(teamId: $t, currentPhase: 3) { currentPhase } }`, { t: team.id });
    expect(advanced.data.setTeamPhase.currentPhase).toBe(3);
    const config = await gql(c, '{ phaseConfig(phase: 6) { phase title } }');
    expect(config.data.phaseConfig.phase).toBe(6);
  });

  it('types every phase config field for field as GET /api/configs serves it', async () => {
    const c = app.client();
    const all = `{ phase title estimatedTime intro promptTemplate instructions
      decisionBoxContent { title subtitle sections { number title items { label content } } action { title items } }
      stepByStepFlow { step action time details { title steps } }
      fields { id label type placeholder options { value label } required help tooltip }
      expectedOutput { fileCreated whyItMatters nextSteps } }`;
    // GraphQL answers an optional part the content leaves out as null; the JSON leaves it out.
    const withoutNulls = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(withoutNulls)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .filter(([, x]) => x !== null)
                .map(([k, x]) => [k, withoutNulls(x)]),
            )
          : v;
    for (let n = 1; n <= 8; n++) {
      const typed = await gql(c, `query($n: Int!) { phaseConfig(phase: $n) ${all} }`, { n });
      expect(typed.errors).toBeUndefined();
      expect(withoutNulls(typed.data.phaseConfig)).toEqual((await c.get(`/api/configs/phase-${n}`)).body);
    }
  });

  it('answers errors with stable codes', async () => {
    const c = app.client();
    expect((await gql(c, '{ teams { id } }')).codes).toEqual(['UNAUTHENTICATED']);
    expect((await gql(c, '{ phaseConfig(phase: 12) { phase } }')).codes).toEqual(['NOT_FOUND']);
    expect((await gql(c, `mutation { createTeam(name: " ", code: "AB12") { id } }`)).codes).toEqual(['BAD_USER_INPUT']);
    await gql(c, `mutation { createTeam(name: "One", code: "DUP1") { id } }`);
    expect((await gql(c, `mutation { createTeam(name: "Two", code: "DUP1") { id } }`)).codes).toEqual(['CONFLICT']);
    expect((await gql(c, '{ nope }')).codes).toEqual(['BAD_USER_INPUT']);
    const loginFail = await gql(c, `mutation { adminLogin(username: "x", password: "wrong-pass") { username } }`);
    expect(loginFail.codes).toEqual(['UNAUTHENTICATED']);
  });

  it('limits query depth and cost', async () => {
    const admin = await app.admin();
    const deep = await gql(admin, '{ cohorts { teams { name } } a1: cohorts { tag } }');
    expect(deep.errors).toBeUndefined();
    const fields = Array.from({ length: 2100 }, (_, i) => `f${i}: adminStatus { isAuthenticated }`).join(' ');
    const costly = await gql(admin, `{ ${fields} }`);
    expect(costly.status).toBe(400);
    expect(costly.errors![0]!.message).toMatch(/too complex/);
  });

  it('answers the standard introspection query in development, and still limits real operations', async () => {
    // What GraphiQL, Apollo Sandbox and codegen send: 15 levels deep.
    const intro = await gql(app.client(), getIntrospectionQuery());
    expect(intro.errors).toBeUndefined();
    expect(intro.data.__schema.queryType.name).toBe('Query');
    expect(
      (await gql(app.client(), '{ __type(name: "Team") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }'))
        .errors,
    ).toBeUndefined();
    // Introspection next to a real field does not lift the limits from the real field.
    const admin = await app.admin();
    const deepData = '{ cohorts { tag } __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }';
    const refused = await gql(admin, deepData);
    expect(refused.status).toBe(400);
    expect(refused.errors![0]!.message).toMatch(/too deep/);
  });

  it('lets another site read public results without credentials, and nothing else', async () => {
    const admin = await app.admin();
    const teams = await makeCohort(app, admin, 'public-gql', 3);
    const foreign = { origin: 'https://programme.example' };
    const status = await app.client().post('/graphql', { query: '{ cohortStatus(tag: "public-gql") { name resultsVisible } }' }, foreign);
    expect(status.status).toBe(200);
    expect(status.headers.get('access-control-allow-origin')).toBe('*');
    expect(status.body.data.cohortStatus).toEqual({ name: 'Cohort public-gql', resultsVisible: false });
    const hidden = await gql(app.client(), '{ results(cohortTag: "public-gql") { teamName } }', {}, foreign);
    expect(hidden.codes).toEqual(['FORBIDDEN']);
    // An admin's cookie is ignored when the page is another site's.
    const sneaky = await gql(admin, '{ teams { id } }', {}, foreign);
    expect(sneaky.status).toBe(400);
    const sneakyMutation = await gql(teams[0]!.client, `mutation { teamLogout }`, {}, foreign);
    expect(sneakyMutation.status).toBe(400);
    const preflight = await app.client().request('OPTIONS', '/graphql', undefined, { origin: 'https://programme.example', 'access-control-request-method': 'POST' });
    expect(preflight.status).toBe(204);
  });

  it("lets another site run every operation the widget sends, the category podium's included (docs/WIDGET.md)", async () => {
    const admin = await app.admin();
    await makeCohort(app, admin, 'widget-ops', 3);
    const foreign = { origin: 'https://programme.example' };
    const queries: [string, Record<string, string>][] = [
      [COHORT_STATUS_QUERY, { tag: 'widget-ops' }],
      [RESULTS_QUERY, { cohortTag: 'widget-ops' }],
      [CATEGORY_RESULTS_QUERY, { cohortTag: 'widget-ops' }],
    ];
    // Before the reveal the results are refused as they are to anyone (FORBIDDEN), never for the origin.
    for (const [query, variables] of queries) expect((await gql(app.client(), query, variables, foreign)).codes ?? []).not.toContain('BAD_USER_INPUT');
    await admin.patch('/api/admin/cohorts/widget-ops', { resultsVisible: true });
    for (const [query, variables] of queries) expect((await gql(app.client(), query, variables, foreign)).errors).toBeUndefined();

    const ws = wsClient(app.url, foreign);
    const category = nextResults(ws, CATEGORY_RESULTS_CHANGED_SUBSCRIPTION, { cohortTag: 'widget-ops' }, 1);
    const cohort = nextResults(ws, COHORT_CHANGED_SUBSCRIPTION, { tag: 'widget-ops' }, 1);
    await Promise.all([category.subscribed, cohort.subscribed]);
    await admin.post('/api/admin/cohorts/widget-ops/categories', { name: 'Best pitch', method: 'jury', criteria: ['Clarity'] });
    await admin.patch('/api/admin/cohorts/widget-ops', { votingOpen: true });
    expect((await category.done)[0]!.categoryResultsChanged).toEqual(expect.any(Array));
    expect((await cohort.done)[0]!.cohortChanged).toMatchObject({ tag: 'widget-ops', votingOpen: true });
    await ws.dispose();
  });

  it('runs the vote through GraphQL with the same rules as REST', async () => {
    const admin = await app.admin();
    const [a, b, c] = await makeCohort(app, admin, 'gql-vote', 3);
    const open = await gql(admin, `mutation { updateCohort(tag: "gql-vote", input: { votingOpen: true }) { votingOpen } }`);
    expect(open.data.updateCohort.votingOpen).toBe(true);
    const self = await gql(a!.client, `mutation($v: [VoteInput!]!) { castBallot(cohortTag: "gql-vote", votes: $v) { receipt } }`, {
      v: [
        { votedForTeamId: a!.id, rank: 1 },
        { votedForTeamId: b!.id, rank: 2 },
      ],
    });
    expect(self.codes).toEqual(['BAD_USER_INPUT']);
    const ok = await gql(a!.client, `mutation($v: [VoteInput!]!) { castBallot(cohortTag: "gql-vote", votes: $v) { receipt votes { votedForTeamId rank } } }`, {
      v: [
        { votedForTeamId: c!.id, rank: 1 },
        { votedForTeamId: b!.id, rank: 2 },
      ],
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.castBallot.votes).toEqual([
      { votedForTeamId: c!.id, rank: 1 },
      { votedForTeamId: b!.id, rank: 2 },
    ]);
    expect((await gql(a!.client, '{ myVotes(cohortTag: "gql-vote") { votedForTeamId rank } }')).data.myVotes).toHaveLength(2);
    const cohorts = await gql(admin, '{ cohorts { tag votedTeamIds teams { name } } }');
    expect(cohorts.data.cohorts.find((x: { tag: string }) => x.tag === 'gql-vote').votedTeamIds).toEqual([a!.id]);
    await gql(admin, `mutation { updateCohort(tag: "gql-vote", input: { resultsVisible: true }) { resultsVisible } }`);
    const results = await gql(app.client(), '{ results(cohortTag: "gql-vote") { rank place teamName totalPoints votes { rank count } } }');
    expect(results.data.results.map((r: { teamName: string; totalPoints: number; place: string }) => [r.teamName, r.totalPoints, r.place])).toEqual([
      [c!.name, 3, '1st Place'],
      [b!.name, 2, '2nd Place'],
    ]);
    // The audit's results carry the same place labels.
    const audit = await gql(admin, '{ resultsAsOf(cohortTag: "gql-vote") { results { place teamName } } }');
    expect(audit.errors).toBeUndefined();
    expect(audit.data.resultsAsOf.results).toEqual([
      { place: '1st Place', teamName: c!.name },
      { place: '2nd Place', teamName: b!.name },
    ]);
  });
});

describe('GraphQL subscriptions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('delivers team activity to instructors only', async () => {
    const admin = await app.admin();
    const adminWs = wsClient(app.url, { cookie: admin.cookieHeader() });
    const sub = nextResults(adminWs, 'subscription { teamActivity { kind team { name currentPhase } } }', {}, 2);
    await sub.subscribed;
    const t = await makeTeam(app, 'Live Team');
    await t.client.patch(`/api/teams/${t.id}/phase`, { currentPhase: 2 });
    const got = await sub.done;
    expect(got.map((g) => g.teamActivity.kind)).toEqual(['created', 'advanced']);
    expect(got[1].teamActivity.team).toEqual({ name: 'Live Team', currentPhase: 2 });
    await adminWs.dispose();

    const anonWs = wsClient(app.url);
    const denied = nextResults(anonWs, 'subscription { teamActivity { kind } }', {}, 1, 2000);
    await expect(denied.done).rejects.toThrow(/Admin access required/);
    await anonWs.dispose();
  });

  // Queries over the socket are parsed and validated once per text (server.ts): a refusal or an
  // acceptance must hold for every later subscription with the same text, and the per-viewer
  // checks must still run each time.
  it('answers the same subscription text alike every time, checking each viewer anew', async () => {
    const ws = wsClient(app.url);
    for (let i = 0; i < 2; i++) {
      await expect(nextResults(ws, 'subscription { nope }', {}, 1, 2000).done).rejects.toThrow(/Cannot query field/);
      await expect(nextResults(ws, 'subscription {', {}, 1, 2000).done).rejects.toThrow(/Syntax Error/);
      await expect(nextResults(ws, 'subscription { teamActivity { kind } }', {}, 1, 2000).done).rejects.toThrow(/Admin access required/);
    }
    const admin = await app.admin();
    const adminWs = wsClient(app.url, { cookie: admin.cookieHeader() });
    const subs = [0, 1].map(() => nextResults(adminWs, 'subscription { teamActivity { kind } }', {}, 1));
    await Promise.all(subs.map((s) => s.subscribed));
    await makeTeam(app, 'Checked Once');
    for (const s of subs) expect(await s.done).toEqual([{ teamActivity: { kind: 'created' } }]);
    await adminWs.dispose();
    await ws.dispose();
  });

  it('tells instructors, and only them, of every cohort created', async () => {
    const admin = await app.admin();
    const ws = wsClient(app.url, { cookie: admin.cookieHeader() });
    const sub = nextResults(ws, 'subscription { cohortCreated { tag name votingOpen archived } }', {}, 1);
    await sub.subscribed;
    const other = await app.admin();
    await other.post('/api/admin/cohorts', { tag: 'made-live', name: 'Made Live' });
    expect((await sub.done).map((g) => g.cohortCreated)).toEqual([{ tag: 'made-live', name: 'Made Live', votingOpen: false, archived: false }]);
    await ws.dispose();

    const anonWs = wsClient(app.url);
    const denied = nextResults(anonWs, 'subscription { cohortCreated { tag } }', {}, 1, 2000);
    await expect(denied.done).rejects.toThrow(/Admin access required/);
    await anonWs.dispose();
  });

  it('tells any page (even another site) when a cohort reveals its results', async () => {
    const admin = await app.admin();
    await admin.post('/api/admin/cohorts', { tag: 'reveal', name: 'Reveal' });
    const ws = wsClient(app.url, { origin: 'https://programme.example' });
    type Pushed = { cohortChanged: { tag: string; votingOpen: boolean; resultsVisible: boolean } };
    // Until the reveal; the creation's own message may still arrive first, and is set aside.
    const sub = nextResults<Pushed>(
      ws,
      'subscription($t: String!) { cohortChanged(tag: $t) { tag votingOpen resultsVisible } }',
      { t: 'reveal' },
      (p) => p.cohortChanged.resultsVisible,
    );
    await sub.subscribed;
    await admin.patch('/api/admin/cohorts/reveal', { votingOpen: true });
    await admin.patch('/api/admin/cohorts/reveal', { resultsVisible: true });
    expect((await sub.done).map((g) => g.cohortChanged).filter((c) => c.votingOpen || c.resultsVisible)).toEqual([
      { tag: 'reveal', votingOpen: true, resultsVisible: false },
      { tag: 'reveal', votingOpen: true, resultsVisible: true },
    ]);
    await ws.dispose();
  });

  it('runs one subscription for every screen watching the same thing as the same viewer, and ends it with the last', async () => {
    const admin = await app.admin();
    await admin.post('/api/admin/cohorts', { tag: 'shared', name: 'Shared' });
    const bus = app.services.bus;
    const subscribe = bus.subscribe;
    let listeners = 0;
    bus.subscribe = (listener) => {
      listeners++;
      const off = subscribe.call(bus, listener);
      return () => {
        listeners--;
        off();
      };
    };
    try {
      const query = 'subscription($t: String!) { cohortChanged(tag: $t) { tag votingOpen } }';
      const watch = (client: ReturnType<typeof wsClient>) => {
        const got: boolean[] = [];
        const stop = client.subscribe<{ cohortChanged: { votingOpen: boolean } }>(
          { query, variables: { t: 'shared' } },
          { next: (v) => got.push(v.data!.cohortChanged.votingOpen), error: () => {}, complete: () => {} },
        );
        return { got, stop };
      };
      const screens = [wsClient(app.url), wsClient(app.url), wsClient(app.url)];
      const watching = screens.map(watch);
      const instructorWs = wsClient(app.url, { cookie: admin.cookieHeader() });
      const instructor = watch(instructorWs);
      // Until every screen has seen a change, some may not have subscribed yet: toggle until they have.
      let open = false;
      await waitFor(
        async () => {
          open = !open;
          await admin.patch('/api/admin/cohorts/shared', { votingOpen: open });
          await waitFor(() => [...watching, instructor].every((w) => w.got.at(-1) === open), 5000, 'the change on every screen').catch(() => {});
          return [...watching, instructor].every((w) => w.got.at(-1) === open);
        },
        20_000,
        'every screen subscribed',
      );
      // Three public screens share one subscription; the instructor's (another viewer) is its own.
      expect(listeners).toBe(2);
      watching[0]!.stop();
      await screens[0]!.dispose();
      await admin.patch('/api/admin/cohorts/shared', { votingOpen: !open });
      await waitFor(() => watching.slice(1).every((w) => w.got.at(-1) === !open), 10_000, 'the others still served');
      expect(listeners).toBe(2);
      for (const ws of [...screens.slice(1), instructorWs]) await ws.dispose();
      await waitFor(() => listeners === 0, 10_000, 'the shared subscription ended with its last screen');
    } finally {
      bus.subscribe = subscribe;
    }
  });

  it("writes one change to many subscribers of one shared subscription as graphql-ws's next message, each with its own id", async () => {
    const admin = await app.admin();
    await admin.post('/api/admin/cohorts', { tag: 'fanout', name: 'Fan-out' });
    const query = 'subscription($t: String!) { cohortChanged(tag: $t) { tag votingOpen } }';
    // Twelve public screens, two subscriptions each (one id needs escaping): 24 subscribers of one shared subscription.
    const screens = await Promise.all(Array.from({ length: 12 }, () => rawWsSocket(app.url)));
    const ids = (i: number) => [`a-${i}`, i === 0 ? 'b "quoted" \\ 0' : `b-${i}`];
    screens.forEach((s, i) => ids(i).forEach((id) => s.subscribe(id, query, { t: 'fanout' })));
    const message = (id: string, votingOpen: boolean) =>
      `{"id":${JSON.stringify(id)},"type":"next","payload":{"data":{"cohortChanged":{"tag":"fanout","votingOpen":${votingOpen}}}}}`;
    const last = (s: (typeof screens)[number], id: string) => s.nexts(id).at(-1);

    // Until every subscription has heard a change, some may not have started: toggle until they have.
    let open = false;
    await waitFor(
      async () => {
        open = !open;
        await admin.patch('/api/admin/cohorts/fanout', { votingOpen: open });
        const all = () => screens.every((s, i) => ids(i).every((id) => last(s, id) === message(id, open)));
        await waitFor(all, 5000, 'the change on every subscription').catch(() => {});
        return all();
      },
      20_000,
      'every subscription started',
    );

    // One change: every subscriber gets exactly one message, the same payload around its own id.
    const before = screens.map((s) => s.texts.length);
    open = !open;
    await admin.patch('/api/admin/cohorts/fanout', { votingOpen: open });
    await waitFor(() => screens.every((s, i) => s.texts.length === before[i]! + 2), 5000, 'two messages on every screen');
    screens.forEach((s, i) =>
      expect(s.texts.slice(before[i]).sort()).toEqual(
        ids(i)
          .map((id) => message(id, open))
          .sort(),
      ),
    );

    // One subscriber completes, one screen's connection is cut without a close: the others are still served.
    screens[1]!.complete('a-1');
    screens[2]!.ws.terminate();
    const served = screens.filter((_, i) => i !== 2);
    const counts = served.map((s) => s.texts.length);
    open = !open;
    await admin.patch('/api/admin/cohorts/fanout', { votingOpen: open });
    await waitFor(() => served.every((s, i) => s.texts.length === counts[i]! + (s === screens[1] ? 1 : 2)), 5000, 'the change on the others');
    served.forEach((s, i) => {
      const wanted = ids(screens.indexOf(s)).filter((id) => id !== 'a-1');
      expect(s.texts.slice(counts[i]).sort()).toEqual(wanted.map((id) => message(id, open)).sort());
    });
    // The completed subscription heard nothing more (and graphql-ws answers a client's complete with nothing).
    expect(screens[1]!.texts.filter((t) => t.includes('"a-1"')).at(-1)).toBe(message('a-1', !open));
    for (const s of served) s.ws.close();
  });

  it('delivers ballots cast to instructors', async () => {
    const admin = await app.admin();
    const [a, b] = await makeCohort(app, admin, 'ballots-live', 2);
    await admin.patch('/api/admin/cohorts/ballots-live', { votingOpen: true });
    const ws = wsClient(app.url, { cookie: admin.cookieHeader() });
    const sub = nextResults(ws, 'subscription { ballotCast(cohortTag: "ballots-live") { voterTeamId teamName } }', {}, 1);
    await sub.subscribed;
    await a!.client.post('/api/showcase/ballots-live/vote', { votes: [{ voted_for_team_id: b!.id, rank: 1 }] });
    expect((await sub.done)[0].ballotCast).toEqual({ voterTeamId: a!.id, teamName: a!.name });
    await ws.dispose();
  });

  it('carries an update made on one app process to a subscriber on another, through Redis', async () => {
    const prefix = `fit-test-2p-${Date.now()}:`;
    const env = {
      DATABASE_URL: app.databaseUrl,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: prefix,
      ADMIN_USERNAME: 'two-proc',
      ADMIN_PASSWORD: 'two-process-pass',
    };
    const one = await spawnServer(env);
    const two = await spawnServer(env);
    try {
      const admin = new TestClient(one.url);
      expect((await admin.post('/api/auth/admin/login', { username: 'two-proc', password: 'two-process-pass' })).status).toBe(200);
      await admin.post('/api/admin/cohorts', { tag: 'two-proc', name: 'Two processes' });
      const ws = wsClient(two.url);
      const sub = nextResults(ws, 'subscription { cohortChanged(tag: "two-proc") { resultsVisible } }', {}, 1, 8000);
      await sub.subscribed;
      await new Promise((r) => setTimeout(r, 300));
      expect((await admin.patch('/api/admin/cohorts/two-proc', { resultsVisible: true })).status).toBe(200);
      expect((await sub.done)[0].cohortChanged).toEqual({ resultsVisible: true });
      await ws.dispose();
    } finally {
      await one.kill();
      await two.kill();
    }
  });
});

describe('GraphQL in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-for-tests' });
  });
  afterAll(() => app.close());

  it('keeps introspection off over HTTP and WebSocket', async () => {
    const http = await gql(app.client(), getIntrospectionQuery());
    expect(http.status).toBe(400);
    expect(http.errors![0]!.message).toMatch(/introspection/i);
    const ws = wsClient(app.url);
    const sub = nextResults(ws, '{ __schema { queryType { name } } }', {});
    await expect(sub.done).rejects.toThrow(/introspection/i);
    await ws.dispose();
  });
});
