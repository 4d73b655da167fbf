import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { gql } from './gql.js';
import { liveAndRefolded, seedWorkload, waitForJob, writeContinuously } from './jobs-helpers.js';
import { onlineRebuild } from '../src/jobs/online-rebuild.js';
import type { TeamHandle } from './fixtures.js';

/** Without Redis the same job handlers run in-process, with the same retry rules. */
describe('jobs without Redis (in-process queue)', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];

  beforeAll(async () => {
    app = await startTestApp({}, { redis: false });
    admin = await app.admin();
    teams = await seedWorkload(app, admin, 'local', 4, 30);
  });
  afterAll(() => app.close());

  it('uses the local queue', () => {
    expect(app.services.redis).toBeNull();
    expect(app.services.jobs!.mode).toBe('local');
  });

  it('rebuilds online (REST trigger) under concurrent writes, equal to the live models', async () => {
    const writer = writeContinuously(teams);
    const res = await admin.post('/api/admin/rebuild', { models: ['teams', 'phase_data'] });
    expect(res.status).toBe(202);
    const job = await waitForJob(app, res.body.jobId);
    await writer.stop();
    expect(job.state, job.failedReason ?? '').toBe('completed');
    expect(job.result).toMatchObject({ models: ['teams', 'phase_data'] });
    const { live, refolded } = await liveAndRefolded(app);
    expect(live).toEqual(refolded);
    expect((await admin.post('/api/admin/rebuild', { models: 'teams' })).status).toBe(400);
  });

  it('exports through the job and serves the file', async () => {
    const res = await gql(admin, 'mutation { requestExport }');
    const job = await waitForJob(app, res.data.requestExport);
    expect(job.state).toBe('completed');
    const file = await admin.get(`/api/admin/export/${res.data.requestExport}`);
    expect(file.status).toBe(200);
    expect(file.text).toBe((await admin.get('/api/admin/export')).text);
  });

  it('retries with backoff and reports failures', async () => {
    const jobs = app.services.jobs!;
    let calls = 0;
    jobs.handlers.set('flaky', async (ctx) => {
      calls += 1;
      if (ctx.attempt < 2) throw new Error('first try fails');
      return 'ok';
    });
    jobs.handlers.set('doomed', async () => {
      throw new Error('never works');
    });
    const flaky = await jobs.enqueue('flaky', {}, { backoffMs: 30 });
    const doomed = await jobs.enqueue('doomed', {}, { attempts: 3, backoffMs: 10 });
    expect(await waitForJob(app, flaky)).toMatchObject({ state: 'completed', attempts: 2 });
    expect(calls).toBe(2);
    expect(await waitForJob(app, doomed)).toMatchObject({ state: 'failed', attempts: 3, failedReason: 'never works' });
    const list = await admin.get('/api/admin/jobs');
    expect(list.body.find((j: any) => j.id === doomed)).toMatchObject({ state: 'failed', failedReason: 'never works' });
  });

  it('resumes a rebuild that a restart cut short', async () => {
    await expect(
      onlineRebuild(app.services.orm, {
        runId: 'cut-short',
        models: ['phase_data'],
        batchSize: 20,
        flushEvery: 20,
        beforeBatch: (n) => {
          if (n === 3) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    await app.services.jobs!.resumeInterrupted();
    const jobs = await app.services.jobs!.list(10);
    const resumed = jobs.find((j) => j.name === 'rebuild' && j.data.runId === 'cut-short');
    expect(resumed).toBeDefined();
    const job = await waitForJob(app, resumed!.id);
    expect(job).toMatchObject({ state: 'completed', result: { resumed: true, runId: 'cut-short' } });
    const { live, refolded } = await liveAndRefolded(app);
    expect(live).toEqual(refolded);
    // A new request for the same models would resume an unfinished run; this one is done.
    const [run] = await app.services.orm.em.fork().execute<{ state: string }[]>(`select state from rebuild_runs where id = 'cut-short'`);
    expect(run!.state).toBe('done');
  });
});
