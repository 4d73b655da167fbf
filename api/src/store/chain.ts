import { createHash } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { BALLOT_EVENT_TYPES, ballotContentText, canonicalJson, chainRowText, CURRENT_LINK, GENESIS_HASH, type ChainLink } from '@fit/events';
import { signMissingHeads, writeHeads } from './signing.js';
import type { EventRow } from './types.js';
import { loadRewrites, type RewrittenRow } from './rewrites.js';

/**
 * Tamper evidence: a hash chain over the whole event log.
 *
 * The sealer follows the same gap-safe order as readAll — (tx_id, position), only below the
 * snapshot's xmin — and appends one event_chain row per event (the rule is
 * events/src/audit/chain-rule.ts):
 *
 *   content_hash = sha256(canonicalJson({stream_id, version, type, type_version, data, metadata, created_at}))
 *                  (a ballot: sha256(ballotContentText({fingerprint, ranks}, that hash)))
 *   hash         = sha256(chainRowText(prev_hash, position, content_hash))
 *
 * with prev_hash of the first row 64 zeros. Rows sealed with link 1 (the column `link`) hashed
 * prev_hash + canonicalJson({position, ...the same content}) and kept the plain content hash;
 * they are checked by that rule. The stored (not upcast) form is hashed, so a new upcaster never
 * changes a hash. Each row also keeps its event's identity (stream_id, version), which lets
 * verification tell an altered event from a moved (reordered) or removed one. One sealer runs at
 * a time across instances (a transaction-scoped advisory lock).
 */

export { GENESIS_HASH, canonicalJson };
const CHAIN_LOCK = `hashtextextended('fit:event_chain', 0)`;

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** An event row exactly as stored (no upcasting), with created_at to the microsecond in UTC: what a chain row's hash is computed from. */
export const RAW_COLUMNS = `position::text as position, tx_id::text as tx_id, stream_id, version, type, type_version, data, metadata,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at`;

const content = (e: EventRow) => ({
  stream_id: e.stream_id,
  version: e.version,
  type: e.type,
  type_version: e.type_version,
  data: e.data,
  metadata: e.metadata,
  created_at: e.created_at,
});

/** First 16 hex digits of sha256(receipt): what the public record and view show for a ballot. */
export const receiptFingerprint = (receipt: string) => sha256(receipt.trim().toUpperCase()).slice(0, 16);

/** sha256 of the event's whole stored content: a link-1 row's content hash, and a ballot's commitment to its private part. */
export const commitmentOf = (e: EventRow) => sha256(canonicalJson(content(e)));

/** The content hash a row sealed with `link` keeps for its event. */
export const contentHash = (e: EventRow, link: ChainLink = CURRENT_LINK): string => contentHashFrom(e, commitmentOf(e), link);

/** The same from the event's whole-content hash (for a rewritten event, the one it had when sealed: rewrites.ts). */
export function contentHashFrom(e: EventRow, whole: string, link: ChainLink = CURRENT_LINK): string {
  // A ballot altered out of shape keeps the plain hash, which no ballot row holds: reported as altered.
  if (link === 1 || !BALLOT_EVENT_TYPES.has(e.type) || !Array.isArray(e.data?.votes) || typeof e.data?.receipt !== 'string') return whole;
  const votes = e.data.votes as { votedForTeamId: string; rank: number }[];
  return sha256(ballotContentText({ fingerprint: receiptFingerprint(e.data.receipt), ranks: votes.map((v) => ({ rank: v.rank, teamId: v.votedForTeamId })) }, whole));
}

/** A row's hash from the row before's hash and its event, by the row's link rule. */
export const linkHash = (prevHash: string, e: EventRow, link: ChainLink = CURRENT_LINK) =>
  link === 1 ? sha256(prevHash + canonicalJson({ position: e.position, ...content(e) })) : sha256(chainRowText(prevHash, e.position, contentHash(e, 2)));

