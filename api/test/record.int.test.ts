import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { headSigningText, verifyRecord, type PublicRecord } from '@fit/events';
import { startTestApp, type TestApp, type TestClient } from './harness.js';
import { asDatabaseOwner, resealChainFrom, runNode } from './owner.js';
import { ballot, makeCohort, type TeamHandle } from './fixtures.js';
import { gql } from './gql.js';
// @ts-expect-error a plain .mjs build script, no types
import { buildVerifier } from '../../web/scripts/build-verifier.mjs';

/*
 * The public record and the verifiers that need nothing else: the record is served by
 * both doors once the results are revealed and holds nothing private; the standalone CLI,
 * built into one file and run outside the repository, answers Intact on it, Rewritten when the
 * history was rewritten in the database (events and chain recomputed, stored heads deleted) from
 * a head saved before, Refused for a forged head, and "tally differs" for a tampered result;
 * the server's recomputation and the verifier's agree on the same record.
 */

const subtle = globalThis.crypto.subtle;
const comparable = (rows: any[]) =>
  rows.map((r) => ({ rank: r.rank, teamId: r.teamId, teamName: r.teamName, totalPoints: r.totalPoints, votes: r.votes.map((v: any) => v.count) }));
const comparableCategory = (c: any) => ({
  categoryId: c.categoryId,
  rows: c.rows.map((r: any) => ({ rank: r.rank, teamId: r.teamId, score: r.score, peerScore: r.peerScore, juryScore: r.juryScore, judgeCount: r.judgeCount })),
});

