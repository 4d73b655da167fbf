/**
 * In a cluster (`npm start` with WEB_CONCURRENCY > 1), a page's co-editing socket joins the
 * worker that orders its document. The primary hands each new connection to the workers in
 * turn, so without this a team of five lands on both workers and every keystroke of the members
 * on the other one crosses between them (a relay: both replicas apply it, and the answer comes
 * back over Redis), which costs more CPU than the keystroke itself (docs/PERFORMANCE.md).
 *
 * A worker that receives an upgrade for a document ordered by another process sends the socket,
 * with the request it read, to the primary (server.ts), which passes both to that worker when it
 * is one of its own, or back otherwise. The worker that takes it reads the request again as if
 * it had just arrived, marked so that it is not handed on twice. A page says nothing before its
 * upgrade is answered (RFC 6455, 4.1), so nothing can be in flight on the socket meanwhile; but
 * a process that passes a socket on holds its own descriptor of it until the receiver says it
 * has it, and a descriptor that is still reading then would take (and drop) the page's first
 * message, so the sender and the primary stop reading before they pass it (stopReading).
 * The hand-off only saves work: a socket that stays where it landed relays, as between instances.
 */
import cluster from 'node:cluster';
import type { IncomingMessage, Server } from 'node:http';
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/** The header a handed request carries: one hand-off per socket (a page that sends it itself is simply not handed). */
export const HANDED_OFF_HEADER = 'x-fit-handed-off';

/** A worker's request to the primary: this socket to the worker `pid`, if it is one of yours. */
export interface HandoffRequest {
  cmd: 'fit:collab-handoff';
  pid: number;
  /** The upgrade request as read, with HANDED_OFF_HEADER, base64. */
  raw: string;
}

/** The primary's delivery of a handed socket to a worker. */
export interface HandoffDelivery {
  cmd: 'fit:collab-connection';
  raw: string;
}

export interface Handoff {
  /** Sends the upgrade to the process whose bus id is `owner` (via the primary); false when it cannot be sent (then it stays here). */
  send(req: IncomingMessage, socket: Duplex, head: Buffer, owner: string): boolean;
}

/**
 * Stops the socket's descriptor in this process from reading (the kernel keeps what arrives for
 * the process it is passed to). Node has no public call for it: `pause()` only stops handing on
 * what the descriptor still reads, and a socket received over IPC starts reading at once.
 */
export function stopReading(socket: Socket) {
  (socket as unknown as { _handle?: { readStop?: () => number } | null })._handle?.readStop?.();
}

/** The upgrade request's bytes again: its request line, its headers as sent, the mark, and what followed them. */
function requestBytes(req: IncomingMessage, head: Buffer, rest: Buffer | null) {
  const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
  lines.push(`${HANDED_OFF_HEADER}: 1`, '', '');
  // Header bytes are read as latin1 by Node's parser, so latin1 gives back the bytes sent.
  return Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), head, ...(rest ? [rest] : [])]);
}

/**
 * The hand-off of this worker, which also takes the sockets handed to it (as new connections of
 * `server`); null outside a cluster.
 */
export function clusterHandoff(server: Server): Handoff | null {
  if (!cluster.isWorker || !process.send) return null;
  process.on('message', (message: HandoffDelivery | undefined, socket: unknown) => {
    if (message?.cmd !== 'fit:collab-connection' || !(socket instanceof Socket)) return;
    // Put back before the server listens to it, so the request is the first thing it reads.
    socket.unshift(Buffer.from(message.raw, 'base64'));
    server.emit('connection', socket);
  });
  return {
    send(req, socket, head, owner) {
      const pid = Number.parseInt(owner, 10);
      if (!(socket instanceof Socket) || socket.destroyed || !Number.isSafeInteger(pid) || pid === process.pid) return false;
      // Anything the socket read past the request (nothing, from a page that follows the protocol) goes along.
      const rest = socket.read() as Buffer | null;
      stopReading(socket);
      const raw = requestBytes(req, head, rest).toString('base64');
      const request: HandoffRequest = { cmd: 'fit:collab-handoff', pid, raw };
      process.send!(request, socket, {}, (err: Error | null) => {
        // The primary is gone (this worker stops with it): the page reconnects.
        if (err) socket.destroy();
      });
      return true;
    },
  };
}
