/**
 * One order per document across processes and instances: of all the processes that have a
 * document's room open, one owns it (a lease in Redis) and stores every member's edits; the
 * others relay their members' edits to it over the bus and pass its answers back.
 *
 * Ownership is an optimisation, never a condition of correctness: each append still names the
 * stream version it was decided on, so two processes that both think they own a document (a
 * lease lost while Redis froze) only race as they did before. A relay that gets no answer in
 * time (the owner was killed, Redis is away) is stored by the relaying process itself, and the
 * owner is not asked again until its lease is checked anew. Without Redis, every process owns
 * what it opens.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { EventBus } from '../../../realtime/bus.js';
import { describeError } from '../../../log.js';
import type { Outcome } from './room.js';
import { injectTrace, inSpan } from '../../../observability/trace-context.js';

/** How long a lease lasts without renewal (an owner that died is replaced after at most this). */
export const LEASE_MS = 6_000;
/** How often an owner renews its leases and a relayer looks again at who owns. */
export const CHECK_MS = 2_000;
/** How long a relayer waits for the owner to take its edits (it applies them at once) before storing them itself. */
export const RELAY_TIMEOUT_MS = 1_500;
/**
 * How long a relayer waits, once the owner took its edits, for their outcomes (they come when
 * stored): past it the edits count as not stored now, and their pages send them again after
 * reconnecting. Storing them here instead could not work: the owner's pages and this process's
 * already hold them, and later edits build on them.
 */
export const OUTCOME_TIMEOUT_MS = 30_000;

/** What became of one relayed edit (see Room's Outcome). */
export type RelayedOutcome = Outcome;

/** A batch of changes sent to the owner: each with the connection it came from (null: a save), who made it, and the update or the save's answers. */
export interface RelayRequest {
  kind: 'edits';
  key: string;
  from: string;
  rid: string;
  edits: { origin: string | null; author: string | null; update?: string; values?: unknown }[];
  /** The relaying process's trace context (observability/trace-context.ts), when tracing is on. */
  trace?: Record<string, string>;
}
/** The owner took the edits (applied them): their outcomes follow. */
interface RelayAccepted {
  kind: 'accepted';
  rid: string;
}
interface RelayReply {
  kind: 'reply';
  rid: string;
  /** One per edit, in order; absent when the receiver does not own the document (any more). */
  outcomes?: RelayedOutcome[];
}

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface OwnerDirectory {
  /** This process's id on the bus. */
  readonly self: string;
  /** Who orders the document now: this process's id, another's, or null (unknown: store here). */
  ownerOf(key: string): Promise<string | null>;
  /**
   * Who orders the document, claiming it for this process when nobody does (a page is about to
   * open its room here); null when Redis does not answer. Nothing is remembered: the room, if it
   * opens, looks the lease up as usual, and a claim that no room follows lapses after LEASE_MS.
   */
  claim(key: string): Promise<string | null>;
  /**
   * Whether another process may have pages on the document, so that its changes are worth sending
   * live (they reach everyone when stored anyway): true unless this process orders it and no
   * other process has said, within LEASE_MS, that it has the document open.
   */
  othersListen(key: string): boolean;
  /** The owner did not answer: store here until the lease is looked at again. */
  suspect(key: string): void;
  /** The room closed here: gives the lease up if this process held it. */
  release(key: string): void;
  /**
   * Sends edits to their owner: once it took them (applied them, so the next edits may follow),
   * their outcomes to come; null when it did not take them in time or no longer owns them (then
   * they are this process's to store).
   */
  relay(owner: string, key: string, edits: RelayRequest['edits']): Promise<{ outcomes: Promise<RelayedOutcome[]> } | null>;
  /**
   * Relayed edits that reach this process are handed here: `accepted` is called once they are
   * applied, and the outcomes answered when stored (null when the document is not owned here).
   */
  onEdits(handler: (request: RelayRequest, accepted: () => void) => Promise<RelayedOutcome[] | null>): void;
  close(): void;
}

interface Lease {
  owner: string | null;
  /** When the owner was last looked up or renewed. */
  checkedAt: number;
  /** A lookup under way. */
  checking: Promise<string | null> | null;
  /** An owner that did not answer, and until when this process stores by itself rather than ask it again. */
  silent: { owner: string; until: number } | null;
  /** Owned here: whether another process said it has the document open (true until the first look). */
  watched: boolean;
}

