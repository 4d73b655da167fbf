import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { webcrypto } from 'node:crypto';
import { badInput, checkHistory, historySentence, type HeadVerdict, type HistoryReason, type HistoryRow, type SavedChainHead } from '@fit/events';
import { sealChain, sha256, verifyChain, type ChainFailure } from './chain.js';
import { HEAD_FORMAT, listPublicKeys, type SignedHead } from './signing.js';

/**
 * The signed heads of a cohort (the head feed) and the check of a saved head against today's
 * chain (docs/AUDIT.md#signed-chain-heads).
 */

interface HeadRow {
  seq: string;
  cohort_tag: string;
  position: string;
  hash: string;
  at: string;
  key_id: string;
  signature: string;
}

const HEAD_COLUMNS = `seq::text as seq, cohort_tag, position::text as position, hash, at, key_id, signature`;

const toHead = (r: HeadRow): SignedHead => ({
  format: HEAD_FORMAT,
  keyId: r.key_id,
  cohortTag: r.cohort_tag,
  seq: r.seq,
  position: r.position,
  hash: r.hash,
  at: r.at,
  signature: r.signature,
});

/** The cohort's current head: the signed head of its latest sealed ballot or voting event. */
export async function latestHead(em: EntityManager, tag: string): Promise<SignedHead | null> {
  const [row] = await em.execute<HeadRow[]>(`select ${HEAD_COLUMNS} from chain_heads where cohort_tag = ? order by chain_heads.seq desc limit 1`, [tag]);
  return row ? toHead(row) : null;
}

/** Every signed head of a cohort, in chain order (the public record carries them all). */
export async function cohortHeads(em: EntityManager, tag: string): Promise<SignedHead[]> {
  const rows = await em.execute<HeadRow[]>(`select ${HEAD_COLUMNS} from chain_heads where cohort_tag = ? order by chain_heads.seq`, [tag]);
  return rows.map(toHead);
}

export const FEED_MAX = 500;

/** The feed's `after` (a seq): a whole number, or nothing. */
export function parseAfter(after: string | null | undefined): string | null {
  if (after === null || after === undefined || after === '') return null;
  if (!/^\d{1,18}$/.test(after)) throw badInput('after must be a whole number (a seq)');
  return after;
}

/** The cohort's signed heads in chain order, after a seq (exclusive), at most `limit`. */
export async function headFeed(em: EntityManager, tag: string, opts: { after?: string | null; limit?: number; newestFirst?: boolean } = {}): Promise<SignedHead[]> {
  const limit = Math.min(Math.max(opts.limit ?? FEED_MAX, 1), FEED_MAX);
  const rows = await em.execute<HeadRow[]>(
    `select ${HEAD_COLUMNS} from chain_heads where cohort_tag = ? and seq > ?::bigint
     order by chain_heads.seq ${opts.newestFirst ? 'desc' : 'asc'} limit ?`,
    [tag, opts.after ?? '0', limit],
  );
  return rows.map(toHead);
}

export interface HeadVerification {
  verdict: HeadVerdict;
  ok: boolean;
  /** Why, with its values (events/src/audit/history.ts): what a page puts into its own language. */
  reason: HistoryReason;
  /** The reason in English sentences. */
  message: string;
  /** The saved head checked (the latest of those given). */
  head: SavedChainHead;
  /** Heads given; all must carry a valid signature of this instance. */
  headsChecked: number;
  /** For 'refused': the first head whose signature does not verify (or names no key of this instance). */
  refusedSeq: string | null;
  /** Today's chain row at the head's seq (null when the chain is shorter now). */
  current: { seq: string; position: string; hash: string } | null;
  /** For 'rewritten': the first position where today's history differs from what was signed. */
  firstDifferingPosition: string | null;
  /** For 'rewritten': the last signed position that still matches (null: none before it). */
  lastMatchingPosition: string | null;
  /** For 'rewritten': how the difference was found (which record showed it). */
  failure: ChainFailure | null;
}

interface ChainRowLite {
  seq: string;
  position: string;
  hash: string;
  cohort_tag: string | null;
}

