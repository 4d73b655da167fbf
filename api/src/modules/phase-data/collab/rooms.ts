/**
 * This process's open phase documents: a registry of rooms (open, load, unload) and the adapter
 * that plugs each room into the rest of the system through its port (room.ts RoomPort): storage
 * (the command path), ownership across processes (owners.ts) and the bus (stored events, live
 * changes, presence, relays). A room knows none of these.
 *
 * A room stays open while anything holds it (a member, a write, an upgrade being admitted) and
 * for IDLE_MS after, so an autosave every few seconds finds its document decoded.
 */
import { DomainError, type DomainErrorCode, updateFromBase64, updateToBase64, type Actor, type PhaseData, type ReplicaOptions } from '@fit/events';
import type { Services } from '../../../context.js';
import type { StoredEvent } from '../../../store/types.js';
import { describeError } from '../../../log.js';
import { perServices } from '../../../read-cache.js';
import { timeKeystrokeStore, trackRooms } from '../../../observability/metrics.js';
import { loadPhaseDoc, storeDocRound, streamVersion } from '../handle.js';
import { createOwnerDirectory, type OwnerDirectory } from './owners.js';
import { Room, type Change, type Edit, type Outcome, type RoomPort, type Route } from './room.js';

/** How long a room with nothing holding it stays open (its document decoded) for the next write. */
export const IDLE_MS = 30_000;
/** Idle rooms kept at most; past it the longest idle closes. */
const MAX_IDLE_ROOMS = 500;

export class Rooms {
  private readonly rooms = new Map<string, Room>();
  /** Rooms with nothing holding them, oldest first, with the timer that closes them. */
  private readonly idle = new Map<Room, ReturnType<typeof setTimeout>>();
  readonly owners: OwnerDirectory;
  private readonly unsubscribe: (() => void)[] = [];
  private closed = false;
  /** How the rooms opened from now on compact their documents (benchmarks set it). */
  replicaOptions: ReplicaOptions = {};

  constructor(private readonly s: Services) {
    this.owners = createOwnerDirectory(s.redis, s.bus, s.redisPrefix, s.log);
    this.unsubscribe.push(trackRooms(this.rooms));
    // The owner of a document applies and stores what other processes' members sent it.
    this.owners.onEdits(async (request, accepted) => {
      const room = this.rooms.get(request.key);
      if (!room || room.closed) return null;
      return room.relayed(
        accepted,
        request.edits.map((e) => ({
          origin: e.origin,
          actor: parseAuthor(e.author),
          change: e.update !== undefined ? { update: updateFromBase64(e.update) } : { values: e.values },
          settle: () => {},
        })),
      );
    });
    // Stored updates, from any process: each room applies them once, in version order.
    this.unsubscribe.push(
      s.bus.subscribe((event: StoredEvent) => {
        if (event.type !== 'PhaseDocUpdated') return;
        const room = this.rooms.get(`${event.data.teamId}:${event.data.phaseNumber}`);
        if (!room) return;
        void room.ready.then(
          () => room.heard(event.version, updateFromBase64(event.data.update), event.data.edits, event.origin ?? null),
          () => {},
        );
      }),
    );
    // Whatever the bus may have lost, every open room reads its document again.
    this.unsubscribe.push(
      s.bus.onGap(() => {
        for (const room of this.rooms.values()) void room.busGap();
      }),
    );
    this.unsubscribe.push(
      s.bus.onSignal((topic, payload) => {
        if (topic.startsWith('collab:')) {
          const room = this.rooms.get(topic.slice(7));
          if (room && !room.closed) room.remotePresence(new Uint8Array(Buffer.from(payload, 'base64')));
        } else if (topic.startsWith('collab-live:')) {
          const room = this.rooms.get(topic.slice(12));
          if (!room) return;
          const { live, n, origin, update } = JSON.parse(payload) as { live: string; n: number; origin: string | null; update: string };
          room.heardLive(live, n, origin, updateFromBase64(update));
        }
      }),
    );
  }

  /** The room of a document, opened (and its document loading) when none is. */
  open(teamId: string, phaseNumber: number): Room {
    const key = `${teamId}:${phaseNumber}`;
    const open = this.rooms.get(key);
    if (open && !open.closed) return open;
    const room = new Room(key, teamId, phaseNumber, this.portOf(key, teamId, phaseNumber), this.replicaOptions);
    // A room whose document could not be read is forgotten: the next use reads it anew.
    room.ready.catch((err: Error) => {
      this.s.log(`collab: loading ${key} failed: ${describeError(err)}`);
      this.dispose(room);
    });
    this.rooms.set(key, room);
    // Claimed at once, so the first process to open a document orders it.
    void this.owners.ownerOf(key);
    this.settled(room);
    return room;
  }

  /** Holds a room open until the returned release is called (a write, an upgrade being admitted). */
  hold(teamId: string, phaseNumber: number): { room: Room; release: () => void } {
    const room = this.open(teamId, phaseNumber);
    this.wake(room);
    return { room, release: room.hold() };
  }

