import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { ballot, makeCohort } from './fixtures.js';
import { gql, nextResults, wsClient } from './gql.js';

const PRESENTATION = 'query($t: String!) { presentation(cohortTag: $t) { stage rehearsal label resultsVisible rows { rank teamName totalPoints } } }';
const STEP = 'mutation($t: String!, $s: Int!, $r: Boolean) { stepReveal(tag: $t, stage: $s, rehearsal: $r) { tag revealStage rehearsal } }';

describe('presenter mode: the instructor steps the reveal', () => {
  let app: TestApp;
  let admin: TestClient;
  let teamClient: TestClient;
  let names: string[];
  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    const teams = await makeCohort(app, admin, 'show', 4);
    names = teams.map((t) => t.name);
    await admin.patch('/api/admin/cohorts/show', { votingOpen: true });
    const [a, b, c, d] = teams;
    teamClient = a!.client;
    for (const [voter, picks] of [
      [a, [b, c, d]],
      [b, [a, c, d]],
      [c, [b, a, d]],
    ] as const) {
      expect((await voter!.client.post('/api/showcase/show/vote', ballot(...picks.map((p) => p!.id)))).status).toBe(201);
    }
  });
  afterAll(() => app.close());

  it('only admins step or release, over GraphQL and REST', async () => {
    const anon = app.client();
    expect((await gql(anon, STEP, { t: 'show', s: 1, r: true })).codes).toEqual(['UNAUTHENTICATED']);
    expect((await anon.put('/api/admin/cohorts/show/reveal', { stage: 1, rehearsal: true })).status).toBe(401);
    expect((await anon.delete('/api/admin/cohorts/show/reveal')).status).toBe(401);
    expect((await gql(anon, 'mutation { releaseReveal(tag: "show") { tag } }')).codes).toEqual(['UNAUTHENTICATED']);
    // A team's session is a session, just not an instructor's: 403, not 401.
    const team = teamClient;
    expect((await gql(team, STEP, { t: 'show', s: 1, r: true })).codes).toEqual(['FORBIDDEN']);
    expect((await team.put('/api/admin/cohorts/show/reveal', { stage: 1, rehearsal: true })).status).toBe(403);
    expect((await team.delete('/api/admin/cohorts/show/reveal')).status).toBe(403);
    expect((await gql(team, 'mutation { releaseReveal(tag: "show") { tag } }')).codes).toEqual(['FORBIDDEN']);
  });

  it('refuses bad input with a clear 4xx and a message', async () => {
    const bad = await admin.put('/api/admin/cohorts/show/reveal', { stage: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Reveal stage must be a whole number from 0 to 3');
    expect((await admin.put('/api/admin/cohorts/show/reveal', { stage: 'x' })).status).toBe(400);
    expect((await admin.put('/api/admin/cohorts/show/reveal', { stage: 1, rehearsal: 'yes' })).status).toBe(400);
    expect((await admin.put('/api/admin/cohorts/show/reveal', [1])).status).toBe(400);
    expect((await admin.put('/api/admin/cohorts/nope/reveal', { stage: 1, rehearsal: true })).status).toBe(404);
    expect((await admin.put('/api/admin/cohorts/Bad%20Tag/reveal', { stage: 1 })).status).toBe(400);
    // A real show needs visible results.
    const early = await admin.put('/api/admin/cohorts/show/reveal', { stage: 1 });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('Make the results visible before presenting them');
    expect((await gql(admin, STEP, { t: 'show', s: 4 })).codes).toEqual(['BAD_USER_INPUT']);
  });

  it('a rehearsal presents sample data only and never a real row, to anyone', async () => {
    const step = await gql(admin, STEP, { t: 'show', s: 2, r: true });
    expect(step.data.stepReveal).toEqual({ tag: 'show', revealStage: 2, rehearsal: true });
    for (const who of [app.client(), admin]) {
      const p = (await gql(who, PRESENTATION, { t: 'show' })).data.presentation;
      expect(p).toMatchObject({ stage: 2, rehearsal: true, label: 'Rehearsal — sample data', resultsVisible: false });
      expect(p.rows.length).toBeGreaterThanOrEqual(3);
      const text = JSON.stringify(p);
      for (const name of names) expect(text).not.toContain(name);
      const rest = await who.get('/api/cohorts/show/presentation');
      expect(rest.body).toMatchObject({ stage: 2, rehearsal: true });
      for (const name of names) expect(JSON.stringify(rest.body)).not.toContain(name);
    }
    // The real results stay refused to the public while only rehearsing.
    expect((await gql(app.client(), 'query { results(cohortTag: "show") { teamName } }')).codes).toEqual(['FORBIDDEN']);
    expect((await app.client().get('/api/showcase/show/results')).status).toBe(403);
    expect((await app.client().get('/api/cohorts/show/status')).body).toMatchObject({ revealStage: 2, rehearsal: true, resultsVisible: false });
  });

  it('a real show: revealing ends the rehearsal; steps forward, back and reset; public pages see the stage', async () => {
    await admin.patch('/api/admin/cohorts/show', { resultsVisible: true });
    const after = (await gql(app.client(), PRESENTATION, { t: 'show' })).data.presentation;
    expect(after).toMatchObject({ stage: null, rehearsal: false, label: null, resultsVisible: true });
    expect(after.rows.map((r: { teamName: string }) => r.teamName).sort()).toEqual([...names].sort());

    for (const stage of [1, 2, 3, 2, 0]) {
      const res = await admin.put('/api/admin/cohorts/show/reveal', { stage });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ tag: 'show', stage, rehearsal: false });
      expect((await gql(app.client(), 'query { cohort(tag: "show") { revealStage rehearsal } }')).data.cohort).toEqual({ revealStage: stage, rehearsal: false });
    }
    expect((await admin.delete('/api/admin/cohorts/show/reveal')).body).toEqual({ tag: 'show', stage: null, rehearsal: false });
    // Hiding the results ends a real show.
    await admin.put('/api/admin/cohorts/show/reveal', { stage: 3 });
    await admin.patch('/api/admin/cohorts/show', { resultsVisible: false });
    expect((await gql(app.client(), PRESENTATION, { t: 'show' })).data.presentation).toEqual({
      stage: null,
      rehearsal: false,
      label: null,
      resultsVisible: false,
      rows: [],
    });
    await admin.patch('/api/admin/cohorts/show', { resultsVisible: true });
  });

  it('pushes each step live to public subscribers (presentation and cohortChanged)', async () => {
    const ws = wsClient(app.url);
    const pres = nextResults(ws, 'subscription($t: String!) { presentationChanged(cohortTag: $t) { stage rehearsal } }', { t: 'show' }, 3);
    const cohort = nextResults(ws, 'subscription($t: String!) { cohortChanged(tag: $t) { revealStage } }', { t: 'show' }, 3);
    await Promise.all([pres.subscribed, cohort.subscribed]);
    for (const stage of [1, 2, 3]) await admin.put('/api/admin/cohorts/show/reveal', { stage });
    expect((await pres.done).map((p) => p.presentationChanged.stage)).toEqual([1, 2, 3]);
    expect((await cohort.done).map((c) => c.cohortChanged.revealStage)).toEqual([1, 2, 3]);
    await ws.dispose();
  });

  it('refuses steps on an archived cohort', async () => {
    await admin.post('/api/admin/cohorts/show/archive');
    expect((await admin.put('/api/admin/cohorts/show/reveal', { stage: 1 })).status).toBe(409);
    expect((await admin.delete('/api/admin/cohorts/show/reveal')).status).toBe(409);
  });
});
