/**
 * Live co-editing of phase documents: a WebSocket at /collab/{teamId}/{phase} speaking
 * y-protocols (sync + awareness) plus ACK and ERROR messages (see events/src/phase-doc/protocol.ts).
 *
 * Each process keeps one room per open document: a server replica of the document (what has
 * been stored, never more), its connections and the awareness of who is there. Members'
 * updates queue per room and are stored as one command per round (an update typed while the
 * previous one is being stored joins the next), then acknowledged. Stored updates reach every
 * process through the event bus; presence crosses processes as bus signals.
 *
 * A room never trusts the bus to be complete. It knows the stream version its replica holds;
 * an event that skips a version, a bus that was cut and is back (EventBus.onGap), or a hole
 * that stays open, makes it read the document row again from PostgreSQL and send its members
 * what they lack. A refused update is stored as nothing (dropInsertions), so the member's page
 * drops it and goes on; presence is one entry per connection, small, rate limited and capped.
 */
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket, type RawData } from 'ws';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';
import {
  CLOSE_BAD_INPUT,
  CLOSE_FORBIDDEN,
  CLOSE_RATE_LIMITED,
  CLOSE_UNAUTHENTICATED,
  CLOSE_UNAVAILABLE,
  DomainError,
  MAX_DOC_UPDATE_BYTES,
  MESSAGE_ACK,
  MESSAGE_AWARENESS,
  errorFrame,
  MESSAGE_SYNC,
  Y,
  applyAndCapture,
  dropInsertions,
  frame,
  isUuid,
  parsePhaseNumber,
  updateFromBase64,
  type EventMetadata,
} from '@fit/events';
import type { Services } from '../../context.js';
import type { StoredEvent } from '../../store/types.js';
import { applyDocUpdate, loadPhaseDoc, teamExists } from './handle.js';
import { describeError } from '../../log.js';
import { ANONYMOUS, requireTeamAccess, viewerOf, type Viewer } from '../../auth/viewer.js';
import { trackSessionSocket } from '../../auth/live-sessions.js';

/** A rule refused the update (it will never be stored); anything else is the store failing for now. */
const isRefusal = (err: unknown): err is DomainError => err instanceof DomainError && err.code !== 'UNAVAILABLE';

const STATUS: Record<string, number> = { BAD_USER_INPUT: 400, UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409, UNAVAILABLE: 503 };

/** Messages a connection may send per second on average, and in a burst (typing sends a few). */
const RATE_PER_SECOND = 60;
const RATE_BURST = 240;
/** Presence: the largest entry (a name, a colour, a field id fit in a few hundred bytes). */
export const MAX_PRESENCE_BYTES = 1024;
/** Presence messages a connection may send per second, and in a burst; more are dropped. */
const PRESENCE_PER_SECOND = 10;
const PRESENCE_BURST = 20;
/** Presence entries a room holds at most (a team is a few people, each with a tab or two). */
export const MAX_PRESENCE_PER_ROOM = 32;
/** How long a hole in the versions a room has heard of may stay open before it reads the store. */
const HOLE_GRACE_MS = 1000;
/** How often a room that could not read the store tries again. */
const CATCH_UP_RETRY_MS = 1000;

/** Bytes that do not follow the protocol: the connection is closed with 4400. */
class MalformedMessage extends Error {}

interface Bucket {
  tokens: number;
  refilledAt: number;
}

interface Conn {
  id: string;
  ws: WebSocket;
  /** The one awareness client id this connection speaks for (bound by its first presence). */
  presenceId: number | null;
  /** Update-carrying messages received, and how many of them are stored (or refused). */
  received: number;
  messages: Bucket;
  presence: Bucket;
}

interface Pending {
  conn: Conn;
  seq: number;
  update: Uint8Array;
}

interface Loaded {
  version: number;
  update: Uint8Array;
}

