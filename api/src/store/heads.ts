import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { badInput, type HeadVerdict, type SavedChainHead } from '@fit/events';
import { sealChain, verifyChain, type ChainFailure } from './chain.js';
import { HEAD_FORMAT, publicKeyOf, signatureValid, type SignedHead } from './signing.js';

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
  /** One sentence for a person. */
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

const matches = (h: { seq: string; position: string; hash: string; cohortTag: string }, row: ChainRowLite | undefined) =>
  !!row && row.hash === h.hash && row.position === h.position && row.cohort_tag === h.cohortTag;

/**
 * Is a saved head (or each of a saved list of heads) still part of today's chain?
 *
 * 1. Every head must verify with a key of this instance: otherwise 'refused' (it was never
 *    signed here, or was changed after signing).
 * 2. The chain is sealed and verified (every link, the head's cohort's events re-hashed): an
 *    event changed behind the chain's back at or before the head is a rewrite at its position.
 * 3. Today's chain row at the head's seq must carry the signed position and hash. When it does
 *    not, the first position that differs is found among every signed record there is — the
 *    heads given and the heads this instance stored, each with a valid signature: the first of
 *    them, in chain order, that today's chain no longer holds.
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
  const base = {
    head,
    headsChecked: heads.length,
    refusedSeq: null,
    current: null,
    firstDifferingPosition: null,
    lastMatchingPosition: null,
    failure: null,
  };
  for (const h of heads) {
    const key = await publicKeyOf(em, h.keyId);
    if (!key || !signatureValid(key, h)) {
      return {
        ...base,
        verdict: 'refused',
        ok: false,
        refusedSeq: h.seq,
        message: key
          ? `The head at position ${h.position} does not carry a valid signature of this instance: it was not signed here, or it was changed after signing.`
          : `The head at position ${h.position} names key ${h.keyId}, which is not a key of this instance: it was not signed here.`,
      };
    }
  }

  await sealChain(orm, { wait: true });
  const report = await verifyChain(orm, { cohortTag: head.cohortTag, seal: false });
  const current = (await chainRowsAt(em, [head.seq])).get(head.seq) ?? null;
  const cur = current ? { seq: current.seq, position: current.position, hash: current.hash } : null;

  // Events changed under an unchanged chain: verifyChain names the first one.
  const chainFailure = report.failure && (report.failure.seq === null || BigInt(report.failure.seq) <= BigInt(head.seq)) ? report.failure : null;

  if (!chainFailure) {
    const today = await chainRowsAt(
      em,
      heads.map((h) => h.seq),
    );
    if (heads.every((h) => matches(h, today.get(h.seq)))) {
      return {
        ...base,
        current: cur,
        verdict: 'intact',
        ok: true,
        message: `The saved head (position ${head.position}) is part of today's chain, and the events up to it are unchanged.`,
      };
    }
  }

  // Something differs: find the first signed record today's chain no longer holds.
  const stored = await em.execute<HeadRow[]>(`select ${HEAD_COLUMNS} from chain_heads where seq <= ?::bigint order by chain_heads.seq`, [head.seq]);
  const candidates = new Map<string, SavedChainHead>();
  for (const r of stored) {
    const h = toHead(r);
    const key = await publicKeyOf(em, h.keyId);
    if (key && signatureValid(key, h)) candidates.set(h.seq, h);
  }
  // The observer's own copies win over the instance's where both exist.
  for (const h of heads) candidates.set(h.seq, h);
  const ordered = [...candidates.values()].sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
  const today = await chainRowsAt(
    em,
    ordered.map((h) => h.seq),
  );
  let lastMatching: SavedChainHead | null = null;
  let firstOff: SavedChainHead | null = null;
  for (const h of ordered) {
    if (matches(h, today.get(h.seq))) lastMatching = h;
    else {
      firstOff = h;
      break;
    }
  }

  let firstDiffering: string;
  let failure: ChainFailure;
  if (chainFailure && (!firstOff || chainFailure.seq === null || BigInt(chainFailure.seq) <= BigInt(firstOff.seq))) {
    firstDiffering = chainFailure.position;
    failure = chainFailure;
  } else {
    const off = firstOff ?? head;
    firstDiffering = off.position;
    const row = today.get(off.seq);
    failure = {
      position: off.position,
      seq: off.seq,
      reason: 'chain-broken',
      message: row
        ? `The event signed at position ${off.position} (chain row ${off.seq}) has a different chain hash today: history was rewritten at or before it${
            lastMatching ? `, after position ${lastMatching.position}` : ''
          }.`
        : `Chain row ${off.seq} (position ${off.position}) no longer exists: history was cut short${lastMatching ? ` after position ${lastMatching.position}` : ''}.`,
    };
  }
  return {
    ...base,
    current: cur,
    verdict: 'rewritten',
    ok: false,
    firstDifferingPosition: firstDiffering,
    lastMatchingPosition: lastMatching && BigInt(lastMatching.position) < BigInt(firstDiffering) ? lastMatching.position : null,
    failure,
    message: `History was changed since this head was signed: the first position that differs is ${firstDiffering}. ${failure.message}`,
  };
}
