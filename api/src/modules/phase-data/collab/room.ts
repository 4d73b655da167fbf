/**
 * One open phase document in this process: the process's only decoded copy of it (a
 * PhaseDocReplica), its members (this process's connections) and their presence, and the one
 * order in which changes to it are applied and stored. Every write goes through a room: a
 * member's edit, and a REST or GraphQL save (Rooms.save opens one for as long as it needs).
 *
 * Of all the processes that have a document's room open, one orders it (the port's `route`):
 * its room applies each change as it comes, sends it to every member at once (here, and through
 * the port to the other processes' rooms), and stores the changes one round at a time; a
 * change is acknowledged to its page once stored. The other rooms relay their members' changes
 * to it, and their replicas follow what is stored. A round that cannot be stored leaves the
 * replica holding what the store lacks: the room is then thrown away (`spoil`), its pages sync
 * again with a fresh one and send what was not stored (docs/ARCHITECTURE.md#the-keystrokes-path).
 */
import type { Locale } from '@fit/events/i18n';
import { englishText, translateMessage, type MessageDescriptor } from '@fit/events/i18n/messages';
import type { WebSocket } from 'ws';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';
import {
  CLOSE_UNAVAILABLE,
  DomainError,
  MESSAGE_ACK,
  MESSAGE_AWARENESS,
  MESSAGE_SYNC,
  PhaseDocReplica,
  StaleDocument,
  Y,
  errorFrame,
  frame,
  missingDependencies,
  saveClientId,
  type Actor,
  type Applied,
  type FieldEdit,
  type PhaseData,
  type ReplicaOptions,
  type Round,
  type StoredDocument,
} from '@fit/events';
import { describeError } from '../../../log.js';
import { statusOf } from '../../../http/status.js';
import { relayRound } from '../../../observability/metrics.js';

/** Presence: the largest entry (a name, a colour, a field id fit in a few hundred bytes). */
export const MAX_PRESENCE_BYTES = 1024;
/** Presence entries a room holds at most (a team is a few people, each with a tab or two). */
export const MAX_PRESENCE_PER_ROOM = 32;
/** How long a hole in the versions a room has heard of may stay open before it reads the store. */
const HOLE_GRACE_MS = 1000;
/** How often a room that could not read the store tries again. */
const CATCH_UP_RETRY_MS = 1000;
/** How many times in a row a page is asked to sync again for edits not stored, before its connection is closed. */
const MAX_RESYNCS = 3;
const EMPTY_STATE_VECTOR = Y.encodeStateVector(new Y.Doc());
/** The longest display name kept as an edit's author. */
const MAX_AUTHOR_LENGTH = 80;
/** How often in a row a round is taken again after the replica turned out to lack a stored change, before the room gives up on it. */
const STALE_RETRIES = 8;
/** The longest random pause before the first retry of a stale round (the n-th waits up to n times it). */
const STALE_PAUSE_MS = 10;

export const UNAVAILABLE_REASON = 'The answers could not be saved just now; retrying';

/** A token bucket: `take` spends one token, refilled at `perSecond` up to `burst`. */
export class Bucket {
  private tokens: number;
  private refilledAt = Date.now();
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }
  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.refilledAt) / 1000) * this.perSecond);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** One page's connection to the room. */
export interface Member {
  /** Carried with the changes it makes, so its own are not sent back to it. */
  readonly id: string;
  readonly ws: WebSocket;
  /** Who the connection's session is (the team, an instructor): recorded with its edits. */
  readonly actor: Actor;
  /** The display name its presence gives (the team's member), recorded with its edits. */
  name: string | null;
  /** The one awareness client id this connection speaks for (bound by its first presence). */
  presenceId: number | null;
  /** Update-carrying messages received (each edit's number, for its ACK or ERROR). */
  received: number;
  readonly presence: Bucket;
  /** The page's language: a refused edit's message is written in it (docs/API.md#conventions). */
  readonly locale: Locale;
  /** Its number among the room's members so far, set when it joins (a live round sent before it joined is sent to it again). */
  joined: number;
  /** Its edits not stored for now since the last one stored, each answered by asking the page to sync again. */
  resyncs: number;
}

