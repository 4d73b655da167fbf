import { describe, expect, it } from 'vitest';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { tallyResults } from '../ballot/tally.js';
import { categoryResult, categoryFormula } from '../judging/results.js';
import type { SavedChainHead } from '../shared/chain-head.js';
import { PUBLIC_RECORD_FORMAT, type PublicRecord } from './record.js';
import { savedHeadsFrom, verifyRecord } from './verify-record.js';
import { ballotContentText, chainRowText, GENESIS_HASH, headSigningText } from './chain-rule.js';

const subtle = globalThis.crypto.subtle;
const sha = (t: string) => createHash('sha256').update(t).digest('hex');
function makeKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url');
  return { privateKey, raw, keyId: createHash('sha256').update(raw).digest('hex').slice(0, 16) };
}
const appKey = makeKey();

function signed(h: Omit<SavedChainHead, 'format' | 'signature' | 'keyId'>, key = appKey): SavedChainHead {
  const head = { format: 'fit-chain-head/v1' as const, keyId: key.keyId, ...h, signature: '' };
  return { ...head, signature: sign(null, Buffer.from(headSigningText(head)), key.privateKey).toString('base64') };
}

/** Recomputes every row's hash from `from` (a 0-based index) on, as one who rewrites history consistently would. */
function relink(chain: PublicRecord['chain'], from: number) {
  let prev = from === 0 ? GENESIS_HASH : chain[from - 1]!.hash;
  for (const row of chain.slice(from)) {
    row.prevHash = prev;
    row.hash = sha(chainRowText(prev, row.position, row.contentHash!));
    prev = row.hash;
  }
}

const T = ['t-a', 't-b', 't-c', 't-d'];
const names: Record<string, string> = { 't-a': 'Alpha', 't-b': 'Bravo', 't-c': 'Charlie', 't-d': 'Delta' };
const ranks = (...ids: string[]) => ids.map((teamId, i) => ({ rank: i + 1, teamId, teamName: names[teamId]! }));

/**
 * A cohort of 4 teams: 12 chain rows (other cohorts' events between), 3 ballots, one jury
 * category; each row's hash computed from its content hash by the chain's rule, each ballot's
 * content hash from its ranks, fingerprint and commitment.
 */
function makeRecord(): PublicRecord {
  const ballots = [
    { fingerprint: '1a', seq: '5', position: '10', ranks: ranks('t-b', 't-c', 't-d'), commitment: sha('private 5') },
    { fingerprint: '2b', seq: '7', position: '14', ranks: ranks('t-a', 't-c', 't-d'), commitment: sha('private 7') },
    { fingerprint: '3c', seq: '11', position: '22', ranks: ranks('t-b', 't-a', 't-d'), commitment: sha('private 11') },
  ];
  const chain: PublicRecord['chain'] = [];
  for (let i = 1; i <= 12; i++) {
    const ballot = ballots.find((b) => b.seq === String(i));
    const contentHash = ballot ? sha(ballotContentText(ballot, ballot.commitment)) : sha(`content ${i}`);
    chain.push({ seq: String(i), position: String(i * 2), prevHash: '', hash: '', contentHash });
  }
  relink(chain, 0);
  const at = (i: number) => `2026-11-26T10:00:${String(i).padStart(2, '0')}.000000Z`;
  const headAt = (seq: number) => signed({ cohortTag: 'c1', seq: String(seq), position: chain[seq - 1]!.position, hash: chain[seq - 1]!.hash, at: at(seq) });
  const teams = new Map(T.map((id) => [id, { name: names[id]!, avatarIcon: null, websiteUrl: null }]));
  const overall = tallyResults(
    ballots.map((b) => ({ votes: b.ranks.map((r) => ({ votedForTeamId: r.teamId, rank: r.rank })) })),
    teams,
  );
  const category = { categoryId: 'pitch', name: 'Best pitch', method: 'blend' as const, weight: 0.5, criteria: [] };
  const juryScores = [
    { judge: 'j1', categoryId: 'pitch', teamId: 't-c', scores: [5, 4] },
    { judge: 'j2', categoryId: 'pitch', teamId: 't-a', scores: [3, 3] },
  ];
  const cat = categoryResult(
    category,
    overall,
    juryScores.map((s) => ({ ...s, judgeId: s.judge, comment: null, at: null }) as never),
    teams,
  );
  return {
    format: PUBLIC_RECORD_FORMAT,
    cohortTag: 'c1',
    cohortName: 'Cohort One',
    generatedAt: '2026-11-26T11:00:00.000Z',
    keys: [{ keyId: appKey.keyId, algorithm: 'Ed25519', publicKey: appKey.raw.toString('base64') }],
    heads: [1, 3, 5, 7, 9, 11, 12].map(headAt),
    chain,
    ballots,
    replaced: [{ fingerprint: '0f', seq: '3', position: '6' }],
    teams: T.map((teamId) => ({ teamId, name: names[teamId]! })),
    juryScores,
    categories: [{ categoryId: 'pitch', name: 'Best pitch', method: 'blend', weight: 0.5, formula: categoryFormula(category) }],
    results: { overall, categories: [cat] },
  };
}

