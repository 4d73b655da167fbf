import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type EventMetadata } from '@fit/events';
import { startTestApp, nextCode, type TestApp } from './harness.js';
import { createTeam } from '../src/modules/teams/handle.js';
import { archiveCohort, createCohort, updateCohort } from '../src/modules/cohorts/handle.js';
import { rebuildReadModels, snapshotReadModels } from '../src/projections/index.js';
import { verifyChain } from '../src/store/chain.js';
import { findCohort } from '../src/modules/cohorts/cohorts.read.js';

/**
 * Group commit (commands/handle.ts, CommitGroup): single commands that arrive together share one
 * transaction, and each caller still gets its own outcome. The commands here are started in one
 * turn of the event loop, as concurrent requests arrive, and the log's transaction ids show
 * which of them shared a transaction.
 */
describe('group commit', () => {
  let app: TestApp;
  const meta: EventMetadata = { actor: { kind: 'anonymous' }, requestId: 'group-commit', at: new Date().toISOString() };
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const transactionsOf = async (streamIds: string[]) =>
    (
      await app.services.orm.em
        .fork()
        .execute<{ n: number }[]>('select count(distinct tx_id)::int as n from events where stream_id = any(?::text[])', [`{${streamIds.join(',')}}`])
    )[0]!.n;
  const settled = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

  it('commits commands that arrive together in one transaction, each answered with its own result', async () => {
    expect(app.services.group).toBeDefined();
    const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
    const teams = await Promise.all(names.map((name) => createTeam(app.services, meta, { name, code: nextCode() })));
    expect(teams.map((t) => t.name)).toEqual(names);
    expect(new Set(teams.map((t) => t.id)).size).toBe(names.length);
    expect(await transactionsOf(teams.map((t) => `team-${t.id}`))).toBe(1);
  });

  it('answers a refused command with its refusal and commits the others of its group', async () => {
    await createCohort(app.services, meta, { tag: 'taken-tag', name: 'First' });
    const tags = ['g-one', 'g-two', 'g-three'];
    const [taken, ...fresh] = await settled([
      createCohort(app.services, meta, { tag: 'taken-tag', name: 'Again' }),
      ...tags.map((tag) => createCohort(app.services, meta, { tag, name: tag.toUpperCase() })),
    ]);
    expect(taken).toMatchObject({ status: 'rejected', reason: { code: 'CONFLICT' } });
    expect(fresh.map((r) => (r.status === 'fulfilled' ? r.value.name : r.reason))).toEqual(['G-ONE', 'G-TWO', 'G-THREE']);
    expect(await transactionsOf(tags.map((tag) => `cohort-${tag}`))).toBe(1);
    // The refused command stored nothing: the cohort keeps its first name.
    expect((await findCohort(app.services.orm.em.fork(), 'taken-tag'))?.name).toBe('First');
  });

  it('tries each command alone when one breaks the group’s transaction: a taken code answers 409, the others land', async () => {
    const existing = await createTeam(app.services, meta, { name: 'Holder', code: nextCode() });
    const codes = [nextCode(), existing.code, nextCode(), nextCode()];
    const results = await settled(codes.map((code, i) => createTeam(app.services, meta, { name: `Team ${i}`, code })));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const refusal = (results[1] as PromiseRejectedResult).reason;
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'CONFLICT', message: 'That team code is already taken. Please try another code.' });
    const client = app.client();
    for (const [i, code] of codes.entries()) {
      if (i === 1) continue;
      expect((await client.get(`/api/teams/${code}`)).body.name).toBe(`Team ${i}`);
    }
    expect((await client.get(`/api/teams/${existing.code}`)).body.name).toBe('Holder');
  });

  it('runs commands on one stream one after the other, in the order they came', async () => {
    await createCohort(app.services, meta, { tag: 'one-stream', name: 'Start' });
    const results = await Promise.all([
      updateCohort(app.services, meta, 'one-stream', { name: 'Second' }),
      updateCohort(app.services, meta, 'one-stream', { name: 'Third' }),
      archiveCohort(app.services, meta, 'one-stream'),
    ]);
    expect(results.map((c) => c.name)).toEqual(['Second', 'Third', 'Third']);
    const versions = await app.services.orm.em
      .fork()
      .execute<{ type: string; version: number }[]>(`select type, version from events where stream_id = 'cohort-one-stream' order by version`);
    expect(versions.map((v) => v.type)).toEqual(['CohortCreated', 'CohortDetailsChanged', 'CohortDetailsChanged', 'CohortArchived']);
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4]);
  });

  it('leaves a log whose hash chain verifies and whose read models equal a rebuild', async () => {
    // Forty teams at once: groups of several, all in the log's one order.
    await Promise.all(Array.from({ length: 40 }, (_, i) => createTeam(app.services, meta, { name: `Crowd ${i}`, code: nextCode() })));
    const report = await verifyChain(app.services.orm);
    expect(report).toMatchObject({ ok: true });
    const em = app.services.orm.em.fork();
    const live = await snapshotReadModels(em);
    await rebuildReadModels(em);
    expect(await snapshotReadModels(em)).toEqual(live);
  });
});
