import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { ERASED_TEAM_NAME } from '@fit/events';
import { apiProgram, startTestApp, type TestApp, type TestClient } from './harness.js';
import { ballot, makeCohort, type TeamHandle } from './fixtures.js';
import { gql, wsClient } from './gql.js';
import { waitFor } from './faults/processes.js';
import { runNode } from './owner.js';

/*
 * What an erasure looks like from outside (docs/API.md#erased-teams): every row that names the
 * erased team says `erased: true` beside the English marker, so each page can say it in its own
 * language; the public subscriptions that results pages, the presenter view and the widget hold
 * open send again when the team is erased; the cohort's vote history lists the erasure, and the
 * chain still verifies.
 */

const TAG = 'shown';
const ROW = 'rank teamId teamName erased totalPoints';
const RESULTS = `query($t: String!) { results(cohortTag: $t) { ${ROW} } }`;
const CATEGORY_RESULTS = `query($t: String!) { categoryResults(cohortTag: $t) { name rows { rank teamId teamName erased } } }`;
const PRESENTATION_CHANGED = `subscription($t: String!) { presentationChanged(cohortTag: $t) { resultsVisible rows { ${ROW} } } }`;
const CATEGORY_RESULTS_CHANGED = `subscription($t: String!) { categoryResultsChanged(cohortTag: $t) { name rows { teamId teamName erased } } }`;
const COHORT_CHANGED = `subscription($t: String!) { cohortChanged(tag: $t) { tag resultsVisible } }`;
const HISTORY = `query($t: String!) { voteHistory(cohortTag: $t) { entries { position type kind voterTeamId voterTeamName erasedTeamId erasureReason votes { teamId } } } }`;

/** Every message a subscription sends, kept in order. */
function collect<T>(ws: Client, query: string, variables: Record<string, unknown>) {
  const got: T[] = [];
  const errors: unknown[] = [];
  const stop = ws.subscribe<T>(
    { query, variables },
    { next: (v) => (v.errors ? errors.push(v.errors) : got.push(v.data as T)), error: (e) => errors.push(e), complete: () => {} },
  );
  return { got, errors, stop };
}

type Row = { teamId: string; teamName: string; erased: boolean };
const rowOf = (rows: Row[] | undefined, teamId: string) => rows?.find((r) => r.teamId === teamId);

