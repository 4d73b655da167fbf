/**
 * The one check of a vote history (docs/AUDIT.md#one-verifier): is every signed head genuine,
 * does every chain row link to the one before it and follow from its content, and does each
 * signed head (and each listed ballot) still sit on its row? The server runs it over today's
 * chain (verify-head: the instance's keys and stored heads), the offline page and the CLI over
 * a public record (the record's keys and heads); only the rows' source differs, so a rule
 * cannot differ between them.
 *
 * 1. Every head, the observer's saved ones and the source's own, must carry a valid Ed25519
 *    signature of one of the source's keys → otherwise Refused.
 * 2. Row by row from row 1: seq in order, prevHash the row before's hash, and, for a row with a
 *    content hash, hash = sha256(chainRowText(prevHash, position, contentHash)). The first row
 *    that fails is a difference at its position. A row without a content hash (sealed with
 *    link 1) is linked but cannot be recomputed; once rows carry one, every later row must.
 * 3. Every signed head and every listed ballot must sit on its row (same position and hash; for
 *    a ballot, the content hash its listed ranks and commitment give). The first, in chain
 *    order, that does not is a difference at its position.
 * 4. A source that holds the events (the server) may add what it found wrong beneath the rows.
 *
 * Rewritten names the earliest difference, and the last signed head before it that still
 * matches; otherwise Intact. Answers are reasons with values, put into words by
 * historySentence (English, for the server's answer and the CLI) or by a catalogue (the pages).
 */
import type { SavedChainHead } from '../shared/chain-head.js';
import { chainRowText, GENESIS_HASH, headSigningText } from './chain-rule.js';
import type { HeadVerdict } from './words.js';

export interface HistoryRow {
  seq: string;
  position: string;
  prevHash: string;
  hash: string;
  /** null: a row sealed with link 1, which only the events can recompute. */
  contentHash: string | null;
  /** Checked against a head's cohort when the source knows it (the server does). */
  cohortTag?: string | null;
}

/** A ballot the source lists, with the content hash its row must hold (null: not recomputable). */
export interface ListedBallot {
  fingerprint: string;
  seq: string;
  position: string;
  contentHash: string | null;
}

/** Whose signed head: the observer's, or the source's own (the record's, the instance's). */
export type Whose = 'saved' | 'source';

export type HistoryReason =
  | { id: 'refusedSignature'; whose: Whose; position: string }
  | { id: 'refusedKey'; whose: Whose; position: string; keyId: string }
  | { id: 'rowUnlinked'; row: string; position: string }
  | { id: 'rowHash'; row: string; position: string }
  | { id: 'rowDowngraded'; row: string; position: string }
  | { id: 'eventChanged'; position: string }
  | { id: 'headOffChain'; whose: Whose; row: string; position: string; lastMatching: string | null }
  | { id: 'headBeyondChain'; whose: Whose; row: string; position: string; lastRow: string; lastMatching: string | null }
  | { id: 'ballotOffChain'; fingerprint: string; position: string }
  | { id: 'intact'; saved: number; lastRow: string | null; lastPosition: string | null };

export interface HistoryCheck {
  verdict: HeadVerdict;
  reason: HistoryReason;
  refusedSeq: string | null;
  firstDifferingPosition: string | null;
  firstDifferingSeq: string | null;
  lastMatchingPosition: string | null;
  /** Rows linked from row 1 before the first that failed (all, when none did). */
  rowsLinked: number;
  /** Of them, the rows whose hash was recomputed from their content hash. */
  rowsRecomputed: number;
}

