/**
 * Live co-editing of phase documents: a WebSocket at /collab/{teamId}/{phaseNumber} speaking
 * y-protocols (sync + awareness) plus ACK and ERROR messages (see events/src/phase-doc/protocol.ts).
 *
 * This file admits connections (same origin, the team's session, a known team, a readable
 * document) into their room: the registry (rooms.ts) opens it, the connection (connection.ts)
 * speaks the protocol, the room (room.ts) orders and stores the document's changes.
 */
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHENTICATED, CLOSE_UNAVAILABLE, DomainError, MAX_DOC_UPDATE_BYTES, isUuid, parsePhaseNumber } from '@fit/events';
import type { Services } from '../../../context.js';
import { teamExists } from '../handle.js';
import { ANONYMOUS, actorOf, requireTeamAccess, viewerOf, type Viewer } from '../../../auth/viewer.js';
import { trackSessionSocket } from '../../../auth/live-sessions.js';
import { isForeignOrigin } from '../../../http/origin.js';
import { trackSocket } from '../../../observability/metrics.js';
import { connect, pageLocale } from './connection.js';
import { docRooms } from './rooms.js';
import { HANDED_OFF_HEADER, type Handoff } from './handoff.js';

export { MAX_PRESENCE_BYTES, MAX_PRESENCE_PER_ROOM } from './room.js';

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
 * graphql-ws does, so a socket is opened only by the team's session or an instructor. `handoff`
 * (a cluster's worker, handoff.ts) sends a socket to the worker that orders its document.
 */
export function createCollabServer(s: Services, session?: RequestHandler, handoff?: Handoff | null): CollabServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_DOC_UPDATE_BYTES + 1024 });
  const rooms = docRooms(s);

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
    trackSocket('collab', socket);
    const { room, release } = rooms.hold(teamId, phaseNumber);
    // An upgrade that never completes (the page left, a bad handshake) releases the room too.
    socket.once('close', release);
    room.ready.then(
      () => {
        if (socket.destroyed) return release();
        // Closed while loading (spoiled, its team erased): the page is told to try again, never left waiting.
        if (room.closed) {
          release();
          return refuse(socket, 503, 'Service Unavailable', 'The answers could not be loaded just now; try again shortly');
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          // Filed under the session it opened with: logging out closes it (live-sessions.ts).
          ws.once('close', trackSessionSocket(s, (req as Request).sessionID, ws));
          connect(ws, room, actorOf(viewer), pageLocale(req), s.log, release);
        });
      },
      () => {
        release();
        refuse(socket, 503, 'Service Unavailable', 'The answers could not be loaded just now; try again shortly');
      },
    );
  }

  /**
   * In a cluster, an admitted page joins the worker that orders its document, or this one when
   * nobody does (the claim makes it so); a handed request is taken where it arrives.
   */
  function admitWhereOrdered(req: IncomingMessage, socket: Duplex, head: Buffer, teamId: string, phaseNumber: number, viewer: Viewer) {
    if (!handoff || req.headers[HANDED_OFF_HEADER] !== undefined) return admit(req, socket, head, teamId, phaseNumber, viewer);
    void rooms.owners.claim(`${teamId}:${phaseNumber}`).then((owner) => {
      if (owner === null || owner === rooms.owners.self || !handoff.send(req, socket, head, owner)) admit(req, socket, head, teamId, phaseNumber, viewer);
    });
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
          (exists) => (exists ? admitWhereOrdered(req, socket, head, teamId, phaseNumber, viewer) : refuse(socket, 404, 'Not Found', 'Team not found')),
          () => refuse(socket, 503, 'Service Unavailable', 'The database is unavailable; try again shortly'),
        );
      });
    },
    async close() {
      // Pages are told the server restarts (1012) and reconnect (to another instance); one that does not answer within a second is cut.
      for (const client of wss.clients) client.close(1012, 'The server is restarting');
      await Promise.race([new Promise<void>((ok) => wss.close(() => ok())), new Promise((ok) => setTimeout(ok, 1000).unref())]);
      for (const client of wss.clients) client.terminate();
      rooms.close();
    },
  };
}
