import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, nextCode, type TestApp } from './harness.js';
import { snapshotReadModels } from '../src/projections/index.js';

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

  const save = (app: TestApp, teamId: string, data: Record<string, string>) => app.client().post('/api/phase-data', { teamId, phaseNumber: 1, data });
  const read = async (app: TestApp, teamId: string) => (await app.client().get(`/api/phase-data/${teamId}/1`)).body.data;

  it('decides again on the log when the other instance wrote since (stale cache), losing nothing', async () => {
    const team = (await a.client().post('/api/teams', { name: 'Two Doors', code: nextCode() })).body;
    expect((await save(a, team.id, { idea: 'first from A' })).status).toBe(200);
    // A has cached the stream; B writes behind its back.
    expect((await save(b, team.id, { idea: 'first from A', market: 'from B' })).status).toBe(200);
    // A's cached document lacks B's field: its save must be decided on the log, not the cache.
    const third = await save(a, team.id, { idea: 'second from A', market: 'from B' });
    expect(third.status).toBe(200);
    expect(third.body.data).toEqual({ idea: 'second from A', market: 'from B' });
    expect(await read(b, team.id)).toEqual({ idea: 'second from A', market: 'from B' });
  });

  it('does not answer a no-op from a stale cache: a save equal to the cached answers but not to the log is stored', async () => {
    const team = (await a.client().post('/api/teams', { name: 'No Op', code: nextCode() })).body;
    expect((await save(a, team.id, { idea: 'original' })).status).toBe(200);
    expect((await save(b, team.id, { idea: 'changed by B' })).status).toBe(200);
    // To A's cache this changes nothing; on the log it puts the original back.
    const back = await save(a, team.id, { idea: 'original' });
    expect(back.body.data).toEqual({ idea: 'original' });
    expect(await read(b, team.id)).toEqual({ idea: 'original' });
  });

  it('keeps the row cache honest: rows written on cached rows equal a rebuild from the log', async () => {
    const team = (await a.client().post('/api/teams', { name: 'Rows', code: nextCode() })).body;
    for (let i = 0; i < 6; i++) {
      const app = i % 3 === 2 ? b : a;
      expect((await save(app, team.id, { idea: `round ${i}`, [`f${i % 2}`]: `value ${i}` })).status).toBe(200);
    }
    const em = a.services.orm.em.fork();
    const live = await snapshotReadModels(em);
    const { rebuildReadModels } = await import('../src/projections/index.js');
    await rebuildReadModels(em);
    const rebuilt = await snapshotReadModels(em);
    // Documents are compared by what they hold (a rebuild may encode the same document differently).
    const values = (rows: unknown[]) => (rows as { team_id: string; phase_number: number; data: unknown; doc_version: number }[]).map((r) => [r.team_id, r.phase_number, r.data, r.doc_version]);
    expect(values(rebuilt.phase_data!)).toEqual(values(live.phase_data!));
    expect(rebuilt.teams).toEqual(live.teams);
    expect(await read(b, team.id)).toEqual({ idea: 'round 5', f1: 'value 5' });
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
});