class Room {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(new Y.Doc());
  readonly conns = new Set<Conn>();
  readonly ready: Promise<void>;
  pending: Pending[] = [];
  storing = false;
  /** The stream version up to which the replica holds every stored update. */
  version = 0;
  /** Versions past `version` the replica holds too (heard out of order): a hole waits for the rest. */
  readonly ahead = new Set<number>();
  hole: ReturnType<typeof setTimeout> | null = null;
  catchingUp: Promise<void> | null = null;
  catchUpAgain = false;
  retry: ReturnType<typeof setTimeout> | null = null;
  /** Upgrades waiting for the room (it stays open for them). */
  joining = 0;
  closed = false;

  constructor(
    readonly key: string,
    readonly teamId: string,
    readonly phaseNumber: number,
    readonly load: () => Promise<Loaded | null>,
  ) {
    this.awareness.setLocalState(null);
    this.ready = load().then((loaded) => {
      if (!loaded) return;
      Y.applyUpdate(this.doc, loaded.update, 'store');
      this.version = loaded.version;
    });
  }

  /** Records that the replica holds `version`; true when it leaves a hole below it. */
  holds(version: number): boolean {
    if (version <= this.version) return false;
    this.ahead.add(version);
    while (this.ahead.delete(this.version + 1)) this.version++;
    return this.ahead.size > 0;
  }

  /** Whether the replica already holds the update of `version`. */
  has(version: number) {
    return version <= this.version || this.ahead.has(version);
  }

  /** The store's document at `version`, read anew: everything up to it is now held. */
  caughtUp(version: number) {
    if (version <= this.version) return;
    this.version = version;
    for (const v of this.ahead) if (v <= version) this.ahead.delete(v);
    while (this.ahead.delete(this.version + 1)) this.version++;
  }
}

const send = (conn: Conn, message: Uint8Array) => {
  if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(message);
};