async function chainRowsAt(em: EntityManager, seqs: string[]): Promise<Map<string, ChainRowLite>> {
  const rows = await em.execute<ChainRowLite[]>(
    `select seq::text as seq, position::text as position, hash, cohort_tag from event_chain where seq in (select jsonb_array_elements_text(?::jsonb)::bigint)`,
    [JSON.stringify(seqs)],
  );
  return new Map(rows.map((r) => [r.seq, r]));
}

/** Today's chain rows 1…upTo in batches, as the shared check reads them (a link-1 row gives no content hash). */
async function* chainRows(em: EntityManager, upTo: string, batchSize = 5000): AsyncGenerator<HistoryRow[]> {
  let after = '0';
  for (;;) {
    const rows = await em.execute<HistoryRow[]>(
      `select seq::text as seq, position::text as position, prev_hash as "prevHash", hash, case when link = 2 then content_hash end as "contentHash",
              cohort_tag as "cohortTag"
       from event_chain where seq > ?::bigint and seq <= ?::bigint order by event_chain.seq limit ?`,
      [after, upTo, batchSize],
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)!.seq;
  }
}

/**
 * Is a saved head (or each of a saved list of heads) still part of today's chain? The check is
 * the one every verifier runs (checkHistory, events/src/audit/history.ts), over this instance's
 * keys, its stored heads up to the newest saved one (every cohort's: more signed points to find
 * where history first differs) and today's chain rows. What only the server can add, as the
 * holder of the events: the head's cohort's events re-hashed against their rows (verifyChain),
 * so an event changed under an unchanged chain is a rewrite at its position too.
 */
export function verifySavedHeads(orm: MikroORM, heads: SavedChainHead[]): Promise<HeadVerification> {
  // Anyone may ask, and each check walks the chain: one at a time per process.
  const run = checks.then(() => verifyNow(orm, heads));
  checks = run.catch(() => {});
  return run;
}
let checks: Promise<unknown> = Promise.resolve();

async function verifyNow(orm: MikroORM, heads: SavedChainHead[]): Promise<HeadVerification> {
  const em = orm.em.fork();
  const head = heads.at(-1)!;
  const upTo = heads.map((h) => BigInt(h.seq)).reduce((a, b) => (b > a ? b : a), 0n);
  const keys = new Map((await listPublicKeys(em)).map((k) => [k.keyId, k.publicKey]));

  await sealChain(orm, { wait: true });
  const report = await verifyChain(orm, { cohortTag: head.cohortTag, seal: false });
  const eventFailure = report.failure && (report.failure.seq === null || BigInt(report.failure.seq) <= upTo) ? report.failure : null;
  const stored = (await em.execute<HeadRow[]>(`select ${HEAD_COLUMNS} from chain_heads where seq <= ?::bigint order by chain_heads.seq`, [upTo.toString()])).map(toHead);
  const check = await checkHistory({
    keys,
    heads: stored,
    saved: heads,
    rows: chainRows(em, upTo.toString()),
    eventChanged: eventFailure,
    subtle: webcrypto.subtle as SubtleCrypto,
    sha256,
  });
  const current = (await chainRowsAt(em, [head.seq])).get(head.seq);
  const message = historySentence(check.reason, 'instance');
  const failure: ChainFailure | null =
    check.verdict !== 'rewritten'
      ? null
      : check.reason.id === 'eventChanged' && eventFailure
        ? eventFailure
        : { position: check.firstDifferingPosition!, seq: check.firstDifferingSeq, reason: 'chain-broken', message };
  return {
    verdict: check.verdict,
    ok: check.verdict === 'intact',
    reason: check.reason,
    message,
    head,
    headsChecked: heads.length,
    refusedSeq: check.refusedSeq,
    current: check.verdict === 'refused' || !current ? null : { seq: current.seq, position: current.position, hash: current.hash },
    firstDifferingPosition: check.firstDifferingPosition,
    lastMatchingPosition: check.lastMatchingPosition,
    failure,
  };
}
