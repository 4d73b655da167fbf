import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { executeBound } from '../projections/projection.js';
import type { Decider, DomainEvent, EventMetadata } from '@fit/events';
import { appendStatement, appendError, PendingAppend, readStreamStatement, storedFromAppend, storedFromRead, WrongExpectedVersion } from '../store/event-store.js';
import { dbFailure, isUniqueViolationOf } from '../db/errors.js';
import type { StoredEvent } from '../store/types.js';
import { projectionWritesHold, sendWithProjection } from '../projections/index.js';
import type { RowCache } from '../projections/live.js';
import { Lru } from '../lru.js';
import { commitDeadlineMs, inTransaction, type SendStatements, type Statement } from '../orm.js';
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
  /** Per database: single commands arriving together share a transaction (see CommitGroup). */
  group?: CommitGroup;
}

/** How many events heard from other processes a cached state keeps to fold before it is dropped instead. */
const MAX_HEARD = 32;
interface CachedState {
  version: number;
  state: unknown;
  /** Events other processes appended after `version`, in order, not yet folded (see heard). */
  heard?: StoredEvent[];
}

/**
 * Decided states by stream, so a command reads only the events written since. States are
 * immutable values (evolve returns a new one), so sharing them is safe; another process's
 * appends are simply read as newer events.
 *
 * Processes keep each other's caches current: every committed event reaches every process on
 * the bus, and one that follows a cached state is kept with it (heard) and folded in when the
 * stream's next command comes. Without that, in a cluster, where consecutive requests of one
 * team land on different workers, a cached state would mostly be stale: its append would fail
 * and the command be decided again on the log (a wasted transaction; in a group, the whole
 * group's). The append's expected version still proves every cached state current, so an
 * event heard late, lost or out of order costs only that fallback.
 */
