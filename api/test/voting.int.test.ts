import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { ballot, makeCohort, makeTeam } from './fixtures.js';

describe('cohorts, showcase and voting over REST', () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
  });
  afterAll(() => app.close());

  it('creates, lists, updates, archives and restores cohorts (admin only)', async () => {
    const anon = app.client();
    expect((await anon.get('/api/admin/cohorts')).status).toBe(401);
    expect((await anon.post('/api/admin/cohorts', { tag: 'x', name: 'X' })).status).toBe(401);
    expect((await admin.post('/api/admin/cohorts', { tag: 'Bad Tag', name: 'X' })).status).toBe(400);
    expect((await admin.post('/api/admin/cohorts', { tag: 'spring-26', name: '  ' })).status).toBe(400);
    const created = await admin.post('/api/admin/cohorts', { tag: 'spring-26', name: 'Spring 2026', description: '' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tag: 'spring-26', name: 'Spring 2026', description: null, votingOpen: false, resultsVisible: false, archived: false });
    expect((await admin.post('/api/admin/cohorts', { tag: 'spring-26', name: 'Again' })).status).toBe(409);

    expect((await anon.get('/api/cohorts/spring-26')).body).toEqual({
      tag: 'spring-26',
      name: 'Spring 2026',
      description: null,
      language: null,
      votingOpen: false,
      resultsVisible: false,
    });
    expect((await anon.get('/api/cohorts/spring-26/status')).body).toEqual({
      name: 'Spring 2026',
      resultsVisible: false,
      votedCount: 0,
      eligibleCount: 0,
      revealStage: null,
      rehearsal: false,
    });
    expect((await anon.get('/api/cohorts/nope')).status).toBe(404);

    expect((await admin.patch('/api/admin/cohorts/spring-26', { votingOpen: true })).body.votingOpen).toBe(true);
    expect((await admin.patch('/api/admin/cohorts/spring-26', { votingOpen: 'yes' })).status).toBe(400);
    expect((await admin.patch('/api/admin/cohorts/spring-26', {})).status).toBe(400);
    expect((await admin.patch('/api/admin/cohorts/missing', { votingOpen: true })).status).toBe(404);

    const list = await admin.get('/api/admin/cohorts');
    expect(list.body.map((c: { tag: string }) => c.tag)).toContain('spring-26');
    expect(list.body.find((c: { tag: string }) => c.tag === 'spring-26').teams).toEqual([]);

    expect((await admin.post('/api/admin/cohorts/spring-26/archive')).body.archived).toBe(true);
    // Archived cohorts keep their flags locked.
    expect((await admin.patch('/api/admin/cohorts/spring-26', { resultsVisible: true })).status).toBe(409);
    expect((await admin.get('/api/admin/cohorts')).body.map((c: { tag: string }) => c.tag)).not.toContain('spring-26');
    expect((await admin.get('/api/admin/cohorts/archived')).body.map((c: { tag: string }) => c.tag)).toContain('spring-26');
    expect((await admin.post('/api/admin/cohorts/spring-26/unarchive')).body.archived).toBe(false);
    expect((await admin.patch('/api/admin/cohorts/spring-26', { resultsVisible: true })).body.resultsVisible).toBe(true);
  });

  it('assigns and unassigns teams all-or-nothing', async () => {
    await admin.post('/api/admin/cohorts', { tag: 'assign', name: 'Assign' });
    const a = await makeTeam(app, 'Alpha');
    const b = await makeTeam(app, 'Beta');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin.post('/api/admin/cohorts/assign/teams', { teamIds: [a.id, missing] })).status).toBe(404);
    expect((await admin.get(`/api/teams/${a.code}`)).body.cohortTag).toBeNull();
    expect((await admin.post('/api/admin/cohorts/assign/teams', { teamIds: [] })).status).toBe(400);
    expect((await admin.post('/api/admin/cohorts/nope/teams', { teamIds: [a.id] })).status).toBe(404);
    const assigned = await admin.post('/api/admin/cohorts/assign/teams', { teamIds: [a.id, b.id] });
    expect(assigned.body.map((t: { cohortTag: string }) => t.cohortTag)).toEqual(['assign', 'assign']);
    const cohorts = await admin.get('/api/admin/cohorts');
    expect(cohorts.body.find((c: { tag: string }) => c.tag === 'assign').teams.map((t: { name: string }) => t.name)).toEqual(['Alpha', 'Beta']);
    const un = await admin.patch('/api/admin/cohorts/unassign-teams', { teamIds: [b.id] });
    expect(un.status).toBe(200);
    expect(un.body[0].cohortTag).toBeNull();
  });

  it('submits websites as http(s) only, adding https:// when missing', async () => {
    const [t] = await makeCohort(app, admin, 'urls', 1, { submit: false });
    const ok = await t!.client.patch(`/api/teams/${t!.id}/website`, { websiteUrl: 'my-startup.example' });
    expect(ok.body.submittedWebsiteUrl).toBe('https://my-startup.example');
    for (const bad of ['javascript:alert(1)', 'ftp://files.example', '', '   ', 42]) {
      expect((await t!.client.patch(`/api/teams/${t!.id}/website`, { websiteUrl: bad })).status).toBe(400);
    }
  });

  it('runs a full vote: rules enforced, one ballot per team, results hidden until revealed', async () => {
    const [a, b, c, d] = await makeCohort(app, admin, 'demo-day', 4);
    const show = await app.client().get('/api/showcase/demo-day');
    expect(show.body).toHaveLength(4);
    expect(JSON.stringify(show.body)).not.toMatch(/accessToken/);
    expect(show.body[0]).toEqual({
      id: a!.id,
      name: a!.name,
      avatarIcon: null,
      submittedWebsiteUrl: `https://${a!.code.toLowerCase()}.example.com`,
      cohortTag: 'demo-day',
      erased: false,
    });

    // Voting not open yet.
    expect((await a!.client.post('/api/showcase/demo-day/vote', ballot(b!.id, c!.id, d!.id))).status).toBe(409);
    await admin.patch('/api/admin/cohorts/demo-day', { votingOpen: true });
    // No team session.
    expect((await app.client().post('/api/showcase/demo-day/vote', ballot(b!.id, c!.id, d!.id))).status).toBe(401);
    // Self-vote, too few ranks, repeated ranks, unknown teams.
    expect((await a!.client.post('/api/showcase/demo-day/vote', ballot(a!.id, c!.id, d!.id))).body.message).toBe('Cannot vote for your own team');
    expect((await a!.client.post('/api/showcase/demo-day/vote', ballot(b!.id, c!.id))).status).toBe(400);
    expect(
      (
        await a!.client.post('/api/showcase/demo-day/vote', {
          votes: [
            { voted_for_team_id: b!.id, rank: 1 },
            { voted_for_team_id: c!.id, rank: 1 },
            { voted_for_team_id: d!.id, rank: 3 },
          ],
        })
      ).status,
    ).toBe(400);
    expect((await a!.client.post('/api/showcase/demo-day/vote', { votes: 'all of them' })).status).toBe(400);

    const cast = await a!.client.post('/api/showcase/demo-day/vote', ballot(b!.id, c!.id, d!.id));
    expect(cast.status).toBe(201);
    expect(cast.body.receipt).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await a!.client.post('/api/showcase/demo-day/vote', ballot(b!.id, c!.id, d!.id))).status).toBe(409);
    expect((await a!.client.get(`/api/showcase/demo-day/vote?team_id=${a!.id}`)).body).toEqual([
      { voted_for_team_id: b!.id, rank: 1 },
      { voted_for_team_id: c!.id, rank: 2 },
      { voted_for_team_id: d!.id, rank: 3 },
    ]);
    expect((await b!.client.get(`/api/showcase/demo-day/vote?team_id=${b!.id}`)).body).toEqual([]);
    expect((await b!.client.get(`/api/showcase/demo-day/vote?team_id=${a!.id}`)).status).toBe(403);
    expect((await a!.client.get(`/api/showcase/demo-day/votes/${a!.id}`)).body).toHaveLength(3);

    await b!.client.post('/api/showcase/demo-day/vote', ballot(a!.id, c!.id, d!.id));
    await c!.client.post('/api/showcase/demo-day/vote', ballot(b!.id, a!.id, d!.id));

    expect((await app.client().get('/api/showcase/demo-day/results')).status).toBe(403);
    await admin.patch('/api/admin/cohorts/demo-day', { resultsVisible: true });
    const results = await app.client().get('/api/showcase/demo-day/results');
    expect(results.status).toBe(200);
    // b: 3+3 = 6 (two 1sts); a: 3+2 = 5; c: 2+2 = 4; d: 1+1+1 = 3
    expect(results.body.map((r: { teamName: string; totalPoints: number; rank: number }) => [r.rank, r.teamName, r.totalPoints])).toEqual([
      [1, b!.name, 6],
      [2, a!.name, 5],
      [3, c!.name, 4],
      [4, d!.name, 3],
    ]);
    expect(results.body[0].votes).toEqual([
      { rank: 1, count: 2 },
      { rank: 2, count: 0 },
      { rank: 3, count: 0 },
    ]);
  });

  it('needs the voter to have submitted, and fewer ranks when fewer teams are eligible', async () => {
    const [a, b] = await makeCohort(app, admin, 'small', 2, { submit: false });
    await admin.patch('/api/admin/cohorts/small', { votingOpen: true });
    await b!.client.patch(`/api/teams/${b!.id}/website`, { websiteUrl: 'https://b.example' });
    expect((await a!.client.post('/api/showcase/small/vote', ballot(b!.id))).status).toBe(409);
    await a!.client.patch(`/api/teams/${a!.id}/website`, { websiteUrl: 'https://a.example' });
    expect((await a!.client.post('/api/showcase/small/vote', ballot(b!.id))).status).toBe(201);
  });

  // The ballot reads only the showcase teams it names and a few others (ballotFactsStatement):
  // in a cohort larger than that sample, any submitted team can still be chosen, and a team
  // without a website, of another cohort, or no team at all still cannot.
  it('in a large cohort, accepts votes for any submitted team and refuses the others', async () => {
    const teams = await makeCohort(app, admin, 'big', 9);
    const late = await makeTeam(app, 'Late big');
    expect((await admin.post('/api/admin/cohorts/big/teams', { teamIds: [late.id] })).status).toBe(200);
    const [stranger] = await makeCohort(app, admin, 'other', 1);
    await admin.patch('/api/admin/cohorts/big', { votingOpen: true });
    const [voter, ...others] = teams;
    const refusal = 'You can only vote for teams of this cohort that submitted a website';
    for (const outsider of [late.id, stranger!.id, 'not-a-team', randomUUID()]) {
      expect((await voter!.client.post('/api/showcase/big/vote', ballot(others[7]!.id, outsider, others[6]!.id))).body.message).toBe(refusal);
    }
    expect((await voter!.client.post('/api/showcase/big/vote', ballot(others[7]!.id, others[6]!.id))).body.message).toMatch(/^Exactly 3 ranked votes/);
    const cast = await voter!.client.post('/api/showcase/big/vote', ballot(others[7]!.id, others[6]!.id, others[5]!.id));
    expect(cast.status).toBe(201);
  });

  it('of many identical ballots sent at once, exactly one lands', async () => {
    const [a, b, c, d] = await makeCohort(app, admin, 'burst', 4);
    await admin.patch('/api/admin/cohorts/burst', { votingOpen: true });
    const responses = await Promise.all(Array.from({ length: 25 }, () => a!.client.post('/api/showcase/burst/vote', ballot(b!.id, c!.id, d!.id))));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(24);
    const rows = await app.services.orm.em.fork().execute(`select count(*)::int as n from events where type = 'BallotCast' and data->>'cohortTag' = 'burst'`);
    expect(rows[0].n).toBe(1);
  });
});
