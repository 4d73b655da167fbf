import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaClock } from '@fit/events';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { makeCohort, makeTeam, type TeamHandle } from './fixtures.js';
import { gql, nextResults, wsClient } from './gql.js';
import { rebuildReadModels, snapshotReadModels } from '../src/projections/index.js';
import { AGENDA_READERS } from '../src/modules/agenda/agenda.access.js';

const AGENDA_FIELDS =
  'cohortTag status index currentPhase remainingMs overdue itemEndsAt plannedEndAt expectedEndAt hold serverTime items { phase plannedMs durationMs } bring { phase at moveAt } announcements { id text at }';
const AGENDA = `query($t: String!) { agenda(cohortTag: $t) { ${AGENDA_FIELDS} } }`;
const SUBSCRIBE = `subscription($t: String!) { agendaChanged(cohortTag: $t) { ${AGENDA_FIELDS} } }`;

/**
 * The agenda through both doors: instructors plan and pace a cohort's agenda, bring and hold its
 * teams and post announcements; the cohort's teams read it (REST, GraphQL, live); nobody else does.
 */
describe('agenda, bring, hold and announcements', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];
  let outsider: TeamHandle;
  const TAG = 'paced';

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    teams = await makeCohort(app, admin, TAG, 2, { submit: false });
    outsider = await makeTeam(app, 'Outsider');
  });
  afterAll(() => app.close());

  it('plans over REST and reads the same agenda over GraphQL as a team of the cohort', async () => {
    const plan = await admin.put(`/api/admin/cohorts/${TAG}/agenda`, {
      items: [
        { phase: 1, minutes: 10 },
        { phase: 2, minutes: 20 },
      ],
    });
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({
      status: 'planned',
      items: [
        { phase: 1, plannedMs: 600_000 },
        { phase: 2, plannedMs: 1_200_000 },
      ],
    });
    const viaGql = await gql(teams[0]!.client, AGENDA, { t: TAG });
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data.agenda).toMatchObject({ status: 'planned', items: plan.body.items });
  });

  it('refuses bad plans with a clear 400, and controls from anyone but an instructor', async () => {
    expect(await admin.put(`/api/admin/cohorts/${TAG}/agenda`, { items: [{ phase: 12, minutes: 5 }] })).toMatchObject({ status: 400 });
    expect((await admin.put(`/api/admin/cohorts/${TAG}/agenda`, { items: 'all' })).body.message).toBe('An agenda needs at least one item');
    expect((await teams[0]!.client.post(`/api/admin/cohorts/${TAG}/agenda/start`)).status).toBe(403);
    expect((await app.client().post(`/api/admin/cohorts/${TAG}/agenda/start`)).status).toBe(401);
    const viaGql = await gql(teams[0]!.client, 'mutation($t: String!) { startAgenda(tag: $t) { status } }', { t: TAG });
    expect(viaGql.codes).toEqual(['FORBIDDEN']);
    expect((await admin.post('/api/admin/cohorts/nowhere/agenda/start')).status).toBe(404);
  });

  it("lets only the cohort's teams and instructors read it", async () => {
    expect((await teams[1]!.client.get(`/api/cohorts/${TAG}/agenda`)).status).toBe(200);
    expect((await outsider.client.get(`/api/cohorts/${TAG}/agenda`)).status).toBe(403);
    expect((await app.client().get(`/api/cohorts/${TAG}/agenda`)).status).toBe(401);
    expect((await gql(outsider.client, AGENDA, { t: TAG })).codes).toEqual(['FORBIDDEN']);
    expect((await admin.get('/api/cohorts/nowhere/agenda')).status).toBe(404);
    // Nor can another team listen in.
    const ws = wsClient(app.url, { cookie: outsider.client.cookieHeader() });
    await expect(nextResults(ws, SUBSCRIBE, { t: TAG }).done).rejects.toThrow(AGENDA_READERS);
    await ws.dispose();
  });

  it('starts, pauses, extends keeping the end, and skips: every change live to a subscribed team', async () => {
    const team = wsClient(app.url, { cookie: teams[0]!.client.cookieHeader() });
    // First the agenda as it is once the subscription is in place, then every change.
    const live = nextResults(team, SUBSCRIBE, { t: TAG }, 5);
    await live.subscribed;
    const started = await admin.post(`/api/admin/cohorts/${TAG}/agenda/start`);
    expect(started.body).toMatchObject({ status: 'running', currentPhase: 1, overdue: false });
    expect(started.body.plannedEndAt).toBe(new Date(Date.parse(started.body.itemEndsAt) + 1_200_000).toISOString());
    expect((await admin.post(`/api/admin/cohorts/${TAG}/agenda/pause`)).body.status).toBe('paused');
    const extended = await gql(
      admin,
      'mutation($t: String!) { extendAgendaItem(tag: $t, minutes: 5, keepEnd: true) { items { durationMs } expectedEndAt plannedEndAt remainingMs } }',
      { t: TAG },
    );
    expect(extended.data.extendAgendaItem.items.map((i: { durationMs: number }) => i.durationMs)).toEqual([900_000, 900_000]);
    const skipped = await admin.post(`/api/admin/cohorts/${TAG}/agenda/skip`);
    expect(skipped.body).toMatchObject({ status: 'running', index: 1, currentPhase: 2 });
    const seen = await live.done;
    const statuses = seen.map((s) => s.agendaChanged.status);
    // The first read may land before or after the start.
    expect(['planned', 'running']).toContain(statuses[0]);
    expect(statuses.slice(1)).toEqual(['running', 'paused', 'paused', 'running']);
    // The stored times give every reader the same countdown (the page's maths is the api's).
    const last = seen[4].agendaChanged;
    const clock = agendaClock({ ...skipped.body, pausedMs: 0 }, Date.parse(last.serverTime));
    expect(Date.parse(last.itemEndsAt)).toBe(clock.itemEndsAt);
    await team.dispose();

    // Reset to plan: the plan's time boxes at once (not the stretched ones until the next start).
    const reset = await admin.post(`/api/admin/cohorts/${TAG}/agenda/reset`);
    const planned = [
      { phase: 1, plannedMs: 600_000, durationMs: 600_000 },
      { phase: 2, plannedMs: 1_200_000, durationMs: 1_200_000 },
    ];
    expect(reset.body).toMatchObject({ status: 'planned', items: planned });
    expect((await teams[0]!.client.get(`/api/cohorts/${TAG}/agenda`)).body.items).toEqual(planned);
    expect((await gql(teams[0]!.client, AGENDA, { t: TAG })).data.agenda.items).toEqual(planned);
  });

  it('announces to every team and withdraws', async () => {
    expect((await admin.post(`/api/admin/cohorts/${TAG}/announcements`, { text: '' })).status).toBe(400);
    const posted = await admin.post(`/api/admin/cohorts/${TAG}/announcements`, { text: ' Lunch at 12:30 ' });
    expect(posted.status).toBe(201);
    const [a] = posted.body.announcements;
    expect(a).toMatchObject({ text: 'Lunch at 12:30' });
    expect((await teams[1]!.client.get(`/api/cohorts/${TAG}/agenda`)).body.announcements).toEqual([a]);
    expect((await teams[1]!.client.delete(`/api/admin/cohorts/${TAG}/announcements/${a.id}`)).status).toBe(403);
    const withdrawn = await gql(admin, 'mutation($t: String!, $id: String!) { withdrawAnnouncement(tag: $t, id: $id) { announcements { id } } }', { t: TAG, id: a.id });
    expect(withdrawn.data.withdrawAnnouncement.announcements).toEqual([]);
    expect((await admin.delete(`/api/admin/cohorts/${TAG}/announcements/${a.id}`)).status).toBe(404);
  });

  it('brings every team to a phase and holds them there until released', async () => {
    const brought = await admin.post(`/api/admin/cohorts/${TAG}/agenda/bring`, { phase: 3, noticeSeconds: 5, hold: true });
    expect(brought.status).toBe(200);
    expect(brought.body).toMatchObject({ hold: 3, bring: { phase: 3 } });
    expect(Date.parse(brought.body.bring.moveAt) - Date.parse(brought.body.bring.at)).toBe(5000);
    for (const t of teams) expect((await t.client.get(`/api/teams/${t.code}`)).body.currentPhase).toBe(3);

    // Held: a team cannot continue past phase 3, through either door; going back is fine.
    const [t] = teams;
    const refused = await t!.client.patch(`/api/teams/${t!.id}/phase`, { currentPhase: 4 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('holding the room at phase 3');
    const viaGql = await gql(t!.client, 'mutation($id: ID!) { setTeamPhase(teamId: $id, currentPhase: 4) { currentPhase } }', { id: t!.id });
    expect(viaGql.codes).toEqual(['CONFLICT']);
    expect((await t!.client.patch(`/api/teams/${t!.id}/phase`, { currentPhase: 2 })).status).toBe(200);
    // An instructor may still move a team.
    expect((await admin.patch(`/api/teams/${t!.id}/phase`, { currentPhase: 5 })).status).toBe(200);
    // The team the instructor moved past the hold may go back, through either door…
    expect((await t!.client.patch(`/api/teams/${t!.id}/phase`, { currentPhase: 4 })).status).toBe(200);
    const backViaGql = await gql(t!.client, 'mutation($id: ID!) { setTeamPhase(teamId: $id, currentPhase: 3) { currentPhase } }', { id: t!.id });
    expect(backViaGql.data?.setTeamPhase).toEqual({ currentPhase: 3 });
    // …but not forward past the hold again.
    expect((await t!.client.patch(`/api/teams/${t!.id}/phase`, { currentPhase: 4 })).status).toBe(409);

    expect((await admin.delete(`/api/admin/cohorts/${TAG}/hold`)).body.hold).toBeNull();
    expect((await t!.client.patch(`/api/teams/${t!.id}/phase`, { currentPhase: 6 })).status).toBe(200);
  });

  it('the agendas read model rebuilt from the events equals the live one', async () => {
    const live = await snapshotReadModels(app.services.orm.em.fork());
    expect(live.agendas).toHaveLength(1);
    await rebuildReadModels(app.services.orm.em.fork(), { only: ['agendas'] });
    expect((await snapshotReadModels(app.services.orm.em.fork())).agendas).toEqual(live.agendas);
  });

  it('refuses changes on an archived cohort', async () => {
    await admin.post(`/api/admin/cohorts/${TAG}/archive`);
    expect((await admin.post(`/api/admin/cohorts/${TAG}/agenda/pause`)).status).toBe(409);
    await admin.post(`/api/admin/cohorts/${TAG}/unarchive`);
  });
});
