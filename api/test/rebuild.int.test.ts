import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_ICONS } from '@fit/events';
import { startTestApp, type TestApp } from './harness.js';
import { answerField, ballot, makeTeam, type TeamHandle } from './fixtures.js';
import { rebuildReadModels, snapshotReadModels } from '../src/projections/index.js';

/** mulberry32: a tiny seeded PRNG, so a failing workload can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const snapshot = (app: TestApp) => snapshotReadModels(app.services.orm.em.fork());

describe('read models rebuilt from the events equal the live ones', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('after a randomized workload through the API', async () => {
    const seed = Number(process.env.REBUILD_SEED ?? Date.now() % 100000);
    const rand = prng(seed);
    const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
    const admin = await app.admin();
    const tags = ['north', 'south', 'east'];
    for (const tag of tags) await admin.post('/api/admin/cohorts', { tag, name: `Cohort ${tag}` });
    const teams: TeamHandle[] = [];
    for (let i = 0; i < 12; i++) teams.push(await makeTeam(app, `Team ${i}`));

    for (let step = 0; step < 250; step++) {
      const t = pick(teams);
      const r = rand();
      if (r < 0.3) {
        const phaseNumber = 1 + Math.floor(rand() * 8);
        await t.client.post('/api/phase-data', { teamId: t.id, phaseNumber, data: { [answerField(phaseNumber)]: `idea ${Math.floor(rand() * 5)} at ${step}` } });
      } else if (r < 0.4) await t.client.patch(`/api/teams/${t.id}/phase`, { currentPhase: 1 + Math.floor(rand() * 8) });
      else if (r < 0.45) await t.client.patch(`/api/teams/${t.id}/avatar`, { avatarIcon: pick([...AVATAR_ICONS]) });
      else if (r < 0.55) await admin.post(`/api/admin/cohorts/${pick(tags)}/teams`, { teamIds: [t.id] });
      else if (r < 0.6) await admin.patch('/api/admin/cohorts/unassign-teams', { teamIds: [t.id] });
      else if (r < 0.7) await t.client.patch(`/api/teams/${t.id}/website`, { websiteUrl: `site-${Math.floor(rand() * 3)}.example` });
      else if (r < 0.78) await admin.patch(`/api/admin/cohorts/${pick(tags)}`, { votingOpen: rand() < 0.7, resultsVisible: rand() < 0.5 });
      else if (r < 0.8) await admin.post(`/api/admin/cohorts/${pick(tags)}/${rand() < 0.5 ? 'archive' : 'unarchive'}`);
      else {
        const me = (await admin.get(`/api/teams/${t.code}`)).body;
        if (!me.cohortTag) continue;
        const others = (await app.client().get(`/api/showcase/${me.cohortTag}`)).body.filter((x: { id: string }) => x.id !== t.id);
        const ids = others
          .map((x: { id: string }) => x.id)
          .sort(() => rand() - 0.5)
          .slice(0, 3);
        await t.client.post(`/api/showcase/${me.cohortTag}/vote`, ballot(...ids));
      }
    }

    const live = await snapshot(app);
    expect(live.teams!.length).toBe(12);
    expect(live.phase_data!.length).toBeGreaterThan(0);
    const result = await rebuildReadModels(app.services.orm.em.fork());
    expect(result.events).toBeGreaterThan(100);
    const rebuilt = await snapshot(app);
    expect(rebuilt, `seed ${seed}`).toEqual(live);
  });
});
