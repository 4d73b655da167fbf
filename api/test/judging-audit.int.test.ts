import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProgram, startTestApp, type TestApp, type TestClient } from './harness.js';
import { asDatabaseOwner, runNode } from './owner.js';
import { ballot, makeCohort, type TeamHandle } from './fixtures.js';
import { gql } from './gql.js';

/*
 * The audit of the prize categories: every category, jury scores included, is
 * recomputed from the chained events, as of any position; a tampered score is found at its
 * position by the API and by `npm run audit`.
 */

describe('audit of the prize categories', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];
  let judge: TestClient;
  let categoryId: string;
  const scorePositions: string[] = [];

  const tamper = (sql: string, params: unknown[]) => asDatabaseOwner(app.databaseUrl, async (c) => void (await c.query(sql, params)));
  const auditCli = (...args: string[]) => runNode(apiProgram('audit', ...args), { DATABASE_URL: app.databaseUrl, REDIS_URL: 'none' });

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    teams = await makeCohort(app, admin, 'jaud', 3);
    await admin.patch('/api/admin/cohorts/jaud', { votingOpen: true });
    const [a, b, c] = teams as [TeamHandle, TeamHandle, TeamHandle];
    expect((await a.client.post('/api/showcase/jaud/vote', ballot(b.id, c.id))).status).toBe(201);
    expect((await b.client.post('/api/showcase/jaud/vote', ballot(a.id, c.id))).status).toBe(201);
    categoryId = (await admin.post('/api/admin/cohorts/jaud/categories', { name: 'Most viable', method: 'blend', weight: 0.25, criteria: ['Market', 'Model'] })).body
      .categoryId;
    const invited = await admin.post('/api/admin/cohorts/jaud/judges', { name: 'Grace' });
    await admin.put('/api/admin/cohorts/jaud/judges/assignment', { judgesPerTeam: 1 });
    await admin.put('/api/admin/cohorts/jaud/judging', { open: true });
    judge = app.client();
    expect((await judge.post('/api/auth/judge/login', { token: invited.body.link.replace('/judge/', '') })).status).toBe(200);
    for (const [team, scores] of [
      [a, [2, 3]],
      [c, [5, 4]],
      [a, [4, 4]],
    ] as const) {
      expect((await judge.put('/api/judge/scores', { categoryId, teamId: team.id, scores })).status).toBe(200);
      const [{ position }] = (await app.services.orm.em
        .fork()
        .execute<{ position: string }[]>(`select position::text as position from events where type = 'TeamScored' order by position desc limit 1`)) as [
        { position: string },
      ];
      scorePositions.push(position);
    }
  });
  afterAll(() => app.close());

  it('recomputes every category from the events: equal to the live results at the head, and as of any position', async () => {
    const live = (await admin.get('/api/showcase/jaud/category-results')).body;
    const replayed = await admin.get('/api/audit/cohorts/jaud/category-results');
    expect(replayed.status).toBe(200);
    expect(replayed.body.categories).toEqual(live);
    expect(replayed.body.scoreEvents).toBe(3);
    const a = teams[0]!.id;
    const rowOf = (cats: any[]) => cats[0].rows.find((r: { teamId: string }) => r.teamId === a);
    expect(rowOf(replayed.body.categories).juryScore).toBe(0.75);
    // Before the revision, team A's first score counted: (2.5 − 1) ÷ 4.
    const before = await admin.get(`/api/audit/cohorts/jaud/category-results?position=${scorePositions[1]}`);
    expect(rowOf(before.body.categories).juryScore).toBe(0.375);
    const g = await gql(admin, 'query($p: String) { categoryResultsAsOf(cohortTag: "jaud", position: $p) { scoreEvents categories { rows { teamId juryScore } } } }', {
      p: scorePositions[0],
    });
    expect(g.data.categoryResultsAsOf.scoreEvents).toBe(1);
    // Teams and anonymous visitors do not read the audit.
    expect((await teams[0]!.client.get('/api/audit/cohorts/jaud/category-results')).status).toBe(403);
    expect((await judge.get('/api/audit/cohorts/jaud/category-results')).status).toBe(403);
  });

  it('covers ballots and scores up to the position asked for: its lastPosition is the last of either, and asking for it gives the head', async () => {
    // A ballot after the last score: the blend category's peer part changes with it.
    const [a, b, c] = teams as [TeamHandle, TeamHandle, TeamHandle];
    expect((await c.client.post('/api/showcase/jaud/vote', ballot(a.id, b.id))).status).toBe(201);
    const [{ position: ballotPosition }] = (await app.services.orm.em
      .fork()
      .execute<{ position: string }[]>(`select position::text as position from events where type = 'BallotCast' order by position desc limit 1`)) as [
      { position: string },
    ];
    expect(BigInt(ballotPosition)).toBeGreaterThan(BigInt(scorePositions.at(-1)!));

    const head = (await admin.get('/api/audit/cohorts/jaud/category-results')).body;
    expect(head.categories).toEqual((await admin.get('/api/showcase/jaud/category-results')).body);
    expect(head.lastPosition).toBe(ballotPosition);
    const asked = await admin.get(`/api/audit/cohorts/jaud/category-results?position=${head.lastPosition}`);
    expect(asked.body).toEqual(head);
    // One position before the ballot: the categories as they were without it.
    const before = await admin.get(`/api/audit/cohorts/jaud/category-results?position=${BigInt(ballotPosition) - 1n}`);
    expect(before.body.lastPosition).toBe(scorePositions.at(-1));
    expect(before.body.categories).not.toEqual(head.categories);
  });

  it('the public verification lists the counted jury scores once the results are revealed', async () => {
    expect((await app.client().get('/api/showcase/jaud/verification/categories')).status).toBe(403);
    await admin.patch('/api/admin/cohorts/jaud', { resultsVisible: true });
    const pub = await app.client().get('/api/showcase/jaud/verification/categories');
    expect(pub.status).toBe(200);
    expect(pub.body.juryScores).toHaveLength(2);
    expect(pub.body.juryScores.every((s: { judge: string }) => /^[0-9a-f]{16}$/.test(s.judge))).toBe(true);
    expect(pub.body.categories).toEqual((await app.client().get('/api/showcase/jaud/category-results')).body);
    expect(JSON.stringify(pub.body)).not.toContain('Grace');
  });

  it('npm run audit verifies the chain and recomputes the categories; a tampered score is found at its position', async () => {
    const ok = await auditCli('verify', 'jaud');
    expect(ok.stdout).toContain('Tally matches: 1 prize categories recomputed from the events (3 score events) match the published results.');
    expect(ok.status).toBe(0);

    const target = scorePositions[1]!;
    const [{ data }] = (await app.services.orm.em.fork().execute<{ data: any }[]>(`select data from events where position = ?`, [target])) as [{ data: any }];
    await tamper(`update events set data = $1 where position = $2`, [JSON.stringify({ ...data, scores: [1, 1] }), target]);
    try {
      const api = await admin.get('/api/audit/cohorts/jaud/verify');
      expect(api.body).toMatchObject({ ok: false, failure: { position: target, reason: 'altered' } });
      const cli = await auditCli('verify', 'jaud');
      expect(cli.stdout).toContain(`Rewritten at position ${target}`);
      expect(cli.status).toBe(1);
    } finally {
      await tamper(`update events set data = $1 where position = $2`, [JSON.stringify(data), target]);
    }
    expect((await admin.get('/api/audit/cohorts/jaud/verify')).body.ok).toBe(true);

    // Published results that do not follow from the events (the judging read model altered).
    const em = app.services.orm.em.fork();
    await em.execute(`update judging set state = jsonb_set(state, '{scores,0,scores}', '[1,1]') where cohort_tag = 'jaud'`);
    const bad = await auditCli('verify', 'jaud');
    expect(bad.stdout).toContain('Tally differs');
    expect(bad.stdout).toContain('"Most viable"');
    expect(bad.status).toBe(1);
  });
});
