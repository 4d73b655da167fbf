import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupAfterAll } from './cleanup.js';
import { apiProgram, createTestDatabase, startTestApp, type TestApp, type TestClient } from './harness.js';
import { ballot, makeCohort, type TeamHandle } from './fixtures.js';
import { runNode } from './owner.js';

/*
 * docs/OPERATIONS.md's backup and restore, as an operator runs it: `npm run backup` while teams
 * type, `npm run restore` into a fresh database, then the chain verifies, the heads saved before
 * the backup are still Intact, and an app on the restored database serves the same results and
 * every answer saved before the backup began.
 */

const FIELD = 'known_competitors';
const dir = mkdtempSync(join(tmpdir(), 'fit-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each team appends to its answer, one save after another, until stopped; remembers what each save acknowledged. */
function typing(teams: TeamHandle[]) {
  let stop = false;
  const acknowledged = new Map<string, string>(teams.map((t) => [t.id, '']));
  let saves = 0;
  const loops = teams.map(async (t, i) => {
    let text = `team ${i} typed:`;
    while (!stop) {
      text += String.fromCharCode(97 + (saves % 26));
      const res = await t.client.post('/api/phase-data', { teamId: t.id, phaseNumber: 1, data: { [FIELD]: text } });
      if (res.status !== 200) throw new Error(`save: ${res.status} ${res.text}`);
      acknowledged.set(t.id, text);
      saves++;
    }
  });
  return {
    saves: () => saves,
    /** What every team had saved (acknowledged) so far. */
    snapshot: () => new Map(acknowledged),
    async stop() {
      stop = true;
      await Promise.all(loops);
      return new Map(acknowledged);
    },
  };
}

const answerOf = async (client: TestClient, teamId: string) => ((await client.get(`/api/phase-data/${teamId}/1`)).body?.data?.[FIELD] as string | undefined) ?? '';

describe('backup and restore (docs/OPERATIONS.md)', () => {
  const cleanup = cleanupAfterAll();
  let app: TestApp;

  it('a backup taken while teams type restores into a fresh database whose chain and saved heads verify, and which serves the same results', async () => {
    app = await startTestApp();
    cleanup(() => app.close());
    const admin = await app.admin();
    const teams = await makeCohort(app, admin, 'bk', 4);
    expect((await admin.patch('/api/admin/cohorts/bk', { votingOpen: true })).status).toBe(200);
    const [A, B, C, D] = teams as [TeamHandle, TeamHandle, TeamHandle, TeamHandle];
    expect((await A.client.post('/api/showcase/bk/vote', ballot(B.id, C.id, D.id))).status).toBe(201);
    expect((await B.client.post('/api/showcase/bk/vote', ballot(C.id, A.id, D.id))).status).toBe(201);
    // Heads a visitor saved before the backup.
    const savedFeed = (await app.client().get('/api/showcase/bk/heads')).body;
    expect(savedFeed.heads.length).toBeGreaterThanOrEqual(3);
    const savedFile = join(dir, 'saved-heads.json');
    writeFileSync(savedFile, JSON.stringify(savedFeed));

    // The backup, while every team saves answers one after another.
    const keys = typing(teams);
    const typed = async (n: number) => {
      const target = keys.saves() + n;
      while (keys.saves() < target) await new Promise((r) => setTimeout(r, 20));
    };
    await typed(20);
    const before = keys.snapshot();
    const savesBefore = keys.saves();
    const file = join(dir, 'fit.dump');
    const backup = await runNode(['api/scripts/backup.mjs', '--out', file], { DATABASE_URL: app.databaseUrl });
    expect(backup.status, backup.stderr).toBe(0);
    const during = keys.saves();
    await typed(20);
    const after = await keys.stop();
    // Teams went on saving while pg_dump ran.
    expect(during).toBeGreaterThan(savesBefore);
    const manifest = JSON.parse(readFileSync(`${file}.json`, 'utf8'));
    expect(manifest).toMatchObject({ format: 'fit-backup/v1', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // The backup names no password.
    expect(JSON.stringify(manifest)).not.toMatch(/postgres:\/\//);

    // Into a fresh database (made by --create), in one transaction.
    const fresh = await createTestDatabase();
    cleanup(fresh.drop);
    await fresh.drop();
    const restore = await runNode(['api/scripts/restore.mjs', file, '--create'], { DATABASE_URL: fresh.url });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/Restored .* \d+ events/);
    // A second restore into the now full database is refused.
    const again = await runNode(['api/scripts/restore.mjs', file], { DATABASE_URL: fresh.url });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('restore into a fresh, empty database');

    // The chain verifies, the cohort's tally matches its events, the saved heads are Intact.
    const audit = (...args: string[]) => runNode(apiProgram('audit', ...args), { DATABASE_URL: fresh.url, REDIS_URL: 'none' });
    const all = await audit('verify', '--all');
    expect(all.status, all.stdout + all.stderr).toBe(0);
    expect(all.stdout).toMatch(/^Intact: the whole log/m);
    const cohort = await audit('verify', 'bk');
    expect(cohort.status, cohort.stdout + cohort.stderr).toBe(0);
    const heads = await audit('verify-head', savedFile);
    expect(heads.status, heads.stdout + heads.stderr).toBe(0);
    expect(heads.stdout).toMatch(/^Intact/);

    // An app on the restored database: the same results, every answer acknowledged before the
    // backup began, and nothing that was never saved (each answer is a moment of its typing).
    const restored = await startTestApp({}, { databaseUrl: fresh.url });
    cleanup(() => restored.close());
    const [adminThere, adminHere] = [await restored.admin(), await app.admin()];
    for (const path of ['/api/audit/cohorts/bk/results', '/api/showcase/bk', '/api/showcase/bk/heads']) {
      expect((await adminThere.get(path)).body, path).toEqual((await adminHere.get(path)).body);
    }
    for (const t of teams) {
      const there = await answerOf(adminThere, t.id);
      expect(there.startsWith(before.get(t.id)!), `${t.name}: ${there} holds ${before.get(t.id)}`).toBe(true);
      expect(after.get(t.id)!.startsWith(there), `${t.name}: ${there} was saved`).toBe(true);
    }
    // The restored app takes new saves (a team signs in with its secure link), sealed into the restored chain.
    const teamThere = restored.client();
    expect((await teamThere.post('/api/auth/team/login', { accessToken: A.accessToken })).status).toBe(200);
    expect((await teamThere.post('/api/phase-data', { teamId: A.id, phaseNumber: 1, data: { [FIELD]: 'saved on the restored app' } })).status).toBe(200);
    const resealed = await audit('verify', '--all');
    expect(resealed.status, resealed.stdout).toBe(0);
  }, 180_000);
});
