import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { gql, wsClient } from './gql.js';
import { liveAndRefolded, seedWorkload, waitForJob, writeContinuously } from './jobs-helpers.js';
import { onlineRebuild } from '../src/jobs/online-rebuild.js';
import type { TeamHandle } from './fixtures.js';

/**
 * Background jobs on BullMQ (the real Redis): the online rebuild under concurrent writes, its
 * resume after an interruption, the export job, retries with backoff and failed jobs.
 */
describe('jobs on BullMQ', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    teams = await seedWorkload(app, admin, 'jobs', 6, 60);
  });
  afterAll(() => app.close());

  it('runs on BullMQ with queue keys under the instance prefix', async () => {
    expect(app.services.jobs!.mode).toBe('bullmq');
    const id = await app.services.jobs!.requestExport('test');
    await waitForJob(app, id);
    const keys = await app.services.redis!.keys(`${app.services.redisPrefix}bull:jobs:*`);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('rebuilds every read model online under concurrent writes and ends equal to the live models', async () => {
    // A read model drifted from the events (as after a projection bug): the rebuild repairs it.
    await app.services.orm.em.fork().execute(`update teams set name = 'DRIFTED' where id = ?`, [teams[0]!.id]);
    const writer = writeContinuously(teams);
    await new Promise((r) => setTimeout(r, 300));
    // Small batches and frequent checkpoints: the copy runs long enough to overlap the writes.
    const jobId = await app.services.jobs!.enqueue('rebuild', { models: null, batchSize: 40, flushEvery: 80 });
    const seenDuring: number[] = [];
    let job = await app.services.jobs!.get(jobId);
    while (job && job.state !== 'completed' && job.state !== 'failed') {
      // Readers keep being served the whole time, never a half-built model.
      const list = await admin.get('/api/teams');
      expect(list.status).toBe(200);
      seenDuring.push(list.body.length);
      await new Promise((r) => setTimeout(r, 20));
      job = await app.services.jobs!.get(jobId);
    }
    const written = await writer.stop();
    expect(job!.state, job!.failedReason ?? '').toBe('completed');
    expect(written).toBeGreaterThan(5);
    expect(new Set(seenDuring)).toEqual(new Set([teams.length]));
    const result = job!.result as { events: number; totalEvents: number; resumed: boolean };
    expect(result.resumed).toBe(false);
    expect(job!.progress.percent).toBe(100);
    expect(job!.progress.stage).toBe('done');

    const { live, refolded } = await liveAndRefolded(app);
    expect(live.teams!.find((t: any) => t.id === teams[0]!.id)).toMatchObject({ name: teams[0]!.name });
    expect(live).toEqual(refolded);
    // The swapped-in tables kept their constraint names (a duplicate team code is still a 409).
    const dup = await app.client().post('/api/teams', { name: 'Dup', code: teams[0]!.code });
    expect(dup.status).toBe(409);
    const left = await app.services.orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from pg_class where relname like '%\\_\\_rebuild' or relname like '%\\_\\_old'`);
    expect(left[0]!.n).toBe(0);
  });

  it('an interrupted rebuild resumes from its checkpoint', async () => {
    const orm = app.services.orm;
    await expect(
      onlineRebuild(orm, {
        runId: 'resume-1',
        batchSize: 50,
        flushEvery: 50,
        beforeBatch: (n) => {
          if (n === 5) throw new Error('power cut');
        },
      }),
    ).rejects.toThrow('power cut');
    const [run] = await orm.em.fork().execute<{ state: string; events: string }[]>(`select state, events::text as events from rebuild_runs where id = 'resume-1'`);
    expect(run).toMatchObject({ state: 'running' });
    expect(Number(run!.events)).toBe(200);
    // Writes go on meanwhile.
    await teams[1]!.client.post('/api/phase-data', { teamId: teams[1]!.id, phaseNumber: 3, data: { target_customer: 'after the cut' } });
    const again = await onlineRebuild(orm, { runId: 'resume-1', batchSize: 50 });
    expect(again.resumed).toBe(true);
    expect(again.totalEvents - again.events).toBe(200);
    const { live, refolded } = await liveAndRefolded(app);
    expect(live).toEqual(refolded);
    // Running a finished run again does nothing (idempotent retries).
    expect(await onlineRebuild(orm, { runId: 'resume-1' })).toMatchObject({ alreadyDone: true, events: 0 });
  });

  it('a rebuild job whose first attempt dies is retried and resumes', async () => {
    const jobs = app.services.jobs!;
    jobs.handlers.set('rebuild-flaky', async (ctx) =>
      onlineRebuild(app.services.orm, {
        runId: ctx.id,
        batchSize: 50,
        flushEvery: 50,
        onProgress: ctx.progress,
        beforeBatch: (n) => {
          if (ctx.attempt === 1 && n === 4) throw new Error('worker crashed');
        },
      }),
    );
    const id = await jobs.enqueue('rebuild-flaky', {}, { backoffMs: 100 });
    const job = await waitForJob(app, id);
    expect(job.state).toBe('completed');
    expect(job.attempts).toBe(2);
    expect(job.result).toMatchObject({ resumed: true });
    const { live, refolded } = await liveAndRefolded(app);
    expect(live).toEqual(refolded);
  });

  it('rebuildReadModels (GraphQL) returns a job id; jobProgress streams its progress to admins', async () => {
    const cookie = admin.cookieHeader();
    const ws = wsClient(app.url, { cookie });
    const updates: any[] = [];
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no completion; got ${JSON.stringify(updates.slice(-3))}`)), 30_000);
      ws.subscribe(
        { query: 'subscription { jobProgress { id name state attempts progress { percent stage processed total } } }' },
        {
          next: (v) => {
            if (v.errors) return reject(new Error(JSON.stringify(v.errors)));
            updates.push((v.data as any).jobProgress);
            if ((v.data as any).jobProgress.state === 'completed') {
              clearTimeout(timer);
              resolve();
            }
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    await new Promise((r) => setTimeout(r, 300));
    const res = await gql(admin, 'mutation { rebuildReadModels(models: ["teams", "tallies"]) }');
    expect(res.errors).toBeUndefined();
    const jobId = res.data.rebuildReadModels as string;
    await done;
    await ws.dispose();
    const mine = updates.filter((u) => u.id === jobId);
    expect(mine.at(-1)).toMatchObject({ name: 'rebuild', state: 'completed', progress: { percent: 100, stage: 'done' } });
    expect(mine.some((u) => u.progress.stage === 'copying' || u.progress.stage === 'switching')).toBe(true);
    const bad = await gql(admin, 'mutation { rebuildReadModels(models: ["nope"]) }');
    expect(bad.codes).toEqual(['BAD_USER_INPUT']);
    const anon = await gql(app.client(), 'mutation { rebuildReadModels }');
    expect(anon.codes).toEqual(['UNAUTHENTICATED']);
  });

  it('exports the CSV as a job: GraphQL requestExport + exportFile, REST download; GET /api/admin/export still answers directly', async () => {
    const direct = await admin.get('/api/admin/export');
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toMatch(/text\/csv/);
    const res = await gql(admin, 'mutation { requestExport }');
    const jobId = res.data.requestExport as string;
    const job = await waitForJob(app, jobId);
    expect(job).toMatchObject({ name: 'export', state: 'completed', progress: { percent: 100 }, result: { rows: teams.length } });
    const file = await gql(admin, 'query($id: ID!) { exportFile(jobId: $id) { jobId fileName rows csv } }', { id: jobId });
    expect(file.data.exportFile).toMatchObject({ jobId, rows: teams.length });
    expect(file.data.exportFile.csv).toBe(direct.text);
    const download = await admin.get(`/api/admin/export/${jobId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/attachment; filename="team-progress-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(download.text).toBe(direct.text);
    const started = await admin.post('/api/admin/export');
    expect(started.status).toBe(202);
    expect((await waitForJob(app, started.body.jobId)).state).toBe('completed');
    expect((await admin.get('/api/admin/export/no-such-job')).status).toBe(404);
  });

  it('retries failing jobs with exponential backoff; failed jobs are visible to instructors', async () => {
    const jobs = app.services.jobs!;
    const attemptsAt: number[] = [];
    jobs.handlers.set('flaky', async (ctx) => {
      attemptsAt.push(Date.now());
      if (ctx.attempt < 3) throw new Error(`flaky attempt ${ctx.attempt}`);
      return { ok: true };
    });
    jobs.handlers.set('doomed', async () => {
      throw new Error('the disk is full');
    });
    const flaky = await jobs.enqueue('flaky', {}, { attempts: 3, backoffMs: 200 });
    const doomed = await jobs.enqueue('doomed', {}, { attempts: 2, backoffMs: 50 });
    expect(await waitForJob(app, flaky)).toMatchObject({ state: 'completed', attempts: 3, result: { ok: true } });
    expect(attemptsAt).toHaveLength(3);
    // 200 ms, then 400 ms.
    expect(attemptsAt[1]! - attemptsAt[0]!).toBeGreaterThanOrEqual(180);
    expect(attemptsAt[2]! - attemptsAt[1]!).toBeGreaterThanOrEqual(380);
    expect(await waitForJob(app, doomed)).toMatchObject({ state: 'failed', attempts: 2, failedReason: 'the disk is full' });

    const rest = await admin.get('/api/admin/jobs');
    expect(rest.status).toBe(200);
    expect(rest.body.find((j: any) => j.id === doomed)).toMatchObject({ name: 'doomed', state: 'failed', failedReason: 'the disk is full', attempts: 2, maxAttempts: 2 });
    expect(rest.body.find((j: any) => j.id === flaky)).toMatchObject({ state: 'completed', attempts: 3 });
    const one = await admin.get(`/api/admin/jobs/${doomed}`);
    expect(one.body).toMatchObject({ state: 'failed' });
    const q = await gql(admin, 'query { jobs(limit: 100) { id name state attempts maxAttempts failedReason progress { percent } createdAt finishedAt } }');
    expect(q.data.jobs.find((j: any) => j.id === doomed)).toMatchObject({ state: 'failed', failedReason: 'the disk is full' });
    expect((await app.client().get('/api/admin/jobs')).status).toBe(401);
  });
});
