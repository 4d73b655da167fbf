import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { ballot, makeCohort, type TeamHandle } from './fixtures.js';
import { gql, nextResults, wsClient } from './gql.js';
import { rebuildReadModels, snapshotReadModels } from '../src/projections/index.js';
import { EXPORT_COLUMNS } from '../src/modules/export/export.js';

/*
 * Prize categories, the jury and the blend through both doors: the instructor sets
 * categories and judges up, a judge's secret link gives a session that may only score, scores
 * move the dashboard's "N of M" live, and the category podiums follow the documented formula.
 */

const JUDGING = `query($t: String!) { judging(cohortTag: $t) { open judgesPerTeam categories { categoryId name method weight criteria formula } judges { judgeId name link teamIds scored total } } }`;
const CATEGORY_RESULTS = `query($t: String!) { categoryResults(cohortTag: $t) { name method weight formula rows { rank teamName score peerScore juryScore judgeCount } } }`;
const SCORE = `mutation($c: ID!, $t: ID!, $s: [Int!]!, $m: String) { scoreTeam(categoryId: $c, teamId: $t, scores: $s, comment: $m) { scored total scores { teamId scores revision } } }`;

const tokenOf = (link: string) => link.replace('/judge/', '');

describe('judging: categories, judges, scores and category results', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];
  let pitchId: string;
  let peopleId: string;
  let judges: { judgeId: string; name: string; link: string; teamIds: string[] }[];
  const judgeClients: TestClient[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    teams = await makeCohort(app, admin, 'jury', 4);
    await admin.patch('/api/admin/cohorts/jury', { votingOpen: true });
    const [a, b, c, d] = teams;
    // Peer tally: B 3+3+2 = 8 (two 1st), A 3+2 = 5, C 2+1+1 = 4, D 1+1 = 2 … as the ballots below give.
    for (const [voter, picks] of [
      [a, [b, c, d]],
      [c, [b, a, d]],
      [d, [a, b, c]],
    ] as const) {
      expect((await voter!.client.post('/api/showcase/jury/vote', ballot(...picks.map((p) => p!.id)))).status).toBe(201);
    }
  });
  afterAll(() => app.close());

  it('a cohort without categories has no categories and no category results', async () => {
    expect((await app.client().get('/api/cohorts/jury/categories')).body).toEqual([]);
    expect((await admin.get('/api/showcase/jury/category-results')).body).toEqual([]);
    expect((await gql(admin, JUDGING, { t: 'jury' })).data.judging).toMatchObject({ open: false, categories: [], judges: [] });
  });

  it('only instructors set judging up (401 without a session, 403 for a team), over REST and GraphQL', async () => {
    const anon = app.client();
    const team = teams[0]!.client;
    expect((await anon.post('/api/admin/cohorts/jury/categories', { name: 'X', method: 'peer' })).status).toBe(401);
    expect((await team.post('/api/admin/cohorts/jury/categories', { name: 'X', method: 'peer' })).status).toBe(403);
    expect((await team.post('/api/admin/cohorts/jury/judges', { name: 'X' })).status).toBe(403);
    expect((await gql(anon, JUDGING, { t: 'jury' })).codes).toEqual(['UNAUTHENTICATED']);
    expect((await gql(team, 'mutation { inviteJudge(cohortTag: "jury", name: "X") { judgeId } }')).codes).toEqual(['FORBIDDEN']);
  });

  it('the instructor adds, renames and reorders categories; bad input is a clear 4xx', async () => {
    const pitch = await admin.post('/api/admin/cohorts/jury/categories', { name: 'Best pitch', method: 'blend', weight: 0.5, criteria: ['Clarity', 'Delivery'] });
    expect(pitch.status).toBe(201);
    expect(pitch.body).toMatchObject({
      name: 'Best pitch',
      method: 'blend',
      weight: 0.5,
      criteria: ['Clarity', 'Delivery'],
      formula: 'Score = 0.5 × peer score + 0.5 × jury score',
    });
    pitchId = pitch.body.categoryId;
    const people = await gql(admin, 'mutation($t: String!, $i: CategoryInput!) { addCategory(cohortTag: $t, input: $i) { categoryId name method } }', {
      t: 'jury',
      i: { name: 'Peoples choice', method: 'peer' },
    });
    peopleId = people.data.addCategory.categoryId;
    const renamed = await admin.patch(`/api/admin/cohorts/jury/categories/${peopleId}`, { name: "People's choice" });
    expect(renamed.body).toMatchObject({ name: "People's choice", method: 'peer' });
    const order = await admin.put('/api/admin/cohorts/jury/categories/order', { categoryIds: [peopleId, pitchId] });
    expect(order.body.map((c: { name: string }) => c.name)).toEqual(["People's choice", 'Best pitch']);

    const bad = await admin.post('/api/admin/cohorts/jury/categories', { name: 'Odd', method: 'blend', weight: 2, criteria: ['x'] });
    expect([bad.status, bad.body.message]).toEqual([400, 'Weight must be a number from 0 to 1']);
    expect((await admin.post('/api/admin/cohorts/jury/categories', { name: 'best pitch', method: 'peer' })).status).toBe(409);
    expect((await admin.patch('/api/admin/cohorts/jury/categories/not-an-id', { name: 'x' })).status).toBe(400);
    expect((await admin.post('/api/admin/cohorts/nope/categories', { name: 'x', method: 'peer' })).status).toBe(404);
    expect((await gql(admin, 'mutation { addCategory(cohortTag: "jury", input: { name: "Z", method: "vibes" }) { name } }')).codes).toEqual(['BAD_USER_INPUT']);
    // Anyone reads the categories (the results page names them).
    expect((await app.client().get('/api/cohorts/jury/categories')).body.map((c: { name: string }) => c.name)).toEqual(["People's choice", 'Best pitch']);
  });

  it('invites judges and assigns every team to k judges, round-robin', async () => {
    for (const name of ['Ada', 'Bo', 'Cy']) {
      const res = await admin.post('/api/admin/cohorts/jury/judges', { name });
      expect(res.status).toBe(201);
      expect(res.body.link).toMatch(/^\/judge\/[\w-]{20,}$/);
    }
    const assigned = await admin.put('/api/admin/cohorts/jury/judges/assignment', { judgesPerTeam: 2 });
    expect(assigned.status).toBe(200);
    judges = assigned.body.judges;
    expect(assigned.body.judgesPerTeam).toBe(2);
    for (const t of teams) expect(judges.filter((j: any) => j.teamIds.includes(t.id))).toHaveLength(2);
    const loads = judges.map((j: any) => j.teamIds.length);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    expect((await admin.put('/api/admin/cohorts/jury/judges/assignment', { judgesPerTeam: 0 })).status).toBe(400);
    // Adjusted by hand (REST and GraphQL), then assigned again.
    const cy = judges[2]!.judgeId;
    const byHand = await admin.put(`/api/admin/cohorts/jury/judges/${cy}/teams`, { teamIds: [teams[0]!.id] });
    expect(byHand.body.judges.find((j: { judgeId: string }) => j.judgeId === cy).teamIds).toEqual([teams[0]!.id]);
    expect(byHand.body.judgesPerTeam).toBeNull();
    const outsider = await gql(admin, 'mutation($j: ID!, $t: [ID!]!) { setJudgeTeams(cohortTag: "jury", judgeId: $j, teamIds: $t) { open } }', {
      j: cy,
      t: ['00000000-0000-4000-8000-00000000dead'],
    });
    expect(outsider.codes).toEqual(['BAD_USER_INPUT']);
    expect((await admin.put('/api/admin/cohorts/jury/judges/assignment', { judgesPerTeam: 2 })).body.judges).toEqual(judges);
  });

  it('a judge link gives a session that may score and nothing else', async () => {
    for (const j of judges) {
      const c = app.client();
      const login = await c.post('/api/auth/judge/login', { token: tokenOf(j.link) });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ judgeId: j.judgeId, cohortTag: 'jury', name: j.name });
      judgeClients.push(c);
    }
    const ada = judgeClients[0]!;
    expect((await app.client().post('/api/auth/judge/login', { token: 'x'.repeat(32) })).status).toBe(401);
    // 403 elsewhere: admin screens, team screens, a team's answers.
    expect((await ada.get('/api/admin/cohorts')).status).toBe(403);
    expect((await ada.get('/api/admin/cohorts/jury/judging')).status).toBe(403);
    expect((await ada.get('/api/auth/team/status')).status).toBe(403);
    expect((await ada.post('/api/showcase/jury/vote', ballot(teams[0]!.id))).status).toBe(403);
    expect((await gql(ada, JUDGING, { t: 'jury' })).codes).toEqual(['FORBIDDEN']);
    // A judge's own page: only its teams, the jury categories' rubric and its progress.
    const view = await ada.get('/api/judge');
    expect(view.status).toBe(200);
    expect(view.body.teams.map((t: { id: string }) => t.id).sort()).toEqual([...judges[0]!.teamIds].sort());
    expect(view.body.categories.map((c: { name: string }) => c.name)).toEqual(['Best pitch']);
    expect(view.body).toMatchObject({ scored: 0, total: judges[0]!.teamIds.length, open: false });
    expect(JSON.stringify(view.body)).not.toContain('token');
    // Nobody else reads the judge page.
    expect((await app.client().get('/api/judge')).status).toBe(401);
    expect((await admin.get('/api/judge')).status).toBe(403);
  });

  it('judges score only while judging is open, only their teams; the dashboard sees N of M live', async () => {
    const ada = judgeClients[0]!;
    const adaTeam = judges[0]!.teamIds[0]!;
    const closed = await ada.put('/api/judge/scores', { categoryId: pitchId, teamId: adaTeam, scores: [4, 4] });
    expect([closed.status, closed.body.message]).toEqual([409, 'Judging is closed']);
    expect((await admin.put('/api/admin/cohorts/jury/judging', { open: true })).body.open).toBe(true);

    const ws = wsClient(app.url, { cookie: admin.cookieHeader() });
    type Pushed = { judgingChanged: { judges: { name: string; scored: number; total: number }[] } };
    const adaOf = (p: Pushed) => p.judgingChanged.judges.find((j) => j.name === 'Ada');
    // Opening judging may still be pushed once the subscription is in place: the score's push is awaited.
    const live = nextResults<Pushed>(
      ws,
      'subscription($t: String!) { judgingChanged(cohortTag: $t) { judges { name scored total } } }',
      { t: 'jury' },
      (p) => adaOf(p)!.scored > 0,
    );
    await live.subscribed;
    const scored = await ada.put('/api/judge/scores', { categoryId: pitchId, teamId: adaTeam, scores: [4, 5], comment: ' Strong demo ' });
    expect(scored.status).toBe(200);
    expect(scored.body).toMatchObject({ scored: 1, scores: [{ teamId: adaTeam, scores: [4, 5], comment: 'Strong demo', revision: 1 }] });
    expect(adaOf((await live.done).at(-1)!)).toEqual({ name: 'Ada', scored: 1, total: judges[0]!.teamIds.length });
    await ws.dispose();

    const notMine = teams.map((t) => t.id).find((id) => !judges[0]!.teamIds.includes(id))!;
    expect((await ada.put('/api/judge/scores', { categoryId: pitchId, teamId: notMine, scores: [4, 4] })).status).toBe(403);
    expect((await ada.put('/api/judge/scores', { categoryId: peopleId, teamId: adaTeam, scores: [] })).status).toBe(400);
    const badScore = await gql(ada, SCORE, { c: pitchId, t: adaTeam, s: [6, 1] });
    expect(badScore.codes).toEqual(['BAD_USER_INPUT']);
    expect((await ada.put('/api/judge/scores', { categoryId: pitchId, teamId: adaTeam, scores: [4, 4], comment: 'x'.repeat(1001) })).status).toBe(400);
    // A revision through GraphQL: a new event, the latest counts.
    const revised = await gql(ada, SCORE, { c: pitchId, t: adaTeam, s: [5, 5], m: null });
    expect(revised.data.scoreTeam.scores).toEqual([{ teamId: adaTeam, scores: [5, 5], revision: 2 }]);
    // A team cannot score.
    expect((await gql(teams[0]!.client, SCORE, { c: pitchId, t: adaTeam, s: [5, 5] })).codes).toEqual(['FORBIDDEN']);
  });

  it('category results: a podium per category by the documented formula, visible with the results', async () => {
    expect((await app.client().get('/api/showcase/jury/category-results')).status).toBe(403);
    const adaTeam = judges[0]!.teamIds[0]!;
    const results = (await gql(admin, CATEGORY_RESULTS, { t: 'jury' })).data.categoryResults;
    expect(results.map((r: { name: string }) => r.name)).toEqual(["People's choice", 'Best pitch']);
    const overall = (await admin.get('/api/showcase/jury/results')).body;
    const people = results[0];
    expect(people.rows.map((r: { teamName: string; rank: number }) => [r.teamName, r.rank])).toEqual(
      overall.map((r: { teamName: string; rank: number }) => [r.teamName, r.rank]),
    );
    const maxPoints = Math.max(...overall.map((r: { totalPoints: number }) => r.totalPoints));
    const pitch = results[1];
    const adaRow = pitch.rows.find((r: { teamName: string }) => r.teamName === teams.find((t) => t.id === adaTeam)!.name);
    const adaPoints = overall.find((r: { teamId: string }) => r.teamId === adaTeam)?.totalPoints ?? 0;
    expect(adaRow.juryScore).toBe(1);
    expect(adaRow.judgeCount).toBe(1);
    expect(adaRow.score).toBeCloseTo(0.5 * (adaPoints / maxPoints) + 0.5 * 1);
    expect(pitch.formula).toBe('Score = 0.5 × peer score + 0.5 × jury score');

    await admin.patch('/api/admin/cohorts/jury', { resultsVisible: true });
    const pub = await app.client().get('/api/showcase/jury/category-results');
    expect(pub.status).toBe(200);
    expect(pub.body[1].rows[0]).toMatchObject({ rank: 1 });
    // Closing judging stops revisions.
    await gql(admin, 'mutation { setJudgingOpen(cohortTag: "jury", open: false) { open } }');
    expect((await judgeClients[0]!.put('/api/judge/scores', { categoryId: pitchId, teamId: adaTeam, scores: [1, 1] })).status).toBe(409);
  });

  it('the presenter steps category by category: the category podium from stage 0, then back to the overall one', async () => {
    expect((await teams[0]!.client.put('/api/admin/cohorts/jury/reveal/category', { categoryId: pitchId })).status).toBe(403);
    const shown = await admin.put('/api/admin/cohorts/jury/reveal/category', { categoryId: pitchId });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ stage: 0, category: { name: 'Best pitch', formula: 'Score = 0.5 × peer score + 0.5 × jury score' } });
    expect(shown.body.categoryRows.every((r: { teamName: string }) => r.teamName === '')).toBe(true);
    // The overall podium is all shown while a category is presented.
    expect(shown.body.rows.every((r: { teamName: string }) => r.teamName !== '')).toBe(true);
    await admin.put('/api/admin/cohorts/jury/reveal', { stage: 3 });
    const pitch = (await gql(admin, CATEGORY_RESULTS, { t: 'jury' })).data.categoryResults[1];
    const p = (await app.client().get('/api/cohorts/jury/presentation')).body;
    expect(p.categoryRows.map((r: { teamName: string; totalPoints: number }) => [r.teamName, r.totalPoints])).toEqual(
      pitch.rows.map((r: { teamName: string; score: number }) => [r.teamName, Math.round(r.score * 100)]),
    );
    const g = await gql(admin, 'mutation { presentCategory(cohortTag: "jury", categoryId: null) { stage category { name } rows { teamName } } }');
    expect(g.data.presentCategory).toMatchObject({ stage: 0, category: null });
    await admin.delete('/api/admin/cohorts/jury/reveal');
  });

  it('the CSV export has a column per category: each team’s rank and score out of 100', async () => {
    const csv = (await admin.get('/api/admin/export')).text.split('\r\n').filter(Boolean).map(csvCells);
    // The one documented order (docs/API.md#csv-export-columns): the fixed columns, the
    // categories, and the cohort's chain head last (as docs/AUDIT.md says too).
    expect(csv[0]).toEqual([...EXPORT_COLUMNS, "Category: People's choice", 'Category: Best pitch', 'Cohort Chain Head']);
    expect(EXPORT_COLUMNS.at(-1)).toBe('Unresolved Feedback');
    const results = (await gql(admin, CATEGORY_RESULTS, { t: 'jury' })).data.categoryResults;
    const top = results[1].rows[0];
    const row = csv.find((cells) => cells[1] === top.teamName)!;
    expect(row.at(-2)).toBe(`${top.rank} (${Math.round(top.score * 1000) / 10})`);
    expect(JSON.parse(row.at(-1)!)).toMatchObject({ format: 'fit-chain-head/v1', cohortTag: 'jury' });
  });

  it('a removed judge’s link and session stop working, and their scores stop counting', async () => {
    const ada = judges[0]!;
    await admin.delete(`/api/admin/cohorts/jury/judges/${ada.judgeId}`);
    expect((await judgeClients[0]!.get('/api/judge')).status).toBe(403);
    expect((await app.client().post('/api/auth/judge/login', { token: tokenOf(ada.link) })).status).toBe(401);
    const pitch = (await gql(admin, CATEGORY_RESULTS, { t: 'jury' })).data.categoryResults[1];
    expect(pitch.rows.every((r: { juryScore: number | null }) => r.juryScore === null)).toBe(true);
  });

  it('the judging read model rebuilt from the events equals the live one', async () => {
    const live = await snapshotReadModels(app.services.orm.em.fork());
    expect(live.judging).toHaveLength(1);
    await rebuildReadModels(app.services.orm.em.fork());
    expect(await snapshotReadModels(app.services.orm.em.fork())).toEqual(live);
  });
});

/** One CSV line's cells (RFC 4180: a quoted cell may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let cell = '';
      i++;
      while (i < line.length && !(line[i] === '"' && line[i + 1] !== '"')) {
        cell += line[i];
        i += line[i] === '"' ? 2 : 1;
      }
      cells.push(cell);
      i += 2;
    } else {
      const end = line.indexOf(',', i);
      cells.push(line.slice(i, end < 0 ? line.length : end));
      i = end < 0 ? line.length + 1 : end + 1;
    }
  }
  return cells;
}
