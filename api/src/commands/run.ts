/**
 * How every change is made, in one place: one attempt decides (from the cached state,
 * state-cache.ts, or on what the transaction reads), appends the events and projects them in
 * one transaction, commits, then caches and publishes (attempt); a separate retry policy says
 * when an attempt is tried again (retryAfter, runCommands). A single command and a commit group
 * (commit-group.ts, which only batches) both run this one body; handle.ts is the entry callers use.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { executeBound } from '../projections/projection.js';
import type { Decider, DomainEvent, EventMetadata } from '@fit/events';
import { appendStatement, appendError, PendingAppend, readStreamStatement, storedFromAppend, storedFromRead, WrongExpectedVersion } from '../store/event-store.js';
import { dbFailure, isUniqueViolationOf } from '../db/errors.js';
import type { StoredEvent } from '../store/types.js';
import { projectionWritesHold, sendWithProjection } from '../projections/index.js';
import type { RowCache } from '../projections/live.js';
import { commitDeadlineMs, inTransaction, type SendStatements, type Statement } from '../orm.js';
import type { EventBus } from '../realtime/bus.js';
import type { StateCache } from './state-cache.js';
import { DomainError } from '@fit/events';
import type { MessageId } from '@fit/events/i18n/message';
import { commandRetried } from '../observability/metrics.js';
import { keyringOf } from '../privacy/keyring.js';
import { subjectsSealedIn, subjectsToSeal } from '../privacy/sealing.js';

export interface CommandDeps {
  orm: MikroORM;
  bus: EventBus;
  /** Per database: states are cached by stream id, which is only unique within one log. */
  states: StateCache;
  /** Per database: rows of stream-owned read models as this process last wrote them. */
  rows?: RowCache;
  /** Called after a commit that appended events, before the answer (the chain sealer's trigger, read caches). */
  onCommitted?: (events: readonly StoredEvent[]) => void;
  /** Per database: single commands arriving together share a transaction (commit-group.ts). */
  group?: CommandBatcher;
}

/** Takes single commands and runs those that arrive together as one attempt (CommitGroup). */
export interface CommandBatcher {
  submit<S>(deps: CommandDeps, spec: CommandSpec<any, any, S>): Promise<CommandResult<S>>;
}

/**
 * A read a command needs, sent in the verified path's first round trip right after the lock:
 * SQL with `?` markers, and what its rows mean.
 */
export interface Read<T> extends Statement {
  parse(rows: any[]): T;
}
const isRead = (x: unknown): x is Read<unknown> => typeof (x as Read<unknown> | null)?.parse === 'function';
/** The same read, its result mapped (e.g. facts into the command built from them). */
export const mapRead = <T, U>(read: Read<T>, f: (value: T) => U): Read<U> => ({ sql: read.sql, params: read.params, parse: (rows) => f(read.parse(rows)) });
/** A read run on its own, outside a command (bound parameters). */
export const executeRead = async <T>(em: EntityManager, read: Read<T>): Promise<T> => read.parse(await executeBound(em, read.sql, [...read.params]));

export interface CommandSpec<C, E extends DomainEvent, S> {
  decider: Decider<C, E, S>;
  streamId: string;
  metadata: EventMetadata;
  /** The command, or a read that builds it inside the transaction (from the read models it depends on). */
  command: C | Read<C>;
  /** Extra unique constraints whose violation is a clean conflict, with the message to give. */
  uniqueConflicts?: Record<string, MessageId>;
  /** How many times a lost optimistic-concurrency race is retried before answering 409. */
  retries?: number;
  /**
   * A stored state to start from when this process has none cached (a read model that holds
   * the folded stream, written in the same transactions): then only later events are read.
   * `complete`: the read already folded every event after the stored state (the phase document's
   * snapshot with its tail, in one statement), so none is read again.
   */
  snapshot?: Read<{ version: number; state: S; complete?: boolean } | null>;
  /** The live connection the command came from: published with its events (StoredEvent.origin), never stored. */
  origin?: string;
  /** The stream id was just drawn at random (a new team, a new thread): it holds no events yet, so none are read. */
  newStream?: boolean;
}

