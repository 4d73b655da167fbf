import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import type { Decider, DomainEvent, EventMetadata } from '@fit/events';
import { readStream, appendToStream, appendStatement, appendError, storedFromAppend, WrongExpectedVersion, isUniqueViolationOf } from '../store/event-store.js';
import { currentVersion } from '../store/upcasters.js';
import type { StoredEvent } from '../store/types.js';
import { holdProjectionWrites, projectEvents, projectEventsWithoutReads, projectionWritesHold } from '../projections/index.js';
import type { RowCache } from '../projections/live.js';
import { Lru } from '../lru.js';
import { commitDeadlineMs, runInOneTransaction } from '../orm.js';
import type { EventBus } from '../realtime/bus.js';
import { DomainError } from '@fit/events';

export interface CommandDeps {
  orm: MikroORM;
  bus: EventBus;
  /** Per database: states are cached by stream id, which is only unique within one log. */
  states: StateCache;
  /** Per database: rows of stream-owned read models as this process last wrote them. */
  rows?: RowCache;
  /** Called after a commit that appended events, before the answer (the chain sealer's trigger, read caches). */
  onCommitted?: (events: readonly StoredEvent[]) => void;
}

/**
 * Decided states by stream, so a command reads only the events written since. States are
 * immutable values (evolve returns a new one), so sharing them is safe; another process's
 * appends are simply read as newer events.
 */
export class StateCache {
  private lru: Lru<string, { version: number; state: unknown }>;
  constructor(max = 5_000) {
    this.lru = new Lru(max);
  }
  get(streamId: string) {
    return this.lru.get(streamId);
  }
  set(streamId: string, version: number, state: unknown) {
    this.lru.set(streamId, { version, state });
  }
  clear() {
    this.lru.clear();
  }
}

export interface CommandSpec<C, E extends DomainEvent, S> {
  decider: Decider<C, E, S>;
  streamId: string;
  metadata: EventMetadata;
  /** Builds the command inside the transaction (it may read read models it depends on). */
  command: C | ((em: EntityManager) => Promise<C>);
  /** Extra unique constraints whose violation is a clean conflict, with the message to give. */
  uniqueConflicts?: Record<string, string>;
  /** How many times a lost optimistic-concurrency race is retried before answering 409. */
  retries?: number;
  /**
   * A stored state to start from when this process has none cached (a read model that holds
   * the folded stream, written in the same transactions): then only later events are read.
   */
  snapshot?: (em: EntityManager) => Promise<{ version: number; state: S } | null>;
  /** The stream id was just drawn at random (a new team, a new thread): it holds no events yet, so none are read. */
  newStream?: boolean;
}

export interface CommandResult<S> {
  events: StoredEvent[];
  state: S;
}

/** Deadlock or serialization failure: PostgreSQL asks for the transaction to be tried again. */
const isTransient = (err: unknown) => ['40P01', '40001'].includes((err as { code?: string })?.code ?? '');

/** Per transaction: whether the projection-writes lock is taken yet (it rides on the first statement that needs it). */
interface Tx {
  em: EntityManager;
  deadlineMs: number;
  held: boolean;
}
const hold = async (tx: Tx) => {
  if (tx.held) return;
  await holdProjectionWrites(tx.em, tx.deadlineMs);
  tx.held = true;
};

interface Decided<S> {
  spec: CommandSpec<any, any, S>;
  events: DomainEvent[];
  state: S;
  version: number;
}

/**
 * The verified path: reads what the stream holds beyond the cached (or stored) state, then
 * decides. Anything it reads runs after the lock.
 */
async function decideVerified<C, E extends DomainEvent, S>(deps: CommandDeps, tx: Tx, spec: CommandSpec<C, E, S>): Promise<Decided<S>> {
  await hold(tx);
  const command = typeof spec.command === 'function' ? await (spec.command as (em: EntityManager) => Promise<C>)(tx.em) : spec.command;
  const cached = deps.states.get(spec.streamId) ?? (await spec.snapshot?.(tx.em)) ?? undefined;
  const since = cached?.version ?? 0;
  const newer = await readStream(tx.em, spec.streamId, since);
  let state = (cached?.state as S | undefined) ?? spec.decider.initialState();
  for (const e of newer) state = spec.decider.evolve(state, { type: e.type, data: e.data } as E);
  return { spec, events: spec.decider.decide(command, state), state, version: since + newer.length };
}

/** Appends one stream's decided events and projects them; the lock rides on the insert when not yet taken. */
async function appendAndProject<S>(deps: CommandDeps, tx: Tx, d: Decided<S>) {
  const first = tx.held ? undefined : projectionWritesHold(tx.deadlineMs);
  const stored = await appendToStream(tx.em, d.spec.streamId, d.version, d.events, d.spec.metadata, first);
  if (stored.length > 0) tx.held = true;
  let state = d.state;
  for (const e of d.events) state = d.spec.decider.evolve(state, e);
  const remember = await projectEvents(tx.em, stored, deps.rows);
  return { stored, state, version: d.version + stored.length, remember };
}

/**
 * The fast path: every stream's state is cached and every command is a plain value, so the
 * commands are decided before the transaction opens, which then only appends and projects
 * (BEGIN, the insert carrying the lock, one write for the read models, COMMIT). The append's
 * expected version proves the cached state current; when another process got there first it
 * fails, and the verified path runs. Refusals and no-ops are not answered from the cache.
 */
