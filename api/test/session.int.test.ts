import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applySessionDelta,
  editsPerMinute,
  roomAt,
  teamProgress,
  unpackEdits,
  type AgendaState,
  type PackedTeamEdits,
  type SessionData,
  type SessionDelta,
} from '@fit/events';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { answerField, ballot, makeCohort, makeTeam, type TeamHandle } from './fixtures.js';
import { gql, wsClient } from './gql.js';
import { projections, rebuildReadModels, snapshotReadModels } from '../src/projections/index.js';
import { applyEvents, type Row } from '../src/projections/projection.js';
import { readAllCommitted } from '../src/store/event-store.js';
import { START, type StoredEvent } from '../src/store/types.js';

const SESSION_FIELDS =
  'cohortTag firstMinute serverTime teams { teamId code name erased } marks { at kind teamId phase ref detail agenda } edits { teamId perMinute times }';
const SESSION = `query($t: String!) { cohortSession(cohortTag: $t) { ${SESSION_FIELDS} } }`;
const LIVE = `subscription($t: String!) { cohortSessionChanged(cohortTag: $t) { serverTime full { ${SESSION_FIELDS} } delta { teams { teamId code name erased } marksFrom marks { at kind teamId phase ref detail agenda } edits { teamId timesFrom times } } } }`;

/** The dashboard's rows and agenda as the ordinary read models hold them after these events: teams, feedback threads, agendas folded in memory. */
async function dashboardFromReadModels(app: TestApp, events: readonly StoredEvent[], tag: string) {
  const em = app.services.orm.em.fork();
  const folded = new Map<string, Row[]>();
  for (const name of ['teams', 'feedback_threads', 'agendas']) {
    const p = projections.find((x) => x.name === name)!;
    const rows = new Map<string, Row | null>();
    await applyEvents(em, p, events, rows, new Map(), false);
    folded.set(
      name,
      [...rows.values()].filter((r): r is Row => r !== null),
    );
  }
  const teams = folded.get('teams')!.filter((t) => t.cohort_tag === tag);
  const threads = folded.get('feedback_threads')!;
  const agenda = folded.get('agendas')!.find((a) => a.tag === tag);
  return {
    teams: teams
      .map((t) => ({
        teamId: t.id as string,
        currentPhase: t.current_phase as number,
        progress: teamProgress({ currentPhase: t.current_phase as number, submittedWebsiteUrl: t.submitted_website_url as string | null }).percent,
        openFeedback: threads.filter((th) => th.team_id === t.id && !th.resolved).length,
      }))
      .sort((a, b) => a.teamId.localeCompare(b.teamId)),
    agenda: (agenda?.state as AgendaState | undefined) ?? null,
  };
}

/**
 * The session view (docs/PRODUCT.md#session-view) through both doors: a cohort's moments and
 * edits per minute from its own read model, the room at any moment equal to the ordinary read
 * models rebuilt from the events up to then, live while the session runs, rebuildable.
 */
