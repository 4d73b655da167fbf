/**
 * One open phase document in this process: its replica (what has been stored, never more), its
 * members (this process's connections), their presence, the order in which their edits are
 * stored, and what a refused edit becomes.
 *
 * Edits queue per room and are stored one round at a time (edits sent while a round is being
 * stored join the next), by this process when it owns the document (owners.ts), or relayed to
 * the process that does. Every stored round comes back through `heard` (from the store's answer
 * or the bus), which the replica applies once, in version order, reading the store again when a
 * version went missing.
 */
import type { Locale } from '@fit/events/i18n';
import { translateMessage } from '@fit/events/i18n/messages';
import type { WebSocket } from 'ws';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';
import { relayRound } from '../../../observability/metrics.js';
import {
  CLOSE_UNAVAILABLE,
  DomainError,
  MESSAGE_ACK,
  MESSAGE_AWARENESS,
  MESSAGE_SYNC,
  Y,
  applyAndCapture,
  dropInsertions,
  errorFrame,
  frame,
  updateFromBase64,
  updateToBase64,
  type Actor,
} from '@fit/events';
import type { StoredEvent } from '../../../store/types.js';
import { describeError } from '../../../log.js';
import { statusOf } from '../../../http/status.js';
import type { OwnerDirectory, RelayedOutcome, RelayRequest } from './owners.js';

/** Presence: the largest entry (a name, a colour, a field id fit in a few hundred bytes). */
export const MAX_PRESENCE_BYTES = 1024;
/** Presence entries a room holds at most (a team is a few people, each with a tab or two). */
export const MAX_PRESENCE_PER_ROOM = 32;
/** How long a hole in the versions a room has heard of may stay open before it reads the store. */
const HOLE_GRACE_MS = 1000;
/** How often a room that could not read the store tries again. */
const CATCH_UP_RETRY_MS = 1000;
/** The longest display name kept as an edit's author. */
const MAX_AUTHOR_LENGTH = 80;

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
  /** Carried with the events its edits make, so its own edits are not sent back to it. */
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
}

/** What became of an edit: stored, refused for good (why, and its field), or not stored for now. */
export type Outcome = RelayedOutcome;

/** An edit waiting to be stored: where it came from and how its sender hears the outcome. */
interface Edit {
  /** The connection it came from (here or on the relaying process). */
  origin: string;
  /** Who made it, as the event's metadata records it. */
  actor: Actor;
  update: Uint8Array;
  settle: (outcome: Outcome) => void;
}

/** What a room needs from the rest of the server. */
export interface RoomServices {
  owners: OwnerDirectory;
  /** Stores a round of edits as one command (`origin`: the one connection they all came from, or null). */
  store: (room: Room, actor: Actor, update: Uint8Array, origin: string | null) => Promise<StoredEvent[]>;
  /** The stored document and its version (null when nothing is stored yet). */
  load: (room: Room) => Promise<{ version: number; update: Uint8Array } | null>;
  /** Presence of this process's members, for the other processes' rooms. */
  sharePresence: (room: Room, update: Uint8Array) => void;
  /** Called when the room may have become idle (its last round stored, its last read done). */
  settled: (room: Room) => void;
  log: (message: string) => void;
}

const isRefusal = (err: unknown): err is DomainError => err instanceof DomainError && err.code !== 'UNAVAILABLE';

const send = (ws: WebSocket, message: Uint8Array) => {
  if (ws.readyState === ws.OPEN) ws.send(message);
};

/** The actor of a round of edits: who made them, named when all came from one member. */
function authorOf(edits: readonly Edit[]): Actor {
  const first = edits[0]!.actor;
  if (edits.every((e) => e.actor === first)) return first;
  if (first.kind !== 'team' || !edits.every((e) => e.actor.kind === 'team' && e.actor.id === first.id)) return first;
  const names = [...new Set(edits.map((e) => (e.actor.kind === 'team' ? e.actor.member : undefined)).filter((n): n is string => !!n))].sort();
  return names.length > 0 ? { kind: 'team', id: first.id, member: names.join(', ').slice(0, MAX_AUTHOR_LENGTH) } : { kind: 'team', id: first.id };
}

export class Room {
  /** The replica: what has been stored, never more. */
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(new Y.Doc());
  readonly members = new Set<Member>();
  readonly ready: Promise<void>;
  /** Upgrades waiting for the room (it stays open for them). */
  joining = 0;
  closed = false;

  /** The stream version up to which the replica holds every stored update. */
  private version = 0;
  /** Versions past `version` the replica holds too (heard out of order): a hole waits for the rest. */
  private readonly ahead = new Set<number>();
  private hole: ReturnType<typeof setTimeout> | null = null;
  private catchingUp: Promise<void> | null = null;
  private catchUpAgain = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private pending: Edit[] = [];
  private storing = false;