describe('the offline verifier, on a public record alone', () => {
  it('an intact record: every signature, the chain, the saved heads, the recount', async () => {
    const record = makeRecord();
    const saved = [record.heads[2]!, record.heads[4]!];
    const v = await verifyRecord(JSON.stringify(record), { saved, subtle });
    expect(v).toMatchObject({ verdict: 'intact', word: 'Intact', savedChecked: 2, chainLength: 12, rowsRecomputed: 12, firstDifferingPosition: null });
    expect(v.tally.matches).toBe(true);
    expect(v.summary).toBe('Intact — tally matches');
    expect(v.tally.overall).toEqual(record.results.overall);
  });

  it('a forged head is Refused, whether saved or in the record', async () => {
    const record = makeRecord();
    const forged = { ...record.heads[3]!, hash: 'a'.repeat(64) };
    expect(await verifyRecord(record, { saved: [forged], subtle })).toMatchObject({ verdict: 'refused', word: 'Refused', refusedSeq: forged.seq });
    const stranger = { ...record.heads[3]!, keyId: '0123456789abcdef' };
    expect((await verifyRecord(record, { saved: [stranger], subtle })).message).toMatch(/names key 0123456789abcdef/);
    const tampered = { ...record, heads: record.heads.map((h, i) => (i === 1 ? { ...h, position: '99' } : h)) };
    expect(await verifyRecord(tampered, { subtle })).toMatchObject({ verdict: 'refused' });
  });

  it('a history rewritten after a head was saved is Rewritten at the first saved head that no longer matches', async () => {
    const before = makeRecord();
    const savedFeed = before.heads.slice(0, 5);
    // The operator changes row 7's event, rewrites from there on and signs new heads: the record links, recomputes and signs, but is another history.
    const after = makeRecord();
    after.chain[5]!.contentHash = sha('another event');
    relink(after.chain, 5);
    after.heads = after.heads.map((h) => signed({ cohortTag: h.cohortTag, seq: h.seq, position: h.position, hash: after.chain[Number(h.seq) - 1]!.hash, at: h.at }));
    expect(await verifyRecord(after, { subtle })).toMatchObject({ verdict: 'intact' });
    const v = await verifyRecord(after, { saved: savedFeed, subtle });
    expect(v).toMatchObject({ verdict: 'rewritten', word: 'Rewritten', firstDifferingPosition: '14', lastMatchingPosition: '10' });
    expect(v.message).toContain('the first position that differs is 14');
    // A head later than the record's end: cut short (or an older record).
    const short = { ...before, chain: before.chain.slice(0, 8), heads: before.heads.slice(0, 4), ballots: before.ballots.slice(0, 2) };
    expect(await verifyRecord(short, { saved: [before.heads[6]!], subtle })).toMatchObject({ verdict: 'rewritten', firstDifferingPosition: '24' });
  });

  it('a row whose hash does not follow from its content is Rewritten there, even when the next row links to it and the heads are re-signed', async () => {
    const record = makeRecord();
    // Row 7's hash and row 8's prevHash changed together; every head re-signed with the tester's own key, which the record now carries.
    record.chain[6]!.hash = sha('forged row 7');
    record.chain[7]!.prevHash = record.chain[6]!.hash;
    const tester = makeKey();
    record.keys = [{ keyId: tester.keyId, algorithm: 'Ed25519', publicKey: tester.raw.toString('base64') }];
    record.heads = record.heads.map((h) =>
      signed({ cohortTag: h.cohortTag, seq: h.seq, position: h.position, hash: record.chain[Number(h.seq) - 1]!.hash, at: h.at }, tester),
    );
    const v = await verifyRecord(record, { subtle });
    expect(v.verdict).not.toBe('intact');
    expect(v).toMatchObject({ verdict: 'rewritten', firstDifferingPosition: '14', reason: { id: 'rowHash', row: '7' } });
    expect(v.summary).toMatch(/^Rewritten — /);
    expect(v.message).toContain("Chain row 7's hash does not follow from its content");
  });

  it('a listed ballot whose ranks are not what its row sealed is Rewritten at the ballot', async () => {
    const record = makeRecord();
    record.ballots[1]!.ranks = ranks('t-c', 't-a', 't-d');
    expect(await verifyRecord(record, { subtle })).toMatchObject({
      verdict: 'rewritten',
      firstDifferingPosition: '14',
      reason: { id: 'ballotOffChain', fingerprint: '2b' },
    });
  });

  it('rows that stop giving their content hash after rows that did are Rewritten', async () => {
    const record = makeRecord();
    record.chain[8]!.contentHash = null;
    expect(await verifyRecord(record, { subtle })).toMatchObject({ verdict: 'rewritten', firstDifferingPosition: '18', reason: { id: 'rowDowngraded' } });
  });

  it('still reads a v1 record (rows without content hashes): its links are checked, no row recomputed', async () => {
    const v2 = makeRecord();
    const v1 = {
      ...v2,
      format: 'fit-public-record/v1',
      chain: v2.chain.map(({ seq, position, prevHash, hash }) => ({ seq, position, prevHash, hash })),
      ballots: v2.ballots.map(({ fingerprint, seq, position, ranks }) => ({ fingerprint, seq, position, ranks })),
    };
    const v = await verifyRecord(JSON.stringify(v1), { saved: [v2.heads[2]!], subtle });
    expect(v).toMatchObject({ format: 'fit-public-record/v1', verdict: 'intact', chainLength: 12, rowsRecomputed: 0, summary: 'Intact — tally matches' });
    v1.chain.splice(3, 1);
    expect(await verifyRecord(v1, { subtle })).toMatchObject({ verdict: 'rewritten', firstDifferingPosition: '10' });
  });

  it('a chain that does not link is Rewritten where it breaks', async () => {
    const record = makeRecord();
    record.chain.splice(3, 1);
    expect(await verifyRecord(record, { subtle })).toMatchObject({ verdict: 'rewritten', firstDifferingPosition: '10' });
  });

  it("an erased team: still Intact, and the recount's rows say it is erased (so a page names it in its language)", async () => {
    const record = makeRecord();
    record.teams = record.teams.map((t) => (t.teamId === 't-b' ? { ...t, name: 'Erased team', erased: true } : t));
    for (const r of [...record.results.overall, ...record.results.categories[0]!.rows])
      if (r.teamId === 't-b') Object.assign(r, { teamName: 'Erased team', erased: true });
    const v = await verifyRecord(record, { subtle });
    expect(v.summary).toBe('Intact — tally matches');
    expect(v.tally.overall.find((r) => r.teamId === 't-b')).toMatchObject({ teamName: 'Erased team', erased: true });
    expect(v.tally.categories[0]!.rows.find((r) => r.teamId === 't-b')).toMatchObject({ erased: true });
    expect(v.tally.overall.filter((r) => r.erased).map((r) => r.teamId)).toEqual(['t-b']);
  });

  it('a tampered published result is caught by the recount, row by row', async () => {
    const record = makeRecord();
    record.results.overall[0] = { ...record.results.overall[0]!, totalPoints: record.results.overall[0]!.totalPoints + 3 };
    record.results.categories[0]!.rows[1]!.score += 0.1;
    const v = await verifyRecord(record, { subtle });
    expect(v.verdict).toBe('intact');
    expect(v.tally.matches).toBe(false);
    expect(v.tally.differences).toHaveLength(2);
    expect(v.tally.differences[0]).toMatch(/^Overall results, row 1: published ".*", recounted ".*"\.$/);
    expect(v.tally.differences[1]).toMatch(/^"Best pitch", row 2/);
    expect(v.summary).toMatch(/^Intact — tally differs: Overall results, row 1/);
  });

  it('finds a receipt in the ballot list', async () => {
    const record = makeRecord();
    const receipt = 'K7QM-2XPA-9RTE';
    record.ballots[1]!.fingerprint = sha(receipt).slice(0, 16);
    const v = await verifyRecord(record, { receipt: ' k7qm-2xpa-9rte ', subtle });
    expect(v.receipt).toEqual({ fingerprint: sha(receipt).slice(0, 16), counted: true, replaced: false, place: 2, of: 3, position: '14' });
    expect((await verifyRecord(record, { receipt: 'AAAA-BBBB-CCCC', subtle })).receipt).toMatchObject({ counted: false, replaced: false, place: null });
  });

  it('reads saved heads as kept: one per file, several pasted one after another, a saved feed; each once, in chain order', () => {
    const record = makeRecord();
    const [a, b, c] = record.heads as [SavedChainHead, SavedChainHead, SavedChainHead];
    const pasted = `${JSON.stringify(c, null, 2)}\n\n${JSON.stringify(a)}`;
    const feed = JSON.stringify({ cohortTag: 'c1', heads: [a, b] });
    expect(savedHeadsFrom([pasted, feed, '', JSON.stringify(b)]).map((h) => h.seq)).toEqual([a.seq, b.seq, c.seq]);
    expect(() => savedHeadsFrom(['not a head'])).toThrow(/JSON/);
  });

  it('refuses a file that is not a record', async () => {
    await expect(verifyRecord('{"format":"fit-chain-head/v1"}', { subtle })).rejects.toThrow(/not a public record/);
    await expect(verifyRecord('nope', { subtle })).rejects.toThrow(/JSON/);
  });
});