export interface HistoryInput {
  /** The source's public keys: keyId → the 32 raw bytes, base64. */
  keys: ReadonlyMap<string, string>;
  /** The source's own signed heads. */
  heads: readonly SavedChainHead[];
  /** The observer's saved heads. */
  saved: readonly SavedChainHead[];
  ballots?: readonly ListedBallot[];
  /** The chain from row 1, in seq order, as one list or in batches. */
  rows: Iterable<HistoryRow> | AsyncIterable<readonly HistoryRow[]>;
  /** What a source holding the events found changed beneath an unchanged row (seq null: an event never sealed). */
  eventChanged?: { seq: string | null; position: string } | null;
  subtle: SubtleCrypto;
  /** SHA-256 of a text as 64 hex digits; WebCrypto's unless given (the server passes Node's, which is synchronous). */
  sha256?: (text: string) => string | Promise<string>;
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(subtle: SubtleCrypto, text: string): Promise<string> {
  return hex(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

async function signatureValid(subtle: SubtleCrypto, publicKeyBase64: string, h: SavedChainHead): Promise<boolean> {
  try {
    const key = await subtle.importKey('raw', bytesOf(publicKeyBase64), { name: 'Ed25519' }, false, ['verify']);
    return await subtle.verify({ name: 'Ed25519' }, key, bytesOf(h.signature), new TextEncoder().encode(headSigningText(h)));
  } catch {
    return false;
  }
}

const big = (s: string) => BigInt(s);
export const bySeq = (a: { seq: string }, b: { seq: string }) => (big(a.seq) < big(b.seq) ? -1 : big(a.seq) > big(b.seq) ? 1 : 0);
const HEX64 = /^[0-9a-f]{64}$/;

async function* batches(rows: HistoryInput['rows']): AsyncGenerator<readonly HistoryRow[]> {
  if (Symbol.asyncIterator in rows) yield* rows as AsyncIterable<readonly HistoryRow[]>;
  else yield [...(rows as Iterable<HistoryRow>)];
}

type Point = { kind: 'head'; whose: Whose; head: SavedChainHead } | { kind: 'ballot'; ballot: ListedBallot };

export async function checkHistory(input: HistoryInput): Promise<HistoryCheck> {
  const { subtle } = input;
  const sha = input.sha256 ?? ((t: string) => sha256Hex(subtle, t));
  const none = { refusedSeq: null, firstDifferingPosition: null, firstDifferingSeq: null, lastMatchingPosition: null, rowsLinked: 0, rowsRecomputed: 0 };

  // 1. Signatures: the observer's heads first, then the source's.
  for (const [h, whose] of [...input.saved.map((h) => [h, 'saved'] as const), ...input.heads.map((h) => [h, 'source'] as const)]) {
    const key = input.keys.get(h.keyId);
    if (!key) return { ...none, verdict: 'refused', refusedSeq: h.seq, reason: { id: 'refusedKey', whose, position: h.position, keyId: h.keyId } };
    if (!(await signatureValid(subtle, key, h))) {
      return { ...none, verdict: 'refused', refusedSeq: h.seq, reason: { id: 'refusedSignature', whose, position: h.position } };
    }
  }

  // The points that must sit on rows: signed heads (the observer's copy wins over the source's) and ballots.
  const headsBySeq = new Map<string, Point>();
  for (const head of input.heads) headsBySeq.set(head.seq, { kind: 'head', whose: 'source', head });
  for (const head of input.saved) headsBySeq.set(head.seq, { kind: 'head', whose: 'saved', head });
  const points: { seq: string; point: Point }[] = [
    ...[...headsBySeq].map(([seq, point]) => ({ seq, point })),
    ...(input.ballots ?? []).map((ballot) => ({ seq: ballot.seq, point: { kind: 'ballot', ballot } as Point })),
  ].sort(bySeq);
  const wanted = new Set(points.map((p) => p.seq));

  // 2. The rows, from row 1.
  const rows = new Map<string, HistoryRow>();
  let prev = GENESIS_HASH;
  let expected = 1n;
  let recomputed = 0;
  let sawContent = false;
  let broken: { seq: string; position: string; reason: HistoryReason } | null = null;
  let last: HistoryRow | null = null;
  walk: for await (const batch of batches(input.rows)) {
    for (const row of batch) {
      const at = { row: row.seq, position: row.position };
      if (row.seq !== String(expected) || row.prevHash !== prev || !HEX64.test(row.hash)) {
        broken = { seq: String(expected), position: row.position, reason: { id: 'rowUnlinked', ...at, row: String(expected) } };
        break walk;
      }
      if (row.contentHash === null) {
        if (sawContent) {
          broken = { seq: row.seq, position: row.position, reason: { id: 'rowDowngraded', ...at } };
          break walk;
        }
      } else {
        sawContent = true;
        if ((await sha(chainRowText(row.prevHash, row.position, row.contentHash))) !== row.hash) {
          broken = { seq: row.seq, position: row.position, reason: { id: 'rowHash', ...at } };
          break walk;
        }
        recomputed += 1;
      }
      if (wanted.has(row.seq)) rows.set(row.seq, row);
      prev = row.hash;
      expected += 1n;
      last = row;
    }
  }
  const linked = Number(expected - 1n);

  // 3. Every point on its row, in chain order, up to the first broken row.
  let lastMatching: SavedChainHead | null = null;
  let off: { seq: string; position: string; reason: HistoryReason } | null = null;
  for (const { seq, point } of points) {
    if (broken && big(seq) >= big(broken.seq)) break;
    const row = rows.get(seq);
    if (point.kind === 'head') {
      const h = point.head;
      if (row && row.position === h.position && row.hash === h.hash && (row.cohortTag === undefined || row.cohortTag === h.cohortTag)) {
        lastMatching = h;
        continue;
      }
      const lm = lastMatching?.position ?? null;
      off = {
        seq,
        position: h.position,
        reason: row
          ? { id: 'headOffChain', whose: point.whose, row: seq, position: h.position, lastMatching: lm }
          : { id: 'headBeyondChain', whose: point.whose, row: seq, position: h.position, lastRow: last?.seq ?? '0', lastMatching: lm },
      };
      break;
    }
    const b = point.ballot;
    if (row && row.position === b.position && (b.contentHash === null || row.contentHash === null || row.contentHash === b.contentHash)) continue;
    off = { seq, position: b.position, reason: { id: 'ballotOffChain', fingerprint: b.fingerprint, position: b.position } };
    break;
  }

  // 4. The earliest difference wins.
  const changed = input.eventChanged
    ? {
        seq: input.eventChanged.seq ?? '0',
        position: input.eventChanged.position,
        reason: { id: 'eventChanged', position: input.eventChanged.position } as HistoryReason,
      }
    : null;
  const first = [broken, off, changed].filter((d) => d !== null).sort(bySeq)[0];
  const counts = { rowsLinked: linked, rowsRecomputed: recomputed };
  if (!first) {
    return {
      ...none,
      ...counts,
      verdict: 'intact',
      reason: { id: 'intact', saved: input.saved.length, lastRow: last?.seq ?? null, lastPosition: last?.position ?? null },
    };
  }
  const matchingBefore = lastMatching && big(lastMatching.seq) < big(first.seq) ? lastMatching.position : null;
  const reason = first.reason.id === 'headOffChain' || first.reason.id === 'headBeyondChain' ? { ...first.reason, lastMatching: matchingBefore } : first.reason;
  return {
    ...none,
    ...counts,
    verdict: 'rewritten',
    reason,
    firstDifferingPosition: first.position,
    firstDifferingSeq: first.seq,
    lastMatchingPosition: matchingBefore,
  };
}

/** Where the heads and rows were read: a public record, or this instance (the server's answer). */
export type HistorySource = 'record' | 'instance';

/** The reason in one or two English sentences (the server's `message`, the CLI's answer). */
export function historySentence(r: HistoryReason, source: HistorySource): string {
  const key = source === 'record' ? "the record's key" : 'this instance';
  const head = (whose: Whose, position: string) =>
    whose === 'saved'
      ? `The saved head at position ${position}`
      : source === 'record'
        ? `The record's head at position ${position}`
        : `This instance's head at position ${position}`;
  const signer = (whose: Whose) => (whose === 'saved' ? 'your saved head' : source === 'record' ? "the record's head" : "this instance's head");
  const differs = (position: string) => `History differs from what was signed: the first position that differs is ${position}. `;
  const after = (lm: string | null) => (lm ? ` The signed head at position ${lm} still matches: the change lies after it.` : '');
  switch (r.id) {
    case 'refusedSignature':
      return `${head(r.whose, r.position)} does not carry a valid signature of ${key}: it was not signed ${source === 'record' ? 'by the app' : 'here'}, or it was changed after signing.`;
    case 'refusedKey':
      return `${head(r.whose, r.position)} names key ${r.keyId}, which ${source === 'record' ? 'the record does not hold' : 'is not a key of this instance'}: it was not signed ${source === 'record' ? 'by this app' : 'here'}.`;
    case 'rowUnlinked':
      return `${differs(r.position)}The chain does not link at row ${r.row}: a row is missing, moved or changed.`;
    case 'rowHash':
      return `${differs(r.position)}Chain row ${r.row}'s hash does not follow from its content and the row before it: the row was changed.`;
    case 'rowDowngraded':
      return `${differs(r.position)}Chain row ${r.row} gives no content hash although the rows before it do: it cannot be recomputed.`;
    case 'eventChanged':
      return `${differs(r.position)}The event at position ${r.position} is not what its chain row sealed: it was changed, moved or removed after sealing.`;
    case 'headOffChain':
      return `${differs(r.position)}The chain row ${signer(r.whose)} signed (row ${r.row}, position ${r.position}) has a different hash ${source === 'record' ? 'in the record' : 'today'}: history was rewritten at or before it.${after(r.lastMatching)}`;
    case 'headBeyondChain':
      return `${differs(r.position)}The chain ends at row ${r.lastRow}, before the signed row ${r.row}: history was cut short${source === 'record' ? ' (or the record is older than the head)' : ''}.${after(r.lastMatching)}`;
    case 'ballotOffChain':
      return `${differs(r.position)}The ballot ${r.fingerprint} is listed at position ${r.position}, and its chain row does not hold it.`;
    case 'intact': {
      const to = r.lastRow ? `row ${r.lastRow} (position ${r.lastPosition})` : 'its start';
      if (r.saved === 0)
        return `Every signature verifies and the chain links from row 1 to ${to}. Add a head you saved during the vote to check that this history is the one you saw.`;
      return `Every signature verifies, the chain links from row 1 to ${to}, and your ${r.saved === 1 ? 'saved head is' : `${r.saved} saved heads are`} part of it.`;
    }
  }
}
