import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { gql, nextResults, wsClient } from './gql.js';
import { makeTeam, type TeamHandle } from './fixtures.js';
import { rebuildReadModels, snapshotReadModels } from '../src/projections/index.js';

const THREAD = 'id teamId phaseNumber fieldId resolved messages { author authorName text }';

describe('feedback on phase answers', () => {
  let app: TestApp;
  let admin: TestClient;
  let team: TeamHandle;
  let other: TeamHandle;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    team = await makeTeam(app, 'Feedback Team');
    other = await makeTeam(app, 'Other Team');
  });
  afterAll(() => app.close());

  it('lets an instructor comment, the team reply, resolve and reopen, over REST', async () => {
    const made = await admin.post(`/api/feedback/${team.id}`, { phaseNumber: 1, fieldId: 'product_idea', text: ' Who pays? ' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      teamId: team.id,
      phaseNumber: 1,
      fieldId: 'product_idea',
      resolved: false,
      messages: [{ author: 'instructor', authorName: 'instructor', text: 'Who pays?' }],
    });
    const id = made.body.id;
    const reply = await team.client.post(`/api/feedback/threads/${id}/replies`, { text: 'Clinics do' });
    expect(reply.status).toBe(200);
    expect(reply.body.messages[1]).toMatchObject({ author: 'team', authorName: 'Feedback Team', text: 'Clinics do' });
    expect((await team.client.post(`/api/feedback/threads/${id}/resolve`)).body.resolved).toBe(true);
    expect((await admin.post(`/api/feedback/threads/${id}/reopen`)).body.resolved).toBe(false);
    const list = await team.client.get(`/api/feedback/${team.id}?phase=1`);
    expect(list.status).toBe(200);
    expect(list.body.map((t: { id: string }) => t.id)).toContain(id);
    expect((await team.client.get(`/api/feedback/${team.id}?phase=2`)).body).toEqual([]);
  });

  it('is visible only to the team and instructors (401/403), REST and GraphQL alike', async () => {
    const made = await admin.post(`/api/feedback/${team.id}`, { phaseNumber: 2, text: 'Whole phase note' });
    const id = made.body.id;
    const anon = app.client();
    expect((await anon.get(`/api/feedback/${team.id}`)).status).toBe(401);
    expect((await anon.post(`/api/feedback/${team.id}`, { phaseNumber: 1, text: 'x' })).status).toBe(401);
    expect((await anon.post(`/api/feedback/threads/${id}/replies`, { text: 'x' })).status).toBe(401);
    const foreign = await other.client.get(`/api/feedback/${team.id}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toMatch(/only for the team and its instructors/);
    expect((await other.client.post(`/api/feedback/threads/${id}/resolve`)).status).toBe(403);
    expect((await other.client.post(`/api/feedback/threads/${id}/replies`, { text: 'x' })).status).toBe(403);

    const q = `query($t: ID!) { feedbackThreads(teamId: $t) { ${THREAD} } }`;
    expect((await gql(anon, q, { t: team.id })).codes).toEqual(['UNAUTHENTICATED']);
    expect((await gql(other.client, q, { t: team.id })).codes).toEqual(['FORBIDDEN']);
    expect((await gql(team.client, q, { t: team.id })).data.feedbackThreads.length).toBeGreaterThan(0);
    const m = `mutation($id: ID!) { resolveFeedback(threadId: $id) { resolved } }`;
    expect((await gql(other.client, m, { id })).codes).toEqual(['FORBIDDEN']);
    expect((await gql(team.client, m, { id })).data.resolveFeedback.resolved).toBe(true);

    // A team member who joined on another device logs in with the team's secure link.
    const member = app.client();
    expect((await member.get(`/api/feedback/${team.id}`)).status).toBe(401);
    expect((await member.post('/api/auth/team/login', { access_token: team.accessToken })).status).toBe(200);
    expect((await member.get(`/api/feedback/${team.id}`)).status).toBe(200);
  });

  it('refuses bad input with a clear 4xx', async () => {
    const bad = async (path: string, body: unknown, status: number, message: RegExp) => {
      const res = await admin.post(path, body);
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
    };
    await bad(`/api/feedback/${team.id}`, { phaseNumber: 9, text: 'x' }, 400, /Phase number/);
    await bad(`/api/feedback/${team.id}`, { phaseNumber: 1, fieldId: 'nope', text: 'x' }, 400, /has no field "nope"/);
    await bad(`/api/feedback/${team.id}`, { phaseNumber: 1, text: '  ' }, 400, /Comment text is required/);
    await bad(`/api/feedback/${team.id}`, { phaseNumber: 1, text: 'x'.repeat(2001) }, 400, /at most 2000/);
    await bad('/api/feedback/00000000-0000-4000-8000-000000000000', { phaseNumber: 1, text: 'x' }, 404, /Team not found/);
    await bad('/api/feedback/not-a-uuid', { phaseNumber: 1, text: 'x' }, 400, /Team id/);
    await bad('/api/feedback/threads/00000000-0000-4000-8000-000000000000/replies', { text: 'x' }, 404, /Feedback thread not found/);
    await bad('/api/feedback/threads/zzz/resolve', {}, 400, /Thread id/);
    expect((await admin.get(`/api/feedback/${team.id}?phase=0`)).status).toBe(400);
  });

  it('sends new comments live to the team, and unresolved counts to instructors', async () => {
    const teamWs = wsClient(app.url, { cookie: team.client.cookieHeader() });
    const adminWs = wsClient(app.url, { cookie: admin.cookieHeader() });
    // The subscription starts with every thread the team has (see the next test), then the changes.
    const existing = (await team.client.get(`/api/feedback/${team.id}`)).body.length as number;
    const teamSub = nextResults(teamWs, `subscription($t: ID!) { feedbackChanged(teamId: $t) { ${THREAD} } }`, { t: team.id }, existing + 2);
    const countAfter = () => nextResults(adminWs, 'subscription { teamFeedbackChanged { id unresolvedFeedback } }', {}, 1);
    const opened = countAfter();
    await Promise.all([teamSub.subscribed, opened.subscribed]);
    const before = (await gql(admin, '{ teams { id unresolvedFeedback } }')).data.teams.find((t: { id: string }) => t.id === team.id).unresolvedFeedback;
    const made = await gql(admin, 'mutation($t: ID!) { commentOnPhase(teamId: $t, phaseNumber: 3, fieldId: null, text: "Live note") { id } }', { t: team.id });
    const id = made.data.commentOnPhase.id;
    // The count is read when the change is delivered, so each change is awaited before the next.
    expect((await opened.done)[0]!.teamFeedbackChanged).toEqual({ id: team.id, unresolvedFeedback: before + 1 });
    const closed = countAfter();
    await closed.subscribed;
    await team.client.post(`/api/feedback/threads/${id}/resolve`);
    expect((await closed.done)[0]!.teamFeedbackChanged).toEqual({ id: team.id, unresolvedFeedback: before });
    const [first, second] = (await teamSub.done).slice(existing);
    expect(first!.feedbackChanged).toMatchObject({ id, phaseNumber: 3, fieldId: null, resolved: false, messages: [{ text: 'Live note' }] });
    expect(second!.feedbackChanged).toMatchObject({ id, resolved: true });

    // Another team cannot listen in.
    const spy = wsClient(app.url, { cookie: other.client.cookieHeader() });
    const denied = nextResults(spy, `subscription($t: ID!) { feedbackChanged(teamId: $t) { id } }`, { t: team.id }, 1, 2000);
    await expect(denied.done).rejects.toThrow(/only for the team and its instructors/);
    await Promise.all([teamWs.dispose(), adminWs.dispose(), spy.dispose()]);
  });

  it('starts a subscription with every thread as it is: a comment made while a page was subscribing is not missed', async () => {
    // A teammate's page is already listening: the second page's subscription still starts with
    // every thread (a signed-in page's subscription is its own, not a share of the teammate's).
    const mateWs = wsClient(app.url, { cookie: team.client.cookieHeader() });
    const before = (await team.client.get(`/api/feedback/${team.id}`)).body.length as number;
    const mate = nextResults(mateWs, `subscription($t: ID!) { feedbackChanged(teamId: $t) { ${THREAD} } }`, { t: team.id }, before + 2);
    await mate.subscribed;
    const made = await gql(admin, 'mutation($t: ID!) { commentOnPhase(teamId: $t, phaseNumber: 2, fieldId: null, text: "Said while you were joining") { id } }', {
      t: team.id,
    });
    const all = (await team.client.get(`/api/feedback/${team.id}`)).body as { id: string }[];
    const teamWs = wsClient(app.url, { cookie: team.client.cookieHeader() });
    const sub = nextResults(teamWs, `subscription($t: ID!) { feedbackChanged(teamId: $t) { ${THREAD} } }`, { t: team.id }, all.length);
    const got = (await sub.done).map((r) => r!.feedbackChanged);
    expect(got.map((t: { id: string }) => t.id).sort()).toEqual(all.map((t) => t.id).sort());
    expect(got.find((t: { id: string }) => t.id === made.data.commentOnPhase.id)).toMatchObject({ phaseNumber: 2, messages: [{ text: 'Said while you were joining' }] });
    // The teammate's page, listening all along, heard that comment and the next one.
    await gql(admin, 'mutation($t: ID!) { commentOnPhase(teamId: $t, phaseNumber: 2, fieldId: null, text: "And one more") { id } }', { t: team.id });
    expect((await mate.done).slice(before).map((r) => r!.feedbackChanged.messages[0].text)).toEqual(['Said while you were joining', 'And one more']);
    await Promise.all([teamWs.dispose(), mateWs.dispose()]);
  });

  it("streams a team's answers to an instructor's read-only view", async () => {
    const adminWs = wsClient(app.url, { cookie: admin.cookieHeader() });
    const sub = nextResults(adminWs, 'subscription($t: ID!) { phaseDataChanged(teamId: $t, phaseNumber: 1) { data } }', { t: team.id }, 1);
    await sub.subscribed;
    await team.client.post('/api/phase-data', { teamId: team.id, phaseNumber: 1, data: { product_idea: 'Dental robots' } });
    const [got] = await sub.done;
    expect(got!.phaseDataChanged.data).toMatchObject({ product_idea: 'Dental robots' });
    await adminWs.dispose();

    const teamWs = wsClient(app.url, { cookie: team.client.cookieHeader() });
    const denied = nextResults(teamWs, 'subscription($t: ID!) { phaseDataChanged(teamId: $t, phaseNumber: 1) { data } }', { t: team.id }, 1, 2000);
    await expect(denied.done).rejects.toThrow(/Admin access required/);
    await teamWs.dispose();
  });

  it('counts unresolved threads in the CSV export, and rebuilds to the same rows', async () => {
    const r = await gql(admin, '{ teams { code unresolvedFeedback } }');
    const counts = r.data.teams as { code: string; unresolvedFeedback: number }[];
    const csv = (await admin.get('/api/admin/export')).text.split('\r\n').filter(Boolean);
    expect(csv[0]!.split(',')[10]).toBe('Unresolved Feedback');
    const row = csv.find((l) => l.startsWith(`${team.code},`))!;
    expect(Number(row.split(',')[10])).toBe(counts.find((c) => c.code === team.code)!.unresolvedFeedback);
    expect(counts.find((c) => c.code === team.code)!.unresolvedFeedback).toBeGreaterThan(0);

    const em = app.services.orm.em.fork();
    const live = await snapshotReadModels(em);
    await rebuildReadModels(em);
    expect(await snapshotReadModels(em)).toEqual(live);
  });
});
