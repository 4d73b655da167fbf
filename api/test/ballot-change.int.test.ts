import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { ballot, makeCohort, type TeamHandle } from './fixtures.js';
import { gql, nextResults, wsClient } from './gql.js';
import { rebuildReadModels, snapshotReadModels } from '../src/projections/index.js';

const fingerprint = (receipt: string) => createHash('sha256').update(receipt, 'utf8').digest('hex').slice(0, 16);
const rows = (results: { rank: number; teamName: string; totalPoints: number }[]) => results.map((r) => [r.rank, r.teamName, r.totalPoints]);

/**
 * Changing a ballot (docs/PRODUCT.md#changing-a-ballot): a team replaces its ballot while voting
 * is open, through REST (PUT) and GraphQL (changeBallot); the tally, the team's own view, the
 * receipts, the voting progress and the audit replay all follow its latest ballot.
 */
describe('changing a ballot until voting closes', () => {
  let app: TestApp;
  let admin: TestClient;
  let a: TeamHandle, b: TeamHandle, c: TeamHandle, d: TeamHandle;
  const put = (t: TeamHandle, ...ids: string[]) => t.client.put('/api/showcase/swap/vote', ballot(...ids));
  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    [a, b, c, d] = (await makeCohort(app, admin, 'swap', 4)) as TeamHandle[];
  });
  afterAll(() => app.close());

  it('refuses a change before a first ballot and while voting is not open', async () => {
    expect((await put(a, b.id, c.id, d.id)).body.message).toBe('Voting is not open for this cohort');
    await admin.patch('/api/admin/cohorts/swap', { votingOpen: true });
    const early = await put(a, b.id, c.id, d.id);
    expect([early.status, early.body.message]).toEqual([409, 'Your team has not voted in this cohort yet']);
    expect((await app.client().put('/api/showcase/swap/vote', ballot(b.id, c.id, d.id))).status).toBe(401);
  });

  it('replaces the ballot over REST: new receipt, the team sees its new ranks, the tally follows, the count does not move', async () => {
    const first = await a.client.post('/api/showcase/swap/vote', ballot(b.id, c.id, d.id));
    expect(first.status).toBe(201);
    await b.client.post('/api/showcase/swap/vote', ballot(c.id, a.id, d.id));
    // The same rules as a first ballot, and a second first ballot is still refused.
    expect((await a.client.post('/api/showcase/swap/vote', ballot(d.id, c.id, b.id))).status).toBe(409);
    expect((await put(a, a.id, c.id, d.id)).body.message).toBe('Cannot vote for your own team');
    expect((await put(a, b.id, c.id)).status).toBe(400);
    const same = await put(a, b.id, c.id, d.id);
    expect([same.status, same.body.message]).toEqual([409, 'Your ballot already has exactly these ranks']);

    const changed = await put(a, d.id, c.id, b.id);
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Ballot changed');
    expect(changed.body.receipt).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(changed.body.receipt).not.toBe(first.body.receipt);
    expect((await a.client.get(`/api/showcase/swap/vote?team_id=${a.id}`)).body).toEqual([
      { voted_for_team_id: d.id, rank: 1 },
      { voted_for_team_id: c.id, rank: 2 },
      { voted_for_team_id: b.id, rank: 3 },
    ]);
    expect((await app.client().get('/api/cohorts/swap/status')).body).toMatchObject({ votedCount: 2, eligibleCount: 4 });

    // a: d 3, c 2, b 1; b: c 3, a 2, d 1 → c 5, d 4, a 2, b 1 (b's first-ballot 3 points are gone).
    const results = await admin.get('/api/showcase/swap/results');
    expect(rows(results.body)).toEqual([
      [1, c.name, 5],
      [2, d.name, 4],
      [3, a.name, 2],
      [4, b.name, 1],
    ]);

    // Rebuilt from the events alone, the read models are the same as the live ones.
    const em = app.services.orm.em.fork();
    const live = await snapshotReadModels(em);
    await rebuildReadModels(em);
    const rebuilt = await snapshotReadModels(app.services.orm.em.fork());
    expect(rebuilt.tallies).toEqual(live.tallies);
    expect(rebuilt.ballots).toEqual(live.ballots);

    // Voting closed: no more changes, and the audit replays the latest ballots.
    await admin.patch('/api/admin/cohorts/swap', { votingOpen: false });
    expect((await put(a, b.id, c.id, d.id)).body.message).toBe('Voting is not open for this cohort');
    const history = (await admin.get('/api/audit/cohorts/swap/history')).body.entries.filter((e: { kind: string }) => e.kind === 'ballot');
    expect(history.map((e: { type: string; voterTeamName: string }) => [e.type, e.voterTeamName])).toEqual([
      ['BallotCast', a.name],
      ['BallotCast', b.name],
      ['BallotChanged', a.name],
    ]);
    const replay = (await admin.get('/api/audit/cohorts/swap/results')).body;
    expect(replay.ballotCount).toBe(2);
    expect(replay.results).toEqual(results.body);
    // As of the position before the change, the replay counts a's first ballot (b 3 there, 1 now).
    const before = (await admin.get(`/api/audit/cohorts/swap/results?position=${history[1].position}`)).body;
    expect(rows(before.results).slice(0, 2)).toEqual([
      [1, c.name, 5],
      [2, b.name, 3],
    ]);

    // Receipts: the new one is counted, the replaced one says so, publicly once revealed.
    await admin.patch('/api/admin/cohorts/swap', { resultsVisible: true });
    const view = (await app.client().get(`/api/showcase/swap/verification?receipt=${first.body.receipt}`)).body;
    expect(view.ballotCount).toBe(2);
    expect(view.replaced).toEqual([fingerprint(first.body.receipt)]);
    expect(view.receipt).toEqual({ fingerprint: fingerprint(first.body.receipt), counted: false, replaced: true });
    expect(view.tally).toEqual(results.body);
    expect(view.ballots.map((x: { fingerprint: string }) => x.fingerprint).sort()).not.toContain(fingerprint(first.body.receipt));
    const now = await gql(app.client(), 'query($r: String!) { verifyReceipt(cohortTag: "swap", receipt: $r) { counted replaced } }', { r: changed.body.receipt });
    expect(now.data.verifyReceipt).toEqual({ counted: true, replaced: false });
  });

  it('replaces the ballot over GraphQL with the same rules, and the instructor hears of it live', async () => {
    const [p, q, r] = (await makeCohort(app, admin, 'swap-gql', 3)) as TeamHandle[];
    await admin.patch('/api/admin/cohorts/swap-gql', { votingOpen: true });
    const mutation = `mutation($v: [VoteInput!]!) { changeBallot(cohortTag: "swap-gql", votes: $v) { receipt votes { votedForTeamId rank } } }`;
    const votes = (...ids: string[]) => ({ v: ids.map((id, i) => ({ votedForTeamId: id, rank: i + 1 })) });
    expect((await gql(p.client, mutation, votes(q.id, r.id))).codes).toEqual(['CONFLICT']);
    await gql(p.client, `mutation($v: [VoteInput!]!) { castBallot(cohortTag: "swap-gql", votes: $v) { receipt } }`, votes(q.id, r.id));

    const ws = wsClient(app.url, { cookie: admin.cookieHeader() });
    const notices = nextResults(ws, 'subscription { ballotCast(cohortTag: "swap-gql") { voterTeamId changed } }', {}, 1);
    await notices.subscribed;
    expect((await gql(p.client, mutation, votes(p.id, r.id))).codes).toEqual(['BAD_USER_INPUT']);
    const ok = await gql(p.client, mutation, votes(r.id, q.id));
    expect(ok.errors).toBeUndefined();
    expect(ok.data.changeBallot.votes).toEqual([
      { votedForTeamId: r.id, rank: 1 },
      { votedForTeamId: q.id, rank: 2 },
    ]);
    expect((await notices.done)[0].ballotCast).toEqual({ voterTeamId: p.id, changed: true });
    await ws.dispose();
    expect((await gql(p.client, '{ myVotes(cohortTag: "swap-gql") { votedForTeamId rank } }')).data.myVotes).toEqual(ok.data.changeBallot.votes);
    const results = await gql(admin, '{ results(cohortTag: "swap-gql") { teamName totalPoints } }');
    expect(results.data.results).toEqual([
      { teamName: r.name, totalPoints: 3 },
      { teamName: q.name, totalPoints: 2 },
    ]);
  });

  it('of many changes sent at once, none is half-written: the tally counts exactly the latest ballot', async () => {
    const [p, q, r, s] = (await makeCohort(app, admin, 'swap-burst', 4)) as TeamHandle[];
    await admin.patch('/api/admin/cohorts/swap-burst', { votingOpen: true });
    await p.client.post('/api/showcase/swap-burst/vote', ballot(q.id, r.id, s.id));
    const orders = [
      [r.id, s.id, q.id],
      [s.id, q.id, r.id],
      [r.id, q.id, s.id],
      [s.id, r.id, q.id],
    ];
    const responses = await Promise.all(orders.map((ids) => p.client.put('/api/showcase/swap-burst/vote', ballot(...ids))));
    // Each change is decided against the ballot stored before it (or refused as a conflict).
    expect(responses.every((x) => x.status === 200 || x.status === 409)).toBe(true);
    const mine = (await p.client.get(`/api/showcase/swap-burst/vote?team_id=${p.id}`)).body as { voted_for_team_id: string; rank: number }[];
    const results = (await admin.get('/api/showcase/swap-burst/results')).body as { teamId: string; totalPoints: number }[];
    expect(results.map((x) => [x.teamId, x.totalPoints]).sort()).toEqual(mine.map((v) => [v.voted_for_team_id, 4 - v.rank]).sort());
  });
});
