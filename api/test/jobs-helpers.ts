import type { TestApp, TestClient } from './harness.js';
import { answerField, ballot, makeTeam, type TeamHandle } from './fixtures.js';
import { rebuildReadModels, snapshotReadModels } from '../src/projections/index.js';
import type { JobInfo } from '../src/jobs/types.js';

/** Polls a job (through the app's own queue) until it is completed or failed. */
export async function waitForJob(app: TestApp, id: string, timeoutMs = 60_000): Promise<JobInfo> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await app.services.jobs!.get(id);
    if (job && (job.state === 'completed' || job.state === 'failed')) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job?.state} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Read models as they are, and as a full refold of the log makes them: must be equal. */
export async function liveAndRefolded(app: TestApp) {
  const live = await snapshotReadModels(app.services.orm.em.fork());
  await rebuildReadModels(app.services.orm.em.fork());
  const refolded = await snapshotReadModels(app.services.orm.em.fork());
  return { live, refolded };
}

/** A cohort of teams, each with some saved phase data: a few hundred events. */
export async function seedWorkload(app: TestApp, admin: TestClient, tag: string, teams = 6, savesPerTeam = 10) {
  await admin.post('/api/admin/cohorts', { tag, name: `Cohort ${tag}` });
  const made: TeamHandle[] = [];
  for (let i = 0; i < teams; i++) made.push(await makeTeam(app, `Seed ${tag} ${i}`));
  await admin.post(`/api/admin/cohorts/${tag}/teams`, { teamIds: made.map((t) => t.id) });
  for (const t of made) {
    for (let k = 0; k < savesPerTeam; k++)
      await t.client.post('/api/phase-data', { teamId: t.id, phaseNumber: 1 + (k % 8), data: { [answerField(1 + (k % 8))]: `idea ${k}` } });
    await t.client.patch(`/api/teams/${t.id}/website`, { websiteUrl: `${t.code.toLowerCase()}.example.org` });
  }
  return made;
}

/** Keeps writing (autosaves, phase changes) until stop() is called; returns how many landed. */
export function writeContinuously(teams: TeamHandle[]) {
  let running = true;
  let n = 0;
  const loop = (async () => {
    while (running) {
      const t = teams[n % teams.length]!;
      const r = await t.client.post('/api/phase-data', { teamId: t.id, phaseNumber: 1 + (n % 8), data: { [answerField(1 + (n % 8))]: `concurrent ${n}` } });
      if (r.status < 300) n += 1;
      if (n % 5 === 0) await t.client.patch(`/api/teams/${t.id}/phase`, { currentPhase: 1 + (n % 8) });
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return n;
    },
  };
}

export { ballot };
