import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsAtStage } from '@fit/events/cohort/stages';
import type { ResultRow } from '@fit/events';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { ballot, makeCohort, type TeamHandle } from './fixtures.js';
import { gql, nextResults, wsClient } from './gql.js';
import { COHORT_STATUS_QUERY, RESULTS_QUERY } from '../../widget/src/operations.js';

const ROW = 'rank teamId teamName erased avatarIcon websiteUrl totalPoints votes { rank count }';
const RESULTS = `query($t: String!) { results(cohortTag: $t) { ${ROW} } }`;
const PRESENTATION = `query($t: String!) { presentation(cohortTag: $t) { stage rows { ${ROW} } } }`;
const VERIFICATION = 'query($t: String!) { publicVerification(cohortTag: $t) { ballotCount tally { teamName totalPoints } } }';
const RECEIPT = 'query($t: String!, $r: String!) { verifyReceipt(cohortTag: $t, receipt: $r) { counted } }';

/**
 * Once the results are visible, a presented reveal (the instructor steps 3rd,
 * 2nd, 1st place) must not be read ahead of the presenter. Every public door — REST, GraphQL over
 * HTTP and WebSocket, the presenter's presentation, the widget's own queries, the public
 * verification view — shows what the current stage shows (rowsAtStage); the instructor reads
 * every row throughout.
 */
