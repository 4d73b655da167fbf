/**
 * Live co-editing of phase documents: a WebSocket at /collab/{teamId}/{phase} speaking
 * y-protocols (sync + awareness) plus ACK and ERROR messages (see events/src/phase-doc/protocol.ts).
 *
 * Each process keeps one room per open document: a server replica of the document (what has
 * been stored, never more), its connections and the awareness of who is there. Members'
 * updates queue per room and are stored as one command per round (an update typed while the
 * previous one is being stored joins the next), then acknowledged. Stored updates reach every
 * process through the event bus; presence crosses processes as bus signals.
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
  MESSAGE_ERROR,
  MESSAGE_SYNC,
  Y,
  applyAndCapture,
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

interface Conn {
  id: string;
  ws: WebSocket;
  /** Awareness client ids this connection speaks for (removed when it closes). */
  clients: Set<number>;
  /** Update-carrying messages received, and how many of them are stored (or refused). */
  received: number;
  tokens: number;
  refilledAt: number;
}

interface Pending {
  conn: Conn;
  seq: number;
  update: Uint8Array;
}

class Room {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(new Y.Doc());
  readonly conns = new Set<Conn>();
  readonly ready: Promise<void>;
  pending: Pending[] = [];
  storing = false;

  constructor(
    readonly key: string,
    readonly teamId: string,
    readonly phaseNumber: number,
    load: () => Promise<Uint8Array | null>,
  ) {
    this.awareness.setLocalState(null);
    this.ready = load().then((state) => {
      if (state) Y.applyUpdate(this.doc, state, 'store');
    });
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

  function acknowledge(batch: Pending[]) {
    const upTo = new Map<Conn, number>();
    for (const p of batch) upTo.set(p.conn, Math.max(upTo.get(p.conn) ?? 0, p.seq));
    for (const [conn, seq] of upTo)
      send(
        conn,
        frame(MESSAGE_ACK, (e) => encoding.writeVarUint(e, seq)),
      );
  }

  async function store(room: Room, batch: Pending[]) {
    const update = batch.length === 1 ? batch[0]!.update : Y.mergeUpdates(batch.map((p) => p.update));
    const { events } = await applyDocUpdate(s, metadataFor(batch), room.teamId, room.phaseNumber, update);
    // The sender has its own edit; when several members' edits were merged, each needs the others'.
    const from = new Set(batch.map((p) => p.conn));
    const only = from.size === 1 ? batch[0]!.conn : null;
    for (const e of events) shareStored(room, updateFromBase64(e.data.update), (c) => c === only);
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
            } catch (one) {
              if (!isRefusal(one)) throw one;
              send(
                p.conn,
                frame(MESSAGE_ERROR, (e) => {
                  encoding.writeVarUint(e, STATUS[one.code] ?? 400);
                  encoding.writeVarString(e, one.message);
                }),
              );
            }
            acknowledge([p]);
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

  function allowed(conn: Conn): boolean {
    const now = Date.now();
    conn.tokens = Math.min(RATE_BURST, conn.tokens + ((now - conn.refilledAt) / 1000) * RATE_PER_SECOND);
    conn.refilledAt = now;
    if (conn.tokens < 1) return false;
    conn.tokens -= 1;
    return true;
  }

  async function onMessage(room: Room, conn: Conn, data: Uint8Array) {
    if (!allowed(conn)) {
      conn.ws.close(CLOSE_RATE_LIMITED, 'Too many updates; slow down');
      return;
    }
    const d = decoding.createDecoder(data);
    const type = decoding.readVarUint(d);
    if (type === MESSAGE_SYNC) {
      const step = decoding.readVarUint(d);
      if (step === syncProtocol.messageYjsSyncStep1) {
        const stateVector = decoding.readVarUint8Array(d);
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
        const update = decoding.readVarUint8Array(d);
        room.pending.push({ conn, seq: ++conn.received, update });
        void drain(room);
      } else {
        throw new Error('unknown sync step');
      }
    } else if (type === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(room.awareness, decoding.readVarUint8Array(d), conn);
    } else {
      throw new Error('unknown message type');
    }
  }

  function openRoom(teamId: string, phaseNumber: number): Room {
    const key = `${teamId}:${phaseNumber}`;
    let room = rooms.get(key);
    if (room) return room;
    const loading = async () => (await loadPhaseDoc(s.orm.em.fork(), teamId, phaseNumber))?.state.update ?? null;
    const created = new Room(key, teamId, phaseNumber, loading);
    room = created;
    created.ready.catch((err: Error) => {
      s.log(`collab: loading ${key} failed: ${describeError(err)}`);
      for (const c of created.conns) c.ws.close(CLOSE_UNAVAILABLE, 'The answers could not be loaded just now; retrying');
    });
    // Presence: changes from this process's pages go to its other pages and to other processes.
    room.awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      const changed = [...added, ...updated, ...removed];
      if (origin instanceof Object && 'clients' in (origin as Conn)) {
        const conn = origin as Conn;
        for (const id of added) conn.clients.add(id);
        for (const id of removed) conn.clients.delete(id);
      }
      const update = awarenessProtocol.encodeAwarenessUpdate(created.awareness, changed);
      const msg = frame(MESSAGE_AWARENESS, (e) => encoding.writeVarUint8Array(e, update));
      for (const c of created.conns) send(c, msg);
      if (origin !== 'remote') s.bus.signal(`collab:${key}`, Buffer.from(update).toString('base64'));
    });
    rooms.set(key, room);
    return room;
  }

  function closeRoomIfEmpty(room: Room) {
    if (room.conns.size > 0 || room.storing || room.pending.length > 0) return;
    room.awareness.destroy();
    room.doc.destroy();
    rooms.delete(room.key);
  }

  function onConnection(ws: WebSocket, teamId: string, phaseNumber: number) {
    const room = openRoom(teamId, phaseNumber);
    const conn: Conn = { id: randomUUID(), ws, clients: new Set(), received: 0, tokens: RATE_BURST, refilledAt: Date.now() };
    room.conns.add(conn);
    // Messages are handled one after another, so a page's updates are stored in the order sent.
    let chain = Promise.resolve();
    ws.on('message', (raw: RawData) => {
      const data = new Uint8Array(Array.isArray(raw) ? Buffer.concat(raw) : (raw as Buffer));
      chain = chain
        .then(() => onMessage(room, conn, data))
        .catch(() => {
          ws.close(CLOSE_BAD_INPUT, 'Malformed message');
        });
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      room.conns.delete(conn);
      if (conn.clients.size > 0) awarenessProtocol.removeAwarenessStates(room.awareness, [...conn.clients], 'closed');
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
      () => shareStored(room, updateFromBase64(event.data.update), (c) => c.id === skip),
      () => {},
    );
  });
  const unsignal = s.bus.onSignal((topic, payload) => {
    if (!topic.startsWith('collab:')) return;
    const room = rooms.get(topic.slice(7));
    if (room) awarenessProtocol.applyAwarenessUpdate(room.awareness, new Uint8Array(Buffer.from(payload, 'base64')), 'remote');
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
        const refusal = accessRefusal(viewer, teamId);
        if (refusal) return wss.handleUpgrade(req, socket, head, (ws) => ws.close(...refusal));
        const sid = (req as Request).sessionID;
        teamExists(s, s.orm.em.fork(), teamId).then(
          (exists) => {
            if (!exists) return refuse(socket, 404, 'Not Found', 'Team not found');
            wss.handleUpgrade(req, socket, head, (ws) => {
              // Filed under the session it opened with: logging out closes it (live-sessions.ts).
              ws.once('close', trackSessionSocket(s, sid, ws));
              onConnection(ws, teamId, phaseNumber);
            });
          },
          () => refuse(socket, 503, 'Service Unavailable', 'The database is unavailable; try again shortly'),
        );
      });
    },
    async close() {
      unsubscribe();
      unsignal();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((ok) => wss.close(() => ok()));
      for (const room of rooms.values()) {
        room.awareness.destroy();
        room.doc.destroy();
      }
      rooms.clear();
    },
  };
}
