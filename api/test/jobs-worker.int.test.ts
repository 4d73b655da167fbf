import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { apiProgram, startTestApp, TEST_REDIS_URL, type TestApp } from './harness.js';
import { waitForJob } from './jobs-helpers.js';

const root = resolve(import.meta.dirname, '../..');

/** JOBS_IN_PROCESS=false: the app only enqueues; `npm run worker` in its own process runs the jobs. */
describe('jobs in a separate worker process', () => {
  let app: TestApp;
  let worker: ChildProcess;
  let output = '';

  beforeAll(async () => {
    process.env.JOBS_IN_PROCESS = 'false';
    try {
      app = await startTestApp();
    } finally {
      delete process.env.JOBS_IN_PROCESS;
    }
    worker = spawn(process.execPath, apiProgram('worker'), {
      cwd: root,
      env: { ...process.env, DATABASE_URL: app.databaseUrl, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: app.services.redisPrefix },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout!.on('data', (d) => (output += d));
    worker.stderr!.on('data', (d) => (output += d));
    const deadline = Date.now() + 30_000;
    while (!output.includes('Job worker running')) {
      if (worker.exitCode !== null || Date.now() > deadline) throw new Error(`worker did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => {
    if (worker.exitCode === null) {
      const exited = new Promise((ok) => worker.once('exit', ok));
      worker.kill('SIGTERM');
      await exited;
    }
    await app.close();
  });

  it('the worker process runs the jobs the app enqueues', async () => {
    expect(app.services.jobs!.workers).toBe(false);
    const admin = await app.admin();
    const res = await admin.post('/api/admin/export');
    const job = await waitForJob(app, res.body.jobId, 30_000);
    expect(job.state, output).toBe('completed');
    expect((await admin.get(`/api/admin/export/${res.body.jobId}`)).status).toBe(200);
    const rebuild = await admin.post('/api/admin/rebuild', {});
    expect((await waitForJob(app, rebuild.body.jobId, 30_000)).state).toBe('completed');
  });
});
