import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { collabPath, ERASED_TEAM_NAME, setFieldValue } from '@fit/events';
import { PhaseDocClient } from '@fit/events/phase-doc/client';
import { apiProgram, cookieSocket, startTestApp, type TestApp, type TestClient } from './harness.js';
import { ballot, makeTeam, type TeamHandle } from './fixtures.js';
import { runNode } from './owner.js';
import { gql } from './gql.js';
import { waitFor } from './faults/processes.js';
import { rebuildReadModels, snapshotReadModels } from '../src/projections/index.js';

/*
 * Erasing a team (docs/PRIVACY.md): on a cohort with answers, co-editing, feedback, judging,
 * ballots and a reveal, after one team is erased none of its words is anywhere — a full
 * pg_dump, every Redis value of the deployment, the app's log, every export — while the chain,
 * a head saved before the erasure and a public record downloaded after it all verify, and the
 * results are what they were.
 */

const unique = (what: string) => `${what}-${randomBytes(6).toString('hex')}`;

describe('erasing a team', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];
  let A: TeamHandle;
  const logLines: string[] = [];
  const redisPrefix = `fit-test:${randomBytes(6).toString('hex')}:`;
  const dir = mkdtempSync(join(tmpdir(), 'fit-privacy-'));
  /** Everything team A wrote or was called, each unique to this run. */
  const markers = {
    name: unique('Zebracorn'),
    answer: unique('answer-kept-secret'),
    coEdited: unique('co-edited-words'),
    member: unique('Member-Name'),
    website: `${unique('zebrasite')}.example.com`,
    reply: unique('team-reply'),
    instructorComment: unique('instructor-note-on-A'),
    judgeComment: unique('judge-comment-on-A'),
  };
  /** A word of team B, which stays. */
  const kept = unique('team-B-answer');
  let resultsBefore: any;
  let showcaseBefore: any;
  let juryBefore: any;
  let savedHeadsFile: string;
  let pitchId: string;

  const TEXT = 'product_idea';
  const CATEGORY_RESULTS = `query($t: String!) { categoryResults(cohortTag: $t) { name method rows { rank teamId teamName score juryScore judgeCount } } }`;

  beforeAll(async () => {
    app = await startTestApp({}, { redisPrefix, log: (m) => logLines.push(m) });
    admin = await app.admin();
    expect((await admin.post('/api/admin/cohorts', { tag: 'gdpr', name: 'Cohort gdpr' })).status).toBe(201);
    teams = [await makeTeam(app, markers.name), await makeTeam(app, 'Team B'), await makeTeam(app, 'Team C'), await makeTeam(app, 'Team D')];
    expect((await admin.post('/api/admin/cohorts/gdpr/teams', { teamIds: teams.map((t) => t.id) })).status).toBe(200);
    A = teams[0]!;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a cohort with answers, co-editing, feedback, judging, ballots and a reveal', async () => {
    const [, B, C, D] = teams as [TeamHandle, TeamHandle, TeamHandle, TeamHandle];
    // The team's name (given at creation) and website.
    for (const t of teams) {
      const site = t === A ? markers.website : `${t.code.toLowerCase()}.example.com`;
      expect((await t.client.patch(`/api/teams/${t.id}/website`, { websiteUrl: site })).status).toBe(200);
    }
    // Answers through REST, then a teammate's co-editing over /collab (the edit's author is the member).
    expect((await A.client.post('/api/phase-data', { teamId: A.id, phaseNumber: 1, data: { [TEXT]: markers.answer } })).status).toBe(200);
    expect((await B.client.post('/api/phase-data', { teamId: B.id, phaseNumber: 1, data: { [TEXT]: kept } })).status).toBe(200);
    const doc = new Y.Doc();
    const awareness = new Awareness(doc);
    awareness.setLocalStateField('user', { name: markers.member });
    const url = app.url.replace('http', 'ws') + collabPath(A.id, 1);
    const member = new PhaseDocClient({ url, doc, awareness, WebSocket: cookieSocket(A.client.cookieHeader()) });
    await waitFor(async () => member.isSynced, 10_000, 'member synced');
    setFieldValue(doc, 'company_name', markers.coEdited);
    await waitFor(async () => member.state === 'saved', 10_000, 'member saved');
    expect((await A.client.get(`/api/phase-data/${A.id}/1`)).body.data).toEqual({ [TEXT]: markers.answer, company_name: markers.coEdited });

    // Feedback: the instructor's comment on A, A's reply.
    const thread = await admin.post(`/api/feedback/${A.id}`, { phaseNumber: 1, fieldId: TEXT, text: markers.instructorComment });
    expect(thread.status, thread.text).toBe(201);
    const reply = await A.client.post(`/api/feedback/threads/${thread.body.id}/replies`, { text: markers.reply });
    expect(reply.status, reply.text).toBeLessThan(300);

    // Judging: a jury category, a judge who scores A with a comment.
    const pitch = await admin.post('/api/admin/cohorts/gdpr/categories', { name: 'Best pitch', method: 'jury', criteria: ['Clarity'] });
    expect(pitch.status).toBe(201);
    pitchId = pitch.body.categoryId;
    const judge = await admin.post('/api/admin/cohorts/gdpr/judges', { name: 'Judge Judy' });
    expect(judge.status).toBe(201);
    const assigned = await admin.put('/api/admin/cohorts/gdpr/judges/assignment', { judgesPerTeam: 1 });
    const j = assigned.body.judges[0];
    const judgeClient = app.client();
    expect((await judgeClient.post('/api/auth/judge/login', { token: j.link.replace('/judge/', '') })).status).toBe(200);
    expect((await admin.put('/api/admin/cohorts/gdpr/judging', { open: true })).status).toBe(200);
    for (const t of teams) {
      const scored = await judgeClient.put('/api/judge/scores', {
        categoryId: pitchId,
        teamId: t.id,
        scores: [t === A ? 5 : 3],
        comment: t === A ? markers.judgeComment : 'fine',
      });
      expect(scored.status, scored.text).toBe(200);
    }
    expect((await admin.put('/api/admin/cohorts/gdpr/judging', { open: false })).status).toBe(200);

    // Ballots and the reveal.
    expect((await admin.patch('/api/admin/cohorts/gdpr', { votingOpen: true })).status).toBe(200);
    expect((await A.client.post('/api/showcase/gdpr/vote', ballot(B.id, C.id, D.id))).status).toBe(201);
    expect((await B.client.post('/api/showcase/gdpr/vote', ballot(A.id, C.id, D.id))).status).toBe(201);
    expect((await C.client.post('/api/showcase/gdpr/vote', ballot(A.id, B.id, D.id))).status).toBe(201);
    expect((await D.client.post('/api/showcase/gdpr/vote', ballot(A.id, B.id, C.id))).status).toBe(201);
    expect((await admin.patch('/api/admin/cohorts/gdpr', { votingOpen: false })).status).toBe(200);
    expect((await admin.patch('/api/admin/cohorts/gdpr', { resultsVisible: true })).status).toBe(200);
    member.destroy();

    // Before: the results, and the heads a visitor saves.
    resultsBefore = (await admin.get('/api/audit/cohorts/gdpr/results')).body;
    showcaseBefore = (await admin.get('/api/showcase/gdpr')).body;
    juryBefore = (await gql(admin, CATEGORY_RESULTS, { t: 'gdpr' })).data.categoryResults;
    await app.services.chain!.sealNow();
    const feed = (await app.client().get('/api/showcase/gdpr/heads')).body;
    expect(feed.heads.length).toBeGreaterThan(3);
    savedHeadsFile = join(dir, 'saved-heads.json');
    writeFileSync(savedHeadsFile, JSON.stringify(feed));

    // The team's words are in the database, sealed: never in plain text in the log.
    const raw = await app.services.orm.em.fork().execute<{ data: unknown; metadata: unknown }[]>(`select data, metadata from events`);
    const log = JSON.stringify(raw);
    for (const [what, m] of Object.entries(markers)) expect(log.includes(m), `${what} in the events table`).toBe(false);
    // …and the team's export holds every answer it wrote.
    const exported = await A.client.get(`/api/teams/${A.id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="team-.*\.json"/);
    expect(exported.body.format).toBe('fit-team-export/v1');
    const answers = Object.fromEntries(exported.body.answers.map((a: { phaseNumber: number; data: Record<string, string> }) => [a.phaseNumber, a.data]));
    expect(answers[1][TEXT]).toBe(markers.answer);
    expect(answers[1].company_name).toBe(markers.coEdited);
    expect(exported.body.team.name).toBe(markers.name);
    expect(JSON.stringify(exported.body.feedback)).toContain(markers.reply);
    expect(JSON.stringify(exported.body.events)).toContain(markers.member);
    expect(exported.body.workbook.markdown).toContain(markers.answer);
    // Another team cannot download it.
    expect((await teams[1]!.client.get(`/api/teams/${A.id}/export`)).status).toBe(403);
  }, 120_000);

  it('the team asks; a wrong confirmation erases nothing; the instructor erases it', async () => {
    const asked = await A.client.post(`/api/teams/${A.id}/erasure-request`);
    expect(asked.status).toBe(200);
    expect(asked.body.erasureRequestedAt).toEqual(expect.any(String));
    const listed = (await admin.get('/api/teams')).body.find((t: { id: string }) => t.id === A.id);
    expect(listed.erasureRequestedAt).toEqual(expect.any(String));

    expect((await A.client.post(`/api/admin/teams/${A.id}/erase`, { confirmCode: A.code })).status).toBe(403);
    const wrong = await admin.post(`/api/admin/teams/${A.id}/erase`, { confirmCode: 'NOPE' });
    expect([wrong.status, wrong.body.message]).toEqual([400, "Type the team's code to confirm the erasure"]);
    expect((await admin.post(`/api/admin/teams/not-an-id/erase`, { confirmCode: 'X' })).status).toBe(400);
    expect((await admin.post(`/api/admin/teams/00000000-0000-4000-8000-00000000dead/erase`, { confirmCode: 'X' })).status).toBe(404);
    expect((await admin.post(`/api/admin/teams/${A.id}/erase`, { confirmCode: A.code, reason: 'whim' })).status).toBe(400);

    const erased = await admin.post(`/api/admin/teams/${A.id}/erase`, { confirmCode: A.code, reason: 'request' });
    expect(erased.status, erased.text).toBe(200);
    expect(erased.body).toMatchObject({ teamId: A.id, reason: 'request', erasedNow: true });
    expect(erased.body.sessionsEnded).toBeGreaterThanOrEqual(1);
    // Again: the same erasure, nothing new.
    const again = await admin.post(`/api/admin/teams/${A.id}/erase`, { confirmCode: A.code });
    expect(again.body.erasedNow).toBe(false);
  }, 60_000);

  it('its sessions are gone: its browser can no longer act as the team, nor join it again', async () => {
    expect((await A.client.get(`/api/phase-data/${A.id}/1`)).status).toBeGreaterThanOrEqual(401);
    const save = await A.client.post('/api/phase-data', { teamId: A.id, phaseNumber: 1, data: { [TEXT]: 'after' } });
    expect(save.status).toBeGreaterThanOrEqual(401);
    const join = await app.client().post('/api/auth/team/join', { code: A.code });
    expect(join.status).toBe(404);
    expect((await app.client().post('/api/auth/team/login', { accessToken: A.accessToken })).status).toBe(401);
    // No session in the store still holds it.
    const keys = await app.services.redis!.keys(`${redisPrefix}sess:*`);
    for (const k of keys) expect(await app.services.redis!.get(k)).not.toContain(A.id);
    // Even an instructor's save is refused: nothing new can be sealed under a destroyed key.
    const late = await admin.post('/api/phase-data', { teamId: A.id, phaseNumber: 1, data: { [TEXT]: 'late' } });
    expect([late.status, late.body.message]).toEqual([404, "This team's data was erased."]);
  });

  it('shows as "Erased team"; results, ranks and tallies are unchanged', async () => {
    const team = (await admin.get('/api/teams')).body.find((t: { id: string }) => t.id === A.id);
    expect(team).toMatchObject({ name: ERASED_TEAM_NAME, erased: true, submittedWebsiteUrl: null, erasureRequestedAt: null });
    // What the erasure changes of a row: the name, the website, and the flag that says so beside them.
    const strip = (v: unknown) =>
      JSON.parse(JSON.stringify(v).replaceAll(markers.name, ERASED_TEAM_NAME).replaceAll(`"https://${markers.website}"`, 'null'), (_key, value) =>
        value && typeof value === 'object' && value.teamId === A.id && value.erased === false ? { ...value, erased: true } : value,
      );
    const after = (await admin.get('/api/audit/cohorts/gdpr/results')).body;
    expect(after).toEqual(strip(resultsBefore));
    expect((await gql(admin, CATEGORY_RESULTS, { t: 'gdpr' })).data.categoryResults).toEqual(strip(juryBefore));
    // The showcase lists submitted websites: the erased team's is gone, the others are as they were.
    const showcase = (await admin.get('/api/showcase/gdpr')).body;
    expect(showcase).toEqual(showcaseBefore.filter((t: { id: string }) => t.id !== A.id));
  });

  it('every read model rebuilt from the log equals the live one after the erasure', async () => {
    const live = await snapshotReadModels(app.services.orm.em.fork());
    await rebuildReadModels(app.services.orm.em.fork());
    expect(await snapshotReadModels(app.services.orm.em.fork())).toEqual(live);
  });

  it('the chain, a head saved before the erasure and the public record downloaded after it all say Intact', async () => {
    const env = { DATABASE_URL: app.databaseUrl, REDIS_URL: 'none' };
    const all = await runNode(apiProgram('audit', 'verify', '--all'), env);
    expect(all.status, all.stdout + all.stderr).toBe(0);
    expect(all.stdout).toMatch(/^Intact: the whole log/m);
    const cohort = await runNode(apiProgram('audit', 'verify', 'gdpr'), env);
    expect(cohort.status, cohort.stdout + cohort.stderr).toBe(0);
    const head = await runNode(apiProgram('audit', 'verify-head', savedHeadsFile), env);
    expect(head.status, head.stdout + head.stderr).toBe(0);
    expect(head.stdout).toMatch(/^Intact/);
    const record = await admin.get('/api/showcase/gdpr/record');
    expect(record.status).toBe(200);
    const recordFile = join(dir, 'record.json');
    writeFileSync(recordFile, record.text);
    const offline = await runNode(['--import', 'tsx', 'web/src/verifier/cli.ts', recordFile, savedHeadsFile]);
    expect(offline.stdout, offline.stderr).toContain('Intact — tally matches');
    expect(offline.status).toBe(0);
  }, 120_000);

  it("none of the team's words is left in a full pg_dump, any Redis value, the app's log or any export", async () => {
    const found = (where: string, text: string) =>
      Object.entries(markers)
        .filter(([, m]) => text.includes(m))
        .map(([what]) => `${what} in ${where}`);
    const leaks: string[] = [];

    const dump = spawnSync('pg_dump', ['--format=plain', '--no-owner', `--dbname=${app.databaseUrl}`], { maxBuffer: 512 * 1024 * 1024, encoding: 'utf8' });
    expect(dump.status, dump.stderr).toBe(0);
    expect(dump.stdout).toContain(kept);
    leaks.push(...found('pg_dump', dump.stdout));

    const redis = app.services.redis!;
    const values: string[] = [];
    for (const key of await redis.keys(`${redisPrefix}*`)) {
      const type = await redis.type(key);
      if (type === 'string') values.push((await redis.getBuffer(key))?.toString('latin1') ?? '');
      else if (type === 'hash') values.push(JSON.stringify(await redis.hgetall(key)));
      else if (type === 'list') values.push(JSON.stringify(await redis.lrange(key, 0, -1)));
      else if (type === 'set') values.push(JSON.stringify(await redis.smembers(key)));
      else if (type === 'zset') values.push(JSON.stringify(await redis.zrange(key, 0, -1)));
      else if (type === 'stream') values.push(JSON.stringify(await redis.xrange(key, '-', '+')));
      values.push(key);
    }
    expect(values.length).toBeGreaterThan(0);
    leaks.push(...found('Redis', values.join('\n')));

    leaks.push(...found("the app's log", logLines.join('\n')));

    const exports: [string, string][] = [];
    for (const t of teams) exports.push([`team ${t.code}'s export`, (await admin.get(`/api/teams/${t.id}/export`)).text]);
    exports.push(['the workbook', (await admin.get(`/api/teams/${A.id}/export/workbook`)).text]);
    exports.push(['the CSV export', (await admin.get('/api/admin/export')).text]);
    exports.push(['the public record', (await admin.get('/api/showcase/gdpr/record')).text]);
    exports.push(['the audit history', (await admin.get('/api/audit/cohorts/gdpr/history')).text]);
    exports.push(['the feedback', (await admin.get(`/api/feedback/${A.id}`)).text]);
    for (const [where, text] of exports) leaks.push(...found(where, text));
    expect(exports[1]![1]).toContain(kept);

    expect(leaks).toEqual([]);
    const exportA = JSON.parse(exports[0]![1]);
    expect(exportA.team).toMatchObject({ name: ERASED_TEAM_NAME, erased: true });
    expect(exportA.answers).toEqual([]);
    expect(readFileSync(savedHeadsFile, 'utf8').length).toBeGreaterThan(0);
  }, 120_000);
});
