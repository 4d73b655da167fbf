import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { feedbackStreamId, teamStreamId } from '@fit/events';
import { apiProgram, startTestApp, type TestApp, type TestClient } from './harness.js';
import { ballot, makeCohort, type TeamHandle } from './fixtures.js';
import { runNode } from './owner.js';
import { sealStoredLog } from '../src/privacy/seal-log.js';
import { readStream } from '../src/store/event-store.js';
import { REWRITE_EVENT, REWRITE_STREAM } from '../src/store/rewrites.js';

/*
 * A log written before personal data was sealed (docs/AUDIT.md#the-log-sealed-once): events
 * whose answers, website, comment and member name are stored in plain text, sealed into the
 * chain and covered by signed heads. The one-time rewrite seals them; reading gives the same
 * events, the rewrite is recorded in the chain, and the chain, a head saved before and the
 * offline verifier still say Intact — also after the team is then erased.
 */

const unique = (what: string) => `${what}-${randomBytes(6).toString('hex')}`;

describe('sealing a log written before sealing', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];
  const dir = mkdtempSync(join(tmpdir(), 'fit-seal-log-'));
  const markers = {
    website: `${unique('legacy-site')}.example.com`,
    answer: unique('legacy-answer'),
    comment: unique('legacy-comment'),
    member: unique('Legacy Member'),
  };
  let savedHeads: string;
  let before: unknown[];

  /** Appends as the version before sealing did: plain personal fields (the events table takes inserts only). */
  async function insertPlain(streamId: string, type: string, data: unknown, actor: unknown) {
    const c = new pg.Client({ connectionString: app.databaseUrl });
    await c.connect();
    try {
      const { rows } = await c.query(`select coalesce(max(version), 0)::int as v from events where stream_id = $1`, [streamId]);
      await c.query(`insert into events (stream_id, version, type, type_version, data, metadata) values ($1, $2, $3, $4, $5, $6)`, [
        streamId,
        rows[0].v + 1,
        type,
        type === 'WebsiteSubmitted' ? 2 : 1,
        JSON.stringify(data),
        JSON.stringify({ actor, requestId: randomUUID(), at: new Date().toISOString() }),
      ]);
    } finally {
      await c.end();
    }
  }

  const eventsText = async () => JSON.stringify(await app.services.orm.em.fork().execute(`select data, metadata from events`));

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    teams = await makeCohort(app, admin, 'legacy', 3);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the older log: plain personal fields, sealed into the chain and under signed heads', async () => {
    const [T, U, V] = teams as [TeamHandle, TeamHandle, TeamHandle];
    expect((await admin.patch('/api/admin/cohorts/legacy', { votingOpen: true })).status).toBe(200);
    const member = { kind: 'team', id: T.id, member: markers.member };
    await insertPlain(teamStreamId(T.id), 'WebsiteSubmitted', { teamId: T.id, cohortTag: 'legacy', websiteUrl: `https://${markers.website}` }, member);
    await insertPlain(teamStreamId(T.id), 'PhaseDataSaved', { teamId: T.id, phaseNumber: 3, data: { note: markers.answer } }, member);
    const thread = randomUUID();
    await insertPlain(
      feedbackStreamId(thread),
      'FeedbackCommented',
      { threadId: thread, teamId: T.id, phaseNumber: 1, fieldId: null, author: 'team', authorName: markers.member, text: markers.comment },
      member,
    );
    expect((await T.client.post('/api/showcase/legacy/vote', ballot(U.id, V.id))).status).toBe(201);
    expect((await U.client.post('/api/showcase/legacy/vote', ballot(T.id, V.id))).status).toBe(201);
    expect((await admin.patch('/api/admin/cohorts/legacy', { votingOpen: false })).status).toBe(200);
    expect((await admin.patch('/api/admin/cohorts/legacy', { resultsVisible: true })).status).toBe(200);
    await app.services.chain!.sealNow();
    savedHeads = join(dir, 'heads.json');
    writeFileSync(savedHeads, (await app.client().get('/api/showcase/legacy/heads')).text);
    const text = await eventsText();
    for (const m of Object.values(markers)) expect(text).toContain(m);
    before = [...(await readStream(app.services.orm.em.fork(), teamStreamId(T.id))), ...(await readStream(app.services.orm.em.fork(), feedbackStreamId(thread)))];
  }, 60_000);

  it('is sealed once, each rewritten row recorded in the chain; reading gives the same events', async () => {
    const n = await sealStoredLog(app.services.orm, { force: true });
    expect(n).toBe(3);
    const text = await eventsText();
    for (const [what, m] of Object.entries(markers)) expect(text.includes(m), what).toBe(false);
    const record = await readStream(app.services.orm.em.fork(), REWRITE_STREAM);
    expect(record).toHaveLength(1);
    expect(record[0]!.type).toBe(REWRITE_EVENT);
    expect(record[0]!.data.rows).toHaveLength(3);
    const T = teams[0]!;
    const thread = (before.at(-1) as { streamId: string }).streamId;
    const after = [...(await readStream(app.services.orm.em.fork(), teamStreamId(T.id))), ...(await readStream(app.services.orm.em.fork(), thread))];
    expect(after).toEqual(before);
    // Again: nothing left.
    expect(await sealStoredLog(app.services.orm, { force: true })).toBe(0);
    // Any other change of an event is still refused.
    const c = new pg.Client({ connectionString: app.databaseUrl });
    await c.connect();
    await expect(c.query(`update events set data = '{}'::jsonb where stream_id = $1`, [teamStreamId(T.id)])).rejects.toThrow(/append-only/);
    await c.end();
  });

  const intact = async () => {
    const env = { DATABASE_URL: app.databaseUrl, REDIS_URL: 'none' };
    const all = await runNode(apiProgram('audit', 'verify', '--all'), env);
    expect(all.status, all.stdout + all.stderr).toBe(0);
    expect(all.stdout).toMatch(/^Intact: the whole log/m);
    const head = await runNode(apiProgram('audit', 'verify-head', savedHeads), env);
    expect(head.status, head.stdout + head.stderr).toBe(0);
    const recordFile = join(dir, `record-${randomBytes(3).toString('hex')}.json`);
    writeFileSync(recordFile, (await admin.get('/api/showcase/legacy/record')).text);
    const offline = await runNode(['--import', 'tsx', 'web/src/verifier/cli.ts', recordFile, savedHeads]);
    expect(offline.stdout, offline.stderr).toContain('Intact — tally matches');
  };

  it('the chain, a head saved before and the offline verifier still say Intact', intact, 90_000);

  it('and after the team is erased', async () => {
    const T = teams[0]!;
    expect((await admin.post(`/api/admin/teams/${T.id}/erase`, { confirmCode: T.code })).status).toBe(200);
    await intact();
  }, 90_000);
});