/** The cohort an event belongs to (ballots, submissions, assignments carry cohortTag; cohort events their tag). */
export function cohortTagOf(e: { stream_id: string; data: any }): string | null {
  if (typeof e.data?.cohortTag === 'string') return e.data.cohortTag;
  if (e.stream_id.startsWith('cohort-') && typeof e.data?.tag === 'string') return e.data.tag;
  return null;
}

export interface ChainHead {
  seq: string;
  position: string;
  txId: string;
  hash: string;
}

export async function chainHead(em: EntityManager): Promise<ChainHead | null> {
  const [row] = await em.execute<{ seq: string; position: string; tx_id: string; hash: string }[]>(
    `select seq::text as seq, position::text as position, tx_id::text as tx_id, hash from event_chain order by event_chain.seq desc limit 1`,
  );
  return row ? { seq: row.seq, position: row.position, txId: row.tx_id, hash: row.hash } : null;
}

const backfilled = new WeakSet<MikroORM>();

/**
 * Appends chain rows for every event not sealed yet (gap-safe: an event of a transaction still
 * in flight is sealed by a later run, in its place in the order). With wait=false a run that
 * finds another sealer at work returns at once; wait=true (before a verification) queues
 * behind it. Returns how many events were sealed.
 */
export async function sealChain(orm: MikroORM, opts: { wait?: boolean; batchSize?: number } = {}): Promise<number> {
  const batchSize = opts.batchSize ?? 5000;
  let total = 0;
  let backfill = !backfilled.has(orm);
  for (;;) {
    const n = await orm.em.fork().transactional(async (em) => {
      const [lock] = await em.execute<{ ok: boolean }[]>(
        opts.wait ? `select true as ok from pg_advisory_xact_lock(${CHAIN_LOCK})` : `select pg_try_advisory_xact_lock(${CHAIN_LOCK}) as ok`,
      );
      if (!lock?.ok) return -1;
      // Rows sealed before heads were signed (an older version, or no key yet) get theirs once.
      if (backfill) {
        await signMissingHeads(em);
        backfilled.add(orm);
        backfill = false;
      }
      const head = await chainHead(em);
      const rows = await em.execute<EventRow[]>(
        `select ${RAW_COLUMNS} from events
         where tx_id < fit_settled_xid()
           and (tx_id, position) > (?::text::xid8, ?::bigint)
         order by events.tx_id, events.position
         limit ?`,
        [head?.txId ?? '0', head?.position ?? '0', batchSize],
      );
      if (rows.length === 0) return 0;
      let prev = head?.hash ?? GENESIS_HASH;
      let seq = BigInt(head?.seq ?? '0');
      const links = rows.map((e) => {
        seq += 1n;
        const content_hash = contentHash(e);
        const hash = sha256(chainRowText(prev, e.position, content_hash));
        const link = {
          seq: seq.toString(),
          position: e.position,
          tx_id: e.tx_id,
          stream_id: e.stream_id,
          version: e.version,
          cohort_tag: cohortTagOf(e),
          content_hash,
          prev_hash: prev,
          hash,
          link: CURRENT_LINK,
        };
        prev = hash;
        return link;
      });
      await em.execute(
        `insert into event_chain (seq, position, tx_id, stream_id, version, cohort_tag, content_hash, prev_hash, hash, link)
         select x.seq, x.position, x.tx_id::xid8, x.stream_id, x.version, x.cohort_tag, x.content_hash, x.prev_hash, x.hash, x.link
         from jsonb_to_recordset(?::jsonb) as x(seq bigint, position bigint, tx_id text, stream_id text, version integer,
           cohort_tag text, content_hash text, prev_hash text, hash text, link smallint)`,
        [JSON.stringify(links)],
      );
      // Each ballot or voting event gives its cohort a new signed head, in the same transaction.
      await writeHeads(
        em,
        links.map((l, i) => ({ seq: l.seq, position: l.position, cohort_tag: l.cohort_tag, hash: l.hash, type: rows[i]!.type, created_at: rows[i]!.created_at })),
      );
      return rows.length;
    });
    if (n <= 0) break;
    total += n;
    if (n < batchSize) break;
  }
  return total;
}

export type ChainFailureReason = 'altered' | 'removed' | 'reordered' | 'inserted' | 'chain-broken';

