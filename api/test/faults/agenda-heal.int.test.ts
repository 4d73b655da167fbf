import { describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { cleanupAfterAll } from '../cleanup.js';
import { createTestDatabase, spawnServer, TestClient } from '../harness.js';
import { wsClient } from '../gql.js';
import { privateRedis, waitFor } from './processes.js';

/*
 * A team's page follows the agenda through a Redis restart: the instructor pauses on
 * one process while Redis is down, so the event never crosses the bus; the team, subscribed on the
 * other process, still ends up with the stored agenda once Redis is back.
 */

const ADMIN = { username: 'agenda-admin', password: 'agenda-admin-password' };
const FIELDS = 'status pausedAt itemStartedAt remainingMs';

/** One operation over an open graphql-ws connection (authenticated when it opened: no session read now). */
function run<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    let data: T;
    client.subscribe<T>(
      { query, variables },
      {
        next: (v) => (v.errors ? reject(new Error(JSON.stringify(v.errors))) : (data = v.data as T)),
        error: (e) => reject(e instanceof Error ? e : new Error(JSON.stringify(e))),
        complete: () => resolve(data),
      },
    );
  });
}

describe('agenda live updates heal after a Redis restart (two processes)', () => {
  const cleanup = cleanupAfterAll();

  it('a subscriber on the other process ends up with the stored agenda', async () => {
    const redis = await privateRedis();
    cleanup(redis.stop);
    const db = await createTestDatabase();
    cleanup(db.drop);
    const env = {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: `fit-agenda-${Date.now()}:`,
    };
    const one = await spawnServer(env);
    cleanup(() => one.kill());
    const two = await spawnServer(env);
    cleanup(() => two.kill());

    const admin = new TestClient(one.url);
    expect((await admin.post('/api/auth/admin/login', ADMIN)).status).toBe(200);
    expect((await admin.post('/api/admin/cohorts', { tag: 'heal', name: 'Heal' })).status).toBe(201);
    const team = new TestClient(one.url);
    const created = await team.post('/api/teams', { name: 'Pacers', code: 'PQ7Z' });
    expect(created.status).toBe(201);
    await admin.post('/api/admin/cohorts/heal/teams', { teamIds: [created.body.id] });
    await admin.put('/api/admin/cohorts/heal/agenda', { items: [{ phase: 1, minutes: 15 }] });
    expect((await admin.post('/api/admin/cohorts/heal/agenda/start')).body.status).toBe('running');

    // The team's page on process two; the instructor's dashboard connection on process one.
    const seen: { status: string; pausedAt: string | null }[] = [];
    const teamWs = wsClient(two.url, { cookie: team.cookieHeader() });
    cleanup(() => teamWs.dispose());
    teamWs.subscribe<{ agendaChanged: { status: string; pausedAt: string | null } }>(
      { query: `subscription { agendaChanged(cohortTag: "heal") { ${FIELDS} } }` },
      { next: (v) => v.data && seen.push(v.data.agendaChanged), error: () => {}, complete: () => {} },
    );
    const adminWs = wsClient(one.url, { cookie: admin.cookieHeader() });
    cleanup(() => adminWs.dispose());
    // The subscription is live once a change made now reaches it: until one has, the team's
    // subscribe may not have reached process two yet, so change again.
    for (let tries = 0; seen.length === 0; tries++) {
      if (tries === 20) throw new Error('no live update reached the subscriber on process two');
      await run(adminWs, 'mutation { extendAgendaItem(tag: "heal", minutes: 1) { status } }');
      await waitFor(() => seen.length >= 1, 1_000, 'the first live update').catch(() => undefined);
    }

    await redis.stop();
    const stored = await run<{ pauseAgenda: { status: string; pausedAt: string } }>(adminWs, `mutation { pauseAgenda(tag: "heal") { ${FIELDS} } }`);
    expect(stored.pauseAgenda.status).toBe('paused');
    await redis.start();

    await waitFor(() => seen.at(-1)?.status === 'paused', 20_000, 'the subscriber to show the stored (paused) agenda');
    expect(seen.at(-1)).toMatchObject({ status: 'paused', pausedAt: stored.pauseAgenda.pausedAt });
  });
});
