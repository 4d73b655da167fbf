import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import type { Decider, DomainEvent, EventMetadata } from '@fit/events';
import { readStream, appendToStream, WrongExpectedVersion, isUniqueViolationOf } from '../store/event-store.js';
import type { StoredEvent } from '../store/types.js';
import { holdProjectionWrites, projectEvents } from '../projections/index.js';
import { commitDeadlineMs } from '../orm.js';
import type { EventBus } from '../realtime/bus.js';
import { DomainError } from '@fit/events';

export interface CommandDeps {
  orm: MikroORM;
  bus: EventBus;
  /** Per database: states are cached by stream id, which is only unique within one log. */
  states: StateCache;
  /** Called after a commit that appended events (the chain sealer's trigger). */
  onCommitted?: () => void;
}

/**
 * Decided states by stream, so a command reads only the events written since. States are
 * immutable values (evolve returns a new one), so sharing them is safe; another process's
 * appends are simply read as newer events.
 */
export class StateCache {
  private map = new Map<string, { version: number; state: unknown }>();
  constructor(private readonly max = 5_000) {}
  get(streamId: string) {
    const hit = this.map.get(streamId);
    if (hit) {
      this.map.delete(streamId);
      this.map.set(streamId, hit);
    }
    return hit;
  }
  set(streamId: string, version: number, state: unknown) {
    this.map.delete(streamId);
    this.map.set(streamId, { version, state });
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
  clear() {
    this.map.clear();
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
}

export interface CommandResult<S> {
  events: StoredEvent[];
  state: S;
}

/** Deadlock or serialization failure: PostgreSQL asks for the transaction to be tried again. */
const isTransient = (err: unknown) => ['40P01', '40001'].includes((err as { code?: string })?.code ?? '');

/** Decides one stream inside a transaction; returns its stored events and new state. */
async function decideAndAppend<C, E extends DomainEvent, S>(deps: CommandDeps, em: EntityManager, spec: CommandSpec<C, E, S>) {
  const command = typeof spec.command === 'function' ? await (spec.command as (em: EntityManager) => Promise<C>)(em) : spec.command;
  const cached = deps.states.get(spec.streamId) ?? (await spec.snapshot?.(em)) ?? undefined;
  const since = cached?.version ?? 0;
  const newer = await readStream(em, spec.streamId, since);
  let state = (cached?.state as S | undefined) ?? spec.decider.initialState();
  for (const e of newer) state = spec.decider.evolve(state, { type: e.type, data: e.data } as E);
  const version = since + newer.length;
  const decided = spec.decider.decide(command, state);
  const stored = await appendToStream(em, spec.streamId, version, decided, spec.metadata);
  for (const e of decided) state = spec.decider.evolve(state, e);
  await projectEvents(em, stored);
  return { stored, state, version: version + stored.length };
}

/**
 * The one way anything changes: load the stream, decide, append the events and project them
 * in a single transaction, then publish after commit. A concurrent writer on the same stream
 * makes the append fail; the command is then decided again on the newer state.
 * Several specs run in one transaction: all of them land, or none (e.g. assigning ten teams).
 */
export async function handleCommands(deps: CommandDeps, specs: CommandSpec<any, any, any>[]): Promise<CommandResult<any>[]> {
  const attempts = Math.max(...specs.map((s) => s.retries ?? 3)) + 1;
  for (let attempt = 1; ; attempt++) {
    try {
      const results = await deps.orm.em.fork().transactional(async (em) => {
        await holdProjectionWrites(em, commitDeadlineMs(deps.orm));
        const out = [];
        for (const spec of specs) out.push(await decideAndAppend(deps, em, spec));
        return out;
      });
      results.forEach((r, i) => deps.states.set(specs[i]!.streamId, r.version, r.state));
      const all = results.flatMap((r) => r.stored);
      // Live updates are best-effort and never delay or fail the answer to a committed write.
      if (all.length > 0) void deps.bus.publish(all).catch(() => {});
      if (all.length > 0) deps.onCommitted?.();
      return results.map((r) => ({ events: r.stored, state: r.state }));
    } catch (err) {
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
