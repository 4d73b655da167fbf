import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, spawnServer, TestClient } from '../harness.js';
import { cleanupAfterAll } from '../cleanup.js';
import { namedVolumeAt, redisServerArgs, services } from '../compose.js';
import { privateRedis, waitFor } from './processes.js';

/*
 * Sessions live in Redis. The shipped deployment (docker-compose.yml) must keep them across a
 * Redis restart, or every team and instructor is logged out. No Docker here: a real
 * redis-server runs with the settings the compose file gives its `redis` service, its data
 * directory standing in for the container's /data. That directory outlives the Redis process
 * only when the compose file mounts a named volume there; otherwise a container that is
 * recreated (an upgrade, `docker compose up` after a change, `down` then `up`) starts on a fresh
 * anonymous one, so the restart below starts on an empty directory.
 */
describe("a Redis restart with the compose file's settings", () => {
  const cleanup = cleanupAfterAll();

  it('keeps every session: a team and an instructor go on without logging in again', async () => {
    const redisService = services.redis!;
    const keepsData = namedVolumeAt(redisService, '/data') !== null;
    const dirs: string[] = [];
    const dataDir = () => {
      if (!keepsData || dirs.length === 0) dirs.push(mkdtempSync(join(tmpdir(), 'fit-redis-data-')));
      return dirs.at(-1)!;
    };
    cleanup(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
    const redis = await privateRedis({ args: redisServerArgs(redisService), dir: dataDir });
    cleanup(redis.stop);
    const db = await createTestDatabase();
    cleanup(db.drop);
    const ADMIN = { username: 'persist-admin', password: 'persist-admin-pass' };
    const app = await spawnServer({
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: `fit-persist-${Date.now()}:`,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    cleanup(() => app.kill());

    const admin = new TestClient(app.url);
    expect((await admin.post('/api/auth/admin/login', ADMIN)).status).toBe(200);
    const team = new TestClient(app.url);
    const created = await team.post('/api/teams', { name: 'Night Owls', code: 'NO7W' });
    expect(created.status).toBe(201);
    expect((await team.get('/api/auth/team/status')).body).toMatchObject({ teamId: created.body.id });

    // `docker compose restart redis`: a clean stop (SIGTERM), then the same server on the same volume.
    await redis.stop('SIGTERM');
    await redis.start();

    // While the app's clients reconnect, the session store answers 503; then the session is there.
    await waitFor(async () => (await team.get('/api/auth/team/status')).status !== 503, 20_000, 'the session store back');
    const status = await team.get('/api/auth/team/status');
    expect([status.status, status.body?.teamId]).toEqual([200, created.body.id]);
    expect((await team.post('/api/phase-data', { teamId: created.body.id, phaseNumber: 1, data: {} })).status).toBeLessThan(400);
    await waitFor(async () => (await admin.get('/api/auth/admin/status')).status !== 503, 20_000, 'the admin session readable');
    expect((await admin.get('/api/auth/admin/status')).body).toMatchObject({ isAuthenticated: true });
    expect((await admin.get('/api/admin/cohorts')).status).toBe(200);
  });
});