  constructor(
    readonly key: string,
    readonly teamId: string,
    readonly phaseNumber: number,
    private readonly rs: RoomServices,
  ) {
    this.awareness.setLocalState(null);
    this.ready = rs.load(this).then((loaded) => {
      if (!loaded) return;
      Y.applyUpdate(this.doc, loaded.update, 'store');
      this.version = loaded.version;
    });
    // Presence: changes from this process's pages go to its other pages and to other processes.
    this.awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...added, ...updated, ...removed]);
      const msg = frame(MESSAGE_AWARENESS, (e) => encoding.writeVarUint8Array(e, update));
      for (const m of this.members) send(m.ws, msg);
      if (origin !== 'remote') rs.sharePresence(this, update);
    });
  }

  /** Nothing keeps the room open: no member, none joining, nothing being stored or read. */
  get idle() {
    return this.members.size === 0 && this.joining === 0 && !this.storing && this.pending.length === 0 && !this.catchingUp;
  }

  // --- members ---------------------------------------------------------------------------

  /** A page joined: it is told who is already here. */
  join(member: Member) {
    this.members.add(member);
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

  /** A page's sync step 1: what the store holds that it lacks, then a request for what it has that the store lacks. */
  async sync(member: Member, stateVector: Uint8Array) {
    await this.ready;
    let missing: Uint8Array;
    try {
      missing = Y.encodeStateAsUpdate(this.doc, stateVector);
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
      frame(MESSAGE_SYNC, (e) => syncProtocol.writeSyncStep1(e, this.doc)),
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

  // --- ordering --------------------------------------------------------------------------

  /** A member's edit: stored in the order sent, then acknowledged (or refused) by its number. */
  edit(member: Member, update: Uint8Array) {
    const seq = ++member.received;
    const actor: Actor = member.actor.kind === 'team' && member.name ? { ...member.actor, member: member.name } : member.actor;
    this.pending.push({
      origin: member.id,
      actor,
      update,
      settle: (outcome) => {
        if ('stored' in outcome)
          send(
            member.ws,
            frame(MESSAGE_ACK, (e) => encoding.writeVarUint(e, seq)),
          );
        else if ('refused' in outcome)
          send(member.ws, errorFrame(outcome.refused.status, translateMessage(outcome.refused.message, member.locale), seq, outcome.refused.field));
        // Not stored for now: the page keeps it, reconnects and sends it again.
        else member.ws.close(CLOSE_UNAVAILABLE, UNAVAILABLE_REASON);
      },
    });
    void this.drain();
  }

  /** Edits another process relayed here, the owner: answered with one outcome each. */
  relayed(request: RelayRequest): Promise<Outcome[]> {
    return Promise.all(
      request.edits.map(
        (e) =>
          new Promise<Outcome>((settle) => {
            let actor: Actor = { kind: 'anonymous' };
            try {
              actor = JSON.parse(e.author ?? 'null') ?? actor;
            } catch {
              /* an author that does not parse is recorded as anonymous */
            }
            this.pending.push({ origin: e.origin, actor, update: updateFromBase64(e.update), settle });
            void this.drain();
          }),
      ),
    );
  }

  /** Stores what waits, one round at a time, here or at the owner, until nothing waits. */
  private async drain() {
    if (this.storing) return;
    this.storing = true;
    try {
      await this.ready;
      while (this.pending.length > 0) {
        const round = this.pending.splice(0);
        const owner = await this.rs.owners.ownerOf(this.key);
        if (owner && owner !== this.rs.owners.self) {
          const outcomes = await this.rs.owners.relay(
            owner,
            this.key,
            round.map((e) => ({ origin: e.origin, author: JSON.stringify(e.actor), update: updateToBase64(e.update) })),
          );
          relayRound(outcomes !== null);
          if (outcomes) {
            round.forEach((e, i) => e.settle(outcomes[i] ?? { failed: true }));
            continue;
          }
          // No answer: stored here, the append's expected version keeps it right.
          this.rs.owners.suspect(this.key);
        }
        await this.storeRound(round);
      }
    } catch (err) {
      // Whatever was not stored is still on the pages: they reconnect and send it again.
      this.rs.log(`collab: ${describeError(err)}`);
      for (const e of this.pending.splice(0)) e.settle({ failed: true });
    } finally {
      this.storing = false;
      this.rs.settled(this);
    }
  }

  // --- storage and refusals ---------------------------------------------------------------

  /** Stores a round as one command; a refusal is decided edit by edit, so none holds back the others. */
  private async storeRound(round: Edit[]) {
    try {
      await this.store(round);
      for (const e of round) e.settle({ stored: true });
      return;
    } catch (err) {
      if (!isRefusal(err)) return this.unavailable(round, err);
      if (round.length === 1) return this.refuse(round[0]!, err);
    }
    for (const e of round) {
      try {
        await this.store([e]);
        e.settle({ stored: true });
      } catch (err) {
        if (!isRefusal(err)) return this.unavailable([e], err);
        await this.refuse(e, err);
      }
    }
  }

  /** The store is unreachable: nothing is acknowledged; the pages keep their edits and send them again. */
  private unavailable(round: Edit[], err: unknown) {
    this.rs.log(`collab: storing an update failed: ${describeError(err)}`);
    for (const e of round) e.settle({ failed: true });
  }

  /**
   * Stores the round's edits. The sender has its own edit; when several members' edits were
   * merged, each needs the others'. `replacement` stands for what the round sent (a refused
   * update stored as nothing), which every member needs, the sender too.
   */
  private async store(round: Edit[], replacement?: Uint8Array) {
    const update = replacement ?? (round.length === 1 ? round[0]!.update : Y.mergeUpdates(round.map((e) => e.update)));
    const origins = new Set(round.map((e) => e.origin));
    const origin = !replacement && origins.size === 1 ? round[0]!.origin : null;
    const events = await this.rs.store(this, authorOf(round), update, origin);
    for (const e of events) this.heard(e.version, updateFromBase64(e.data.update), origin);
  }

  /**
   * A refused edit: stored as nothing when it can be (the member's page then deletes what it
   * inserted and goes on saving), and answered with the reason and the field.
   */
  private async refuse(edit: Edit, err: DomainError) {
    const dropped = err.code === 'BAD_USER_INPUT' ? dropInsertions(this.doc, edit.update, this.phaseNumber) : null;
    if (dropped) {
      try {
        await this.store([edit], dropped.update);
      } catch (again) {
        if (!isRefusal(again)) return this.unavailable([edit], again);
      }
    }
    edit.settle({ refused: { status: statusOf(err.code), message: err.message, field: dropped?.fields[0] ?? null } });
  }

  // --- the replica ------------------------------------------------------------------------

  /** A stored update of the room's stream (its own, or heard on the bus) at `version`. */
  heard(version: number, update: Uint8Array, origin: string | null = null) {
    if (version <= this.version || this.ahead.has(version)) return;
    const change = applyAndCapture(this.doc, () => Y.applyUpdate(this.doc, update, 'store'));
    if (change) {
      const msg = frame(MESSAGE_SYNC, (e) => syncProtocol.writeUpdate(e, change));
      for (const m of this.members) if (m.id !== origin) send(m.ws, msg);
    }
    this.ahead.add(version);
    while (this.ahead.delete(this.version + 1)) this.version++;
    // A version past the next one means an event on the way, or one the bus lost.
    if (this.ahead.size > 0) this.watchHole();
  }

  /** Reads the store when a hole in the room's versions is still open after a moment. */
  private watchHole() {
    if (this.hole || this.closed) return;
    this.hole = setTimeout(() => {
      this.hole = null;
      if (this.ahead.size > 0) void this.catchUp();
    }, HOLE_GRACE_MS);
  }

  /**
   * Reads the document row again and sends members what their replica lacked: after a bus gap,
   * or a hole in the versions that did not fill. One read at a time; a call while one runs makes
   * it read once more after. Retries while the store is away.
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
        const loaded = await this.rs.load(this);
        if (this.closed) return;
        if (loaded && loaded.version > this.version) {
          const change = applyAndCapture(this.doc, () => Y.applyUpdate(this.doc, loaded.update, 'store'));
          if (change) {
            const msg = frame(MESSAGE_SYNC, (e) => syncProtocol.writeUpdate(e, change));
            for (const m of this.members) send(m.ws, msg);
          }
          this.version = loaded.version;
          for (const v of this.ahead) if (v <= loaded.version) this.ahead.delete(v);
          while (this.ahead.delete(this.version + 1)) this.version++;
        }
      } while (this.catchUpAgain);
    })()
      .catch((err: unknown) => {
        this.rs.log(`collab: catching up ${this.key} failed, retrying: ${describeError(err)}`);
        if (this.closed || this.retry) return;
        this.retry = setTimeout(() => {
          this.retry = null;
          if (!this.closed) void this.catchUp();
        }, CATCH_UP_RETRY_MS);
      })
      .finally(() => {
        this.catchingUp = null;
        this.rs.settled(this);
      });
    return this.catchingUp;
  }

  close() {
    this.closed = true;
    if (this.hole) clearTimeout(this.hole);
    if (this.retry) clearTimeout(this.retry);
    for (const e of this.pending.splice(0)) e.settle({ failed: true });
    this.awareness.destroy();
    this.doc.destroy();
  }
}