describe('an erased team, as results, live pages and the audit show it', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];
  let A: TeamHandle;
  let ws: Client;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    teams = await makeCohort(app, admin, TAG, 4);
    A = teams[0]!;
    const [, B, C, D] = teams as [TeamHandle, TeamHandle, TeamHandle, TeamHandle];
    expect((await admin.post(`/api/admin/cohorts/${TAG}/categories`, { name: 'Crowd favourite', method: 'peer' })).status).toBe(201);
    expect((await admin.patch(`/api/admin/cohorts/${TAG}`, { votingOpen: true })).status).toBe(200);
    expect((await A.client.post(`/api/showcase/${TAG}/vote`, ballot(B.id, C.id, D.id))).status).toBe(201);
    expect((await B.client.post(`/api/showcase/${TAG}/vote`, ballot(A.id, C.id, D.id))).status).toBe(201);
    expect((await C.client.post(`/api/showcase/${TAG}/vote`, ballot(A.id, B.id, D.id))).status).toBe(201);
    expect((await admin.patch(`/api/admin/cohorts/${TAG}`, { votingOpen: false })).status).toBe(200);
    expect((await admin.patch(`/api/admin/cohorts/${TAG}`, { resultsVisible: true })).status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await ws?.dispose();
    await app?.close();
  });

  it('before: every row names the team and says it is not erased', async () => {
    const results = (await gql(app.client(), RESULTS, { t: TAG })).data.results as Row[];
    expect(rowOf(results, A.id)).toMatchObject({ teamName: A.name, erased: false });
    const rest = (await app.client().get(`/api/showcase/${TAG}/results`)).body as Row[];
    expect(rest.every((r) => r.erased === false)).toBe(true);
  });

  it('open pages hear of the erasure without asking again; every row then says erased beside the English marker', async () => {
    // What a results page, the presenter view and a widget hold open, as a visitor from anywhere.
    ws = wsClient(app.url);
    const presentation = collect<{ presentationChanged: { rows: Row[] } }>(ws, PRESENTATION_CHANGED, { t: TAG });
    const categories = collect<{ categoryResultsChanged: { rows: Row[] }[] }>(ws, CATEGORY_RESULTS_CHANGED, { t: TAG });
    const cohort = collect<{ cohortChanged: { tag: string } }>(ws, COHORT_CHANGED, { t: TAG });
    // Each subscription is in place once it has heard a change of the cohort (its description).
    let n = 0;
    await waitFor(
      async () => {
        await admin.patch(`/api/admin/cohorts/${TAG}`, { description: `round ${++n}` });
        return presentation.got.length > 0 && categories.got.length > 0 && cohort.got.length > 0;
      },
      20_000,
      'the three subscriptions to be live',
    );
    const heard = { presentation: presentation.got.length, categories: categories.got.length, cohort: cohort.got.length };

    const erased = await admin.post(`/api/admin/teams/${A.id}/erase`, { confirmCode: A.code });
    expect(erased.status, erased.text).toBe(200);

    await waitFor(() => rowOf(presentation.got.at(-1)?.presentationChanged.rows, A.id)?.erased === true, 20_000, 'the presentation to send the erasure');
    expect(rowOf(presentation.got.at(-1)!.presentationChanged.rows, A.id)).toMatchObject({ teamName: ERASED_TEAM_NAME, erased: true });
    await waitFor(() => rowOf(categories.got.at(-1)?.categoryResultsChanged[0]?.rows, A.id)?.erased === true, 20_000, 'the category results to send the erasure');
    // The widget listens to cohortChanged and reads the results again on every message.
    await waitFor(() => cohort.got.length > heard.cohort, 20_000, 'cohortChanged to send on the erasure');
    expect(cohort.got.at(-1)!.cohortChanged).toMatchObject({ tag: TAG, resultsVisible: true });
    expect(presentation.got.length).toBeGreaterThan(heard.presentation);
    expect(categories.got.length).toBeGreaterThan(heard.categories);
    expect([...presentation.errors, ...categories.errors, ...cohort.errors]).toEqual([]);
    for (const s of [presentation, categories, cohort]) s.stop();
  }, 60_000);

  it('every door that names the team says erased: GraphQL, REST, the presentation, category results, the showcase and the audit replay', async () => {
    const visitor = app.client();
    const others = teams.slice(1).map((t) => t.id);
    const check = (rows: Row[], where: string) => {
      expect(rowOf(rows, A.id), where).toMatchObject({ teamName: ERASED_TEAM_NAME, erased: true });
      for (const id of others) if (rowOf(rows, id)) expect(rowOf(rows, id)!.erased, `${where}: ${id}`).toBe(false);
    };
    check((await gql(visitor, RESULTS, { t: TAG })).data.results, 'GraphQL results');
    check((await visitor.get(`/api/showcase/${TAG}/results`)).body, 'REST results');
    check((await visitor.get(`/api/cohorts/${TAG}/presentation`)).body.rows, 'REST presentation');
    check((await gql(visitor, CATEGORY_RESULTS, { t: TAG })).data.categoryResults[0].rows, 'GraphQL category results');
    check((await visitor.get(`/api/showcase/${TAG}/category-results`)).body[0].rows, 'REST category results');
    check((await admin.get(`/api/audit/cohorts/${TAG}/results`)).body.results, 'the audit replay');
    // The instructor's session view names the teams too.
    const sessionTeams = (teams: { teamId: string; name: string; erased: boolean }[], where: string) => {
      expect(
        teams.find((x) => x.teamId === A.id),
        where,
      ).toMatchObject({ name: ERASED_TEAM_NAME, erased: true });
      for (const x of teams.filter((x) => x.teamId !== A.id)) expect(x.erased, `${where}: ${x.teamId}`).toBe(false);
    };
    sessionTeams(
      (await gql(admin, `query($t: String!) { cohortSession(cohortTag: $t) { teams { teamId name erased } } }`, { t: TAG })).data.cohortSession.teams,
      'GraphQL session',
    );
    sessionTeams((await admin.get(`/api/admin/cohorts/${TAG}/session`)).body.teams, 'REST session');
    // The public record marks the team for the offline verifier, which says it in its own language.
    const record = (await visitor.get(`/api/showcase/${TAG}/record`)).body as {
      teams: { teamId: string; name: string; erased?: boolean }[];
      results: { overall: Row[] };
    };
    expect(record.teams.find((x) => x.teamId === A.id)).toEqual({ teamId: A.id, name: ERASED_TEAM_NAME, erased: true });
    for (const x of record.teams.filter((x) => x.teamId !== A.id)) expect(x).not.toHaveProperty('erased');
    check(record.results.overall, 'the public record');
    // The showcase no longer lists the team (its website is gone); the others say they are not erased.
    const showcase = (await visitor.get(`/api/showcase/${TAG}`)).body as { id: string; erased: boolean }[];
    expect(showcase.map((t) => [t.id, t.erased]).sort()).toEqual(others.map((id) => [id, false]).sort());
  });

  it("the cohort's vote history lists the erasure, with the team's id and why, and nothing else of it", async () => {
    const { data, errors } = await gql(admin, HISTORY, { t: TAG });
    expect(errors).toBeUndefined();
    const entries = data.voteHistory.entries as { type: string; kind: string; erasedTeamId: string | null; erasureReason: string | null; voterTeamName: string | null }[];
    const erasures = entries.filter((e) => e.kind === 'erasure');
    expect(erasures).toEqual([
      expect.objectContaining({
        type: 'TeamErased',
        kind: 'erasure',
        erasedTeamId: A.id,
        erasureReason: 'instructor',
        voterTeamId: null,
        voterTeamName: null,
        votes: [],
      }),
    ]);
    // It comes after the ballots and flags it followed, in log order; the others say it is not an erasure.
    expect(entries.at(-1)!.kind).toBe('erasure');
    expect(entries.filter((e) => e.kind !== 'erasure').every((e) => e.erasedTeamId === null && e.erasureReason === null)).toBe(true);
    const rest = (await admin.get(`/api/audit/cohorts/${TAG}/history`)).body.entries as { kind: string; erasedTeamId: string }[];
    expect(rest.filter((e) => e.kind === 'erasure').map((e) => e.erasedTeamId)).toEqual([A.id]);
    // The ballot the erased team cast still shows, under the erased marker.
    expect(entries.find((e) => e.kind === 'ballot' && e.voterTeamName === ERASED_TEAM_NAME)).toBeDefined();
  });

  it('the chain still verifies: Intact', async () => {
    const env = { DATABASE_URL: app.databaseUrl, REDIS_URL: 'none' };
    const cohort = await runNode(apiProgram('audit', 'verify', TAG), env);
    expect(cohort.status, cohort.stdout + cohort.stderr).toBe(0);
    expect(cohort.stdout).toMatch(/^Intact/m);
  }, 60_000);
});
