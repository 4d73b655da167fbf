import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanupAfterAll } from './cleanup.js';
import { createTestDatabase, spawnServer, productionNodeFlags, TEST_REDIS_URL, TestClient, nextCode } from './harness.js';
import { waitFor, workerPids } from './faults/processes.js';
import { gql } from './gql.js';

const root = resolve(import.meta.dirname, '../..');
/** A process's command line, as the kernel has it. */
const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

/**
 * The compiled API (api/scripts/build-api.mjs) as production runs it: built into a directory of
 * its own (so api/dist, which `npm start` may be using, is left alone), its migrate entry run as
 * docker-compose's `migrate` runs it, then its server started with NODE_ENV=production and two
 * workers, with no tsx anywhere.
 */
describe('the compiled API (api/dist)', () => {
  const cleanup = cleanupAfterAll();

  it('builds, migrates and serves /api, /graphql and the web app from the bundle, forking bundle workers', async () => {
    // `npm start` builds the web app when it is missing; so does this test, the same way.
    const built = spawnSync(process.execPath, ['api/scripts/build-if-missing.mjs'], { cwd: root, encoding: 'utf8' });
    expect(built.status, built.stdout + built.stderr).toBe(0);
    // Under the repository (tmp/ is ignored): the bundle's packages resolve from its node_modules.
    mkdirSync(resolve(root, 'tmp'), { recursive: true });
    const outdir = join(mkdtempSync(resolve(root, 'tmp/bundle-test-')), 'dist');
    cleanup(() => {
      rmSync(resolve(outdir, '..'), { recursive: true, force: true });
      rmdirSync(resolve(root, 'tmp')); // only when nothing else is in it (it throws otherwise)
    });
    const build = spawnSync(process.execPath, ['api/scripts/build-api.mjs', '--outdir', outdir], { cwd: root, encoding: 'utf8' });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    for (const entry of ['server', 'worker', 'migrate', 'admin', 'audit', 'privacy']) expect(existsSync(join(outdir, `${entry}.js`)), entry).toBe(true);
    expect(existsSync(join(outdir, 'server.js.map'))).toBe(true);
    // ASCII only: V8 keeps a module's source for its life, at two bytes a character for the whole
    // file once one character is past Latin-1 (a comment esbuild kept was enough).
    const nonAscii = readdirSync(outdir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .filter((f) => /[^\x00-\x7f]/.test(readFileSync(join(outdir, f), 'utf8')));
    expect(nonAscii).toEqual([]);

    const db = await createTestDatabase();
    cleanup(db.drop);
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'bundle-test-session-secret-0123456789',
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `fit-bundle-${randomBytes(4).toString('hex')}:`,
      ADMIN_USERNAME: 'bundle-admin',
      ADMIN_PASSWORD: 'bundle-admin-password',
    };

    // docker-compose's migrate: the bundled migrations (no files read at run time) applied once.
    const migrate = spawnSync(process.execPath, [join(outdir, 'migrate.js')], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
    expect(migrate.status, migrate.stdout + migrate.stderr).toBe(0);
    expect(migrate.stdout).toContain("Created admin 'bundle-admin'");

    const server = await spawnServer({ ...env, WEB_CONCURRENCY: '2' }, { bundle: outdir });
    cleanup(() => server.kill('SIGKILL'));
    await waitFor(() => workerPids(server.output()).length >= 2, 30_000, 'two workers');
    // The primary and its workers run the bundle itself with `npm start`'s Node flags and no
    // loader (cluster.fork reuses process.argv[1] and execArgv).
    const flags = await productionNodeFlags();
    for (const pid of [server.pid, ...workerPids(server.output())]) {
      const argv = cmdline(pid);
      expect(argv.slice(1), `pid ${pid}`).toEqual([...flags, join(outdir, 'server.js')]);
    }
    // Migrations were already applied by migrate.js: the server found nothing to do.
    expect(server.output()).not.toContain('Applied');

    const ready = await new TestClient(server.url).get('/readyz');
    expect(ready.status, ready.text).toBe(200);
    expect(ready.body.status).toBe('ready');

    // REST: a team is created and read back (through either worker).
    const client = new TestClient(server.url);
    const code = nextCode();
    const created = await client.post<{ id: string; code: string }>('/api/teams', { name: `Bundle ${code}`, code });
    expect(created.status, created.text).toBe(201);

    // GraphQL: type-graphql's decorated resolvers and object types, and @fit/events' phase content.
    const answer = await gql<{ team: { id: string; name: string; currentPhase: number }; phaseConfig: { intro: string } }>(
      new TestClient(server.url),
      'query ($code: String!) { team(code: $code) { id name currentPhase } phaseConfig(phase: 1) { intro } }',
      { code },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.team).toEqual({ id: created.body.id, name: `Bundle ${code}`, currentPhase: expect.any(Number) });
    expect(answer.data.phaseConfig.intro.length).toBeGreaterThan(0);

    // The web app from web/dist, found from api/dist (static.ts resolves the repository root).
    const index = await new TestClient(server.url).get('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    expect(index.text).toBe(readFileSync(resolve(root, 'web/dist/index.html'), 'utf8'));
    const route = await new TestClient(server.url).get('/some/client/route');
    expect(route.text).toBe(index.text);

    await server.kill('SIGTERM');
  }, 240_000);
});
