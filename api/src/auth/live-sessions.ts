import { createHash } from 'node:crypto';
import { CLOSE_UNAUTHENTICATED } from '@fit/events';
import type { Services } from '../context.js';
import { perServices } from '../read-cache.js';

/*
 * The live sockets (graphql-ws and /collab) each session opened, so that logging out ends them
 * on every process: a socket keeps the identity it had when it opened, and would otherwise go on
 * delivering a team's answers to a browser that has logged out. The session id is a credential
 * and never leaves the process: sockets are filed, and other processes told, under its hash.
 */

/** A socket that can be ended: ws's WebSocket is one. */
export interface Closable {
  close(code: number, reason: string): void;
}

/** Close reason of a socket whose session logged out (code 4401, as a socket opened without a session). */
export const LOGGED_OUT_REASON = 'Logged out: this session has ended. Log in or join the team again.';

const TOPIC = 'session-ended';

/** The name a session goes by here and on the bus: a hash, never the id itself. */
export const sessionKey = (sid: string) => createHash('sha256').update(`fit-session:${sid}`).digest('base64url');

const socketsOf = perServices((s) => {
  const sockets = new Map<string, Set<Closable>>();
  // Another process's logout: end the sockets this process holds for that session.
  s.bus.onSignal((topic, key) => {
    if (topic === TOPIC) closeLocal(sockets, key);
  });
  return sockets;
});

function closeLocal(sockets: Map<string, Set<Closable>>, key: string) {
  const set = sockets.get(key);
  if (!set) return;
  sockets.delete(key);
  for (const socket of set) socket.close(CLOSE_UNAUTHENTICATED, LOGGED_OUT_REASON);
}

/** Files a socket under its session (none: nothing to end later); returns the untrack for its close. */
export function trackSessionSocket(s: Services, sid: string | undefined, socket: Closable): () => void {
  if (!sid) return () => {};
  const sockets = socketsOf(s);
  const key = sessionKey(sid);
  let set = sockets.get(key);
  if (!set) sockets.set(key, (set = new Set()));
  set.add(socket);
  return () => {
    const current = sockets.get(key);
    if (!current) return;
    current.delete(socket);
    if (current.size === 0) sockets.delete(key);
  };
}

/** Ends the live sockets of a session that logged out: here at once, elsewhere through the bus. */
export function endSessionSockets(s: Services, sid: string | undefined) {
  if (!sid) return;
  const key = sessionKey(sid);
  closeLocal(socketsOf(s), key);
  s.bus.signal(TOPIC, key, { mustArrive: true });
}