/** What became of a change: stored (a save's answers after it), refused for good (why, and its field), or not stored for now. */
export type Outcome =
  | { stored: true; values?: PhaseData }
  | { refused: { status: number; code: string; message: MessageDescriptor; field: string | null } }
  /**
   * `error`: why the store did not take it (a save answers with it: a timeout, a commit in doubt); `stale`: made on a replica that lacked a stored change (a save is made again on a fresh room);
   * `lost`: relayed to the owner, whose answer the bus lost (it is routed again).
   */
  | { failed: true; error?: unknown; stale?: boolean; lost?: boolean };

/** A change to the document: a member's update, or a save's answers. */
export type Change = { update: Uint8Array } | { values: unknown };

/** A change waiting to be applied or stored: where it came from, who made it, how its sender hears the outcome. */
export interface Edit {
  /** The connection it came from (here or on the relaying process); null for a save. */
  origin: string | null;
  actor: Actor;
  change: Change;
  settle: (outcome: Outcome) => void;
}

/** Where a room's changes are applied and stored: here, or relayed to the room that orders the document. */
export type Route = { here: true } | { relay: (edits: readonly Edit[]) => Promise<{ outcomes: Promise<Outcome[]> } | null> };

/** What a room needs from its process: storage, the other processes, and the registry. */
export interface RoomPort {
  /** The stored document (null when nothing is stored yet). */
  load(): Promise<StoredDocument | null>;
  /** The stream's stored version (a save that changed nothing checks the replica was current). */
  version(): Promise<number>;
  /**
   * Stores a round as one command. `live`: `{id}#{n}`, the round's n changes were sent to the
   * other processes under that id (published with the stored event), or null when the round
   * holds changes sent under other ids too. Throws refusals.
   */
  store(round: Round, actor: Actor, live: string | null): Promise<{ version: number }>;
  /** Who applies and stores this document's changes now. */
  route(): Promise<Route>;
  /** The room that ordered the document did not answer: store here until its lease is looked at again. */
  unanswered(): void;
  /** A change applied here, for the other processes' members (`live`: the round it will be stored in, `n`: its number in it; `origin`: its connection). */
  sendLive(live: string, n: number, origin: string | null, change: Uint8Array): void;
  /** Presence of this process's members, for the other processes' rooms. */
  sharePresence(update: Uint8Array): void;
  /** Called when the room may have become idle, or was spoiled. */
  settled(room: Room): void;
  log(message: string): void;
}

const isRefusal = (err: unknown): err is DomainError => err instanceof DomainError && err.code !== 'UNAVAILABLE';
const refusal = (err: DomainError, field: string | null = null): Outcome => ({ refused: { status: statusOf(err.code), code: err.code, message: err.descriptor, field } });

const send = (ws: WebSocket, message: Uint8Array) => {
  if (ws.readyState === ws.OPEN) ws.send(message);
};
const updateFrame = (change: Uint8Array) => frame(MESSAGE_SYNC, (e) => syncProtocol.writeUpdate(e, change));

/** The actor of a round of edits: who made them, named when all came from one member. */
function authorOf(edits: readonly Edit[]): Actor {
  const first = edits[0]!.actor;
  if (edits.every((e) => e.actor === first)) return first;
  if (first.kind !== 'team' || !edits.every((e) => e.actor.kind === 'team' && e.actor.id === first.id)) return first;
  const names = [...new Set(edits.map((e) => (e.actor.kind === 'team' ? e.actor.member : undefined)).filter((n): n is string => !!n))].sort();
  return names.length > 0 ? { kind: 'team', id: first.id, member: names.join(', ').slice(0, MAX_AUTHOR_LENGTH) } : { kind: 'team', id: first.id };
}

/** An applied change waiting for its round to be stored. */
interface Applying {
  edit: Edit;
  applied: Applied;
  /** A save's answers after it. */
  values?: PhaseData;
  /** A save that changed nothing: answered only once the replica is known to be current. */
  unchanged?: boolean;
}

