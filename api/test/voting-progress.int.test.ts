import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { ballot, makeCohort, makeTeam } from './fixtures.js';
import { gql, wsClient } from './gql.js';

const PROGRESS = 'query($t: String!) { votingProgress(cohortTag: $t) { cohortTag votedCount eligibleCount } }';
const LIVE = 'subscription($t: String!) { votingProgressChanged(cohortTag: $t) { votedCount eligibleCount } }';

describe('voting progress: N of M eligible teams have voted', () => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
  });
  afterAll(() => app.close());

  it('counts only teams in the cohort with a submitted website, over GraphQL and REST, for anyone', async () => {
    const [a, b, c] = await makeCohort(app, admin, 'progress', 3);
    const late = await makeTeam(app, 'Late Team');
    await admin.post('/api/admin/cohorts/progress/teams', { teamIds: [late.id] });
    await admin.patch('/api/admin/cohorts/progress', { votingOpen: true });
    const anon = app.client();

    expect((await gql(anon, PROGRESS, { t: 'progress' })).data.votingProgress).toEqual({ cohortTag: 'progress', votedCount: 0, eligibleCount: 3 });
    expect((await a!.client.post(`/api/showcase/progress/vote`, ballot(b!.id, c!.id))).status).toBe(201);

    expect((await gql(anon, PROGRESS, { t: 'progress' })).data.votingProgress).toMatchObject({ votedCount: 1, eligibleCount: 3 });
    const status = await anon.get('/api/cohorts/progress/status');
    expect(status.body).toMatchObject({ name: 'Cohort progress', resultsVisible: false, votedCount: 1, eligibleCount: 3 });
    // Counts only: nothing about who voted or for whom.
    expect(JSON.stringify(status.body)).not.toContain(a!.id);
    const onCohort = await gql(anon, 'query($t: String!) { cohort(tag: $t) { votingProgress { votedCount eligibleCount } } }', { t: 'progress' });
    expect(onCohort.data.cohort.votingProgress).toEqual({ votedCount: 1, eligibleCount: 3 });

    // A voter that leaves the cohort is no longer counted in either number.
    await admin.patch('/api/admin/cohorts/unassign-teams', { teamIds: [a!.id] });
    expect((await anon.get('/api/cohorts/progress/status')).body).toMatchObject({ votedCount: 0, eligibleCount: 2 });
  });

  it('answers an unknown cohort with a clear 404 / NOT_FOUND', async () => {
    const anon = app.client();
    expect((await gql(anon, PROGRESS, { t: 'no-such' })).codes).toEqual(['NOT_FOUND']);
    const bad = await gql(anon, PROGRESS, { t: 'Bad Tag' });
    expect(bad.codes).toEqual(['BAD_USER_INPUT']);
    const res = await anon.get('/api/cohorts/no-such/status');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Cohort not found' });
  });

  it('pushes new counts live when a team submits, joins, leaves or votes', async () => {
    const [a, b] = await makeCohort(app, admin, 'live-progress', 2);
    const c = await makeTeam(app, 'Joiner');
    await admin.patch('/api/admin/cohorts/live-progress', { votingOpen: true });
    const ws = wsClient(app.url);
    // The subscription starts with the counts as they are once it is in place; each count is read
    // when its change is delivered, so each is awaited before the next change is made (two quick
    // changes could otherwise both read the later count). No waiting on the clock.
    const got: { votedCount: number; eligibleCount: number }[] = [];
    let arrived = () => {};
    const stop = ws.subscribe<{ votingProgressChanged: { votedCount: number; eligibleCount: number } }>(
      { query: LIVE, variables: { t: 'live-progress' } },
      { next: (v) => (got.push(v.data!.votingProgressChanged), arrived()), error: () => {}, complete: () => {} },
    );
    const counts = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${got.length} of ${n} counts arrived: ${JSON.stringify(got)}`)), 10_000);
        arrived = () => {
          if (got.length < n) return;
          clearTimeout(timer);
          resolve();
        };
        arrived();
      });
    await counts(1); // in place: 0 of 2
    await admin.post('/api/admin/cohorts/live-progress/teams', { teamIds: [c.id] }); // joins, no website yet: 0 of 2
    await counts(2);
    await c.client.patch(`/api/teams/${c.id}/website`, { websiteUrl: 'joiner.example.com' }); // 0 of 3
    await counts(3);
    await a!.client.post('/api/showcase/live-progress/vote', ballot(b!.id, c.id)); // 1 of 3
    await counts(4);
    await admin.patch('/api/admin/cohorts/unassign-teams', { teamIds: [b!.id] }); // 1 of 2
    await counts(5);
    stop();
    expect(got).toEqual([
      { votedCount: 0, eligibleCount: 2 },
      { votedCount: 0, eligibleCount: 2 },
      { votedCount: 0, eligibleCount: 3 },
      { votedCount: 1, eligibleCount: 3 },
      { votedCount: 1, eligibleCount: 2 },
    ]);
    await ws.dispose();
  });
});
