import { randomBytes } from 'node:crypto';
import { createTestDatabase, spawnServer, useTestBuild } from '../../api/test/harness.js';

export const E2E_ADMIN = { username: 'e2e-instructor', password: 'e2e-password-123' };

/** Starts the real app (as `npm start` runs it) on its own database for the browser tests. */
export default async function setup() {
  // The app and coediting-faults' two processes run the compiled API, as `npm start` does.
  await useTestBuild();
  const db = await createTestDatabase();
  const server = await spawnServer({
    DATABASE_URL: db.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `fit-e2e-${randomBytes(4).toString('hex')}:`,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    RATE_LIMIT_TEAM_LOOKUP: '100000',
    RATE_LIMIT_TEAM_CREATE: '100000',
    RATE_LIMIT_ADMIN_LOGIN: '10000',
    RATE_LIMIT_TEAM_LOGIN: '100000',
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_ADMIN_USERNAME = E2E_ADMIN.username;
  process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN.password;
  process.env.E2E_DATABASE_URL = db.url;
  return async () => {
    await server.kill();
    await db.drop();
  };
}
