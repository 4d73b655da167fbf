import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { tallyResults } from '@fit/events';
import { apiProgram, startTestApp, type TestApp, type TestClient } from './harness.js';
import { asDatabaseOwner, runNode } from './owner.js';
import { ballot, makeCohort, type TeamHandle } from './fixtures.js';
import { gql } from './gql.js';
import { resultsCache } from '../src/modules/showcase/results-cache.js';

const fingerprint = (receipt: string) => createHash('sha256').update(receipt, 'utf8').digest('hex').slice(0, 16);

describe('vote history, results as of, tamper evidence, public verification, auditors', () => {
  let app: TestApp;
  let admin: TestClient;
  let teams: TeamHandle[];
  let other: TeamHandle[];
  const receipts: string[] = [];
  const casts: { voter: TeamHandle; ids: string[] }[] = [];

  /** SQL as the postgres superuser on the app's database, with the append-only triggers off. */
  const tamper = (...statements: [string, unknown[]?][]) =>
    asDatabaseOwner(app.databaseUrl, async (c) => {
      for (const [sql, params] of statements) await c.query(sql, params ?? []);
    });
  const history = async () => (await admin.get('/api/audit/cohorts/aud/history')).body.entries as any[];
  const ballotPositions = async () => (await history()).filter((e) => e.kind === 'ballot').map((e) => e.position as string);
  const verify = async (path = '/api/audit/cohorts/aud/verify') => (await admin.get(path)).body;
  /** Verification seals first; tampering with an event not sealed yet would go unnoticed. */
  const sealedAndIntact = async () => expect(await verify('/api/audit/verify')).toMatchObject({ ok: true });
  const auditCli = (...args: string[]) => runNode(apiProgram('audit', ...args), { DATABASE_URL: app.databaseUrl, REDIS_URL: 'none' });

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.admin();
    teams = await makeCohort(app, admin, 'aud', 5);
    other = await makeCohort(app, admin, 'other', 4);
    await admin.patch('/api/admin/cohorts/aud', { votingOpen: true });
    await admin.patch('/api/admin/cohorts/other', { votingOpen: true });
    const [A, B, C, D, E] = teams as [TeamHandle, TeamHandle, TeamHandle, TeamHandle, TeamHandle];
    for (const [voter, ids] of [
      [A, [B.id, C.id, D.id]],
      [B, [C.id, A.id, E.id]],
      [C, [A.id, B.id, D.id]],
      [D, [A.id, C.id, B.id]],
    ] as const) {
      const r = await voter.client.post('/api/showcase/aud/vote', ballot(...ids));
      expect(r.status).toBe(201);
      receipts.push(r.body.receipt);
      casts.push({ voter, ids: [...ids] });
    }
    expect((await other[0]!.client.post('/api/showcase/other/vote', ballot(other[1]!.id, other[2]!.id, other[3]!.id))).status).toBe(201);
    await admin.patch('/api/admin/cohorts/aud', { votingOpen: false });
    await admin.patch('/api/admin/cohorts/aud', { resultsVisible: true });
  });
  afterAll(() => app.close());

  it('lists every ballot and flag change of the cohort in order', async () => {
    const res = await admin.get('/api/audit/cohorts/aud/history');
    expect(res.status).toBe(200);
    const entries = res.body.entries as any[];
    expect(entries.map((e) => e.type)).toEqual(['VotingOpened', 'BallotCast', 'BallotCast', 'BallotCast', 'BallotCast', 'VotingClosed', 'ResultsRevealed']);
    const positions = entries.map((e) => BigInt(e.position));
    expect([...positions].sort((a, b) => (a < b ? -1 : 1))).toEqual(positions);
    const first = entries[1];
    expect(first).toMatchObject({
      kind: 'ballot',
      voterTeamId: teams[0]!.id,
      voterTeamName: teams[0]!.name,
      actor: { kind: 'team', id: teams[0]!.id },
      votes: [
        { rank: 1, teamId: teams[1]!.id, teamName: teams[1]!.name },
        { rank: 2, teamId: teams[2]!.id },
        { rank: 3, teamId: teams[3]!.id },
      ],
    });
    expect(new Date(first.at).getTime()).toBeGreaterThan(0);
    expect(entries[0]).toMatchObject({ kind: 'flag', actor: { kind: 'admin', id: 'instructor' }, votes: [] });
    const g = await gql(
      admin,
      'query { voteHistory(cohortTag: "aud") { cohortTag entries { position at type kind voterTeamId voterTeamName votes { rank teamId teamName } actor { kind id } } } }',
    );
    expect(g.errors).toBeUndefined();
    expect(g.data.voteHistory.entries.map((e: any) => e.position)).toEqual(entries.map((e) => e.position));
    expect((await admin.get('/api/audit/cohorts/nope/history')).status).toBe(404);
    expect((await app.client().get('/api/audit/cohorts/aud/history')).status).toBe(401);
    // A team's session is a session, just not one that may read the audit: 403.
    expect((await teams[0]!.client.get('/api/audit/cohorts/aud/history')).status).toBe(403);
  });

  it('replays results as of a position or a time; at the head they equal the live results', async () => {
    const live = (await admin.get('/api/showcase/aud/results')).body;
    const head = await admin.get('/api/audit/cohorts/aud/results');
    expect(head.status).toBe(200);
    expect(head.body).toMatchObject({ ballotCount: 4, votingOpen: false, resultsVisible: true, archived: false });
    expect(head.body.results).toEqual(live);
    expect(live.length).toBeGreaterThan(0);

    const entries = await history();
    const second = entries.filter((e) => e.kind === 'ballot')[1];
    const names = new Map(teams.map((t) => [t.id, { name: t.name, avatarIcon: null, websiteUrl: `https://${t.code.toLowerCase()}.example.com` }]));
    const expected = tallyResults(
      casts.slice(0, 2).map((c) => ({ voterTeamId: c.voter.id, votes: c.ids.map((id, i) => ({ votedForTeamId: id, rank: i + 1 })) })),
      names,
    );
    const atPos = await admin.get(`/api/audit/cohorts/aud/results?position=${second.position}`);
    expect(atPos.body).toMatchObject({ position: second.position, lastPosition: second.position, ballotCount: 2, votingOpen: true, resultsVisible: false });
    expect(atPos.body.results).toEqual(expected);
    expect(atPos.body.results).not.toEqual(live);
    const atTime = await admin.get(`/api/audit/cohorts/aud/results?at=${encodeURIComponent(second.at)}`);
    expect(atTime.body.results).toEqual(expected);
    const before = await admin.get(`/api/audit/cohorts/aud/results?position=${BigInt(entries[0].position) - 1n}`);
    expect(before.body).toMatchObject({ ballotCount: 0, results: [], votingOpen: false });

    const g = await gql(
      admin,
      'query($p: String) { resultsAsOf(cohortTag: "aud", position: $p) { ballotCount lastPosition results { rank teamId teamName erased totalPoints votes { rank count } avatarIcon websiteUrl } } }',
      { p: second.position },
    );
    expect(g.data.resultsAsOf.ballotCount).toBe(2);
    expect(g.data.resultsAsOf.results).toEqual(expected);
    const gHead = await gql(
      admin,
      'query { resultsAsOf(cohortTag: "aud") { results { rank teamId teamName erased totalPoints votes { rank count } avatarIcon websiteUrl } } }',
    );
    expect(gHead.data.resultsAsOf.results).toEqual(live);
    expect((await admin.get('/api/audit/cohorts/aud/results?position=abc')).status).toBe(400);
    expect((await admin.get('/api/audit/cohorts/aud/results?at=yesterday')).status).toBe(400);
  });

  it('shows the counted ballots publicly after the reveal, without voter identity', async () => {
    expect((await app.client().get('/api/showcase/other/verification')).status).toBe(403);
    expect((await gql(app.client(), 'query { publicVerification(cohortTag: "other") { ballotCount } }')).codes).toEqual(['FORBIDDEN']);
    const res = await app.client().get('/api/showcase/aud/verification');
    expect(res.status).toBe(200);
    const view = res.body;
    expect(view.ballotCount).toBe(4);
    expect(Object.keys(view).sort()).toEqual(['ballotCount', 'ballots', 'chainHead', 'cohortTag', 'replaced', 'tally']);
    expect(view.replaced).toEqual([]);
    for (const b of view.ballots) {
      expect(Object.keys(b).sort()).toEqual(['fingerprint', 'ranks']);
      for (const r of b.ranks) expect(Object.keys(r).sort()).toEqual(['rank', 'teamId', 'teamName']);
    }
    expect(view.ballots.map((b: any) => b.fingerprint).sort()).toEqual(receipts.map(fingerprint).sort());
    expect(view.ballots.map((b: any) => b.fingerprint)).toEqual([...view.ballots.map((b: any) => b.fingerprint)].sort());
    expect(view.tally).toEqual((await app.client().get('/api/showcase/aud/results')).body);
    for (const r of receipts) expect(res.text).not.toContain(r);
    const head = (await admin.get('/api/audit/chain/head')).body;
    expect(view.chainHead).toEqual({ seq: head.seq, hash: head.hash });

    const mine = await app.client().get(`/api/showcase/aud/verification?receipt=${receipts[2]}`);
    expect(mine.body.receipt).toEqual({ fingerprint: fingerprint(receipts[2]!), counted: true, replaced: false });
    const g = await gql(
      app.client(),
      'query($r: String!) { verifyReceipt(cohortTag: "aud", receipt: $r) { fingerprint counted } publicVerification(cohortTag: "aud") { ballotCount chainHead { seq hash } ballots { fingerprint ranks { rank teamName } } } }',
      { r: receipts[0] },
    );
    expect(g.data.verifyReceipt).toEqual({ fingerprint: fingerprint(receipts[0]!), counted: true });
    expect(g.data.publicVerification.ballotCount).toBe(4);
    expect((await gql(app.client(), 'query { verifyReceipt(cohortTag: "aud", receipt: "AAAA-BBBB-CCCC") { counted } }')).data.verifyReceipt.counted).toBe(false);
  });

  it('docs/audit/verify.mjs recomputes the tally and fails on a mismatch', async () => {
    const ok = await runNode(['docs/audit/verify.mjs', app.url, 'aud', '--receipt', receipts[1]!]);
    expect(ok.stdout).toContain('Tally matches: the published results follow from the listed ballots.');
    expect(ok.stdout).toContain('counted');
    expect(ok.status).toBe(0);
    const unknown = await runNode(['docs/audit/verify.mjs', app.url, 'aud', '--receipt', 'ZZZZ-ZZZZ-ZZZZ']);
    expect(unknown.status).toBe(1);
    // Published results that do not follow from the ballots (a read model tampered with).
    const em = app.services.orm.em.fork();
    await em.execute(`update tallies set points = points + 5 where cohort_tag = 'aud' and team_id = ?`, [teams[4]!.id]);
    // Tampering behind the app's back (no event) is not something its results cache hears of.
    resultsCache(app.services).clear();
    try {
      const bad = await runNode(['docs/audit/verify.mjs', app.url, 'aud']);
      expect(bad.stderr).toContain('Tally differs');
      expect(bad.stderr).toContain('published results');
      expect(bad.status).toBe(1);
    } finally {
      await em.execute(`update tallies set points = points - 5 where cohort_tag = 'aud' and team_id = ?`, [teams[4]!.id]);
      resultsCache(app.services).clear();
    }
    expect((await runNode(['docs/audit/verify.mjs', app.url, 'other'])).status).toBe(2);
  });

  it('verifies an intact chain (API and CLI)', async () => {
    const all = await verify('/api/audit/verify');
    expect(all).toMatchObject({ ok: true, scope: 'all', failure: null });
    expect(all.eventsChecked).toBe(all.chainLength);
    const aud = await verify();
    expect(aud).toMatchObject({ ok: true, scope: 'aud' });
    expect(aud.eventsChecked).toBeGreaterThanOrEqual(10);
    const cli = await auditCli('verify', 'aud');
    expect(cli.stdout).toContain('Intact:');
    expect(cli.status).toBe(0);
    const g = await gql(admin, 'query { verifyChain { ok scope chainLength eventsChecked head { seq hash position } failure { reason } } }');
    expect(g.data.verifyChain).toMatchObject({ ok: true, failure: null });
  });

  it('names the first altered event', async () => {
    await sealedAndIntact();
    const [p1, p2] = await ballotPositions();
    const [{ data }] = (await app.services.orm.em.fork().execute<{ data: any }[]>(`select data from events where position = ?`, [p2])) as [{ data: any }];
    const forged = { ...data, votes: data.votes.map((v: any) => ({ ...v, rank: 4 - v.rank })) };
    await tamper([`update events set data = $1 where position = $2`, [JSON.stringify(forged), p2]]);
    try {
      const r = await verify();
      expect(r.ok).toBe(false);
      expect(r.failure).toMatchObject({ position: p2, reason: 'altered' });
      expect((await verify('/api/audit/verify')).failure).toMatchObject({ position: p2, reason: 'altered' });
      // Another cohort's events are intact.
      expect((await verify('/api/audit/cohorts/other/verify')).ok).toBe(true);
      const cli = await auditCli('verify', 'aud');
      expect(cli.stdout).toContain(`Rewritten at position ${p2}`);
      expect(cli.stdout).toContain('altered');
      expect(cli.status).toBe(1);
      const cliAll = await auditCli('verify', '--all');
      expect(cliAll.status).toBe(1);
      expect(cliAll.stdout).toContain(`position ${p2}`);
    } finally {
      await tamper([`update events set data = $1 where position = $2`, [JSON.stringify(data), p2]]);
    }
    expect(await verify('/api/audit/verify')).toMatchObject({ ok: true });
    expect(p1).toBeDefined();
  });

  it('names the first removed event', async () => {
    await sealedAndIntact();
    const [, , p3] = await ballotPositions();
    await tamper(
      [`create table events_saved as select * from events where position = $1`.replace('$1', String(Number(p3)))],
      [`delete from events where position = $1`, [p3]],
    );
    try {
      expect((await verify()).failure).toMatchObject({ position: p3, reason: 'removed' });
    } finally {
      await tamper([`insert into events select * from events_saved`], [`drop table events_saved`]);
    }
    expect((await verify()).ok).toBe(true);
  });

  it('names the first reordered event', async () => {
    await sealedAndIntact();
    const [p1, p2] = await ballotPositions();
    const swap = (a: string, b: string): [string, unknown[]][] => [
      [`update events set position = -1 where position = $1`, [a]],
      [`update events set position = $1 where position = $2`, [a, b]],
      [`update events set position = $1 where position = -1`, [b]],
    ];
    await tamper(...swap(p1!, p2!));
    try {
      const r = await verify();
      expect(r.failure).toMatchObject({ position: p1, reason: 'reordered' });
    } finally {
      await tamper(...swap(p1!, p2!));
    }
    expect((await verify()).ok).toBe(true);
  });

  it('names an event inserted into the sealed part of the log, and a broken chain', async () => {
    const [p1] = await ballotPositions();
    const em = app.services.orm.em.fork();
    await verify();
    const [{ tx_id, max }] = (await em.execute<{ tx_id: string; max: string }[]>(
      `select (select tx_id::text from events where position = ?) as tx_id, (select max(position) + 1000 from events)::text as max`,
      [p1],
    )) as [{ tx_id: string; max: string }];
    await tamper([
      `insert into events (position, tx_id, stream_id, version, type, data, metadata) values ($1, $2::text::xid8, 'ballot-aud-forged', 1, 'BallotCast', $3, '{}')`,
      [max, tx_id, JSON.stringify({ cohortTag: 'aud', voterTeamId: teams[4]!.id, votes: [], receipt: 'FAKE' })],
    ]);
    try {
      expect((await verify()).failure).toMatchObject({ position: max, reason: 'inserted', seq: null });
    } finally {
      await tamper([`delete from events where position = $1`, [max]]);
    }
    const [{ seq, position }] = (await em.execute<{ seq: string; position: string }[]>(
      `select seq::text as seq, position::text as position from event_chain where position = ?`,
      [p1],
    )) as [{ seq: string; position: string }];
    const [{ hash }] = (await em.execute<{ hash: string }[]>(`select hash from event_chain where seq = ?`, [seq])) as [{ hash: string }];
    await em.execute(`update event_chain set hash = ? where seq = ?`, ['f'.repeat(64), seq]);
    try {
      const r = await verify('/api/audit/verify');
      expect(r.failure?.reason).toMatch(/altered|chain-broken/);
      expect(BigInt(r.failure.position)).toBeGreaterThanOrEqual(BigInt(position));
    } finally {
      await em.execute(`update event_chain set hash = ? where seq = ?`, [hash, seq]);
    }
    expect((await verify('/api/audit/verify')).ok).toBe(true);
  });

  it('an auditor (created with the admin CLI) reads and verifies, and changes nothing', async () => {
    const created = await runNode(apiProgram('admin', 'create', 'auditor1', '--password', 'auditor-password', '--role', 'auditor'), {
      DATABASE_URL: app.databaseUrl,
      BCRYPT_ROUNDS: '4',
    });
    expect(created.stdout).toContain("Created auditor 'auditor1'");
    const auditor = app.client();
    const login = await auditor.post('/api/auth/admin/login', { username: 'auditor1', password: 'auditor-password' });
    expect(login.status).toBe(200);
    expect((await auditor.get('/api/auth/admin/status')).body.user).toMatchObject({ username: 'auditor1', role: 'auditor' });

    expect((await auditor.get('/api/audit/cohorts/aud/history')).status).toBe(200);
    expect((await auditor.get('/api/audit/cohorts/aud/results?position=1')).status).toBe(200);
    expect((await auditor.get('/api/audit/cohorts/aud/verify')).body.ok).toBe(true);
    expect((await auditor.get('/api/audit/verify')).body.ok).toBe(true);
    const reads = await gql(
      auditor,
      'query { voteHistory(cohortTag: "aud") { entries { position } } resultsAsOf(cohortTag: "aud") { ballotCount } verifyChain(cohortTag: "aud") { ok } chainHead { seq } }',
    );
    expect(reads.errors).toBeUndefined();
    expect(reads.data.resultsAsOf.ballotCount).toBe(4);

    const [{ n: before }] = (await app.services.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from events`)) as [{ n: number }];
    const refused = [
      await auditor.post('/api/admin/cohorts', { tag: 'sneaky', name: 'Sneaky' }),
      await auditor.patch('/api/admin/cohorts/aud', { resultsVisible: false }),
      await auditor.post('/api/admin/cohorts/aud/teams', { teamIds: [other[0]!.id] }),
      await auditor.patch('/api/admin/cohorts/unassign-teams', { teamIds: [teams[0]!.id] }),
      await auditor.post('/api/admin/cohorts/aud/archive'),
      await auditor.post('/api/admin/cohorts/aud/unarchive'),
      await auditor.get('/api/admin/cohorts'),
      await auditor.get('/api/admin/export'),
      await auditor.post('/api/admin/export'),
      await auditor.get('/api/admin/jobs'),
      await auditor.post('/api/admin/rebuild', {}),
      await auditor.get('/api/teams'),
    ];
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 403));
    for (const m of [
      'mutation { createCohort(tag: "sneaky", name: "S") { tag } }',
      'mutation { updateCohort(tag: "aud", input: { resultsVisible: false }) { tag } }',
      'mutation { rebuildReadModels }',
      'mutation { requestExport }',
      'query { jobs { id } }',
    ]) {
      expect((await gql(auditor, m)).codes, m).toEqual(['FORBIDDEN']);
    }
    const [{ n: after }] = (await app.services.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from events`)) as [{ n: number }];
    expect(after).toBe(before);
  });
});
