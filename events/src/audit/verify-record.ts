/**
 * The offline verifier (docs/AUDIT.md#check-it-on-your-own-machine): everything an observer can
 * check from a cohort's public record alone, with no call to the server being audited. The same
 * code runs in the browser page and the command-line verifier; it ranks with the server's own
 * rules (tallyResults, categoryResult), so a change to a rule reaches the verifier too.
 *
 * 1–3. The history (checkHistory, history.ts: the one check the server runs too): every head's
 *    signature with the record's keys, every chain row linked and (v2) recomputed from its
 *    content hash, every head of the record, every saved head and every ballot on its row
 *    (a v2 ballot's row content hash recomputed from its ranks, fingerprint and commitment).
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
import { parsePublicRecord, type PublicRecord, type PublicRecordFormat } from './record.js';
import { ballotContentText } from './chain-rule.js';
import { bySeq, checkHistory, historySentence, sha256Hex, type HistoryReason } from './history.js';
import { TALLY_DIFFERS, TALLY_MATCHES, verdictWord, type HeadVerdict } from './words.js';

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
  format: PublicRecordFormat;
  verdict: HeadVerdict;
  /** The verdict as shown: Intact, Rewritten or Refused. */
  word: string;
  /** Why, with its values: what a page puts into its own language. */
  reason: HistoryReason;
  /** The reason in English sentences. */
  message: string;
  /** Signed heads checked: the record's and the saved ones. */
  headsChecked: number;
  savedChecked: number;
  chainLength: number;
  /** Rows whose hash was recomputed from their content hash (all of a v2 record's, unless sealed before). */
  rowsRecomputed: number;
  refusedSeq: string | null;
  firstDifferingPosition: string | null;
  lastMatchingPosition: string | null;
  tally: { matches: boolean; differences: string[]; overall: ResultRow[]; categories: CategoryResult[] };
  receipt: ReceiptPlace | null;
  /** "Intact — tally matches", or what differs. */
  summary: string;
}

/** First 16 hex digits of sha256(the code as shown: upper case, with dashes). */
export const receiptFingerprintOf = async (subtle: SubtleCrypto, receipt: string) => (await sha256Hex(subtle, receipt.trim().toUpperCase())).slice(0, 16);

/** Steps 1–3 on the record's own keys, heads, rows and ballots. */
async function recordHistory(record: PublicRecord, saved: SavedChainHead[], subtle: SubtleCrypto) {
  const listed = async (b: { fingerprint: string; seq: string; position: string }, contentText: string | null) => ({
    fingerprint: b.fingerprint,
    seq: b.seq,
    position: b.position,
    contentHash: contentText === null ? null : await sha256Hex(subtle, contentText),
  });
  const ballots = await Promise.all([
    ...record.ballots.map((b) => listed(b, b.commitment ? ballotContentText(b, b.commitment) : null)),
    ...record.replaced.map((b) => listed(b, null)),
  ]);
  return checkHistory({
    keys: new Map(record.keys.map((k) => [k.keyId, k.publicKey])),
    heads: record.heads,
    saved,
    ballots,
    rows: record.chain.map((r) => ({ seq: r.seq, position: r.position, prevHash: r.prevHash, hash: r.hash, contentHash: r.contentHash ?? null })),
    subtle,
  });
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
  const teams = new Map<string, TallyTeam>(record.teams.map((t) => [t.teamId, { name: t.name, avatarIcon: null, websiteUrl: null, erased: t.erased === true }]));
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
  const history = await recordHistory(record, saved, opts.subtle);
  const tally = recount(record);
  const receipt = opts.receipt?.trim() ? await placeOf(record, opts.receipt, opts.subtle) : null;
  const word = verdictWord(history.verdict);
  return {
    format: record.format,
    verdict: history.verdict,
    reason: history.reason,
    message: historySentence(history.reason, 'record'),
    refusedSeq: history.refusedSeq,
    firstDifferingPosition: history.firstDifferingPosition,
    lastMatchingPosition: history.lastMatchingPosition,
    word,
    headsChecked: record.heads.length + saved.length,
    savedChecked: saved.length,
    chainLength: record.chain.length,
    rowsRecomputed: history.rowsRecomputed,
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
