/**
 * Live co-editing of phase documents: a WebSocket at /collab/{teamId}/{phaseNumber} speaking
 * y-protocols (sync + awareness) plus ACK and ERROR messages (see events/src/phase-doc/protocol.ts).
 *
 * This file admits connections (same origin, the team's session, a known team, a readable
 * document) and wires rooms (room.ts) to the bus: stored updates reach every process's room as
 * events, presence as signals, relayed edits to the document's owner (owners.ts).
 */
import { localeOf, type Locale } from '@fit/events/i18n';
import { callerLocale } from '../../../http/refuse.js';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket, type RawData } from 'ws';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import {
  CLOSE_BAD_INPUT,
  CLOSE_FORBIDDEN,
  CLOSE_RATE_LIMITED,
  CLOSE_UNAUTHENTICATED,
  CLOSE_UNAVAILABLE,
  DomainError,
  MAX_DOC_UPDATE_BYTES,
  MESSAGE_AWARENESS,
  MESSAGE_SYNC,
  isUuid,
  parsePhaseNumber,
  updateFromBase64,
  type EventMetadata,
} from '@fit/events';
import type { Services } from '../../../context.js';
import type { StoredEvent } from '../../../store/types.js';
import { applyDocUpdate, loadPhaseDoc, teamExists } from '../handle.js';
import { describeError } from '../../../log.js';
import { ANONYMOUS, actorOf, requireTeamAccess, viewerOf, type Viewer } from '../../../auth/viewer.js';
import { trackSessionSocket } from '../../../auth/live-sessions.js';
import { isForeignOrigin } from '../../../http/origin.js';
import { Bucket, Room, UNAVAILABLE_REASON, type Member, type RoomServices } from './room.js';
import { createOwnerDirectory } from './owners.js';
import { timeKeystrokeStore, trackRooms } from '../../../observability/metrics.js';

export { MAX_PRESENCE_BYTES, MAX_PRESENCE_PER_ROOM } from './room.js';

/** Messages a connection may send per second on average, and in a burst (typing sends a few). */
const RATE_PER_SECOND = 60;
const RATE_BURST = 240;
const PRESENCE_PER_SECOND = 10;
const PRESENCE_BURST = 20;

/** Bytes that do not follow the protocol: the connection is closed with 4400. */
class MalformedMessage extends Error {}

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

/** One message of a page: its type, its sync step (-1 for others) and its body; throws MalformedMessage. */
/**
 * The page's language: `?lang=` on the socket's address (a page says the language it shows,
 * which a browser's upgrade request cannot), else the upgrade's Accept-Language.
 */
function pageLocale(req: IncomingMessage): Locale {
  return localeOf(new URL(req.url ?? '/', 'http://localhost').searchParams.get('lang')) ?? callerLocale(req);
}

function parseMessage(data: Uint8Array): { type: number; step: number; body: Uint8Array } {
  try {
    const d = decoding.createDecoder(data);
    const type = decoding.readVarUint(d);
    const step = type === MESSAGE_SYNC ? decoding.readVarUint(d) : -1;
    return { type, step, body: decoding.readVarUint8Array(d) };
  } catch {
    throw new MalformedMessage();
  }
}

/**
 * `session` is the app's session middleware: the upgrade request's cookie is read with it, as
 * graphql-ws does, so a socket is opened only by the team's session or an instructor.
 */
