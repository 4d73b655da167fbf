import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiProgram, startTestApp, type TestApp, type TestClient } from './harness.js';
import { makeCohort, type TeamHandle } from './fixtures.js';
import { runNode } from './owner.js';
import { waitForJob } from './jobs-helpers.js';
import { gql } from './gql.js';
import { runRetention } from '../src/modules/privacy/retention.js';
import { MASTER_KEY_FILE } from '../src/privacy/master-key.js';

/*
 * Retention (docs/PRIVACY.md#retention): a cohort says how long after it is archived its teams
 * are kept; the scheduled job erases those whose time is up and reports them. And the privacy
 * CLI: an erasure from the command line, the key counts, and a master key rotation after which
 * an instance with only the new master key reads every team.
 */

describe('retention and the privacy CLI', () => {
  let app: TestApp;
  let admin: TestClient;
  let due: TeamHandle[];
  let kept: TeamHandle[];

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    due = await makeCohort(app, admin, 'done', 2);
    kept = await makeCohort(app, admin, 'later', 2);
    for (const t of [...due, ...kept]) {
      expect((await t.client.post('/api/phase-data', { teamId: t.id, phaseNumber: 1, data: { product_idea: `idea of ${t.code}` } })).status).toBe(200);
    }
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  it('a cohort keeps its retention, shown with when its teams are due; bad input is refused', async () => {
    const team = due[0]!.client;
    expect((await team.put('/api/admin/cohorts/done/retention', { days: 0 })).status).toBe(403);
    for (const days of [-1, 1.5, '7', 4000]) expect((await admin.put('/api/admin/cohorts/done/retention', { days })).status).toBe(400);
    expect((await admin.put('/api/admin/cohorts/done/retention', {})).status).toBe(400);
    expect((await admin.put('/api/admin/cohorts/nope/retention', { days: 3 })).status).toBe(404);

    const set = await admin.put('/api/admin/cohorts/done/retention', { days: 0 });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ retentionDays: 0, archivedAt: null, erasureDueAt: null });
    expect((await admin.put('/api/admin/cohorts/later/retention', { days: 30 })).body.retentionDays).toBe(30);
    expect((await admin.post('/api/admin/cohorts/done/archive')).status).toBe(200);
    expect((await admin.post('/api/admin/cohorts/later/archive')).status).toBe(200);
    // Archived, it may still be changed: retention is what an archived cohort is about.
    const archived = (await admin.get('/api/admin/cohorts/archived')).body;
    const later = archived.find((c: { tag: string }) => c.tag === 'later');
    expect(later.retentionDays).toBe(30);
    expect(Date.parse(later.erasureDueAt) - Date.parse(later.archivedAt)).toBe(30 * 24 * 3600 * 1000);
  });

  it('the retention job erases the teams whose time is up, reports them, and leaves the others', async () => {
    const id = await app.services.jobs!.enqueue('retention', { requestedBy: 'test' });
    const job = await waitForJob(app, id);
    expect(job.state).toBe('completed');
    expect((job.result as { erased: { teamId: string }[] }).erased.map((e) => e.teamId).sort()).toEqual(due.map((t) => t.id).sort());
    const teams = (await admin.get('/api/teams')).body as { id: string; erased: boolean; name: string }[];
    for (const t of due) expect(teams.find((x) => x.id === t.id)).toMatchObject({ erased: true, name: 'Erased team' });
    for (const t of kept) expect(teams.find((x) => x.id === t.id)).toMatchObject({ erased: false, name: t.name });
    expect((await admin.get(`/api/phase-data/${kept[0]!.id}/1`)).body.data.product_idea).toBe(`idea of ${kept[0]!.code}`);
    // Thirty-one days later the other cohort's turn comes.
    const report = await runRetention(app.services, new Date(Date.now() + 31 * 24 * 3600 * 1000));
    expect(report.erased.map((e) => e.cohortTag)).toEqual(['later', 'later']);
    expect((await runRetention(app.services, new Date(Date.now() + 31 * 24 * 3600 * 1000))).erased).toEqual([]);
  });

  it('GraphQL: the same request, erasure and retention as REST', async () => {
    const [x] = (await makeCohort(app, admin, 'gql', 1)) as [TeamHandle];
    const ERASE = 'mutation($t: ID!, $c: String!, $r: String) { eraseTeam(teamId: $t, confirmCode: $c, reason: $r) { teamId reason erasedNow } }';
    const asked = await gql(x.client, 'mutation($t: ID!) { requestTeamErasure(teamId: $t) { id erased erasureRequestedAt } }', { t: x.id });
    expect(asked.data.requestTeamErasure).toMatchObject({ id: x.id, erased: false, erasureRequestedAt: expect.any(String) });
    expect((await gql(x.client, ERASE, { t: x.id, c: x.code })).codes).toEqual(['FORBIDDEN']);
    expect((await gql(admin, ERASE, { t: x.id, c: 'NOPE' })).codes).toEqual(['BAD_USER_INPUT']);
    expect((await gql(admin, ERASE, { t: x.id, c: x.code, r: 'whim' })).codes).toEqual(['BAD_USER_INPUT']);
    expect((await gql(admin, ERASE, { t: x.id, c: x.code, r: 'request' })).data.eraseTeam).toEqual({ teamId: x.id, reason: 'request', erasedNow: true });
    const teams = (await gql(admin, '{ teams { id name erased erasureRequestedAt } }')).data.teams;
    expect(teams.find((t: { id: string }) => t.id === x.id)).toEqual({ id: x.id, name: 'Erased team', erased: true, erasureRequestedAt: null });
    const retention = await gql(admin, 'mutation { setCohortRetention(tag: "gql", days: 7) { retentionDays archivedAt erasureDueAt } }');
    expect(retention.data.setCohortRetention).toEqual({ retentionDays: 7, archivedAt: null, erasureDueAt: null });
    expect((await gql(admin, 'mutation { setCohortRetention(tag: "gql", days: -3) { retentionDays } }')).codes).toEqual(['BAD_USER_INPUT']);
  });

  it('the CLI erases a team by its code (with the code as confirmation), counts keys and rotates the master key', async () => {
    const cohort = await makeCohort(app, admin, 'cli', 2);
    const [a, b] = cohort as [TeamHandle, TeamHandle];
    expect((await b.client.post('/api/phase-data', { teamId: b.id, phaseNumber: 1, data: { product_idea: 'kept through rotation' } })).status).toBe(200);
    const env = { DATABASE_URL: app.databaseUrl, REDIS_URL: 'none' };
    const cli = (...args: string[]) => runNode(apiProgram('privacy', ...args), env);
    const wrong = await cli('erase', a.code, '--confirm', 'NOPE');
    expect([wrong.status, wrong.stderr.trim()]).toEqual([1, "Error: Type the team's code to confirm the erasure"]);
    const erased = await cli('erase', a.code, '--confirm', a.code);
    expect(erased.status, erased.stderr).toBe(0);
    expect(erased.stdout).toMatch(/^Erased team .*: its key is destroyed/);
    expect((await admin.get('/api/teams')).body.find((t: { id: string }) => t.id === a.id).erased).toBe(true);
    expect((await cli('nonsense')).status).toBe(2);

    const current = readFileSync(join(process.cwd(), '.data', MASTER_KEY_FILE), 'utf8').trim();
    const next = randomBytes(32).toString('base64');
    const keys = await cli('keys');
    expect(keys.stdout).toMatch(/\(current\)/);
    expect(keys.stdout).toMatch(/^\d+\terased$/m);
    const rotated = await runNode(apiProgram('privacy', 'rotate'), { ...env, MASTER_KEY: next, MASTER_KEYS_RETIRED: current });
    expect(rotated.status, rotated.stderr).toBe(0);
    expect(rotated.stdout).toMatch(/^Re-wrapped \d+ data key\(s\)/);
    // An instance with only the new master key reads every team's answers.
    const fresh = await startTestApp({ MASTER_KEY: next }, { databaseUrl: app.databaseUrl });
    try {
      const other = await fresh.admin();
      // The export opens the team's events from the log: each under its data key, unwrapped by the new master key.
      const exported = (await other.get(`/api/teams/${b.id}/export`)).body;
      expect(exported.events.find((e: { type: string }) => e.type === 'TeamCreated').data.name).toBe(b.name);
      expect(exported.answers[0].data.product_idea).toBe('kept through rotation');
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