export interface CommandResult<S> {
  events: StoredEvent[];
  state: S;
}

/**
 * The retry policy, apart from the work it retries. After a failed attempt:
 * - `again-now`: the cached state was stale (another process wrote the stream since): decided
 *   again on the log, without spending an attempt;
 * - `again`: a lost race on the stream, or PostgreSQL asking for the transaction again (class 40):
 *   tried again while attempts are left;
 * - `stop`: anything else is the answer (a refusal, a constraint, the database away).
 */
type Retry = 'again-now' | 'again' | 'stop';
function retryAfter(err: unknown, fromCache: boolean, attemptsLeft: boolean): Retry {
  if (fromCache && err instanceof WrongExpectedVersion) return 'again-now';
  if (!attemptsLeft) return 'stop';
  return err instanceof WrongExpectedVersion || dbFailure(err)?.kind === 'retry' ? 'again' : 'stop';
}

/** A unique constraint a spec names as a clean conflict becomes that 409; anything else stays as it is. */
function asConflict(specs: readonly CommandSpec<any, any, any>[], err: unknown): unknown {
  for (const spec of specs) {
    for (const [constraint, message] of Object.entries(spec.uniqueConflicts ?? {})) {
      if (isUniqueViolationOf(err, constraint)) return new DomainError('CONFLICT', message);
    }
  }
  return err;
}

export interface Decided<S> {
  spec: CommandSpec<any, any, S>;
  events: DomainEvent[];
  state: S;
  version: number;
  /** In a group, what a command's own decision threw (a refusal, say): it appends nothing and is answered with this. */
  refused?: unknown;
}

/**
 * The fast path: a stream's state is cached and its command is a plain value, so the command is
 * decided before the transaction opens, which then only appends and projects. The append's
 * expected version proves the cached state current; when another process got there first it
 * fails, and the verified path runs. Refusals and no-ops are not answered from the cache.
 */
function decideFromCache(deps: CommandDeps, spec: CommandSpec<any, any, any>): Decided<any> | null {
  const cached = deps.states.get(spec.streamId, spec.decider.evolve) ?? (spec.newStream ? { version: 0, state: spec.decider.initialState() } : undefined);
  if (!cached || isRead(spec.command)) return null;
  let events: DomainEvent[];
  try {
    events = spec.decider.decide(spec.command, cached.state);
  } catch (err) {
    if (err instanceof DomainError) return null;
    throw err;
  }
  return events.length === 0 ? null : { spec, events, state: cached.state, version: cached.version };
}

/**
 * The verified path: the lock, then in the same round trip every read the commands need (the
 * facts a command is built from, a stored snapshot where this process has no state, the
 * stream's events beyond the state), then the decisions. A snapshot's newer events take one
 * more round trip, unless the snapshot read brought them itself (`complete`).
 */
