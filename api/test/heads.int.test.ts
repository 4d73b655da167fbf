import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { apiProgram, startTestApp, type TestApp, type TestClient } from './harness.js';
import { asDatabaseOwner, resealChainFrom, runNode } from './owner.js';
import { ballot, makeCohort, type TeamHandle } from './fixtures.js';
import { gql, nextResults, wsClient } from './gql.js';

/** The documented byte string a head's signature covers (docs/AUDIT.md). */
const message = (h: any) => ['fit-chain-head/v1', h.keyId, h.cohortTag, h.seq, h.position, h.hash, h.at].join('\n');

const HEAD_FIELDS = 'format keyId cohortTag seq position hash at signature';
const VERDICT_FIELDS = `verdict ok message headsChecked refusedSeq firstDifferingPosition lastMatchingPosition current { seq position hash } head { ${HEAD_FIELDS} } failure { reason position }`;

describe('signed chain heads: key, feed, verify-head', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];
  const ballotPositions: string[] = [];

  const cli = (...args: string[]) => runNode(apiProgram('audit', ...args), { DATABASE_URL: app.databaseUrl, REDIS_URL: 'none' });
  const verifyRest = (body: unknown) => app.client().post('/api/audit/verify-head', body);
  const verifyGql = async (saved: unknown) => gql(app.client(), `query($s: String!) { verifyChainHead(saved: $s) { ${VERDICT_FIELDS} } }`, { s: JSON.stringify(saved) });
  const head = async () => (await app.client().get('/api/showcase/hd/head')).body;

  /** As the database's owner would: edit events and chain rows directly, append-only triggers off. */
  const sql = (fn: (c: pg.Client) => Promise<void>) => asDatabaseOwner(app.databaseUrl, fn);

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    teams = await makeCohort(app, admin, 'hd', 4);
    await admin.patch('/api/admin/cohorts/hd', { votingOpen: true });
    const [A, B, C] = teams as [TeamHandle, TeamHandle, TeamHandle, TeamHandle];
    for (const [voter, ids] of [
      [A, [B.id, C.id, teams[3]!.id]],
      [B, [C.id, A.id, teams[3]!.id]],
    ] as const) {
      expect((await voter.client.post('/api/showcase/hd/vote', ballot(...ids))).status).toBe(201);
    }
    const history = (await admin.get('/api/audit/cohorts/hd/history')).body.entries as any[];
    ballotPositions.push(...history.filter((e) => e.kind === 'ballot').map((e) => e.position));
  });
  afterAll(() => app.close());

  it('serves the public key (never the private one), and every head verifies with it over the documented bytes', async () => {
    const res = await app.client().get('/api/audit/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ algorithm: 'Ed25519', active: true });
    expect(res.body.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(res.text).not.toMatch(/PRIVATE/);
    const g = await gql(app.client(), 'query { signingKey { keyId algorithm publicKey pem } }');
    expect(g.data.signingKey).toMatchObject({ keyId: res.body.keyId, publicKey: res.body.publicKey, pem: res.body.pem });

    const h = await head();
    expect(h).toMatchObject({ format: 'fit-chain-head/v1', keyId: res.body.keyId, cohortTag: 'hd', position: ballotPositions[1] });
    expect(h.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(verify(null, Buffer.from(message(h)), createPublicKey(res.body.pem), Buffer.from(h.signature, 'base64'))).toBe(true);
    const gh = await gql(app.client(), `query { cohortChainHead(cohortTag: "hd") { ${HEAD_FIELDS} } }`);
    expect(gh.data.cohortChainHead).toEqual(h);
    expect((await app.client().get('/api/showcase/nope/head')).status).toBe(404);

    const cliKey = await cli('public-key');
    expect(cliKey.stdout).toContain(res.body.keyId);
    expect(cliKey.stdout).toContain(res.body.publicKey);
    expect(cliKey.stdout).not.toContain('PRIVATE');
  });

  it('lists a signed head per ballot and voting event (JSON and Atom, both doors), live as voting goes on', async () => {
    const feed = (await app.client().get('/api/showcase/hd/heads')).body;
    // CohortCreated, VotingOpened, two ballots.
    expect(feed.heads).toHaveLength(4);
    expect(feed.heads.at(-1)).toEqual(await head());
    expect(feed.heads.slice(2).map((h: any) => h.position)).toEqual(ballotPositions);
    const g = await gql(app.client(), `query { chainHeadFeed(cohortTag: "hd") { cohortTag heads { ${HEAD_FIELDS} } } }`);
    expect(g.data.chainHeadFeed.heads).toEqual(feed.heads);
    const after = await app.client().get(`/api/showcase/hd/heads?after=${feed.heads[1].seq}`);
    expect(after.body.heads).toEqual(feed.heads.slice(2));
    expect((await app.client().get('/api/showcase/hd/heads?after=x')).status).toBe(400);

    const atom = await app.client().get('/api/showcase/hd/heads.atom');
    expect(atom.headers.get('content-type')).toMatch(/application\/atom\+xml/);
    expect(atom.text.match(/<entry>/g)).toHaveLength(4);
    expect(atom.text).toContain(`urn:fit-chain-head:${feed.heads[3].keyId}:hd:${feed.heads[3].seq}`);

    // A third ballot: a subscriber gets the new head.
    const ws = wsClient(app.url);
    const sub = nextResults(ws, `subscription { cohortChainHeadChanged(cohortTag: "hd") { ${HEAD_FIELDS} } }`, {}, 1, 10000);
    await sub.subscribed;
    const C = teams[2]!;
    expect((await C.client.post('/api/showcase/hd/vote', ballot(teams[0]!.id, teams[1]!.id, teams[3]!.id))).status).toBe(201);
    const [got] = await sub.done;
    await ws.dispose();
    const history = (await admin.get('/api/audit/cohorts/hd/history')).body.entries as any[];
    ballotPositions.splice(0, ballotPositions.length, ...history.filter((e) => e.kind === 'ballot').map((e) => e.position));
    expect((got as any).cohortChainHeadChanged.position).toBe(ballotPositions[2]);
    expect((got as any).cohortChainHeadChanged).toEqual(await head());
  });

  it('the CSV export carries each cohort’s current head, whole', async () => {
    const csv = (await admin.get('/api/admin/export')).text;
    const header = csv.split('\r\n')[0]!;
    expect(header.endsWith(',Cohort Chain Head')).toBe(true);
    const h = await head();
    const cell = `"${JSON.stringify(h).replace(/"/g, '""')}"`;
    const row = csv.split('\r\n').find((l) => l.startsWith(`${teams[0]!.code},`))!;
    expect(row.slice(-cell.length - 1)).toBe(`,${cell}`);
  });

  it('an intact head is confirmed through REST, GraphQL and the CLI', async () => {
    const h = await head();
    const rest = await verifyRest(h);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ verdict: 'intact', ok: true, current: { seq: h.seq, hash: h.hash }, firstDifferingPosition: null });
    const g = await verifyGql(h);
    expect(g.data.verifyChainHead).toMatchObject({ verdict: 'intact', ok: true });
    const feed = (await app.client().get('/api/showcase/hd/heads')).body;
    expect((await verifyRest(feed)).body).toMatchObject({ verdict: 'intact', headsChecked: feed.heads.length });
    const c = await cli('verify-head', JSON.stringify(h));
    expect(c.stdout).toContain('Intact:');
    expect(c.status).toBe(0);
    // Malformed input is a 400 (REST) / BAD_USER_INPUT (GraphQL), not a verdict.
    expect((await verifyRest({ ...h, hash: 'xyz' })).status).toBe(400);
    expect((await gql(app.client(), 'query { verifyChainHead(saved: "not json") { verdict } }')).codes).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a forged signature and a head this instance never signed', async () => {
    const h = await head();
    // The hash of another (real) chain row, with the original signature: not what was signed.
    const forged = { ...h, hash: 'a'.repeat(64) };
    const r = await verifyRest(forged);
    expect(r.body).toMatchObject({ verdict: 'refused', ok: false, refusedSeq: h.seq });
    expect(r.body.message).toMatch(/does not carry a valid signature/);
    expect((await verifyGql(forged)).data.verifyChainHead).toMatchObject({ verdict: 'refused', ok: false });
    const otherKey = { ...h, keyId: '0123456789abcdef' };
    expect((await verifyRest(otherKey)).body).toMatchObject({ verdict: 'refused' });
    expect((await verifyRest({ ...h, signature: Buffer.alloc(64, 7).toString('base64') })).body).toMatchObject({ verdict: 'refused' });
    const file = join(mkdtempSync(join(tmpdir(), 'fit-head-')), 'head.json');
    writeFileSync(file, JSON.stringify(forged));
    const c = await cli('verify-head', file);
    expect(c.stdout).toContain('Refused:');
    expect(c.status).toBe(1);
  });

  it('a rewrite of events and chain together after a head was saved is caught, with the first position that differs', async () => {
    const saved = await head();
    const savedFeed = (await app.client().get('/api/showcase/hd/heads')).body;
    const target = ballotPositions[1]!;
    const [{ seq: targetSeq }] = (await app.services.orm.em
      .fork()
      .execute<{ seq: string }[]>(`select seq::text as seq from event_chain where position = ?`, [target])) as [{ seq: string }];
    const [{ data }] = (await app.services.orm.em.fork().execute<{ data: any }[]>(`select data from events where position = ?`, [target])) as [{ data: any }];
    const forged = { ...data, votes: data.votes.map((v: any) => ({ ...v, rank: 4 - v.rank })) };
    // The owner of the database changes a ballot and recomputes the chain from there on.
    await sql(async (c) => {
      await c.query(`update events set data = $1 where position = $2`, [JSON.stringify(forged), target]);
      await resealChainFrom(c, targetSeq);
    });
    try {
      // The chain alone no longer notices: it was rewritten consistently.
      expect((await admin.get('/api/audit/cohorts/hd/verify')).body.ok).toBe(true);

      const rest = await verifyRest(saved);
      expect(rest.body).toMatchObject({ verdict: 'rewritten', ok: false, firstDifferingPosition: target, lastMatchingPosition: ballotPositions[0] });
      expect(rest.body.current.hash).not.toBe(saved.hash);
      expect(rest.body.message).toContain(`first position that differs is ${target}`);
      expect((await verifyGql(saved)).data.verifyChainHead).toMatchObject({ verdict: 'rewritten', firstDifferingPosition: target });
      const c = await cli('verify-head', JSON.stringify(saved));
      expect(c.stdout).toContain(`Rewritten: first position that differs: ${target}`);
      expect(c.status).toBe(1);

      // Even when the instance's own stored heads are gone too, the observer's saved feed finds it.
      await sql(async (c2) => {
        await c2.query(`create table chain_heads_saved as select * from chain_heads`);
        await c2.query(`delete from chain_heads`);
      });
      try {
        expect((await verifyRest(savedFeed)).body).toMatchObject({ verdict: 'rewritten', firstDifferingPosition: target, lastMatchingPosition: ballotPositions[0] });
        // With one saved head only, the rewrite is still found (at or before that head).
        expect((await verifyRest(saved)).body).toMatchObject({ verdict: 'rewritten', firstDifferingPosition: saved.position });
      } finally {
        await sql(async (c2) => {
          await c2.query(`insert into chain_heads select * from chain_heads_saved`);
          await c2.query(`drop table chain_heads_saved`);
        });
      }
    } finally {
      await sql(async (c) => {
        await c.query(`update events set data = $1 where position = $2`, [JSON.stringify(data), target]);
        await resealChainFrom(c, targetSeq);
      });
    }
    expect((await verifyRest(saved)).body).toMatchObject({ verdict: 'intact' });
  });

  it('an event changed under an unchanged chain is reported at its position', async () => {
    const saved = await head();
    const target = ballotPositions[0]!;
    const [{ data }] = (await app.services.orm.em.fork().execute<{ data: any }[]>(`select data from events where position = ?`, [target])) as [{ data: any }];
    await sql(async (c) => {
      await c.query(`update events set data = $1 where position = $2`, [JSON.stringify({ ...data, receipt: 'AAAA-BBBB-CCCC' }), target]);
    });
    try {
      expect((await verifyRest(saved)).body).toMatchObject({ verdict: 'rewritten', firstDifferingPosition: target, failure: { reason: 'altered' } });
    } finally {
      await sql(async (c) => {
        await c.query(`update events set data = $1 where position = $2`, [JSON.stringify(data), target]);
      });
    }
  });

  it('a changed ballot gets a signed head of its own, like a cast one', async () => {
    const C = teams[2]!;
    expect((await C.client.put('/api/showcase/hd/vote', ballot(teams[1]!.id, teams[0]!.id, teams[3]!.id))).status).toBe(200);
    const history = (await admin.get('/api/audit/cohorts/hd/history')).body.entries as any[];
    const changed = history.find((e) => e.type === 'BallotChanged')!;
    await vi.waitFor(async () => expect((await head()).position).toBe(changed.position), { timeout: 30_000, interval: 100 });
    const saved = await head();
    expect((await verifyRest(saved)).body).toMatchObject({ verdict: 'intact', current: { position: changed.position } });
  });
});