export interface ChainFailure {
  /** Global position of the first event found wrong. */
  position: string;
  /** Its place in the chain (null for an event that was never sealed there). */
  seq: string | null;
  reason: ChainFailureReason;
  message: string;
}

export interface ChainReport {
  ok: boolean;
  /** 'all' or the cohort tag whose events were checked. */
  scope: string;
  /** Chain rows walked (the link of every row is checked whatever the scope). */
  chainLength: number;
  /** Events whose content was recomputed and compared. */
  eventsChecked: number;
  head: ChainHead | null;
  failure: ChainFailure | null;
  /** Of the events checked, those found in the sealed form the log's one recorded rewrite gave them (rewrites.ts). */
  rewritten: number;
}

interface ChainRow {
  seq: string;
  c_position: string;
  c_tx_id: string;
  c_stream_id: string;
  c_version: number;
  cohort_tag: string | null;
  content_hash: string;
  prev_hash: string;
  hash: string;
  link: ChainLink;
}

/**
 * Walks the chain in order and names the first event that was altered, removed or reordered
 * (and the first event that appears in the sealed part of the log without having been sealed:
 * inserted). With a cohort, every link is still checked but only that cohort's events are
 * recomputed. Seals first, so the whole committed log is covered.
 */
export async function verifyChain(orm: MikroORM, opts: { cohortTag?: string | null; batchSize?: number; seal?: boolean } = {}): Promise<ChainReport> {
  if (opts.seal !== false) await sealChain(orm, { wait: true });
  const em = orm.em.fork();
  const batchSize = opts.batchSize ?? 5000;
  const scope = opts.cohortTag ?? null;
  let prev = GENESIS_HASH;
  let expectedSeq = 1n;
  let lastSeq = '0';
  let chainLength = 0;
  let eventsChecked = 0;
  let failure: (ChainFailure & { txId: string }) | null = null;
  // Rows of events rewritten once into their sealed form, and recorded so in the chain (rewrites.ts).
  const rewrites = await loadRewrites(em);
  let rewritten = 0;
  const rewriteHolds = (rw: RewrittenRow | undefined, row: ChainRow, event: EventRow) =>
    !!rw && rw.sealed === row.content_hash && commitmentOf(event) === rw.now && contentHashFrom(event, rw.was, row.link) === row.content_hash;

  const fail = (row: ChainRow, reason: ChainFailureReason, message: string) => {
    failure = { position: row.c_position, seq: row.seq, reason, message, txId: row.c_tx_id };
  };

  walk: for (;;) {
    const rows = await em.execute<(ChainRow & Partial<EventRow> & { e_position: string | null })[]>(
      `select c.seq::text as seq, c.position::text as c_position, c.tx_id::text as c_tx_id, c.stream_id as c_stream_id,
              c.version as c_version, c.cohort_tag, c.content_hash, c.prev_hash, c.hash, c.link,
              e.position::text as e_position, e.tx_id::text as tx_id, e.stream_id, e.version, e.type, e.type_version, e.data, e.metadata,
              to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
       from event_chain c left join events e on e.position = c.position
       where c.seq > ?::bigint order by c.seq limit ?`,
      [lastSeq, batchSize],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      if (BigInt(row.seq) !== expectedSeq) {
        fail(row, 'chain-broken', `Chain row ${expectedSeq} is missing (next row is ${row.seq})`);
        break walk;
      }
      if (row.prev_hash !== prev) {
        fail(row, 'chain-broken', `Chain row ${row.seq} does not link to the row before it`);
        break walk;
      }
      if (scope === null || row.cohort_tag === scope) {
        eventsChecked += 1;
        if (row.e_position === null) {
          const [moved] = await em.execute<{ position: string }[]>(`select position::text as position from events where stream_id = ? and version = ?`, [
            row.c_stream_id,
            row.c_version,
          ]);
          if (moved) fail(row, 'reordered', `The event sealed at position ${row.c_position} (${row.c_stream_id} v${row.c_version}) is now at position ${moved.position}`);
          else fail(row, 'removed', `The event at position ${row.c_position} (${row.c_stream_id} v${row.c_version}) was removed`);
          break walk;
        }
        const event = { ...(row as unknown as EventRow), position: row.e_position };
        const recorded = rewriteHolds(rewrites.get(row.c_position), row, event);
        if (recorded) rewritten += 1;
        const actual = recorded ? row.content_hash : contentHash(event, row.link);
        if (actual !== row.content_hash) {
          const [elsewhere] = await em.execute<{ position: string }[]>(
            `select position::text as position from event_chain where content_hash = ? and position <> ? limit 1`,
            [actual, row.c_position],
          );
          if (elsewhere) fail(row, 'reordered', `Position ${row.c_position} holds the event sealed at position ${elsewhere.position}`);
          else fail(row, 'altered', `The event at position ${row.c_position} (${row.c_stream_id} v${row.c_version}) was altered`);
          break walk;
        }
        if (event.tx_id !== row.c_tx_id) {
          fail(row, 'reordered', `The event at position ${row.c_position} was moved to another transaction (its place in the order changed)`);
          break walk;
        }
        // A rewritten event's row links by the hash it was sealed with (a link-1 row's only by the record).
        const expected = !recorded
          ? linkHash(row.prev_hash, event, row.link)
          : row.link === 2
            ? sha256(chainRowText(row.prev_hash, row.c_position, row.content_hash))
            : row.hash;
        if (expected !== row.hash) {
          fail(row, 'altered', `The chain hash of position ${row.c_position} does not match its event`);
          break walk;
        }
      }
      prev = row.hash;
      expectedSeq += 1n;
      chainLength += 1;
    }
    lastSeq = rows.at(-1)!.seq;
  }

  const head = await chainHead(em);
  // An event inside the sealed part of the log that the chain does not know: inserted later.
  if (head) {
    const [inserted] = await em.execute<{ position: string; tx_id: string }[]>(
      `select e.position::text as position, e.tx_id::text as tx_id from events e
       where (e.tx_id, e.position) <= (?::text::xid8, ?::bigint)
         and not exists (select 1 from event_chain c where c.position = e.position)
         ${scope === null ? '' : `and coalesce(e.data->>'cohortTag', case when e.stream_id like 'cohort-%' then e.data->>'tag' end) = ?`}
       order by e.tx_id, e.position limit 1`,
      scope === null ? [head.txId, head.position] : [head.txId, head.position, scope],
    );
    const f = failure as (ChainFailure & { txId: string }) | null;
    const before = (a: { txId: string; position: string }, b: { txId: string; position: string }) =>
      BigInt(a.txId) < BigInt(b.txId) || (a.txId === b.txId && BigInt(a.position) < BigInt(b.position));
    if (inserted && (!f || before({ txId: inserted.tx_id, position: inserted.position }, f))) {
      failure = {
        position: inserted.position,
        seq: null,
        reason: 'inserted',
        message: `The event at position ${inserted.position} is not in the chain: it was inserted after sealing`,
        txId: inserted.tx_id,
      };
    }
  }
  const out = failure as (ChainFailure & { txId: string }) | null;
  return {
    ok: out === null,
    scope: scope ?? 'all',
    chainLength,
    eventsChecked,
    head,
    failure: out ? { position: out.position, seq: out.seq, reason: out.reason, message: out.message } : null,
    rewritten,
  };
}

/**
 * Seals shortly after commits (debounced): many commands in a burst cost one sealing run.
 * Runs never overlap within a process; the advisory lock keeps processes apart.
 */
export class ChainSealer {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly log: (m: string) => void = () => {},
    private readonly delayMs = 200,
  ) {}

  schedule() {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, this.delayMs);
    this.timer.unref?.();
  }

  private run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = sealChain(this.orm)
      .then(
        () => {},
        (err) => this.log(`chain sealer: ${(err as Error).message}`),
      )
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.schedule();
        }
      });
    return this.running;
  }

  /** Seals everything committed now, waiting for any other sealer. */
  sealNow() {
    return sealChain(this.orm, { wait: true });
  }

  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