  /**
   * A change written through the document's room as a page's would be, its outcome once it is
   * stored: a save's answers (REST, GraphQL), or a Yjs update (the CLI, benchmarks, tests). A
   * change made on a replica that lacked a change stored elsewhere is made again on a fresh room, once.
   */
  async write(teamId: string, phaseNumber: number, actor: Actor, change: Change): Promise<Outcome> {
    for (let attempt = 0; ; attempt++) {
      const { room, release } = this.hold(teamId, phaseNumber);
      let outcome: Outcome;
      try {
        await room.ready;
        outcome = await new Promise<Outcome>((settle) => room.submit({ origin: null, actor, change, settle }));
      } finally {
        release();
      }
      if (!('failed' in outcome) || !outcome.stale || attempt >= 1) return outcome;
    }
  }

  /**
   * A REST or GraphQL save: the phase is to hold exactly `values` (what teammates type elsewhere
   * in it stays). Resolves with the answers after it; throws its refusal, or UNAVAILABLE.
   */
  async save(teamId: string, phaseNumber: number, actor: Actor, values: unknown): Promise<PhaseData> {
    const outcome = await this.write(teamId, phaseNumber, actor, { values });
    if ('stored' in outcome) return outcome.values ?? {};
    if ('refused' in outcome) throw new DomainError(outcome.refused.code as DomainErrorCode, outcome.refused.message);
    // What the store said (a timeout, a commit in doubt) is the answer, as for any command.
    if (outcome.error !== undefined) throw outcome.error;
    throw new DomainError('UNAVAILABLE', 'Service temporarily unavailable, please retry shortly');
  }

  private portOf(key: string, teamId: string, phaseNumber: number): RoomPort {
    const { s, owners } = this;
    return {
      load: () => loadPhaseDoc(s.orm.em.fork(), teamId, phaseNumber),
      version: () => streamVersion(s.orm.em.fork(), teamId, phaseNumber),
      store: async (round, actor, live) => {
        const { events } = await timeKeystrokeStore(storeDocRound(s, actor, teamId, phaseNumber, round, live));
        return { version: events.at(-1)!.version };
      },
      route: async (): Promise<Route> => {
        const owner = await owners.ownerOf(key);
        if (!owner || owner === owners.self) return { here: true };
        return {
          relay: (edits: readonly Edit[]) =>
            owners.relay(
              owner,
              key,
              edits.map((e) => ({
                origin: e.origin,
                author: JSON.stringify(e.actor),
                ...('update' in e.change ? { update: updateToBase64(e.change.update) } : { values: e.change.values }),
              })),
            ),
        };
      },
      unanswered: () => owners.suspect(key),
      // Sent live only when another process may have pages on it: stored, every change reaches them anyway.
      sendLive: (live, n, origin, change) => {
        if (owners.othersListen(key)) s.bus.signal(`collab-live:${key}`, JSON.stringify({ live, n, origin, update: updateToBase64(change) }));
      },
      sharePresence: (update) => s.bus.signal(`collab:${key}`, Buffer.from(update).toString('base64')),
      settled: (room) => this.settled(room),
      log: s.log,
    };
  }

  /** A room that may have become idle: closed after IDLE_MS unless something uses it again; a closed one is forgotten. */
  private settled(room: Room) {
    if (room.closed) return this.dispose(room);
    if (!room.idle || this.idle.has(room)) return;
    this.idle.set(
      room,
      setTimeout(() => {
        this.idle.delete(room);
        if (room.idle) this.dispose(room);
      }, IDLE_MS).unref(),
    );
    if (this.idle.size > MAX_IDLE_ROOMS) this.dispose(this.idle.keys().next().value!);
  }

  /** A room in use again is no longer idle. */
  wake(room: Room) {
    const timer = this.idle.get(room);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.idle.delete(room);
  }

  private dispose(room: Room) {
    this.wake(room);
    room.close();
    if (this.rooms.get(room.key) === room) {
      this.rooms.delete(room.key);
      this.owners.release(room.key);
    }
  }

  /** Closes every room of a team (an erased team's documents leave memory at once). */
  closeTeam(teamId: string) {
    for (const room of [...this.rooms.values()]) if (room.key.startsWith(`${teamId}:`)) this.dispose(room);
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    for (const u of this.unsubscribe) u();
    this.owners.close();
    for (const room of [...this.rooms.values()]) this.dispose(room);
  }
}

function parseAuthor(author: string | null): Actor {
  try {
    return (JSON.parse(author ?? 'null') as Actor | null) ?? { kind: 'anonymous' };
  } catch {
    return { kind: 'anonymous' };
  }
}

/** This process's rooms: one registry per Services, shared by the co-editing sockets and the saves. */
export const docRooms = perServices((s) => new Rooms(s));