export interface CollabServer {
  /** Takes an HTTP upgrade for /collab/…; answers a clear HTTP error before upgrading otherwise. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/** The close code and reason of a refused team access (viewer.ts requireTeamAccess), or null when allowed. */
function accessRefusal(viewer: Viewer, teamId: string): [number, string] | null {
  try {
    requireTeamAccess(viewer, teamId);
    return null;
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    const code = e.code === 'UNAUTHENTICATED' ? CLOSE_UNAUTHENTICATED : e.code === 'FORBIDDEN' ? CLOSE_FORBIDDEN : CLOSE_UNAVAILABLE;
    return [code, e.message];
  }
}

/**
 * `session` is the app's session middleware: the upgrade request's cookie is read with it, as
 * graphql-ws does, so a socket is opened only by the team's session or an instructor.
 */
export function createCollabServer(s: Services, session?: RequestHandler): CollabServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_DOC_UPDATE_BYTES + 1024 });
  const rooms = new Map<string, Room>();

  const metadataFor = (batch: Pending[]): EventMetadata => ({
    actor: { kind: 'anonymous' },
    requestId: batch.length === 1 || batch.every((p) => p.conn === batch[0]!.conn) ? `collab:${batch[0]!.conn.id}` : `collab:${randomUUID()}`,
    at: new Date().toISOString(),
  });

  /** Sends a stored change to the room's connections, unless the replica had it already. */
  function shareStored(room: Room, update: Uint8Array, skip?: (c: Conn) => boolean) {
    const change = applyAndCapture(room.doc, () => Y.applyUpdate(room.doc, update, 'store'));
    if (!change) return;
    const msg = frame(MESSAGE_SYNC, (e) => syncProtocol.writeUpdate(e, change));
    for (const c of room.conns) if (!skip?.(c)) send(c, msg);
  }

  /** Reads the store when a hole in the room's versions is still open after a moment. */
  function watchHole(room: Room) {
    if (room.hole || room.closed) return;
    room.hole = setTimeout(() => {
      room.hole = null;
      if (room.ahead.size > 0) void catchUp(room);
    }, HOLE_GRACE_MS);
  }

  /**
   * Reads the room's document row again and sends members what their replica lacked: after a
   * bus gap, or a hole in the versions that did not fill. One read at a time per room; a call
   * while one runs makes it read once more after. Retries while the store is away.
   */
  function catchUp(room: Room): Promise<void> {
    if (room.catchingUp) {
      room.catchUpAgain = true;
      return room.catchingUp;
    }
    room.catchingUp = (async () => {
      await room.ready.catch(() => {});
      do {
        room.catchUpAgain = false;
        const loaded = await room.load();
        if (room.closed) return;
        if (loaded && loaded.version > room.version) {
          shareStored(room, loaded.update);
          room.caughtUp(loaded.version);
        }
      } while (room.catchUpAgain);
    })()
      .catch((err: unknown) => {
        s.log(`collab: catching up ${room.key} failed, retrying: ${describeError(err)}`);
        if (room.closed || room.retry) return;
        room.retry = setTimeout(() => {
          room.retry = null;
          if (!room.closed) void catchUp(room);
        }, CATCH_UP_RETRY_MS);
      })
      .finally(() => {
        room.catchingUp = null;
      });
    return room.catchingUp;
  }

  /** A stored update of the room's stream (its own, or heard on the bus) at `version`. */
  function heard(room: Room, version: number, update: Uint8Array, skip?: (c: Conn) => boolean) {
    if (room.has(version)) return;
    shareStored(room, update, skip);
    if (room.holds(version)) watchHole(room);
  }

  function acknowledge(batch: Pending[]) {
    const upTo = new Map<Conn, number>();
    for (const p of batch) upTo.set(p.conn, Math.max(upTo.get(p.conn) ?? 0, p.seq));
    for (const [conn, seq] of upTo)
      send(
        conn,
        frame(MESSAGE_ACK, (e) => encoding.writeVarUint(e, seq)),
      );
  }

  /**
   * Stores the batch's updates as one command. The sender has its own edit; when several
   * members' edits were merged, each needs the others'. `update` replaces what the batch sent
   * (a refused update stored as nothing), which every member needs, the sender too.
   */
  async function store(room: Room, batch: Pending[], update?: Uint8Array) {
    const merged = update ?? (batch.length === 1 ? batch[0]!.update : Y.mergeUpdates(batch.map((p) => p.update)));
    const { events } = await applyDocUpdate(s, metadataFor(batch), room.teamId, room.phaseNumber, merged);
    const from = new Set(batch.map((p) => p.conn));
    const only = !update && from.size === 1 ? batch[0]!.conn : null;
    for (const e of events) heard(room, e.version, updateFromBase64(e.data.update), (c) => c === only);
  }

  /** Tells a member its update `seq` was refused, why, and in which fields (it is not saved). */
  function refuseUpdate(conn: Conn, seq: number, err: DomainError, fields: readonly string[]) {
    send(conn, errorFrame(STATUS[err.code] ?? 400, err.message, seq, fields[0] ?? null));
  }

  /**
   * One member's refused update: stored as nothing when it can be (the member's page then
   * deletes what it inserted and goes on saving), and answered with the reason.
   */
  async function refuseOne(room: Room, p: Pending, err: DomainError) {
    const dropped = err.code === 'BAD_USER_INPUT' ? dropInsertions(room.doc, p.update, room.phaseNumber) : null;
    if (dropped) {
      try {
        await store(room, [p], dropped.update);
      } catch (again) {
        if (!isRefusal(again)) throw again;
        refuseUpdate(p.conn, p.seq, err, dropped.fields);
        return;
      }
    }
    refuseUpdate(p.conn, p.seq, err, dropped?.fields ?? []);
  }

  /** Stores what the room's members sent, one command per round, until nothing waits. */
  async function drain(room: Room) {
    if (room.storing) return;
    room.storing = true;
    try {
      await room.ready;
      while (room.pending.length > 0) {
        const batch = room.pending.splice(0);
        try {
          await store(room, batch);
          acknowledge(batch);
        } catch (err) {
          if (!isRefusal(err)) {
            // The store is unreachable: nothing is acknowledged, and the pages reconnect and
            // send their changes again once it is back (they keep them meanwhile).
            s.log(`collab: storing an update failed: ${describeError(err)}`);
            for (const c of new Set(batch.map((p) => p.conn))) c.ws.close(CLOSE_UNAVAILABLE, 'The answers could not be saved just now; retrying');
            continue;
          }
          // One member's refused update must not hold back the others': decide each alone.
          for (const p of batch) {
            try {
              if (batch.length > 1) await store(room, [p]);
              else throw err;
              acknowledge([p]);
            } catch (one) {
              if (!isRefusal(one)) throw one;
              await refuseOne(room, p, one);
            }
          }
        }
      }
    } catch (err) {
      // Whatever was not stored is still on the pages: they reconnect and send it again.
      s.log(`collab: ${describeError(err)}`);
      room.pending = [];
      for (const c of room.conns) c.ws.close(CLOSE_UNAVAILABLE, 'The answers could not be saved just now; retrying');
    } finally {
      room.storing = false;
    }
  }

  function take(bucket: Bucket, perSecond: number, burst: number): boolean {
    const now = Date.now();
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.refilledAt) / 1000) * perSecond);
    bucket.refilledAt = now;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /**
   * A connection's presence: exactly one entry, its own (the first client id it names, unless
   * another connection here holds it), at most MAX_PRESENCE_BYTES, a few a second, and none new
   * once the room holds MAX_PRESENCE_PER_ROOM. Anything else is dropped: presence is a courtesy.
   */
  function onPresence(room: Room, conn: Conn, update: Uint8Array) {
    if (update.length > MAX_PRESENCE_BYTES || !take(conn.presence, PRESENCE_PER_SECOND, PRESENCE_BURST)) return;
    const d = decoding.createDecoder(update);
    if (decoding.readVarUint(d) !== 1) return;
    const clientId = decoding.readVarUint(d);
    decoding.readVarUint(d);
    const state: unknown = JSON.parse(decoding.readVarString(d));
    if (state !== null && (typeof state !== 'object' || Array.isArray(state))) return;
    if (conn.presenceId === null) {
      const states = room.awareness.getStates();
      if ([...room.conns].some((c) => c !== conn && c.presenceId === clientId)) return;
      if (!states.has(clientId) && states.size >= MAX_PRESENCE_PER_ROOM) return;
      conn.presenceId = clientId;
    } else if (conn.presenceId !== clientId) {
      return;
    }
    awarenessProtocol.applyAwarenessUpdate(room.awareness, update, conn);
  }

  async function onMessage(room: Room, conn: Conn, data: Uint8Array) {
    if (!take(conn.messages, RATE_PER_SECOND, RATE_BURST)) {
      conn.ws.close(CLOSE_RATE_LIMITED, 'Too many updates; slow down');
      return;
    }
    let type: number;
    let step = -1;
    let body: Uint8Array;
    try {
      const d = decoding.createDecoder(data);
      type = decoding.readVarUint(d);
      if (type === MESSAGE_SYNC) step = decoding.readVarUint(d);
      body = decoding.readVarUint8Array(d);
    } catch {
      throw new MalformedMessage();
    }
    if (type === MESSAGE_SYNC) {
      if (step === syncProtocol.messageYjsSyncStep1) {
        const stateVector = body;
        await room.ready;
        send(
          conn,
          frame(MESSAGE_SYNC, (e) => syncProtocol.writeSyncStep2(e, room.doc, stateVector)),
        );
        // Ask for what the page has that the store lacks (edits made offline).
        send(
          conn,
          frame(MESSAGE_SYNC, (e) => syncProtocol.writeSyncStep1(e, room.doc)),
        );
      } else if (step === syncProtocol.messageYjsSyncStep2 || step === syncProtocol.messageYjsUpdate) {
        room.pending.push({ conn, seq: ++conn.received, update: body });
        void drain(room);
      } else {
        throw new MalformedMessage();
      }
    } else if (type === MESSAGE_AWARENESS) {
      try {
        onPresence(room, conn, body);
      } catch {
        throw new MalformedMessage();
      }
    } else {
      throw new MalformedMessage();
    }
  }

  function openRoom(teamId: string, phaseNumber: number): Room {
    const key = `${teamId}:${phaseNumber}`;
    let room = rooms.get(key);
    if (room) return room;
    const loading = async () => {
      const loaded = await loadPhaseDoc(s.orm.em.fork(), teamId, phaseNumber);
      return loaded?.state.update ? { version: loaded.version, update: loaded.state.update } : null;
    };
    const created = new Room(key, teamId, phaseNumber, loading);
    room = created;
    // A room whose document could not be read is forgotten: the next connection reads it anew
    // (connections wait for it before they are upgraded, so none is in it).
    created.ready.catch((err: Error) => {
      s.log(`collab: loading ${key} failed: ${describeError(err)}`);
      if (rooms.get(key) === created) dispose(created);
    });
    // Presence: changes from this process's pages go to its other pages and to other processes.
    room.awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      const changed = [...added, ...updated, ...removed];
      const update = awarenessProtocol.encodeAwarenessUpdate(created.awareness, changed);
      const msg = frame(MESSAGE_AWARENESS, (e) => encoding.writeVarUint8Array(e, update));
      for (const c of created.conns) send(c, msg);
      if (origin !== 'remote') s.bus.signal(`collab:${key}`, Buffer.from(update).toString('base64'));
    });
    rooms.set(key, room);
    return room;
  }

  function dispose(room: Room) {
    room.closed = true;
    if (room.hole) clearTimeout(room.hole);
    if (room.retry) clearTimeout(room.retry);
    room.awareness.destroy();
    room.doc.destroy();
    if (rooms.get(room.key) === room) rooms.delete(room.key);
  }

  function closeRoomIfEmpty(room: Room) {
    if (room.closed || room.conns.size > 0 || room.joining > 0 || room.storing || room.pending.length > 0 || room.catchingUp) return;
    dispose(room);
  }

  function onConnection(ws: WebSocket, room: Room) {
    const now = Date.now();
    const conn: Conn = {
      id: randomUUID(),
      ws,
      presenceId: null,
      received: 0,
      messages: { tokens: RATE_BURST, refilledAt: now },
      presence: { tokens: PRESENCE_BURST, refilledAt: now },
    };
    room.conns.add(conn);
    // Messages are handled one after another, so a page's updates are stored in the order sent.
    let chain = Promise.resolve();
    ws.on('message', (raw: RawData) => {
      const data = new Uint8Array(Array.isArray(raw) ? Buffer.concat(raw) : (raw as Buffer));
      chain = chain
        .then(() => onMessage(room, conn, data))
        .catch((err: unknown) => {
          if (err instanceof MalformedMessage) return ws.close(CLOSE_BAD_INPUT, 'Malformed message');
          s.log(`collab: ${describeError(err)}`);
          ws.close(CLOSE_UNAVAILABLE, 'The answers could not be saved just now; retrying');
        });
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      room.conns.delete(conn);
      if (conn.presenceId !== null && room.awareness.getStates().has(conn.presenceId)) {
        awarenessProtocol.removeAwarenessStates(room.awareness, [conn.presenceId], 'closed');
      }
      void chain.then(() => drain(room)).finally(() => closeRoomIfEmpty(room));
    });
    // Who is already here.
    const states = [...room.awareness.getStates().keys()];
    if (states.length > 0) {
      const update = awarenessProtocol.encodeAwarenessUpdate(room.awareness, states);
      send(
        conn,
        frame(MESSAGE_AWARENESS, (e) => encoding.writeVarUint8Array(e, update)),
      );
    }
  }

  const unsubscribe = s.bus.subscribe((event: StoredEvent) => {
    if (event.type !== 'PhaseDocUpdated') return;
    const room = rooms.get(`${event.data.teamId}:${event.data.phaseNumber}`);
    if (!room) return;
    const skip = event.metadata.requestId?.startsWith('collab:') ? event.metadata.requestId.slice(7) : null;
    void room.ready.then(
      () => {
        if (room.closed) return;
        // A version past the next one means an event on the way, or one the bus lost.
        heard(room, event.version, updateFromBase64(event.data.update), (c) => c.id === skip);
      },
      () => {},
    );
  });
  // Whatever the bus may have lost, every open room reads its document again.
  const ungap = s.bus.onGap(() => {
    for (const room of rooms.values()) void catchUp(room);
  });
  const unsignal = s.bus.onSignal((topic, payload) => {
    if (!topic.startsWith('collab:')) return;
    const room = rooms.get(topic.slice(7));
    if (!room || room.closed) return;
    try {
      awarenessProtocol.applyAwarenessUpdate(room.awareness, new Uint8Array(Buffer.from(payload, 'base64')), 'remote');
    } catch {
      /* presence from another process that does not decode is dropped */
    }
  });

  /** The viewer of the upgrade request: its session cookie read by the app's session middleware. */
  const viewerOfUpgrade = (req: IncomingMessage) =>
    new Promise<Viewer>((ok) => {
      if (!session) return ok(ANONYMOUS);
      session(req as Request, {} as never, () => ok(viewerOf(req as Request)));
    });

  const refuse = (socket: Duplex, status: number, text: string, body: string) => {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${JSON.stringify({ message: body })}`);
  };

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const [, , rawTeam, rawPhase, extra] = url.pathname.split('/');
      const origin = req.headers.origin;
      if (origin) {
        let host: string | null = null;
        try {
          host = new URL(origin).host;
        } catch {
          /* refused below */
        }
        if (host !== req.headers.host) return refuse(socket, 403, 'Forbidden', 'Cross-site connections are not allowed');
      }
      let teamId: string;
      let phaseNumber: number;
      try {
        teamId = decodeURIComponent(rawTeam ?? '');
        if (!isUuid(teamId) || extra !== undefined) throw new Error();
        phaseNumber = parsePhaseNumber(rawPhase);
      } catch {
        return refuse(socket, 400, 'Bad Request', 'Use /collab/{teamId}/{phaseNumber} with a team id and a phase from 1 to 8');
      }
      void viewerOfUpgrade(req).then((viewer) => {
        // Refused for want of the team's session: the socket is accepted and closed at once
        // with 4401 / 4403, which the page can tell apart (a refused handshake is only an error).
        // A session store that cannot be read is a 503 before the upgrade: the page backs off.
        const refusal = accessRefusal(viewer, teamId);
        if (refusal?.[0] === CLOSE_UNAVAILABLE) return refuse(socket, 503, 'Service Unavailable', refusal[1]);
        if (refusal) return wss.handleUpgrade(req, socket, head, (ws) => ws.close(...refusal));
        const sid = (req as Request).sessionID;
        teamExists(s, s.orm.em.fork(), teamId).then(
          (exists) => {
            if (!exists) return refuse(socket, 404, 'Not Found', 'Team not found');
            // The document is read before the upgrade: while the store is away the page is refused
            // with a 503 and backs off, instead of being accepted and closed at once.
            const room = openRoom(teamId, phaseNumber);
            room.joining++;
            let waiting = true;
            const leave = () => {
              if (!waiting) return;
              waiting = false;
              room.joining--;
              closeRoomIfEmpty(room);
            };
            // An upgrade that never completes (the page left, a bad handshake) releases the room too.
            socket.once('close', leave);
            room.ready.then(
              () => {
                if (socket.destroyed) return leave();
                wss.handleUpgrade(req, socket, head, (ws) => {
                  waiting = false;
                  room.joining--;
                  // Filed under the session it opened with: logging out closes it (live-sessions.ts).
                  ws.once('close', trackSessionSocket(s, sid, ws));
                  onConnection(ws, room);
                });
              },
              () => {
                leave();
                refuse(socket, 503, 'Service Unavailable', 'The answers could not be loaded just now; try again shortly');
              },
            );
          },
          () => refuse(socket, 503, 'Service Unavailable', 'The database is unavailable; try again shortly'),
        );
      });
    },
    async close() {
      unsubscribe();
      unsignal();
      ungap();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((ok) => wss.close(() => ok()));
      for (const room of [...rooms.values()]) dispose(room);
    },
  };
}