function decideFromCache(deps: CommandDeps, specs: CommandSpec<any, any, any>[]): Decided<any>[] | null {
  const out: Decided<any>[] = [];
  for (const spec of specs) {
    const cached = deps.states.get(spec.streamId) ?? (spec.newStream ? { version: 0, state: spec.decider.initialState() } : undefined);
    if (!cached || typeof spec.command === 'function') return null;
    let events: DomainEvent[];
    try {
      events = spec.decider.decide(spec.command, cached.state);
    } catch (err) {
      if (err instanceof DomainError) return null;
      throw err;
    }
    if (events.length === 0) return null;
    out.push({ spec, events, state: cached.state, version: cached.version });
  }
  return out;
}

/** Thrown by an event's place in the log when it is read before the event is stored. */
class NotYetStored extends Error {}
const notYetStored = (): never => {
  throw new NotYetStored('read before the event was stored');
};

/** Decided events as they will be stored, but for their place in the log (position, txId, createdAt), which only the insert knows. */
const pendingEvents = (d: Decided<unknown>): StoredEvent[] =>
  d.events.map(
    (e, i) =>
      Object.defineProperties(
        { streamId: d.spec.streamId, version: d.version + i + 1, type: e.type, typeVersion: currentVersion(e.type), data: e.data, metadata: d.spec.metadata },
        { position: { get: notYetStored }, txId: { get: notYetStored }, createdAt: { get: notYetStored } },
      ) as StoredEvent,
  );

/**
 * Commands decided from the cache whose projection needs no read (every row from the row cache,
 * a patch, or the event itself, and nothing from the events' place in the log) are projected
 * before the database is asked anything, then sent as one transaction in two round trips: the
 * lock with the commit deadline, the appends and the read-model write in one, `COMMIT` in the
 * other (runInOneTransaction). Null when a projection needs a read: the transaction path runs.
 */
async function commitPrecomputed(deps: CommandDeps, decided: Decided<any>[]) {
  let projected: ReturnType<typeof projectEventsWithoutReads>;
  try {
    projected = projectEventsWithoutReads(decided.flatMap(pendingEvents), deps.rows);
  } catch (err) {
    if (err instanceof NotYetStored) return null;
    throw err;
  }
  if (!projected) return null;
  const appends = decided.map((d) => appendStatement(d.spec.streamId, d.version, d.events, d.spec.metadata));
  let rows: unknown[][];
  try {
    rows = await runInOneTransaction(deps.orm, [projectionWritesHold(commitDeadlineMs(deps.orm)), ...appends, ...(projected.write ? [projected.write] : [])]);
  } catch (err) {
    // Only one append can have lost its race per attempt; which stream is the constraint's to say, and any will do for the retry.
    throw appendError(decided[0]!.spec.streamId, err);
  }
  const remember = projected.remember;
  return decided.map((d, i) => {
    const stored = storedFromAppend(rows[1 + i]!);
    let state = d.state;
    for (const e of d.events) state = d.spec.decider.evolve(state, e);
    return { stored, state, version: d.version + stored.length, remember: i === 0 ? remember : () => {} };
  });
}

/**
 * The one way anything changes: load the stream, decide, append the events and project them
 * in a single transaction, then publish after commit. A concurrent writer on the same stream
 * makes the append fail; the command is then decided again on the newer state.
 * Several specs run in one transaction: all of them land, or none (e.g. assigning ten teams).
 */
export async function handleCommands(deps: CommandDeps, specs: CommandSpec<any, any, any>[]): Promise<CommandResult<any>[]> {
  const attempts = Math.max(...specs.map((s) => s.retries ?? 3)) + 1;
  let fromCache = decideFromCache(deps, specs);
  for (let attempt = 1; ; attempt++) {
    try {
      const results =
        (fromCache && (await commitPrecomputed(deps, fromCache))) ??
        (await deps.orm.em.fork().transactional(async (em) => {
          const tx: Tx = { em, deadlineMs: commitDeadlineMs(deps.orm), held: false };
          const out = [];
          for (const [i, spec] of specs.entries()) out.push(await appendAndProject(deps, tx, fromCache?.[i] ?? (await decideVerified(deps, tx, spec))));
          return out;
        }));
      results.forEach((r, i) => {
        deps.states.set(specs[i]!.streamId, r.version, r.state);
        r.remember();
      });
      const all = results.flatMap((r) => r.stored);
      // Live updates are best-effort and never delay or fail the answer to a committed write.
      if (all.length > 0) void deps.bus.publish(all).catch(() => {});
      if (all.length > 0) deps.onCommitted?.(all);
      return results.map((r) => ({ events: r.stored, state: r.state }));
    } catch (err) {
      const cacheWasStale = fromCache !== null && err instanceof WrongExpectedVersion;
      fromCache = null;
      // A stale cache is not a lost race: the verified path decides again without spending an attempt.
      if (cacheWasStale) {
        attempt--;
        continue;
      }
      if ((err instanceof WrongExpectedVersion || isTransient(err)) && attempt < attempts) continue;
      for (const spec of specs) {
        for (const [constraint, message] of Object.entries(spec.uniqueConflicts ?? {})) {
          if (isUniqueViolationOf(err, constraint)) throw new DomainError('CONFLICT', message);
        }
      }
      throw err;
    }
  }
}
export async function handleCommand<C, E extends DomainEvent, S>(deps: CommandDeps, spec: CommandSpec<C, E, S>): Promise<CommandResult<S>> {
  const [result] = await handleCommands(deps, [spec]);
  return result as CommandResult<S>;
}