export function createCollabServer(s: Services, session?: RequestHandler): CollabServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_DOC_UPDATE_BYTES + 1024 });
  const rooms = new Map<string, Room>();
  const owners = createOwnerDirectory(s.redis, s.bus, s.redisPrefix, s.log);
  const untrackRooms = trackRooms(rooms);

  const roomServices: RoomServices = {
    owners,
    async store(room, actor, update, origin) {
      const metadata: EventMetadata = { actor, requestId: randomUUID(), at: new Date().toISOString() };
      const { events } = await timeKeystrokeStore(applyDocUpdate(s, metadata, room.teamId, room.phaseNumber, update, origin ?? undefined));
      return events;
    },
    async load(room) {
      return loadPhaseDoc(s.orm.em.fork(), room.teamId, room.phaseNumber);
    },
    sharePresence: (room, update) => s.bus.signal(`collab:${room.key}`, Buffer.from(update).toString('base64')),
    settled: (room) => closeIfIdle(room),
    log: s.log,
  };

  // The owner of a document stores what other processes' members sent it.
  owners.onEdits(async (request) => {
    const room = rooms.get(request.key);
    if (!room || room.closed) return null;
    return room.relayed(request);
  });

  function openRoom(teamId: string, phaseNumber: number): Room {
    const key = `${teamId}:${phaseNumber}`;
    const open = rooms.get(key);
    if (open) return open;
    const room = new Room(key, teamId, phaseNumber, roomServices);
    // A room whose document could not be read is forgotten: the next connection reads it anew
    // (connections wait for it before they are upgraded, so none is in it).
    room.ready.catch((err: Error) => {
      s.log(`collab: loading ${key} failed: ${describeError(err)}`);
      if (rooms.get(key) === room) dispose(room);
    });
    rooms.set(key, room);
    // Claimed at once, so the first process to open a document orders it.
    void owners.ownerOf(key);
    return room;
  }

  function dispose(room: Room) {
    room.close();
    if (rooms.get(room.key) === room) rooms.delete(room.key);
    owners.release(room.key);
  }

  const closeIfIdle = (room: Room) => {
    if (!room.closed && room.idle) dispose(room);
  };

  async function onMessage(room: Room, member: Member, messages: Bucket, data: Uint8Array) {
    if (!messages.take()) {
      member.ws.close(CLOSE_RATE_LIMITED, 'Too many updates; slow down');
      return;
    }
    const { type, step, body } = parseMessage(data);
    if (type === MESSAGE_SYNC && step === syncProtocol.messageYjsSyncStep1) {
      try {
        await room.sync(member, body);
      } catch (err) {
        if (err instanceof DomainError && err.code === 'BAD_USER_INPUT') throw new MalformedMessage();
        throw err;
      }
    } else if (type === MESSAGE_SYNC && (step === syncProtocol.messageYjsSyncStep2 || step === syncProtocol.messageYjsUpdate)) {
      room.edit(member, body);
    } else if (type === MESSAGE_AWARENESS) {
      try {
        room.presence(member, body);
      } catch {
        throw new MalformedMessage();
      }
    } else {
      throw new MalformedMessage();
    }
  }

  function onConnection(ws: WebSocket, room: Room, viewer: Viewer, locale: Locale) {
    const member: Member = {
      locale,
      id: randomUUID(),
      ws,
      actor: actorOf(viewer),
      name: null,
      presenceId: null,
      received: 0,
      presence: new Bucket(PRESENCE_PER_SECOND, PRESENCE_BURST),
    };
    const messages = new Bucket(RATE_PER_SECOND, RATE_BURST);
    room.join(member);
    // Messages are handled one after another, so a page's updates are queued in the order sent.
    let chain = Promise.resolve();
    ws.on('message', (raw: RawData) => {
      const data = new Uint8Array(Array.isArray(raw) ? Buffer.concat(raw) : (raw as Buffer));
      chain = chain
        .then(() => onMessage(room, member, messages, data))
        .catch((err: unknown) => {
          if (err instanceof MalformedMessage) return ws.close(CLOSE_BAD_INPUT, 'Malformed message');
          s.log(`collab: ${describeError(err)}`);
          ws.close(CLOSE_UNAVAILABLE, UNAVAILABLE_REASON);
        });
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      room.leave(member);
      void chain.finally(() => closeIfIdle(room));
    });
  }

  // Stored updates, from any process: each room applies them once, in version order.
  const unsubscribe = s.bus.subscribe((event: StoredEvent) => {
    if (event.type !== 'PhaseDocUpdated') return;
    const room = rooms.get(`${event.data.teamId}:${event.data.phaseNumber}`);
    if (!room) return;
    void room.ready.then(
      () => {
        if (!room.closed) room.heard(event.version, updateFromBase64(event.data.update), event.origin ?? null);
      },
      () => {},
    );
  });
  // Whatever the bus may have lost, every open room reads its document again.
  const ungap = s.bus.onGap(() => {
    for (const room of rooms.values()) void room.catchUp();
  });
  const unsignal = s.bus.onSignal((topic, payload) => {
    if (!topic.startsWith('collab:')) return;
    const room = rooms.get(topic.slice(7));
    if (room && !room.closed) room.remotePresence(new Uint8Array(Buffer.from(payload, 'base64')));
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

  /** Opens the room (the document read before the upgrade: a store that is away is a 503 and the page backs off). */
  function admit(req: IncomingMessage, socket: Duplex, head: Buffer, teamId: string, phaseNumber: number, viewer: Viewer) {
    const room = openRoom(teamId, phaseNumber);
    room.joining++;
    let waiting = true;
    const leave = () => {
      if (!waiting) return;
      waiting = false;
      room.joining--;
      closeIfIdle(room);
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
          ws.once('close', trackSessionSocket(s, (req as Request).sessionID, ws));
          onConnection(ws, room, viewer, pageLocale(req));
        });
      },
      () => {
        leave();
        refuse(socket, 503, 'Service Unavailable', 'The answers could not be loaded just now; try again shortly');
      },
    );
  }

  return {
    handleUpgrade(req, socket, head) {
      if (isForeignOrigin(req.headers, s.config.trustProxy)) return refuse(socket, 403, 'Forbidden', 'Cross-site connections are not allowed');
      const url = new URL(req.url ?? '/', 'http://localhost');
      const [, , rawTeam, rawPhase, extra] = url.pathname.split('/');
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
        teamExists(s, s.orm.em.fork(), teamId).then(
          (exists) => (exists ? admit(req, socket, head, teamId, phaseNumber, viewer) : refuse(socket, 404, 'Not Found', 'Team not found')),
          () => refuse(socket, 503, 'Service Unavailable', 'The database is unavailable; try again shortly'),
        );
      });
    },
    async close() {
      unsubscribe();
      unsignal();
      ungap();
      owners.close();
      untrackRooms();
      // Pages are told the server restarts (1012) and reconnect (to another instance); one that does not answer within a second is cut.
      for (const client of wss.clients) client.close(1012, 'The server is restarting');
      await Promise.race([new Promise<void>((ok) => wss.close(() => ok())), new Promise((ok) => setTimeout(ok, 1000).unref())]);
      for (const client of wss.clients) client.terminate();
      for (const room of [...rooms.values()]) dispose(room);
    },
  };
}