describe('the public record and the offline verifier', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];
  const receipts: string[] = [];
  let dir: string;
  let cli: string;
  let savedFeed: any;

  /** The record once every event so far is sealed: VotingClosed and ResultsRevealed signed heads 8 and 9. */
  const record = async (): Promise<PublicRecord> => {
    let body: PublicRecord | undefined;
    await expect
      .poll(
        async () => {
          const res = await app.client().get('/api/showcase/rec/record');
          expect(res.status).toBe(200);
          body = res.body;
          return body!.ballots.length === 4 && body!.heads.length >= 9;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    return body!;
  };
  const file = (name: string, value: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
    return path;
  };
  /** The standalone verifier, from a directory with no node_modules: plain Node, no app, no database. */
  const verifier = (...args: string[]) => runNode([cli, ...args], { DATABASE_URL: '', NODE_PATH: '' });

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    teams = await makeCohort(app, admin, 'rec', 4);
    await admin.patch('/api/admin/cohorts/rec', { votingOpen: true });
    const [a, b, c, d] = teams as [TeamHandle, TeamHandle, TeamHandle, TeamHandle];
    for (const [voter, ids] of [
      [a, [b.id, c.id, d.id]],
      [b, [c.id, a.id, d.id]],
      [c, [a.id, b.id, d.id]],
      [d, [a.id, c.id, b.id]],
    ] as const) {
      const res = await voter.client.post('/api/showcase/rec/vote', ballot(...ids));
      expect(res.status).toBe(201);
      receipts.push(res.body.receipt);
    }
    // Team D changes its mind: its first ballot is replaced, the change counts.
    const changed = await d.client.put('/api/showcase/rec/vote', ballot(b.id, a.id, c.id));
    expect(changed.status).toBe(200);
    receipts.push(changed.body.receipt);
    // A blend category with a judge's scores.
    const categoryId = (await admin.post('/api/admin/cohorts/rec/categories', { name: 'Best pitch', method: 'blend', weight: 0.5, criteria: ['Story'] })).body.categoryId;
    const invited = await admin.post('/api/admin/cohorts/rec/judges', { name: 'Ada' });
    await admin.put('/api/admin/cohorts/rec/judges/assignment', { judgesPerTeam: 1 });
    await admin.put('/api/admin/cohorts/rec/judging', { open: true });
    const judge = app.client();
    expect((await judge.post('/api/auth/judge/login', { token: invited.body.link.replace('/judge/', '') })).status).toBe(200);
    // One judge, one judge per team: every team is the judge's.
    for (const [i, teamId] of teams
      .slice(0, 3)
      .map((t) => t.id)
      .entries()) {
      expect((await judge.put('/api/judge/scores', { categoryId, teamId, scores: [1 + ((i * 2) % 5)] })).status).toBe(200);
    }
    // The observer saves the heads as voting goes on (here: the whole feed, once).
    // CohortCreated, VotingOpened, four first ballots and the changed one each sign a head. The sealer seals only below every open transaction of the cluster (gap-safe), so
    // under load the newest events may take a moment to be sealed: wait for them.
    await vi.waitFor(
      async () => {
        savedFeed = (await app.client().get('/api/showcase/rec/heads')).body;
        expect(savedFeed.heads).toHaveLength(7);
      },
      { timeout: 30_000, interval: 100 },
    );
    await admin.patch('/api/admin/cohorts/rec', { votingOpen: false });
    dir = mkdtempSync(join(tmpdir(), 'fit-record-'));
    cli = (await buildVerifier(dir)).cli;
  });
  afterAll(() => app.close());

  it('is not served before the results are revealed; then both doors serve the same record', async () => {
    expect((await app.client().get('/api/showcase/rec/record')).status).toBe(403);
    expect((await gql(app.client(), 'query { publicRecord(cohortTag: "rec") }')).codes).toEqual(['FORBIDDEN']);
    // An instructor may read it before the reveal, as API.md and AUDIT.md both say.
    expect((await admin.get('/api/showcase/rec/record')).status).toBe(200);
    await admin.patch('/api/admin/cohorts/rec', { resultsVisible: true });
    await record();
    const res = await app.client().get('/api/showcase/rec/record');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="public-record-rec.json"');
    const g = await gql(app.client(), 'query { publicRecord(cohortTag: "rec") }');
    const viaGql = JSON.parse(g.data.publicRecord);
    expect({ ...viaGql, generatedAt: null }).toEqual({ ...res.body, generatedAt: null });
    expect((await app.client().get('/api/showcase/nope/record')).status).toBe(404);
  });

  it('holds everything an observer needs and nothing private', async () => {
    const r = await record();
    expect(r).toMatchObject({ format: 'fit-public-record/v2', cohortTag: 'rec', cohortName: 'Cohort rec' });
    expect(r.ballots).toHaveLength(4);
    expect(r.replaced).toHaveLength(1);
    expect(r.heads.length).toBeGreaterThanOrEqual(7);
    expect(r.chain[0]).toMatchObject({ seq: '1', prevHash: '0'.repeat(64) });
    expect(Object.keys(r.chain[0]!).sort()).toEqual(['contentHash', 'hash', 'position', 'prevHash', 'seq']);
    // Every row gives the content hash its hash follows from; every ballot the commitment to its private part.
    for (const row of r.chain) expect(row.contentHash).toMatch(/^[0-9a-f]{64}$/);
    for (const b of r.ballots) expect(b.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(r.juryScores.length).toBeGreaterThan(0);
    expect(r.categories).toEqual([expect.objectContaining({ name: 'Best pitch', method: 'blend', weight: 0.5 })]);
    const text = JSON.stringify(r);
    for (const receipt of receipts) expect(text).not.toContain(receipt);
    for (const t of teams) {
      expect(text).not.toContain(t.accessToken);
      expect(text).not.toContain(`"${t.code}"`);
    }
    expect(text).not.toMatch(/PRIVATE|voterTeamId|token/i);
  });

  it('the server and the verifier recompute the same results from the same record', async () => {
    const r = await record();
    const v = await verifyRecord(r, { saved: savedFeed.heads, subtle });
    expect(v).toMatchObject({ verdict: 'intact', word: 'Intact', summary: 'Intact — tally matches', rowsRecomputed: r.chain.length });
    const view = (await app.client().get('/api/showcase/rec/verification')).body;
    const categories = (await app.client().get('/api/showcase/rec/verification/categories')).body;
    expect(comparable(v.tally.overall)).toEqual(comparable(view.tally));
    expect(v.tally.categories.map(comparableCategory)).toEqual(categories.categories.map(comparableCategory));
    expect(comparable(v.tally.overall)).toEqual(comparable(r.results.overall));
  });

  it('the standalone CLI: Intact offline, a receipt placed, a forged head Refused, a tampered result caught by the recount', async () => {
    const r = await record();
    const recordFile = file('record.json', r);
    const headFile = file('saved-feed.json', savedFeed);
    const ok = await verifier(recordFile, headFile, '--receipt', receipts[1]!);
    expect(ok.stderr).toBe('');
    expect(ok.stdout).toContain('Intact — tally matches');
    expect(ok.stdout).toMatch(/Your ballot \(fingerprint [0-9a-f]{16}\) is counted: number \d of 4/);
    expect(ok.status).toBe(0);
    const replaced = await verifier(recordFile, '--receipt', receipts[3]!);
    expect(replaced.stdout).toContain('was replaced by a later ballot');
    expect(replaced.status).toBe(1);

    const forged = { ...savedFeed.heads.at(-1), hash: 'a'.repeat(64) };
    const refused = await verifier(recordFile, file('forged.json', forged));
    expect(refused.stdout).toMatch(/^Refused — /);
    expect(refused.stdout).toContain('does not carry a valid signature');
    expect(refused.status).toBe(1);

    const tampered = structuredClone(r);
    tampered.results.overall[1]!.totalPoints += 1;
    const recount = await verifier(file('tampered.json', tampered));
    expect(recount.stdout).toMatch(/^Intact — tally differs: Overall results, row 2: published/);
    expect(recount.status).toBe(1);

    // Row 7's hash and row 8's prevHash changed together, every head re-signed with a key of the tester's own.
    const relinked = structuredClone(r);
    relinked.chain[6]!.hash = 'f'.repeat(64);
    relinked.chain[7]!.prevHash = 'f'.repeat(64);
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url');
    const keyId = createHash('sha256').update(raw).digest('hex').slice(0, 16);
    relinked.keys = [{ keyId, algorithm: 'Ed25519', publicKey: raw.toString('base64') }];
    relinked.heads = relinked.heads.map((h) => {
      const head = { ...h, keyId, hash: relinked.chain[Number(h.seq) - 1]!.hash };
      return { ...head, signature: sign(null, Buffer.from(headSigningText(head)), privateKey).toString('base64') };
    });
    const recomputed = await verifier(file('relinked.json', relinked));
    expect(recomputed.stdout).toMatch(/^Rewritten — /);
    expect(recomputed.stdout).toContain(`the first position that differs is ${r.chain[6]!.position}`);
    expect(recomputed.status).toBe(1);

    expect((await verifier(file('not-a-record.json', savedFeed))).status).toBe(2);
    // A record written in the first format (rows without content hashes) still reads: its links are checked.
    const v1 = {
      ...r,
      format: 'fit-public-record/v1',
      chain: r.chain.map(({ seq, position, prevHash, hash }) => ({ seq, position, prevHash, hash })),
      ballots: r.ballots.map(({ fingerprint, seq, position, ranks }) => ({ fingerprint, seq, position, ranks })),
    };
    const old = await verifier(file('record-v1.json', v1), headFile);
    expect(old.stdout).toContain('Intact — tally matches');
    expect(old.status).toBe(0);
    // In a checkout, `npm run verify-record` runs the same CLI from its sources.
    const fromSources = await runNode(['--import', 'tsx', 'web/src/verifier/cli.ts', recordFile, headFile]);
    expect(fromSources.stdout).toContain('Intact — tally matches');
    expect(fromSources.status).toBe(0);
  });

  it('docs/audit/check-signature.mjs runs as written: a saved head verifies with the public key, a changed one does not', async () => {
    const head = savedFeed.heads.at(-1);
    const good = await runNode(['docs/audit/check-signature.mjs', file('head.json', head), app.url]);
    expect(good.stdout).toContain('Signature valid');
    expect(good.status).toBe(0);
    const bad = await runNode(['docs/audit/check-signature.mjs', file('head-changed.json', { ...head, position: '1' }), app.url]);
    expect(bad.stdout).toContain('Signature NOT valid');
    expect(bad.status).toBe(1);
  });

  it('a history rewritten in the database (events and chain recomputed, stored heads deleted) is caught from a head saved before', async () => {
    const savedHead = savedFeed.heads.at(-1);
    const r = await record();
    // The second counted ballot, by chain order: rewrite its votes and every chain row after it.
    const target = [...r.ballots].sort((a, b) => Number(a.seq) - Number(b.seq))[1]!;
    const sql = (fn: (c: pg.Client) => Promise<void>) => asDatabaseOwner(app.databaseUrl, fn);
    const [{ data }] = (await app.services.orm.em.fork().execute<{ data: any }[]>(`select data from events where position = ?`, [target.position])) as [{ data: any }];
    await sql(async (c) => {
      await c.query(`update events set data = $1 where position = $2`, [
        JSON.stringify({ ...data, votes: data.votes.map((v: any) => ({ ...v, rank: 4 - v.rank })) }),
        target.position,
      ]);
      await resealChainFrom(c, target.seq);
      await c.query(`create table chain_heads_saved as select * from chain_heads`);
      await c.query(`delete from chain_heads`);
    });
    try {
      // The server's own chain check no longer notices: the rewrite is consistent.
      expect((await admin.get('/api/audit/cohorts/rec/verify')).body.ok).toBe(true);
      const after: PublicRecord = (await app.client().get('/api/showcase/rec/record')).body;
      expect(after.heads).toEqual([]);
      const afterFile = file('record-after.json', after);
      // One head saved before: Rewritten, at or before its position.
      const one = await verifier(afterFile, file('saved-head.json', savedHead));
      expect(one.stdout).toMatch(/^Rewritten — /);
      expect(one.stdout).toContain(`the first position that differs is ${savedHead.position}`);
      expect(one.status).toBe(1);
      // The whole saved feed: the rewritten ballot's own position, after the last head that still matches.
      const feed = await verifier(afterFile, file('saved-feed.json', savedFeed), '--json');
      const v = JSON.parse(feed.stdout);
      expect(v).toMatchObject({ verdict: 'rewritten', word: 'Rewritten', firstDifferingPosition: target.position });
      expect(BigInt(v.lastMatchingPosition)).toBeLessThan(BigInt(target.position));
      expect(feed.status).toBe(1);
    } finally {
      await sql(async (c) => {
        await c.query(`update events set data = $1 where position = $2`, [JSON.stringify(data), target.position]);
        await resealChainFrom(c, target.seq);
        await c.query(`insert into chain_heads select * from chain_heads_saved`);
        await c.query(`drop table chain_heads_saved`);
      });
    }
    expect((await verifier(file('record-restored.json', await record()), file('saved-head.json', savedHead))).stdout).toContain('Intact — tally matches');
  });
});
