import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, nextCode, type TestApp, type TestClient } from './harness.js';
import { snapshotReadModels } from '../src/projections/index.js';
import { ballot, makeCohort } from './fixtures.js';
import { waitFor } from './faults/processes.js';

/**
 * The write path decides from this process's cached state when it can, and proves the cache
 * current with the append's expected version. Two app instances on one database are two
 * processes whose caches go stale behind each other's backs: nothing either writes may be lost,
 * and the read models must equal a rebuild from the log.
 */
describe('the write path with two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, { databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  // A team's answers need its session or an instructor's; the two instances here keep their
  // sessions apart (separate Redis prefixes), so each door is used by an instructor of its own.
  const instructors = new Map<TestApp, Promise<TestClient>>();
  const instructor = (app: TestApp) => {
    let c = instructors.get(app);
    if (!c) instructors.set(app, (c = app.admin()));
    return c;
  };
  const save = async (app: TestApp, teamId: string, data: Record<string, string>) => (await instructor(app)).post('/api/phase-data', { teamId, phaseNumber: 1, data });
  const read = async (app: TestApp, teamId: string) => (await (await instructor(app)).get(`/api/phase-data/${teamId}/1`)).body.data;

  it('decides again on the log when the other instance wrote since (stale cache), losing nothing', async () => {
    const team = (await a.client().post('/api/teams', { name: 'Two Doors', code: nextCode() })).body;
    expect((await save(a, team.id, { product_idea: 'first from A' })).status).toBe(200);
    // A has cached the stream; B writes behind its back.
    expect((await save(b, team.id, { product_idea: 'first from A', geography: 'from B' })).status).toBe(200);
    // A's cached document lacks B's field: its save must be decided on the log, not the cache.
    const third = await save(a, team.id, { product_idea: 'second from A', geography: 'from B' });
    expect(third.status).toBe(200);
    expect(third.body.data).toEqual({ product_idea: 'second from A', geography: 'from B' });
    expect(await read(b, team.id)).toEqual({ product_idea: 'second from A', geography: 'from B' });
  });

  it('does not answer a no-op from a stale cache: a save equal to the cached answers but not to the log is stored', async () => {
    const team = (await a.client().post('/api/teams', { name: 'No Op', code: nextCode() })).body;
    expect((await save(a, team.id, { product_idea: 'original' })).status).toBe(200);
    expect((await save(b, team.id, { product_idea: 'changed by B' })).status).toBe(200);
    // To A's cache this changes nothing; on the log it puts the original back.
    const back = await save(a, team.id, { product_idea: 'original' });
    expect(back.body.data).toEqual({ product_idea: 'original' });
    expect(await read(b, team.id)).toEqual({ product_idea: 'original' });
  });

  it('keeps the row cache honest: rows written on cached rows equal a rebuild from the log', async () => {
    const team = (await a.client().post('/api/teams', { name: 'Rows', code: nextCode() })).body;
    for (let i = 0; i < 6; i++) {
      const app = i % 3 === 2 ? b : a;
      expect((await save(app, team.id, { product_idea: `round ${i}`, [['company_name', 'geography'][i % 2]!]: `value ${i}` })).status).toBe(200);
    }
    const em = a.services.orm.em.fork();
    const live = await snapshotReadModels(em);
    const { rebuildReadModels } = await import('../src/projections/index.js');
    await rebuildReadModels(em);
    const rebuilt = await snapshotReadModels(em);
    // Documents are compared by what they hold (a rebuild may encode the same document differently).
    const values = (rows: unknown[]) =>
      (rows as { team_id: string; phase_number: number; data: unknown; doc_version: number }[]).map((r) => [r.team_id, r.phase_number, r.data, r.doc_version]);
    expect(values(rebuilt.phase_data!)).toEqual(values(live.phase_data!));
    expect(rebuilt.teams).toEqual(live.teams);
    expect(await read(b, team.id)).toEqual({ product_idea: 'round 5', geography: 'value 5' });
  });

  it('a team created on one instance is answered by the other; a taken code is still a 409 on the fast path', async () => {
    const code = nextCode();
    const created = await a.client().post('/api/teams', { name: 'Fast', code });
    expect(created.status).toBe(201);
    expect((await b.client().get(`/api/teams/${code}`)).body.id).toBe(created.body.id);
    const dup = await b.client().post('/api/teams', { name: 'Again', code });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toMatch(/already taken/);
  });

  it('serves results from a per-cohort cache that every change empties: at once on the writing instance, through the bus on the other', async () => {
    const admin = await a.admin();
    const teams = await makeCohort(a, admin, 'cache', 4);
    expect((await admin.patch('/api/admin/cohorts/cache', { votingOpen: true })).status).toBe(200);
    expect((await teams[0]!.client.post('/api/showcase/cache/vote', ballot(teams[1]!.id, teams[2]!.id, teams[3]!.id))).status).toBe(201);
    expect((await admin.patch('/api/admin/cohorts/cache', { resultsVisible: true })).status).toBe(200);
    const points = async (app: TestApp) => {
      const res = await app.client().get('/api/showcase/cache/results');
      return res.status === 200 ? Object.fromEntries((res.body as { teamId: string; totalPoints: number }[]).map((r) => [r.teamId, r.totalPoints])) : res.status;
    };
    // Both instances read (and cache) the first ballot's results.
    expect((await points(a)) as Record<string, number>).toMatchObject({ [teams[1]!.id]: 3 });
    expect((await points(b)) as Record<string, number>).toMatchObject({ [teams[1]!.id]: 3 });
    // A second ballot on A: A's next read has it, and B hears of it through the bus.
    expect((await teams[1]!.client.post('/api/showcase/cache/vote', ballot(teams[2]!.id, teams[0]!.id, teams[3]!.id))).status).toBe(201);
    expect((await points(a)) as Record<string, number>).toMatchObject({ [teams[2]!.id]: 5 });
    await waitFor(async () => ((await points(b)) as Record<string, number>)[teams[2]!.id] === 5, 10_000, 'B to drop its cached results');
    // Hiding the results again is a change too.
    expect((await admin.patch('/api/admin/cohorts/cache', { resultsVisible: false })).status).toBe(200);
    expect(await points(a)).toBe(403);
    await waitFor(async () => (await points(b)) === 403, 10_000, 'B to hide the results');
  });
});