export class StateCache {
  private lru: Lru<string, CachedState>;
  constructor(max = 5_000) {
    this.lru = new Lru(max);
  }
  /** The stream's state as this process knows it, with what it has heard since folded in by `evolve`. */
  get(streamId: string, evolve: (state: any, event: any) => unknown) {
    let entry = this.lru.get(streamId);
    if (entry?.heard) {
      let state = entry.state;
      for (const e of entry.heard) state = evolve(state, { type: e.type, data: e.data });
      entry = { version: entry.version + entry.heard.length, state };
      this.lru.set(streamId, entry);
    }
    return entry;
  }
  set(streamId: string, version: number, state: unknown) {
    this.lru.set(streamId, { version, state });
  }
  /** An event committed by any process (this one's own arrive after set, and are ignored). */
  heard(event: StoredEvent) {
    const entry = this.lru.peek(event.streamId);
    if (!entry) return;
    const known = entry.version + (entry.heard?.length ?? 0);
    if (event.version <= known) return;
    if (event.version === known + 1 && (entry.heard?.length ?? 0) < MAX_HEARD) entry.heard = [...(entry.heard ?? []), event];
    else this.lru.delete(event.streamId); // a gap: the next command reads the stream
  }
  clear() {
    this.lru.clear();
  }
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
  uniqueConflicts?: Record<string, string>;
  /** How many times a lost optimistic-concurrency race is retried before answering 409. */
  retries?: number;
  /**
   * A stored state to start from when this process has none cached (a read model that holds
   * the folded stream, written in the same transactions): then only later events are read.
   */
  snapshot?: Read<{ version: number; state: S } | null>;
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

interface Decided<S> {
  spec: CommandSpec<any, any, S>;
  events: DomainEvent[];
  state: S;
  version: number;
  /** In a group, what a command's own decision threw (a refusal, say): it appends nothing and is answered with this. */
  refused?: unknown;
}

/**
 * The fast path: every stream's state is cached and every command is a plain value, so the
 * commands are decided before the transaction opens, which then only appends and projects.
 * The append's expected version proves the cached state current; when another process got
 * there first it fails, and the verified path runs. Refusals and no-ops are not answered from
 * the cache.
 */
function decideFromCache(deps: CommandDeps, specs: CommandSpec<any, any, any>[]): Decided<any>[] | null {
  const out: Decided<any>[] = [];
  for (const spec of specs) {
    const decided = decideOneFromCache(deps, spec);
    if (!decided) return null;
    out.push(decided);
  }
  return out;
}
function decideOneFromCache(deps: CommandDeps, spec: CommandSpec<any, any, any>): Decided<any> | null {
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
 * more round trip.
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
  const starts = specs.map((spec, i) => {
    const slot = slots[i]!;
    return slot.cached ?? (slot.snapshot >= 0 ? spec.snapshot!.parse(rows[slot.snapshot]!) : null) ?? { version: 0, state: spec.decider.initialState() };
  });
  const afterSnapshot = specs.flatMap((spec, i) => (slots[i]!.snapshot >= 0 ? [i] : []));
  const tails = await send(afterSnapshot.map((i) => readStreamStatement(specs[i]!.streamId, starts[i]!.version)));
  return specs.map((spec, i) => {
    const slot = slots[i]!;
    const newer = storedFromRead(slot.stream >= 0 ? rows[slot.stream]! : tails[afterSnapshot.indexOf(i)]!);
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
  const appends = decided.flatMap((d) => (d.events.length > 0 ? [appendStatement(d.spec.streamId, d.version, d.events, d.spec.metadata)] : []));
  let remember: () => void;
  try {
    remember = await sendWithProjection(
      send,
      pending.flatMap((p) => p.events),
      [...lock, ...appends],
      (rows) => {
        let next = lock.length;
        for (const p of pending) p.stored = p.events.length > 0 ? storedFromAppend(rows[next++]!) : [];
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
export async function handleCommands(deps: CommandDeps, specs: CommandSpec<any, any, any>[]): Promise<CommandResult<any>[]> {
  const attempts = Math.max(...specs.map((s) => s.retries ?? 3)) + 1;
  let fromCache = decideFromCache(deps, specs);
  for (let attempt = 1; ;) {
    try {
      return await attemptCommands(deps, specs, fromCache);
    } catch (err) {
      const retry = retryAfter(err, fromCache !== null, attempt < attempts);
      fromCache = null;
      if (retry === 'stop') throw asConflict(specs, err);
      if (retry === 'again') attempt++;
    }
  }
}

/** One transaction: read (unless decided from the cache), decide, append, project; then commit and publish. */
async function attemptCommands(deps: CommandDeps, specs: CommandSpec<any, any, any>[], fromCache: Decided<any>[] | null): Promise<CommandResult<any>[]> {
  const results = await inTransaction(deps.orm, async (send) =>
    fromCache
      ? appendAndProject(deps, send, fromCache, [projectionWritesHold(commitDeadlineMs(deps.orm))])
      : appendAndProject(deps, send, await decideVerified(deps, send, specs), []),
  );
  committed(deps, specs, results);
  return results.map((r) => ({ events: r.stored, state: r.state }));
}

/** One command: in its own transaction, or with others that arrive with it (deps.group). */
export async function handleCommand<C, E extends DomainEvent, S>(deps: CommandDeps, spec: CommandSpec<C, E, S>): Promise<CommandResult<S>> {
  if (deps.group) return deps.group.submit(deps, spec);
  const [result] = await handleCommands(deps, [spec]);
  return result as CommandResult<S>;
}

interface Waiting {
  deps: CommandDeps;
  spec: CommandSpec<any, any, any>;
  resolve: (result: CommandResult<any>) => void;
  reject: (err: unknown) => void;
}

/**
 * An error that one command of a group may have caused alone (a lost race on its stream, a
 * unique or check constraint, a deadlock), raised before COMMIT was sent: the group's
 * transaction rolled back, and each command is tried again alone, so none pays for another.
 * Anything else (PostgreSQL unreachable, a timeout, COMMIT in doubt) is every command's answer.
 */
const triedAlone = (err: unknown) => err instanceof WrongExpectedVersion || ['unique', 'constraint', 'retry'].includes(dbFailure(err)?.kind ?? '');

/**
 * Group commit. Single commands that arrive together (within one turn of the event loop) on
 * different streams go to PostgreSQL as one transaction, in the round trips one command takes
 * (the reads of those not decided from the cache, then every append and projection, then
 * COMMIT): one connection, one commit (one WAL flush) for the lot. Each command is still
 * decided on its own stream's state, appended at its own expected version and projected,
 * in the same order of the log the hash chain seals; each caller gets its own outcome: its
 * events and state, its own refusal, or, when the group's transaction fails for a reason one
 * command may have caused alone (see triedAlone), the outcome of running alone. At most
 * `inFlight` groups are open at once: while they are, newcomers wait and form the next one.
 * A command on a stream that an open group holds waits until that group has answered.
 */
export class CommitGroup {
  private waiting: Waiting[] = [];
  /** The streams of the open groups. */
  private readonly busy = new Set<string>();
  private open = 0;
  private scheduled = false;
  constructor(
    private readonly inFlight = 4,
    private readonly maxSize = 64,
  ) {}

  submit<S>(deps: CommandDeps, spec: CommandSpec<any, any, S>): Promise<CommandResult<S>> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ deps, spec, resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.open >= this.inFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    while (this.open < this.inFlight && this.waiting.length > 0) {
      const group: Waiting[] = [];
      const later: Waiting[] = [];
      for (const w of this.waiting) {
        // A command on a stream that an open group holds waits for it: one stream's commands run in the order they came.
        // So do commands of another database (tests run several in one process).
        if (group.length < this.maxSize && !this.busy.has(w.spec.streamId) && (group.length === 0 || w.deps.orm === group[0]!.deps.orm)) {
          this.busy.add(w.spec.streamId);
          group.push(w);
        } else later.push(w);
      }
      this.waiting = later;
      if (group.length === 0) return;
      this.open++;
      void this.run(group).finally(() => {
        this.open--;
        for (const w of group) this.busy.delete(w.spec.streamId);
        this.schedule();
      });
    }
  }

  private async run(group: Waiting[]) {
    const alone = (w: Waiting) => handleCommands(w.deps, [w.spec]).then(([r]) => w.resolve(r!), w.reject);
    if (group.length === 1) return alone(group[0]!);
    const deps = group[0]!.deps;
    const specs = group.map((w) => w.spec);
    let results: Appended;
    let decided: Decided<any>[];
    try {
      const fromCache = specs.map((spec) => decideOneFromCache(deps, spec));
      const unverified = specs.filter((_, i) => !fromCache[i]);
      results = await inTransaction(deps.orm, async (send) => {
        const verified = unverified.length > 0 ? await decideVerified(deps, send, unverified, true) : [];
        decided = fromCache.map((d) => d ?? verified.shift()!);
        return appendAndProject(deps, send, decided, unverified.length > 0 ? [] : [projectionWritesHold(commitDeadlineMs(deps.orm))]);
      });
    } catch (err) {
      if (triedAlone(err)) return Promise.all(group.map(alone));
      for (const w of group) w.reject(err);
      return;
    }
    committed(deps, specs, results);
    results.forEach((r, i) => {
      const refused = decided[i]!.refused;
      if (refused !== undefined) group[i]!.reject(refused);
      else group[i]!.resolve({ events: r.stored, state: r.state });
    });
  }
}