describe('a presented reveal cannot be read ahead, through any door', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];
  let all: ResultRow[];
  let receipt: string;
  const TAG = 'staged';

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    teams = await makeCohort(app, admin, TAG, 5);
    await admin.patch(`/api/admin/cohorts/${TAG}`, { votingOpen: true });
    const [a, b, c, d, e] = teams;
    // Five ranked teams with distinct points: a 8, b 7, c 6, d 2, e 1 (a tail below the podium).
    for (const [voter, picks] of [
      [b, [a, c, d]],
      [c, [a, b, e]],
      [d, [b, a, c]],
      [e, [c, b, d]],
    ] as const) {
      const cast = await voter!.client.post(`/api/showcase/${TAG}/vote`, ballot(...picks.map((p) => p!.id)));
      expect(cast.status).toBe(201);
      receipt ??= cast.body.receipt;
    }
    await admin.patch(`/api/admin/cohorts/${TAG}`, { votingOpen: false, resultsVisible: true });
    all = (await admin.get(`/api/showcase/${TAG}/results`)).body;
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map((r) => r.rank)).size).toBe(all.length);
  });
  afterAll(() => app.close());

  const step = async (stage: number | null) => {
    const res = stage === null ? await admin.delete(`/api/admin/cohorts/${TAG}/reveal`) : await admin.put(`/api/admin/cohorts/${TAG}/reveal`, { stage });
    expect(res.status).toBe(200);
  };

  /** Every public read of the rows at this moment: anonymous, a team's session, and the widget's way (another site's page, no cookies). */
  async function publicReads() {
    const anon = app.client();
    const team = teams[0]!.client;
    const widget = { origin: 'https://programme.example.org' };
    const widgetGql = async <T>(query: string, variables: Record<string, unknown>) => {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...widget },
        body: JSON.stringify({ query, variables }),
      });
      return ((await res.json()) as { data: T }).data;
    };
    return {
      'REST results (anonymous)': (await anon.get(`/api/showcase/${TAG}/results`)).body,
      'REST results (team session)': (await team.get(`/api/showcase/${TAG}/results`)).body,
      'REST presentation': (await anon.get(`/api/cohorts/${TAG}/presentation`)).body.rows,
      'GraphQL results (anonymous)': (await gql(anon, RESULTS, { t: TAG })).data.results,
      'GraphQL results (team session)': (await gql(team, RESULTS, { t: TAG })).data.results,
      'GraphQL presentation': (await gql(anon, PRESENTATION, { t: TAG })).data.presentation.rows,
      widget: (await widgetGql<{ results: ResultRow[] }>(RESULTS_QUERY, { cohortTag: TAG })).results,
    };
  }

  /** The rows a stage shows, as every public door must answer them. */
  const expected = (stage: number | null) => rowsAtStage(all, stage);

  it('each stage shows only its podium places, through REST, GraphQL, the presentation and the widget; the instructor sees all', async () => {
    for (const stage of [0, 1, 2, 3, 2, 0, null]) {
      await step(stage);
      const reads = await publicReads();
      for (const [door, rows] of Object.entries(reads)) expect(rows, `${door} at stage ${stage}`).toEqual(expected(stage));
      // The widget learns the stage from the same cohort status and lays out the rows by it.
      const status = await gql(app.client(), COHORT_STATUS_QUERY, { tag: TAG });
      expect(status.data.cohortStatus.revealStage).toBe(stage);
      // The instructor steering the show reads every row, REST and GraphQL.
      expect((await admin.get(`/api/showcase/${TAG}/results`)).body, `admin REST at stage ${stage}`).toEqual(all);
      expect((await gql(admin, RESULTS, { t: TAG })).data.results, `admin GraphQL at stage ${stage}`).toEqual(all);
    }
  });

  it('what each stage means: nothing named at 0, 3rd place at 1, 2nd too at 2, the whole table at 3', async () => {
    const names = (rows: ResultRow[]) => rows.map((r) => r.teamName);
    const [first, second, third] = all;
    await step(0);
    let rows: ResultRow[] = (await app.client().get(`/api/showcase/${TAG}/results`)).body;
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.teamId === '' && r.teamName === '' && r.totalPoints === 0 && r.rank === 0)).toBe(true);
    await step(1);
    rows = (await app.client().get(`/api/showcase/${TAG}/results`)).body;
    expect(names(rows)).toEqual(['', '', third!.teamName]);
    expect(JSON.stringify(rows)).not.toContain(first!.teamId);
    expect(JSON.stringify(rows)).not.toContain(second!.teamId);
    await step(2);
    rows = (await app.client().get(`/api/showcase/${TAG}/results`)).body;
    expect(names(rows)).toEqual(['', second!.teamName, third!.teamName]);
    expect(JSON.stringify(rows)).not.toContain(first!.teamId);
    for (const tail of all.slice(3)) expect(JSON.stringify(rows)).not.toContain(tail.teamId);
    await step(3);
    expect((await app.client().get(`/api/showcase/${TAG}/results`)).body).toEqual(all);
  });

  it('the public verification view (REST and GraphQL, with the receipt check) opens with the winner', async () => {
    for (const stage of [0, 1, 2]) {
      await step(stage);
      const rest = await app.client().get(`/api/showcase/${TAG}/verification`);
      expect(rest.status, `REST at stage ${stage}`).toBe(403);
      expect(rest.body.message).toBe('The verification view opens when the winner is revealed');
      expect((await app.client().get(`/api/showcase/${TAG}/verification?receipt=${receipt}`)).status).toBe(403);
      expect((await gql(app.client(), VERIFICATION, { t: TAG })).codes).toEqual(['FORBIDDEN']);
      expect((await gql(app.client(), RECEIPT, { t: TAG, r: receipt })).codes).toEqual(['FORBIDDEN']);
      // The instructor may check it at any stage.
      expect((await admin.get(`/api/showcase/${TAG}/verification`)).status).toBe(200);
      expect((await gql(admin, VERIFICATION, { t: TAG })).data.publicVerification.ballotCount).toBe(4);
    }
    for (const stage of [3, null]) {
      await step(stage);
      expect((await app.client().get(`/api/showcase/${TAG}/verification`)).status).toBe(200);
      expect((await gql(app.client(), VERIFICATION, { t: TAG })).data.publicVerification.tally).toHaveLength(all.length);
      expect((await gql(app.client(), RECEIPT, { t: TAG, r: receipt })).data.verifyReceipt).toEqual({ counted: true });
    }
  });

  it('over the WebSocket: presentationChanged carries each stage’s rows, and a results query there is staged too', async () => {
    await step(0);
    const ws = wsClient(app.url);
    const pres = nextResults(ws, `subscription($t: String!) { presentationChanged(cohortTag: $t) { stage rows { ${ROW} } } }`, { t: TAG }, 3, 15_000);
    await pres.subscribed;
    // Each step as a presenter makes it, once the last one is on screen: a change's payload is read
    // after its commit, so one step taken before the last one's read could show in both.
    for (const stage of [1, 2, 3]) {
      await step(stage);
      await vi.waitFor(() => expect(pres.got).toHaveLength(stage), { timeout: 15_000 });
    }
    const got = (await pres.done).map((p) => p.presentationChanged);
    expect(got.map((p) => p.stage)).toEqual([1, 2, 3]);
    for (const p of got) expect(p.rows, `presentationChanged at stage ${p.stage}`).toEqual(expected(p.stage));

    await step(1);
    const query = nextResults(ws, RESULTS, { t: TAG }, 1, 15_000);
    expect((await query.done)[0].results).toEqual(expected(1));
    await ws.dispose();
  });
});