/**
 * Instances of one deployment (one Redis prefix: one bus) keep each other's cached states
 * current (StateCache.heard): in a cluster consecutive writes on a stream land on different
 * workers, and a cached state that missed the other's append would cost a failed transaction.
 */
describe('the write path with two instances of one deployment', () => {
  let a: TestApp;
  let b: TestApp;
  const meta = { actor: { kind: 'anonymous' as const }, requestId: 'heard', at: new Date().toISOString() };
  beforeAll(async () => {
    const redisPrefix = `fit-test:heard-${Date.now()}:`;
    a = await startTestApp({}, { redisPrefix });
    b = await startTestApp({}, { databaseUrl: a.databaseUrl, redisPrefix });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("folds the other instance's appends into its cached state, so its next command is decided from the cache, current", async () => {
    const { createCohort, updateCohort } = await import('../src/modules/cohorts/handle.js');
    const { cohortDecider, cohortStreamId } = await import('@fit/events');
    await createCohort(a.services, meta, { tag: 'heard', name: 'From A' });
    expect(a.services.states.get(cohortStreamId('heard'), cohortDecider.evolve)?.version).toBe(1);
    await updateCohort(b.services, meta, 'heard', { name: 'From B' });
    // A hears B's event on the bus and keeps it with its state, without reading the log.
    await waitFor(() => a.services.states.get(cohortStreamId('heard'), cohortDecider.evolve)?.version === 2, 10_000, "A's cached state to follow B's append");
    expect((a.services.states.get(cohortStreamId('heard'), cohortDecider.evolve)?.state as { name: string }).name).toBe('From B');
    const updated = await updateCohort(a.services, meta, 'heard', { description: 'Both' });
    expect(updated).toMatchObject({ name: 'From B', description: 'Both' });
  });
});
