/**
 * The offline verifier (docs/AUDIT.md#check-it-on-your-own-machine): everything an observer can
 * check from a cohort's public record alone, with no call to the server being audited. The same
 * code runs in the browser page and the command-line verifier; it ranks with the server's own
 * rules (tallyResults, categoryResult), so a change to a rule reaches the verifier too.
 *
 * 1. Every head (the record's and the observer's saved ones) must carry a valid Ed25519
 *    signature of a key in the record → otherwise Refused.
 * 2. The chain must link from row 1 (genesis) to its last row; every head of the record and
 *    every ballot must sit on its row → otherwise Rewritten at the first position that fails.
 * 3. Each saved head must still be a row of the chain → otherwise Rewritten at the first saved
 *    head (in chain order) that is not, after the last one that is.
 * 4. The overall tally and every category are recounted from the record's ballots and jury
 *    scores and compared with the published results: "tally matches", or each difference.
 * 5. A receipt: its fingerprint's place in the ballot list (counted, replaced, or unknown).
 *
 * Crypto (SHA-256, Ed25519) is WebCrypto, passed in: the browser's and Node's are the same API.
 */
import { categoryFormula, categoryResult, type CategoryResult } from '../judging/results.js';
import type { Score } from '../judging/state.js';
import { tallyResults, type ResultRow, type TallyTeam } from '../ballot/tally.js';
import { parseSavedHeads, type SavedChainHead } from '../shared/chain-head.js';
import { parsePublicRecord, type PublicRecord, type RecordChainRow } from './record.js';
import { TALLY_DIFFERS, TALLY_MATCHES, verdictWord, type HeadVerdict } from './words.js';

export const GENESIS_HASH = '0'.repeat(64);

/** The bytes a head's signature covers (docs/AUDIT.md#what-is-signed). */
export const headSigningText = (h: Pick<SavedChainHead, 'keyId' | 'cohortTag' | 'seq' | 'position' | 'hash' | 'at'>) =>
  ['fit-chain-head/v1', h.keyId, h.cohortTag, h.seq, h.position, h.hash, h.at].join('\n');

export interface ReceiptPlace {
  fingerprint: string;
  counted: boolean;
  replaced: boolean;
  /** 1-based place in the record's ballot list (sorted by fingerprint), when counted. */
  place: number | null;
  of: number;
  /** The global position of the ballot's chain row. */
  position: string | null;
}