async function decideVerified(deps: CommandDeps, send: SendStatements, specs: CommandSpec<any, any, any>[], group = false): Promise<Decided<any>[]> {
  const reads: Statement[] = [projectionWritesHold(commitDeadlineMs(deps.orm))];
  // A read several commands share (one cohort's facts for every team assigned to it) is sent once.
  const sent = new Map<Statement, number>();
  const slotOf = (read: Statement) => {
    let slot = sent.get(read);
    if (slot === undefined) sent.set(read, (slot = reads.push(read) - 1));
    return slot;
  };
  const slots = specs.map((spec) => {
    const cached = deps.states.get(spec.streamId, spec.decider.evolve);
    const snapshot = !cached && spec.snapshot ? spec.snapshot : undefined;
    return {
      cached,
      command: isRead(spec.command) ? slotOf(spec.command) : -1,
      snapshot: snapshot ? slotOf(snapshot) : -1,
      stream: snapshot ? -1 : slotOf(readStreamStatement(spec.streamId, cached?.version ?? 0)),
    };
  });
  const rows = await send(reads);
  // The keys the streams' personal fields are sealed under, where this process does not hold them.
  const ring = keyringOf(deps.orm);
  await ring.prepare(send, subjectsSealedIn(slots.flatMap((slot) => (slot.stream >= 0 ? (rows[slot.stream] as never[]) : []))));
  const starts = specs.map((spec, i) => {
    const slot = slots[i]!;
    return slot.cached ?? (slot.snapshot >= 0 ? spec.snapshot!.parse(rows[slot.snapshot]!) : null) ?? { version: 0, state: spec.decider.initialState() };
  });
  const afterSnapshot = specs.flatMap((spec, i) => (slots[i]!.snapshot >= 0 && !(starts[i] as { complete?: boolean }).complete ? [i] : []));
  const tails = await send(afterSnapshot.map((i) => readStreamStatement(specs[i]!.streamId, starts[i]!.version)));
  await ring.prepare(send, subjectsSealedIn(tails.flat() as never[]));
  return specs.map((spec, i) => {
    const slot = slots[i]!;
    const tail = afterSnapshot.indexOf(i);
    const newer = storedFromRead(slot.stream >= 0 ? rows[slot.stream]! : tail >= 0 ? tails[tail]! : [], ring);
    let state = starts[i]!.state;
    for (const e of newer) state = spec.decider.evolve(state, { type: e.type, data: e.data });
    const version = starts[i]!.version + newer.length;
    try {
      const command = isRead(spec.command) ? spec.command.parse(rows[slot.command]!) : spec.command;
      return { spec, events: spec.decider.decide(command, state), state, version };
    } catch (err) {
      // Alone, a refusal ends the transaction; in a group, only its own command.
      if (group) return { spec, events: [], state, version, refused: err };
      throw err;
    }
  });
}

/**
 * Appends the decided events and projects them, the lock riding along when not yet taken: one
 * round trip when the projection needs no read and not the events' place in the log (an
 * autosave, a new team), two otherwise (see sendProjected).
 */
async function appendAndProject(deps: CommandDeps, send: SendStatements, decided: Decided<any>[], lock: Statement[]) {
  const pending = decided.map((d) => new PendingAppend(d.spec.streamId, d.version, d.events, d.spec.metadata));
  // The keys to seal the events' personal fields with: held already but for a subject's first
  // event here (a new team: its key is made in this transaction) or after the keyring's TTL.
  const ring = keyringOf(deps.orm);
  await ring.prepare(
    send,
    decided.flatMap((d) => subjectsToSeal(d.events, d.spec.metadata)),
    { create: true },
  );
  const appends = decided.flatMap((d) => (d.events.length > 0 ? [appendStatement(d.spec.streamId, d.version, d.events, d.spec.metadata, ring)] : []));
  let remember: () => void;
  try {
    remember = await sendWithProjection(
      send,
      pending.flatMap((p) => p.events),
      [...lock, ...appends],
      (rows) => {
        let next = lock.length;
        for (const p of pending) p.stored = p.events.length > 0 ? storedFromAppend(rows[next++]!, ring) : [];
      },
      deps.rows,
    );
  } catch (err) {
    // Only one append can have lost its race per attempt; which stream is the constraint's to say, and any will do for the retry.
    throw appendError(decided[0]!.spec.streamId, err);
  }
  return decided.map((d, i) => {
    const stored = pending[i]!.stored!;
    let state = d.state;
    for (const e of d.events) state = d.spec.decider.evolve(state, e);
    return { stored, state, version: d.version + stored.length, remember: i === 0 ? remember : () => {} };
  });
}

type Appended = Awaited<ReturnType<typeof appendAndProject>>;