const isSave = (e: Edit) => 'values' in e.change;

export class Room {
  replica!: PhaseDocReplica;
  readonly awareness = new awarenessProtocol.Awareness(new Y.Doc());
  readonly members = new Set<Member>();
  readonly ready: Promise<void>;
  closed = false;
  /** Writes and upgrades holding the room open (hold). */
  private holds = 0;

  private hole: ReturnType<typeof setTimeout> | null = null;
  private catchingUp: Promise<void> | null = null;
  private catchUpAgain = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** Changes not yet routed (here, or to the room that orders the document), in the order they came. */
  private incoming: Edit[] = [];
  private routing = false;
  /** Changes applied here, waiting for their round to be stored. */
  private applied: Applying[] = [];
  private storing = false;
  /**
   * Rounds whose changes came live under these ids and whose stored events are not yet heard:
   * how many members had joined when the first came, and how many came in order (-1: one was
   * lost). A round whose every change came is not sent again to the members who were here then;
   * those who joined since get it (their sync came from the stored replica), and so does everyone
   * when one of its changes was lost.
   */
  private readonly sentLive = new Map<string, { joins: number; count: number }>();
  /** Members joined so far (each member's `joined` is its number). */
  private joins = 0;

  constructor(
    readonly key: string,
    readonly teamId: string,
    readonly phaseNumber: number,
    private readonly port: RoomPort,
    options: ReplicaOptions = {},
  ) {
    this.awareness.setLocalState(null);
    this.ready = port.load().then((loaded) => {
      this.replica = new PhaseDocReplica(phaseNumber, loaded, options);
    });
    // Presence: changes from this process's pages go to its other pages and to other processes.
    this.awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...added, ...updated, ...removed]);
      const msg = frame(MESSAGE_AWARENESS, (e) => encoding.writeVarUint8Array(e, update));
      for (const m of this.members) send(m.ws, msg);
      if (origin !== 'remote') port.sharePresence(update);
    });
  }

  /** Keeps the room open (a write, an upgrade being admitted) until the returned release is called (once). */
  hold(): () => void {
    this.holds++;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.holds--;
      this.port.settled(this);
    };
  }

  /** Nothing keeps the room open: no member, no hold, nothing being applied, stored or read. */
  get idle() {
    return (
      this.members.size === 0 &&
      this.holds === 0 &&
      !this.routing &&
      !this.storing &&
      this.incoming.length === 0 &&
      this.applied.length === 0 &&
      this.deferred.length === 0 &&
      !this.catchingUp
    );
  }

  // --- members ---------------------------------------------------------------------------

  /** A page joined: it is told who is already here. */
  join(member: Member) {
    this.members.add(member);
    member.joined = ++this.joins;
    const states = [...this.awareness.getStates().keys()];
    if (states.length > 0) {
      const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, states);
      send(
        member.ws,
        frame(MESSAGE_AWARENESS, (e) => encoding.writeVarUint8Array(e, update)),
      );
    }
  }

  /** A page left: its presence goes; what it sent is still stored. */
  leave(member: Member) {
    this.members.delete(member);
    if (member.presenceId !== null && this.awareness.getStates().has(member.presenceId)) {
      awarenessProtocol.removeAwarenessStates(this.awareness, [member.presenceId], 'closed');
    }
  }

  /** A page's sync step 1: what the replica holds that it lacks, then a request for what it has that the replica lacks. */
  async sync(member: Member, stateVector: Uint8Array) {
    await this.ready;
    let missing: Uint8Array;
    try {
      missing = Y.encodeStateAsUpdate(this.replica.doc, stateVector);
    } catch {
      throw new DomainError('BAD_USER_INPUT', 'Malformed state vector');
    }
    send(
      member.ws,
      frame(MESSAGE_SYNC, (e) => {
        encoding.writeVarUint(e, syncProtocol.messageYjsSyncStep2);
        encoding.writeVarUint8Array(e, missing);
      }),
    );
    send(
      member.ws,
      frame(MESSAGE_SYNC, (e) => syncProtocol.writeSyncStep1(e, this.replica.doc)),
    );
  }

  // --- presence --------------------------------------------------------------------------

  /**
   * A member's presence: exactly one entry, its own (the first client id it names, unless
   * another connection here holds it), at most MAX_PRESENCE_BYTES, a few a second, and none new
   * once the room holds MAX_PRESENCE_PER_ROOM. Anything else is dropped: presence is a courtesy.
   * Throws for bytes that are not a presence update.
   */
  presence(member: Member, update: Uint8Array) {
    if (update.length > MAX_PRESENCE_BYTES || !member.presence.take()) return;
    const d = decoding.createDecoder(update);
    if (decoding.readVarUint(d) !== 1) return;
    const clientId = decoding.readVarUint(d);
    decoding.readVarUint(d);
    const state: unknown = JSON.parse(decoding.readVarString(d));
    if (state !== null && (typeof state !== 'object' || Array.isArray(state))) return;
    if (member.presenceId === null) {
      const states = this.awareness.getStates();
      if ([...this.members].some((m) => m !== member && m.presenceId === clientId)) return;
      if (!states.has(clientId) && states.size >= MAX_PRESENCE_PER_ROOM) return;
      member.presenceId = clientId;
    } else if (member.presenceId !== clientId) {
      return;
    }
    const name = (state as { user?: { name?: unknown } } | null)?.user?.name;
    if (typeof name === 'string' && name.trim()) member.name = name.trim().slice(0, MAX_AUTHOR_LENGTH);
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, member);
  }

  /** Presence from another process's members. */
  remotePresence(update: Uint8Array) {
    try {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, update, 'remote');
    } catch {
      /* presence from another process that does not decode is dropped */
    }
  }

  // --- changes -----------------------------------------------------------------------------

  /** A member's edit: applied in the order sent, then acknowledged (or refused) by its number once stored. */
  edit(member: Member, update: Uint8Array) {
    const seq = ++member.received;
    const actor: Actor = member.actor.kind === 'team' && member.name ? { ...member.actor, member: member.name } : member.actor;
    this.submit({
      origin: member.id,
      actor,
      change: { update },
      settle: (outcome) => {
        if ('stored' in outcome) {
          member.resyncs = 0;
          send(
            member.ws,
            frame(MESSAGE_ACK, (e) => encoding.writeVarUint(e, seq)),
          );
        } else if ('refused' in outcome)
          send(member.ws, errorFrame(outcome.refused.status, translateMessage(outcome.refused.message, member.locale), seq, outcome.refused.field));
        // Not stored for now (it built on changes the store lacks: applied by a room whose round
        // was never stored, say, while Redis was away): the page keeps it and is asked for all it
        // holds (an empty state vector); its answer, a later message, brings the lacking changes
        // with it and is acknowledged for it. The connection stays: a page that had to connect
        // again could find its session gone with a Redis that keeps nothing.
        else if (!this.closed && member.resyncs++ < MAX_RESYNCS)
          send(
            member.ws,
            frame(MESSAGE_SYNC, (e) => {
              encoding.writeVarUint(e, syncProtocol.messageYjsSyncStep1);
              encoding.writeVarUint8Array(e, EMPTY_STATE_VECTOR);
            }),
          );
        // Still not stored after that: the page reconnects and syncs with a fresh room.
        else {
          this.port.log(`collab: a page of ${this.key} is closed to sync again: its edits were not stored ${member.resyncs} times in a row`);
          member.ws.close(CLOSE_UNAVAILABLE, UNAVAILABLE_REASON);
        }
      },
    });
  }

  /** A change from anywhere (a member, a save, another process's relay), with its outcome. */
  submit(edit: Edit) {
    if (this.closed) return edit.settle({ failed: true });
    this.incoming.push(edit);
    void this.route();
  }

  /**
   * Changes another process relayed here: applied when this room orders the document (`accepted`
   * is called then, before they are stored), else null (the relayer stores them itself).
   */
  async relayed(accepted: () => void, edits: readonly Edit[]): Promise<Outcome[] | null> {
    await this.ready;
    const route = await this.port.route();
    if (!('here' in route) || this.closed) return null;
    const outcomes = Promise.all(edits.map((e) => new Promise<Outcome>((settle) => this.apply({ ...e, settle }))));
    accepted();
    return outcomes;
  }

  /** Routes what came, in order: applied here, or relayed to the room that orders the document. */
  private async route() {
    if (this.routing) return;
    this.routing = true;
    try {
      await this.ready;
      while (this.incoming.length > 0) {
        const route = await this.port.route();
        const batch = this.incoming.splice(0);
        if ('relay' in route) {
          // Once the owner took them (applied them in order), the next edits may follow: their outcomes come when stored.
          const relayed = await route.relay(batch);
          relayRound(relayed !== null);
          if (relayed) {
            void relayed.outcomes.then((outcomes) =>
              batch.forEach((e, i) => {
                const outcome = outcomes[i] ?? { failed: true };
                // Its answer went missing on the bus: routed again, stored once whatever the owner did.
                if ('failed' in outcome && outcome.lost) this.submit(e);
                else e.settle(outcome);
              }),
            );
            continue;
          }
          // No answer: applied and stored here; the append's expected version keeps it right.
          this.port.unanswered();
        }
        for (const e of batch) this.apply(e);
      }
    } catch (err) {
      this.port.log(`collab: ${describeError(err)}`);
      for (const e of this.incoming.splice(0)) e.settle({ failed: true });
    } finally {
      this.routing = false;
      this.port.settled(this);
    }
  }

  /** Applies a change to the replica, sends it to every member at once, and queues it for storing. */
  private apply(edit: Edit) {
    if (this.closed) return edit.settle({ failed: true });
    let applied: Applied;
    try {
      applied =
        'update' in edit.change ? this.replica.applyUpdate(edit.change.update) : this.replica.setValues(edit.change.values, saveClientId(this.teamId, this.phaseNumber));
    } catch (err) {
      if (isRefusal(err)) return edit.settle(refusal(err));
      throw err;
    }
    if (!applied.ok && applied.missing && !applied.spoiled) return this.defer(edit);
    if (!applied.ok && applied.spoiled) {
      edit.settle(refusal(new DomainError('BAD_USER_INPUT', applied.message), applied.field));
      return this.spoil(englishText(applied.message));
    }
    if (!applied.ok && !applied.change) return edit.settle(refusal(new DomainError('BAD_USER_INPUT', applied.message), applied.field));
    const live = applied.change;
    if (live) {
      // A refused change stored as nothing goes to its sender too: its page drops the text as every replica does.
      const except = applied.ok ? edit.origin : null;
      const msg = updateFrame(live);
      for (const m of this.members) if (m.id !== except) send(m.ws, msg);
    }
    if (live) this.port.sendLive(this.live.id, this.live.sent(), applied.ok ? edit.origin : null, live);
    this.applied.push({ edit, applied, ...(isSave(edit) ? { values: this.replica.values(), unchanged: applied.ok && !live } : {}) });
    void this.store();
  }

  /** Updates that built on changes the replica lacked, waiting for it to read the store. */
  private deferred: Edit[] = [];

  /**
   * An update building on changes the replica lacks: stored by another process and not heard
   * yet, most likely (a relay while the bus was away). The store is read, and the update applied
   * then; one whose changes the store lacks too is no refusal: its page is closed to sync again,
   * and sends them with it. Later updates building on it wait with it, in order.
   */
  private defer(edit: Edit) {
    this.deferred.push(edit);
    if (this.deferred.length > 1) return;
    void this.catchUp().then(() => {
      for (const e of this.deferred.splice(0)) {
        if (this.closed) e.settle({ failed: true });
        else if ('update' in e.change && missingDependencies(e.change.update, Y.decodeStateVector(Y.encodeStateVector(this.replica.doc)))) e.settle({ failed: true });
        else this.apply(e);
      }
      this.port.settled(this);
    });
  }

  /** The changes applied since the last round was taken, as sent live to the other processes. */
  private readonly live = new LiveRound();

  /** Stores what was applied, one round at a time, until nothing waits. */
  private async store() {
    if (this.storing) return;
    this.storing = true;
    try {
      let stale = 0;
      while (this.applied.length > 0 && !this.closed) {
        const batch = this.applied.splice(0);
        if (this.replica.stale) await this.catchUp();
        const round = this.replica.takeRound();
        const live = this.live.take();
        if (!round) {
          // A save computed on a replica that lacked a change stored elsewhere would be wrong: its "nothing to do" is checked.
          const unchanged = batch.filter((b) => b.unchanged);
          if (unchanged.length > 0 && (await this.port.version()) > this.replica.version) {
            await this.catchUp();
            this.settleBatch(batch.filter((b) => !b.unchanged));
            for (const b of unchanged) this.apply(b.edit);
            continue;
          }
          this.settleBatch(batch);
          continue;
        }
        try {
          const { version } = await this.port.store(round, authorOf(batch.map((b) => b.edit)), live);
          this.replica.roundStored(round, version);
          this.settleBatch(batch);
          stale = 0;
        } catch (err) {
          if (err instanceof StaleDocument && stale++ < STALE_RETRIES && !batch.some((b) => isSave(b.edit))) {
            // The replica lacked a change stored elsewhere: read it, and take the round again with its edits relative to it
            // (members' updates do not depend on what the replica held; a save's change does, and is made again on a fresh room).
            this.replica.putBack(round);
            this.live.mixed = true;
            this.applied.unshift(...batch);
            // Two processes storing at once (each owns the document while Redis is away) would
            // collide again in step: a random pause, longer each time, lets one of them through.
            await new Promise((r) => setTimeout(r, Math.random() * STALE_PAUSE_MS * stale));
            await this.catchUp();
            continue;
          }
          if (err instanceof StaleDocument) for (const b of batch) b.edit.settle({ failed: true, stale: true });
          else if (isRefusal(err)) for (const b of batch) b.edit.settle(refusal(err));
          else {
            this.port.log(`collab: storing an update failed: ${describeError(err)}`);
            for (const b of batch) b.edit.settle({ failed: true, error: err });
          }
          // The replica holds what the store lacks: the pages sync again with a fresh room.
          return this.spoil(`a round was not stored (${describeError(err)})`);
        }
      }
    } finally {
      this.storing = false;
      this.port.settled(this);
    }
  }

  private settleBatch(batch: Applying[]) {
    for (const b of batch) {
      if (b.applied.ok) b.edit.settle({ stored: true, ...(b.values ? { values: b.values } : {}) });
      else b.edit.settle(refusal(new DomainError('BAD_USER_INPUT', b.applied.message), b.applied.field));
    }
  }

  /**
   * The replica holds what cannot be stored (a round the store refused or could not take, an
   * update that spoiled it): the room closes. Its pages reconnect, sync with a fresh room
   * (what is stored) and send again what they made that the store lacks.
   */
  spoil(why: string) {
    if (this.closed) return;
    this.port.log(`collab: ${this.key} reopens for its pages to sync again: ${why}`);
    for (const m of this.members) m.ws.close(CLOSE_UNAVAILABLE, UNAVAILABLE_REASON);
    this.close();
    this.port.settled(this);
  }

  // --- what other processes did ------------------------------------------------------------

  /** A change another process's room applied (`live`: the round it will be stored in): sent to the members at once. */
  heardLive(live: string, n: number, origin: string | null, change: Uint8Array) {
    if (this.closed) return;
    let seen = this.sentLive.get(live);
    if (!seen) {
      this.sentLive.set(live, (seen = { joins: this.joins, count: 0 }));
      if (this.sentLive.size > 1_000) this.sentLive.delete(this.sentLive.keys().next().value!);
    }
    seen.count = seen.count >= 0 && n === seen.count + 1 ? n : -1;
    const msg = updateFrame(change);
    for (const m of this.members) if (m.id !== origin) send(m.ws, msg);
  }

  /** A stored update of the room's stream (heard on the bus) at `version`. */
  heard(version: number, update: Uint8Array, edits: Record<string, FieldEdit> | undefined, live: string | null) {
    if (this.closed) return;
    const change = this.replica.heard(version, update, edits);
    // Sent live already (the usual case: only members who joined since need it), or now: a lost live message costs only this wait.
    const [id, count] = live?.split('#') ?? [];
    const seen = id === undefined ? undefined : this.sentLive.get(id);
    if (id !== undefined) this.sentLive.delete(id);
    const joinsThen = seen && seen.count === Number(count) ? seen.joins : undefined;
    if (change) {
      const msg = updateFrame(change);
      for (const m of this.members) if (joinsThen === undefined || m.joined > joinsThen) send(m.ws, msg);
    }
    // A version past the next one means an event on the way, or one the bus lost.
    if (this.replica.hasHole) this.watchHole();
  }

  /**
   * The bus may have lost messages (its connection was cut): changes sent live and stored
   * events alike. Which live rounds reached the members is no longer known, so none is counted
   * as sent; the stored document is read again, and every member is sent the whole replica
   * (what it already has costs it nothing).
   */
  async busGap() {
    if (this.closed) return;
    this.sentLive.clear();
    await this.catchUp();
    if (this.closed) return;
    const msg = updateFrame(Y.encodeStateAsUpdate(this.replica.doc));
    for (const m of this.members) send(m.ws, msg);
  }

  /** Reads the store when a hole in the room's versions is still open after a moment. */
  private watchHole() {
    if (this.hole || this.closed) return;
    this.hole = setTimeout(() => {
      this.hole = null;
      if (this.replica.hasHole) void this.catchUp();
    }, HOLE_GRACE_MS);
  }

  /**
   * Reads the stored document again and sends members what the replica lacked: after a bus
   * gap, a hole in the versions that did not fill, or a round decided on an old version. One
   * read at a time; a call while one runs makes it read once more after. Retries while the
   * store is away.
   */
  catchUp(): Promise<void> {
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return this.catchingUp;
    }
    this.catchingUp = (async () => {
      await this.ready.catch(() => {});
      do {
        this.catchUpAgain = false;
        const loaded = await this.port.load();
        if (this.closed) return;
        const change = loaded && this.replica.caughtUp(loaded);
        if (change) {
          const msg = updateFrame(change);
          for (const m of this.members) send(m.ws, msg);
        }
      } while (this.catchUpAgain);
    })()
      .catch((err: unknown) => {
        this.port.log(`collab: catching up ${this.key} failed, retrying: ${describeError(err)}`);
        if (this.closed || this.retry) return;
        this.retry = setTimeout(() => {
          this.retry = null;
          if (!this.closed) void this.catchUp();
        }, CATCH_UP_RETRY_MS);
      })
      .finally(() => {
        this.catchingUp = null;
        this.port.settled(this);
      });
    return this.catchingUp;
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    if (this.hole) clearTimeout(this.hole);
    if (this.retry) clearTimeout(this.retry);
    for (const e of this.incoming.splice(0)) e.settle({ failed: true });
    for (const b of this.applied.splice(0)) b.edit.settle({ failed: true });
    for (const e of this.deferred.splice(0)) e.settle({ failed: true });
    this.awareness.destroy();
    this.replica?.destroy();
  }
}

/**
 * The changes a room applied since it last took a round, as sent live to the other processes:
 * under one id, numbered from 1, so a room that heard them can tell from the stored event's tag
 * (`{id}#{count}`) whether every one of them came.
 */
class LiveRound {
  id = newLiveId();
  private count = 0;
  /** The round holds changes sent under an earlier id too (taken again after a stale round): its tag proves nothing. */
  mixed = false;

  /** One more change sent under `id`: its number. */
  sent(): number {
    return ++this.count;
  }

  /** The tag the round's stored event carries (null when it proves nothing), and a new round begins. */
  take(): string | null {
    const tag = this.mixed || this.count === 0 ? null : `${this.id}#${this.count}`;
    this.id = newLiveId();
    this.count = 0;
    this.mixed = false;
    return tag;
  }
}

const newLiveId = () => `live:${globalThis.crypto.randomUUID()}`;
