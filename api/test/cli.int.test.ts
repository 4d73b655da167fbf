import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { apiProgram, startTestApp, type TestApp } from './harness.js';

const root = resolve(import.meta.dirname, '../..');
const cli = (databaseUrl: string, ...args: string[]) =>
  spawnSync(process.execPath, apiProgram('admin', ...args), {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, BCRYPT_ROUNDS: '4' },
    encoding: 'utf8',
  });

describe('admin CLI', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('creates an admin who can log in, resets the password, and refuses bad input', async () => {
    const created = cli(app.databaseUrl, 'create', 'cli-admin', '--password', 'first-password');
    expect(created.stdout).toContain("Created admin 'cli-admin'");
    expect(created.status).toBe(0);
    const c = app.client();
    expect((await c.post('/api/auth/admin/login', { username: 'cli-admin', password: 'first-password' })).status).toBe(200);

    expect(cli(app.databaseUrl, 'reset', 'cli-admin', '--password', 'second-password').status).toBe(0);
    expect((await app.client().post('/api/auth/admin/login', { username: 'cli-admin', password: 'first-password' })).status).toBe(401);
    expect((await app.client().post('/api/auth/admin/login', { username: 'cli-admin', password: 'second-password' })).status).toBe(200);

    const dup = cli(app.databaseUrl, 'create', 'cli-admin', '--password', 'another-password');
    expect(dup.status).toBe(1);
    expect(dup.stderr).toContain('Admin already exists');
    expect(cli(app.databaseUrl, 'create', 'short', '--password', 'x').stderr).toContain('at least 8');
    expect(cli(app.databaseUrl, 'reset', 'nobody', '--password', 'whatever-pass').status).toBe(1);
    expect(cli(app.databaseUrl, 'list').stdout).toContain('cli-admin\tadmin');
  });
});