/**
 * Leases in Redis under `{prefix}doc-owner:{key}`, relays as bus signals addressed to a process
 * (`collab-relay:{id}`). Without Redis, every document is this process's own.
 */
export function createOwnerDirectory(redis: Redis | null, bus: EventBus, prefix: string, log: (m: string) => void): OwnerDirectory {
  // The pid says which process holds a lease (an operator's look at Redis, the fault tests).
  const self = `${process.pid}:${randomUUID()}`;
  const leases = new Map<string, Lease>();
  /** Relays sent and not yet answered; `took`: the owner has taken (applied) them, their outcomes are due; `lost`: their answer if it went missing. */
  const waiting = new Map<
    string,
    { done: (outcomes: RelayedOutcome[] | null) => void; accepted: () => void; took: boolean; lost: () => RelayedOutcome[]; timer: ReturnType<typeof setTimeout> }
  >();
  const failedAll = (n: number): RelayedOutcome[] => Array.from({ length: n }, () => ({ failed: true }));
  let handler: ((request: RelayRequest, accepted: () => void) => Promise<RelayedOutcome[] | null>) | null = null;
  const leaseKey = (key: string) => `${prefix}doc-owner:${key}`;
  /** Set by every process that has a document open without ordering it, renewed with the leases. */
  const watchKey = (key: string) => `${prefix}doc-watched:${key}`;
  const topicOf = (process: string) => `collab-relay:${process}`;

  /** Claims the lease, or reads who holds it; null when Redis does not answer. */
  async function lookUp(key: string, held: string | null): Promise<string | null> {
    if (!redis) return self;
    try {
      if (held === self && (await redis.eval(RENEW, 1, leaseKey(key), self, LEASE_MS)) === 1) return self;
      if ((await redis.set(leaseKey(key), self, 'PX', LEASE_MS, 'NX')) === 'OK') return self;
      return (await redis.get(leaseKey(key))) ?? null;
    } catch {
      return null;
    }
  }

  // Owners renew their leases, relayers look again, before a lease could lapse.
  const renewal = redis
    ? setInterval(() => {
        for (const [key, lease] of leases) if (!lease.checking) void check(key, lease);
      }, CHECK_MS)
    : null;
  renewal?.unref();

  function check(key: string, lease: Lease) {
    lease.checking = lookUp(key, lease.owner).then((owner) => {
      lease.owner = owner;
      // The owner looks whether anyone else has the document open; the others say that they do.
      if (redis && owner === self) {
        redis.exists(watchKey(key)).then(
          (n) => (lease.watched = n > 0),
          () => (lease.watched = true),
        );
      } else if (redis && owner !== null) {
        redis.set(watchKey(key), '1', 'PX', LEASE_MS).catch(() => 0);
      }
      lease.checkedAt = Date.now();
      lease.checking = null;
      return owner;
    });
    return lease.checking;
  }

  // A gap (Redis restarted, an owner's answer not sent) may have swallowed an owner's answer: edits it
  // took are answered "lost" at once rather than after OUTCOME_TIMEOUT_MS, and the room routes
  // them again (an edit the owner did store changes nothing the second time).
  const ungap = bus.onGap(() => {
    for (const w of [...waiting.values()]) if (w.took) w.done(w.lost());
  });

  const unsignal = bus.onSignal((topic, payload) => {
    if (topic !== topicOf(self)) return;
    let message: RelayRequest | RelayAccepted | RelayReply;
    try {
      message = JSON.parse(payload) as RelayRequest | RelayAccepted | RelayReply;
    } catch {
      return;
    }
    if (message.kind === 'accepted') {
      waiting.get(message.rid)?.accepted();
      return;
    }
    if (message.kind === 'reply') {
      const w = waiting.get(message.rid);
      if (!w) return;
      waiting.delete(message.rid);
      clearTimeout(w.timer);
      w.done(message.outcomes ?? null);
      return;
    }
    const request = message;
    // An error stays in this process (its log says it): the relayer hears "not stored now".
    const sendable = (o: RelayedOutcome): RelayedOutcome => ('failed' in o ? { failed: true, ...(o.stale ? { stale: true } : {}) } : o);
    // The relayer waits for both answers: one lost is a gap, so it routes its edits again.
    const answer = (outcomes: RelayedOutcome[] | null) =>
      bus.signal(
        topicOf(request.from),
        JSON.stringify({ kind: 'reply', rid: request.rid, ...(outcomes ? { outcomes: outcomes.map(sendable) } : {}) } satisfies RelayReply),
        { mustArrive: true },
      );
    if (!handler || leases.get(request.key)?.owner !== self) return answer(null);
    const accepted = () => bus.signal(topicOf(request.from), JSON.stringify({ kind: 'accepted', rid: request.rid } satisfies RelayAccepted), { mustArrive: true });
    inSpan('collab store relayed edits', () => handler!(request, accepted), { carrier: request.trace ?? null, kind: 'consumer' }).then(answer, (err: unknown) => {
      log(`collab: relayed edits of ${request.key} failed: ${describeError(err)}`);
      answer(request.edits.map(() => ({ failed: true })));
    });
  });

  return {
    self,
    async ownerOf(key) {
      let lease = leases.get(key);
      if (!lease) leases.set(key, (lease = { owner: null, checkedAt: 0, checking: null, silent: null, watched: true }));
      const owner = lease.checking ? await lease.checking : lease.owner === null || Date.now() - lease.checkedAt > CHECK_MS ? await check(key, lease) : lease.owner;
      // An owner that went silent (killed, cut off) keeps its lease until it lapses: meanwhile, store here.
      if (owner !== null && lease.silent?.owner === owner && Date.now() < lease.silent.until) return null;
      return owner;
    },
    claim(key) {
      const held = leases.get(key)?.owner ?? null;
      return lookUp(key, held === self ? self : null);
    },
    othersListen(key) {
      const lease = leases.get(key);
      return !redis ? false : !lease || lease.owner !== self || lease.watched;
    },
    suspect(key) {
      const lease = leases.get(key);
      if (lease?.owner && lease.owner !== self) lease.silent = { owner: lease.owner, until: Date.now() + LEASE_MS };
    },
    release(key) {
      const lease = leases.get(key);
      leases.delete(key);
      if (redis && lease?.owner === self) void redis.eval(RELEASE, 1, leaseKey(key), self).catch(() => 0);
    },
    relay(owner, key, edits) {
      const rid = randomUUID();
      return inSpan(
        'collab relay edits',
        () =>
          new Promise<{ outcomes: Promise<RelayedOutcome[]> } | null>((took) => {
            let settle: (outcomes: RelayedOutcome[]) => void = () => {};
            const outcomes = new Promise<RelayedOutcome[]>((ok) => (settle = ok));
            const entry = {
              // The outcomes (or, with none, "not owned here": this process stores them after all).
              done: (answered: RelayedOutcome[] | null) => {
                clearTimeout(entry.timer);
                waiting.delete(rid);
                if (!answered) return entry.took ? settle(failedAll(edits.length)) : took(null);
                settle(answered);
                took({ outcomes });
              },
              accepted: () => {},
              took: false,
              lost: () => edits.map(() => ({ failed: true, lost: true }) as const),
              timer: setTimeout(() => entry.done(null), RELAY_TIMEOUT_MS),
            };
            entry.accepted = () => {
              if (entry.took) return;
              entry.took = true;
              clearTimeout(entry.timer);
              entry.timer = setTimeout(() => entry.done(failedAll(edits.length)), OUTCOME_TIMEOUT_MS);
              took({ outcomes });
            };
            waiting.set(rid, entry);
            bus.signal(topicOf(owner), JSON.stringify({ kind: 'edits', key, from: self, rid, edits, trace: injectTrace() } satisfies RelayRequest));
          }),
        { kind: 'producer' },
      );
    },
    onEdits(h) {
      handler = h;
    },
    close() {
      if (renewal) clearInterval(renewal);
      unsignal();
      ungap();
      for (const key of [...leases.keys()]) this.release(key);
      for (const w of [...waiting.values()]) w.done(null);
    },
  };
}