export interface RecordVerification {
  verdict: HeadVerdict;
  /** The verdict as shown: Intact, Rewritten or Refused. */
  word: string;
  /** One or two sentences for a person. */
  message: string;
  /** Signed heads checked: the record's and the saved ones. */
  headsChecked: number;
  savedChecked: number;
  chainLength: number;
  refusedSeq: string | null;
  firstDifferingPosition: string | null;
  lastMatchingPosition: string | null;
  tally: { matches: boolean; differences: string[]; overall: ResultRow[]; categories: CategoryResult[] };
  receipt: ReceiptPlace | null;
  /** "Intact — tally matches", or what differs. */
  summary: string;
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(subtle: SubtleCrypto, text: string): Promise<string> {
  return hex(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** First 16 hex digits of sha256(the code as shown: upper case, with dashes). */
export const receiptFingerprintOf = async (subtle: SubtleCrypto, receipt: string) => (await sha256Hex(subtle, receipt.trim().toUpperCase())).slice(0, 16);

async function signatureValid(subtle: SubtleCrypto, publicKeyBase64: string, h: SavedChainHead): Promise<boolean> {
  try {
    const key = await subtle.importKey('raw', bytesOf(publicKeyBase64), { name: 'Ed25519' }, false, ['verify']);
    return await subtle.verify({ name: 'Ed25519' }, key, bytesOf(h.signature), new TextEncoder().encode(headSigningText(h)));
  } catch {
    return false;
  }
}

const bySeq = (a: { seq: string }, b: { seq: string }) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : BigInt(a.seq) > BigInt(b.seq) ? 1 : 0);
const onRow = (h: { seq: string; position: string; hash?: string }, row: RecordChainRow | undefined) =>
  !!row && row.position === h.position && (h.hash === undefined || row.hash === h.hash);

/** Steps 1–3: the history verdict. */
async function checkHistory(record: PublicRecord, saved: SavedChainHead[], subtle: SubtleCrypto) {
  const base = { refusedSeq: null as string | null, firstDifferingPosition: null as string | null, lastMatchingPosition: null as string | null };
  const keys = new Map(record.keys.map((k) => [k.keyId, k.publicKey]));
  for (const [h, whose] of [...record.heads.map((h) => [h, 'record'] as const), ...saved.map((h) => [h, 'saved'] as const)]) {
    const key = keys.get(h.keyId);
    if (!key || !(await signatureValid(subtle, key, h))) {
      const what = whose === 'saved' ? `The saved head at position ${h.position}` : `The record's head at position ${h.position}`;
      return {
        ...base,
        verdict: 'refused' as const,
        refusedSeq: h.seq,
        message: key
          ? `${what} does not carry a valid signature of the record's key: it was not signed by the app, or it was changed after signing.`
          : `${what} names key ${h.keyId}, which the record does not hold: it was not signed by this app.`,
      };
    }
  }

  const rewritten = (position: string, message: string, lastMatching: string | null = null) => ({
    ...base,
    verdict: 'rewritten' as const,
    firstDifferingPosition: position,
    lastMatchingPosition: lastMatching,
    message: `History differs from what was signed: the first position that differs is ${position}. ${message}`,
  });

  const rows = new Map<string, RecordChainRow>();
  let prev = GENESIS_HASH;
  for (const [i, row] of record.chain.entries()) {
    if (row.seq !== String(i + 1) || row.prevHash !== prev || !/^[0-9a-f]{64}$/.test(row.hash)) {
      return rewritten(row.position, `The record's chain does not link at row ${i + 1}: a row is missing, moved or changed.`);
    }
    rows.set(row.seq, row);
    prev = row.hash;
  }
  const last = record.chain.at(-1);
  for (const h of [...record.heads].sort(bySeq)) {
    if (!onRow(h, rows.get(h.seq))) return rewritten(h.position, `The record's own signed head at position ${h.position} is not on its chain.`);
  }
  for (const b of [...record.ballots, ...record.replaced]) {
    if (!onRow(b, rows.get(b.seq))) return rewritten(b.position, `The ballot ${b.fingerprint} is listed at position ${b.position}, which its chain row does not hold.`);
  }

  let lastMatching: SavedChainHead | null = null;
  for (const h of [...saved].sort(bySeq)) {
    const row = rows.get(h.seq);
    if (onRow(h, row)) {
      lastMatching = h;
      continue;
    }
    const after = lastMatching ? ` The saved head at position ${lastMatching.position} still matches: the change lies after it.` : '';
    const why = row
      ? `The chain row your head signed (row ${h.seq}, position ${h.position}) has a different hash in the record: history was rewritten at or before it.`
      : `The record's chain ends at row ${last?.seq ?? 0} before your head's row ${h.seq}: history was cut short (or the record is older than your head).`;
    return rewritten(h.position, why + after, lastMatching?.position ?? null);
  }
  const newest = last ? `row ${last.seq} (position ${last.position})` : 'its start';
  return {
    ...base,
    verdict: 'intact' as const,
    message:
      saved.length > 0
        ? `Every signature verifies, the chain links from row 1 to ${newest}, and your ${saved.length === 1 ? 'saved head is' : `${saved.length} saved heads are`} part of it.`
        : `Every signature verifies and the chain links from row 1 to ${newest}. Add a head you saved during the vote to check that this history is the one you saw.`,
  };
}

const rowText = (r: { rank: number; teamName: string; totalPoints: number; votes: { count: number }[] }) =>
  `${r.rank}. ${r.teamName} — ${r.totalPoints} points (${r.votes.map((v) => v.count).join('/')})`;
const catText = (r: CategoryResult['rows'][number]) =>
  `${r.rank}. ${r.teamName} — score ${Math.round(r.score * 1e6) / 1e6}, peer ${Math.round(r.peerScore * 1e6) / 1e6}, jury ${
    r.juryScore === null ? 'none' : Math.round(r.juryScore * 1e6) / 1e6
  } (${r.judgeCount} judges)`;

function compareRows<R>(label: string, published: readonly R[], recounted: readonly R[], text: (r: R) => string): string[] {
  const out: string[] = [];
  for (let i = 0; i < Math.max(published.length, recounted.length); i++) {
    const p = published[i] === undefined ? '(none)' : text(published[i]!);
    const r = recounted[i] === undefined ? '(none)' : text(recounted[i]!);
    if (p !== r) out.push(`${label}, row ${i + 1}: published "${p}", recounted "${r}".`);
  }
  return out;
}

/** A ballot names each rank 1..n once and no team twice (the ballot rules); otherwise it does not count as cast. */
function ballotProblem(b: PublicRecord['ballots'][number]): string | null {
  const ranks = b.ranks.map((r) => r.rank).sort((x, y) => x - y);
  if (ranks.some((r, i) => r !== i + 1)) return `The ballot ${b.fingerprint} does not rank 1 to ${ranks.length} once each.`;
  if (new Set(b.ranks.map((r) => r.teamId)).size !== b.ranks.length) return `The ballot ${b.fingerprint} names a team twice.`;
  return null;
}

/** Step 4: the overall tally and every category, recounted with the server's rules. */
export function recount(record: PublicRecord) {
  const differences: string[] = [];
  for (const b of record.ballots) {
    const problem = ballotProblem(b);
    if (problem) differences.push(problem);
  }
  const teams = new Map<string, TallyTeam>(record.teams.map((t) => [t.teamId, { name: t.name, avatarIcon: null, websiteUrl: null }]));
  const overall = tallyResults(
    record.ballots.map((b) => ({ votes: b.ranks.map((r) => ({ votedForTeamId: r.teamId, rank: r.rank })) })),
    teams,
  );
  differences.push(...compareRows('Overall results', record.results.overall, overall, rowText));
  const scores: Score[] = record.juryScores.map((s) => ({ judgeId: s.judge, categoryId: s.categoryId, teamId: s.teamId, scores: s.scores }) as Score);
  const categories = record.categories.map((c) => categoryResult({ ...c, criteria: [] }, overall, scores, teams));
  for (const [i, c] of record.categories.entries()) {
    if (c.formula !== categoryFormula(c))
      differences.push(`"${c.name}": the record's formula "${c.formula}" is not the rule for its method and weight ("${categoryFormula(c)}").`);
    const published = record.results.categories.find((p) => p.categoryId === c.categoryId);
    if (!published) differences.push(`"${c.name}": no published result.`);
    else differences.push(...compareRows(`"${c.name}"`, published.rows, categories[i]!.rows, catText));
  }
  for (const p of record.results.categories) {
    if (!record.categories.some((c) => c.categoryId === p.categoryId)) differences.push(`"${p.name}": published, but not among the record's categories.`);
  }
  return { matches: differences.length === 0, differences, overall, categories };
}

async function placeOf(record: PublicRecord, receipt: string, subtle: SubtleCrypto): Promise<ReceiptPlace> {
  const fingerprint = await receiptFingerprintOf(subtle, receipt);
  const i = record.ballots.findIndex((b) => b.fingerprint === fingerprint);
  const replaced = record.replaced.find((b) => b.fingerprint === fingerprint);
  return {
    fingerprint,
    counted: i >= 0,
    replaced: !!replaced,
    place: i >= 0 ? i + 1 : null,
    of: record.ballots.length,
    position: i >= 0 ? record.ballots[i]!.position : (replaced?.position ?? null),
  };
}

/** Checks a public record (a value or JSON text) and the heads an observer saved; throws BAD_USER_INPUT for a file that is not a record. */
export async function verifyRecord(input: unknown, opts: { saved?: SavedChainHead[]; receipt?: string | null; subtle: SubtleCrypto }): Promise<RecordVerification> {
  const record = parsePublicRecord(input);
  const saved = opts.saved ?? [];
  const history = await checkHistory(record, saved, opts.subtle);
  const tally = recount(record);
  const receipt = opts.receipt?.trim() ? await placeOf(record, opts.receipt, opts.subtle) : null;
  const word = verdictWord(history.verdict);
  return {
    ...history,
    word,
    headsChecked: record.heads.length + saved.length,
    savedChecked: saved.length,
    chainLength: record.chain.length,
    tally,
    receipt,
    summary: `${word} — ${tally.matches ? TALLY_MATCHES : `${TALLY_DIFFERS}: ${tally.differences[0]}${tally.differences.length > 1 ? ` (and ${tally.differences.length - 1} more)` : ''}`}`,
  };
}

/** The receipt's answer in one sentence. */
export function receiptSentence(r: ReceiptPlace): string {
  if (r.counted) return `Your ballot (fingerprint ${r.fingerprint}) is counted: number ${r.place} of ${r.of} in the ballot list, sealed at position ${r.position}.`;
  if (r.replaced) return `Your ballot (fingerprint ${r.fingerprint}) was replaced by a later ballot of your team (at position ${r.position}); the later one is counted.`;
  return `No ballot with fingerprint ${r.fingerprint} is in this record.`;
}

/**
 * Saved heads from what an observer gives: files or pasted texts, each a head, a list, a saved
 * feed, or several heads one after another (as saved one at a time). One list in chain order.
 */
export function savedHeadsFrom(texts: readonly string[]): SavedChainHead[] {
  const bySeqKey = new Map<string, SavedChainHead>();
  for (const text of texts) {
    if (!text.trim()) continue;
    let heads: SavedChainHead[];
    try {
      heads = parseSavedHeads(text);
    } catch (e) {
      // Several heads pasted one after another: {…}{…} or {…}\n{…}.
      const joined = `[${text.trim().replace(/}\s*,?\s*{/g, '},{')}]`;
      if (!/}\s*,?\s*{/.test(text)) throw e;
      heads = parseSavedHeads(joined);
    }
    for (const h of heads) bySeqKey.set(`${h.seq}/${h.keyId}/${h.hash}/${h.signature}`, h);
  }
  return [...bySeqKey.values()].sort(bySeq);
}