describe('session view', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];
  const TAG = 'session';

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    teams = await makeCohort(app, admin, TAG, 3, { submit: false });
    await makeTeam(app, 'Elsewhere');
    const [a, b, c] = teams as [TeamHandle, TeamHandle, TeamHandle];
    const ok = <R extends { status: number; text: string }>(r: R) => {
      if (r.status >= 300) throw new Error(`${r.status} ${r.text}`);
      return r;
    };
    ok(
      await admin.put(`/api/admin/cohorts/${TAG}/agenda`, {
        items: [
          { phase: 1, minutes: 10 },
          { phase: 2, minutes: 15 },
        ],
      }),
    );
    ok(await admin.post(`/api/admin/cohorts/${TAG}/agenda/start`));
    ok(await a.client.post('/api/phase-data', { teamId: a.id, phaseNumber: 1, data: { [answerField(1)]: 'Our market' } }));
    ok(await a.client.post('/api/phase-data', { teamId: a.id, phaseNumber: 1, data: { [answerField(1)]: 'Our market, sized' } }));
    ok(await a.client.patch(`/api/teams/${a.id}/phase`, { currentPhase: 2 }));
    const thread = ok(await admin.post(`/api/feedback/${b.id}`, { phaseNumber: 1, text: 'Who is the customer?' })).body;
    ok(await admin.post(`/api/feedback/${a.id}`, { phaseNumber: 2, text: 'Name three competitors' }));
    ok(await b.client.post(`/api/feedback/threads/${thread.id}/replies`, { text: 'Students' }));
    ok(await b.client.post(`/api/feedback/threads/${thread.id}/resolve`));
    ok(await admin.post(`/api/admin/cohorts/${TAG}/agenda/skip`));
    ok(await admin.post(`/api/admin/cohorts/${TAG}/agenda/bring`, { phase: 2, noticeSeconds: 0, hold: true }));
    ok(await b.client.patch(`/api/teams/${b.id}/phase`, { currentPhase: 2 }));
    for (const t of [a, b]) ok(await t.client.patch(`/api/teams/${t.id}/website`, { websiteUrl: `${t.code.toLowerCase()}.example.com` }));
    ok(await admin.patch(`/api/admin/cohorts/${TAG}`, { votingOpen: true }));
    ok(await a.client.post(`/api/showcase/${TAG}/vote`, ballot(b.id)));
    ok(await admin.patch('/api/admin/cohorts/unassign-teams', { teamIds: [c.id] }));
  });
  afterAll(() => app.close());

  it('answers the same session over REST and GraphQL, to instructors only', async () => {
    const rest = await admin.get(`/api/admin/cohorts/${TAG}/session`);
    expect(rest.status).toBe(200);
    const viaGql = await gql(admin, SESSION, { t: TAG });
    expect(viaGql.errors).toBeUndefined();
    const { serverTime: _a, ...restView } = rest.body;
    const { serverTime: _b, ...gqlView } = viaGql.data.cohortSession;
    expect(gqlView).toEqual(restView);
    expect(restView.teams.map((t: { name: string }) => t.name).sort()).toEqual(teams.map((t) => t.name).sort());
    const kinds = new Set(restView.marks.map((m: { kind: string }) => m.kind));
    for (const k of ['created', 'joined', 'phase', 'comment', 'reply', 'resolved', 'agenda', 'website', 'ballot']) expect(kinds).toContain(k);
    const editsOfA = restView.edits.find((e: { teamId: string }) => e.teamId === teams[0]!.id).perMinute.reduce((x: number, y: number) => x + y, 0);
    expect(editsOfA).toBeGreaterThanOrEqual(2);

    expect((await teams[0]!.client.get(`/api/admin/cohorts/${TAG}/session`)).status).toBe(403);
    expect((await app.client().get(`/api/admin/cohorts/${TAG}/session`)).status).toBe(401);
    expect((await admin.get('/api/admin/cohorts/nowhere/session')).status).toBe(404);
    expect((await gql(teams[0]!.client, SESSION, { t: TAG })).codes).toEqual(['FORBIDDEN']);
  });

  it('shows the room at every moment as the read models rebuilt from the events up to then', async () => {
    const session = (await admin.get(`/api/admin/cohorts/${TAG}/session`)).body as SessionData;
    const { events } = await readAllCommitted(app.services.orm.em.fork(), START, 100_000);
    const edits = events.filter((e) => e.type === 'PhaseDocUpdated' || e.type === 'PhaseDataSaved');
    expect(edits.length).toBeGreaterThanOrEqual(2);
    // Every moment, and a millisecond before each edit (inside the minute that holds it).
    const moments = [...new Set([...session.marks.map((m) => Date.parse(m.at)), ...edits.flatMap((e) => [Date.parse(e.metadata.at) - 1, Date.parse(e.metadata.at)])])];
    expect(moments.length).toBeGreaterThan(10);
    for (const t of moments) {
      const room = roomAt(session, t);
      // Edits so far: the edit events made by then, counted from the log itself.
      for (const team of room.teams) {
        const made = edits.filter((e) => e.data.teamId === team.teamId && Date.parse(e.metadata.at) <= t).length;
        expect(team.edits, `edits of ${team.name} at ${new Date(t).toISOString()}`).toBe(made);
      }
      const expected = await dashboardFromReadModels(
        app,
        events.filter((e) => Date.parse(e.metadata.at) <= t),
        TAG,
      );
      const shown = room.teams
        .map(({ teamId, currentPhase, progress, openFeedback }) => ({ teamId, currentPhase, progress, openFeedback }))
        .sort((a, b) => a.teamId.localeCompare(b.teamId));
      expect(shown, `teams at ${new Date(t).toISOString()}`).toEqual(expected.teams);
      if (expected.agenda) expect(room.agenda, `agenda at ${new Date(t).toISOString()}`).toEqual(expected.agenda);
      else expect(room.agenda.status).toBe('none');
    }
  });

  it('packs the edit times to exactly what the full answer says, and that is the edit events of the log', async () => {
    const full = (await admin.get(`/api/admin/cohorts/${TAG}/session`)).body as SessionData & { serverTime: string };
    const packed = await admin.get(`/api/admin/cohorts/${TAG}/session?format=packed`);
    expect(packed.status).toBe(200);
    const { serverTime: _a, edits: packedEdits, ...packedRest } = packed.body as Omit<SessionData, 'edits'> & { serverTime: string; edits: PackedTeamEdits[] };
    const { serverTime: _b, edits: fullEdits, ...fullRest } = full;
    expect(packedRest).toEqual(fullRest);
    expect(packedEdits.every((e) => Object.keys(e).sort().join() === 'packedTimes,teamId')).toBe(true);
    expect(unpackEdits(packedEdits)).toEqual(fullEdits);
    const viaGql = await gql(admin, `query($t: String!) { cohortSession(cohortTag: $t) { firstMinute edits { teamId perMinute times packedTimes } } }`, { t: TAG });
    expect(viaGql.errors).toBeUndefined();
    const gqlEdits = viaGql.data.cohortSession.edits as (PackedTeamEdits & { perMinute: number[]; times: number[] })[];
    expect(gqlEdits.map((e) => e.packedTimes)).toEqual(packedEdits.map((e) => e.packedTimes));
    expect(unpackEdits(gqlEdits.map(({ teamId, packedTimes }) => ({ teamId, packedTimes })))).toEqual(
      gqlEdits.map(({ teamId, perMinute, times }) => ({ teamId, perMinute, times })),
    );
    // The log folded by hand: each team's co-editing updates and saves, their times after the first minute.
    const { events } = await readAllCommitted(app.services.orm.em.fork(), START, 100_000);
    const first = Date.parse(full.firstMinute!);
    const folded = full.teams.map(({ teamId }) => ({
      teamId,
      times: events
        .filter((e) => (e.type === 'PhaseDocUpdated' || e.type === 'PhaseDataSaved') && (e.data as { teamId: string }).teamId === teamId)
        .map((e) => Date.parse(e.metadata.at) - first)
        .sort((x, y) => x - y),
    }));
    expect(folded.some((f) => f.times.length >= 2)).toBe(true);
    expect(unpackEdits(packedEdits)).toEqual(editsPerMinute(folded));
    expect((await admin.get(`/api/admin/cohorts/${TAG}/session?format=compact`)).status).toBe(400);
  });

  it('sends the session whole, then only what changed while it runs', async () => {
    const ws = wsClient(app.url, { cookie: admin.cookieHeader() });
    const editsOf = (view: SessionData, teamId: string) => view.edits.find((e) => e.teamId === teamId)!.times.length;
    type Update = { serverTime: string; full: SessionData | null; delta: SessionDelta | null };
    const results: Update[] = [];
    const waiters: (() => void)[] = [];
    const dispose = ws.subscribe<{ cohortSessionChanged: Update }>(
      { query: LIVE, variables: { t: TAG } },
      { next: (v) => (results.push(v.data!.cohortSessionChanged), waiters.forEach((w) => w())), error: () => {}, complete: () => {} },
    );
    const until = (ok: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no such result among ${results.length}`)), 10_000);
        const check = () => ok() && (clearTimeout(timer), resolve());
        waiters.push(check);
        check();
      });
    /** The session as the page holds it: the first message, then each delta applied. */
    const held = () => results.slice(1).reduce<SessionData>((s, u) => (u.full ? u.full : applySessionDelta(s, u.delta!)), results[0]!.full!);
    try {
      // The session as it is comes first, whole; a change is then sent within the live interval.
      await until(() => results.length >= 1);
      expect(results[0]!.full).not.toBeNull();
      const before = editsOf(held(), teams[1]!.id);
      const saved = await teams[1]!.client.post('/api/phase-data', { teamId: teams[1]!.id, phaseNumber: 2, data: { [answerField(2)]: 'Rivals' } });
      expect(saved.status).toBe(200);
      await until(() => editsOf(held(), teams[1]!.id) > before);
      // Only what changed: the new edit's time, no moment sent again.
      const change = results.findLast((u) => u.delta && u.delta.edits.length > 0)!;
      expect(change.full).toBeNull();
      expect(change.delta!.edits).toEqual([expect.objectContaining({ teamId: teams[1]!.id, timesFrom: before })]);
      expect(change.delta!.marks).toEqual([]);
      // And the page's session is the session read now.
      const { serverTime: _s, ...now } = (await admin.get(`/api/admin/cohorts/${TAG}/session`)).body;
      expect(held()).toEqual(now);
    } finally {
      dispose();
      await ws.dispose();
    }
  });

  it('is rebuilt from the log to the same rows', async () => {
    const em = app.services.orm.em.fork();
    const before = await snapshotReadModels(em);
    expect(before.session_marks!.length).toBeGreaterThan(10);
    await rebuildReadModels(em, { only: ['session_marks', 'session_edits'] });
    const after = await snapshotReadModels(em);
    expect(after.session_marks).toEqual(before.session_marks);
    expect(after.session_edits).toEqual(before.session_edits);
  });

  it('gives a millisecond that holds several edits of a team as that many times', async () => {
    const em = app.services.orm.em.fork();
    const before = (await admin.get(`/api/admin/cohorts/${TAG}/session`)).body as SessionData;
    const team = teams[0]!.id;
    const at = Date.parse(before.firstMinute!) + 1;
    await em.execute('insert into session_edits (team_id, at_ms, edits) values (?, ?, 3)', [team, at]);
    try {
      const after = (await admin.get(`/api/admin/cohorts/${TAG}/session`)).body as SessionData;
      const times = (s: SessionData) => s.edits.find((e) => e.teamId === team)!.times;
      expect(times(after)).toEqual([1, 1, 1, ...times(before)].sort((x, y) => x - y));
      const packed = (await admin.get(`/api/admin/cohorts/${TAG}/session?format=packed`)).body as { edits: PackedTeamEdits[] };
      expect(unpackEdits(packed.edits)).toEqual(after.edits);
    } finally {
      await em.execute('delete from session_edits where team_id = ? and at_ms = ?', [team, at]);
    }
  });

  it('gives marks of the same millisecond in log order', async () => {
    const em = app.services.orm.em.fork();
    // Two judges' scores in one millisecond: the stream that sorts last by name came first in the log.
    const at = '2026-11-26T12:00:00.000Z';
    const row = (stream: string, position: string, judge: string) => [stream, 1, at, position, TAG, 'score', judge];
    const rows = [row('zz-scores', '900000001', 'first'), row('aa-scores', '900000002', 'second')];
    await em.execute(
      `insert into session_marks (stream_id, version, at, position, cohort_tag, kind, ref) values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      rows.flat(),
    );
    try {
      const session = (await admin.get(`/api/admin/cohorts/${TAG}/session`)).body as SessionData;
      expect(session.marks.filter((m) => m.at === at).map((m) => m.ref)).toEqual(['first', 'second']);
    } finally {
      await em.execute(`delete from session_marks where stream_id in ('zz-scores', 'aa-scores')`);
    }
  });
});