/** After a commit: the new states cached, the rows remembered, the events published and sealed. */
function committed(deps: CommandDeps, specs: readonly CommandSpec<any, any, any>[], results: Appended) {
  results.forEach((r, i) => {
    deps.states.set(specs[i]!.streamId, r.version, r.state);
    r.remember();
    const origin = specs[i]!.origin;
    if (origin) for (const e of r.stored) e.origin = origin;
  });
  const all = results.flatMap((r) => r.stored);
  // Live updates are best-effort and never delay or fail the answer to a committed write.
  if (all.length > 0) void deps.bus.publish(all).catch(() => {});
  if (all.length > 0) deps.onCommitted?.(all);
}

/** One command's outcome in an attempt: its events and state, or (in a group) its own refusal. */
export type Outcome<S> = { result: CommandResult<S> } | { refused: unknown };

/**
 * One attempt, the only place a command's steps are put in order: each command decided from
 * the cache where `fromCache` allows it and its state is there, the others on what the
 * transaction reads after the lock; then every append and projection (the lock riding along
 * when nothing was read); COMMIT; then the states cached, the events published and sealed.
 * `group`: the commands are independent (a commit group), so a refusal answers only its own
 * command; otherwise the first refusal ends the transaction.
 */
export async function attempt(deps: CommandDeps, specs: CommandSpec<any, any, any>[], fromCache: (Decided<any> | null)[], group = false): Promise<Outcome<any>[]> {
  const unverified = specs.filter((_, i) => !fromCache[i]);
  let decided: Decided<any>[] = [];
  const results = await inTransaction(deps.orm, async (send) => {
    const verified = unverified.length > 0 ? await decideVerified(deps, send, unverified, group) : [];
    decided = fromCache.map((d) => d ?? verified.shift()!);
    return appendAndProject(deps, send, decided, unverified.length > 0 ? [] : [projectionWritesHold(commitDeadlineMs(deps.orm))]);
  });
  committed(deps, specs, results);
  return results.map((r, i) => {
    const refused = decided[i]!.refused;
    return refused !== undefined ? { refused } : { result: { events: r.stored, state: r.state } };
  });
}

/** Each command decided from the cache, or none of them: then the whole attempt reads and verifies. */
export function allFromCache(deps: CommandDeps, specs: CommandSpec<any, any, any>[]): (Decided<any> | null)[] {
  const decided = specs.map((spec) => decideFromCache(deps, spec));
  return decided.every(Boolean) ? decided : specs.map(() => null);
}

/** Each command decided from the cache where it can be, the others verified in the same attempt (a commit group's independent commands). */
export const eachFromCache = (deps: CommandDeps, specs: CommandSpec<any, any, any>[]) => specs.map((spec) => decideFromCache(deps, spec));

/**
 * The one way anything changes: load the stream, decide, append the events and project them
 * in a single transaction, then publish after commit. A concurrent writer on the same stream
 * makes the append fail; the command is then decided again on the newer state.
 * Several specs run in one transaction: all of them land, or none (e.g. assigning ten teams).
 *
 * The transaction is sent in as few round trips as its work needs, never through the ORM
 * (inTransaction): decided from the cache, the appends with the lock and the projection, then
 * `COMMIT`; verified, the lock with every read first.
 */
export async function runCommands(deps: CommandDeps, specs: CommandSpec<any, any, any>[]): Promise<CommandResult<any>[]> {
  const attempts = Math.max(...specs.map((s) => s.retries ?? 3)) + 1;
  let fromCache = allFromCache(deps, specs);
  for (let tried = 1; ;) {
    try {
      // Not a group: a refusal throws, so every outcome is a result.
      return (await attempt(deps, specs, fromCache)).map((o) => (o as { result: CommandResult<any> }).result);
    } catch (err) {
      const retry = retryAfter(err, fromCache.some(Boolean), tried < attempts);
      commandRetried(retry);
      fromCache = specs.map(() => null);
      if (retry === 'stop') throw asConflict(specs, err);
      if (retry === 'again') tried++;
    }
  }
}
