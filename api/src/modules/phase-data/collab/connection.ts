/**
 * One page's WebSocket on a room: its messages parsed (y-protocols sync and awareness, see
 * events/src/phase-doc/protocol.ts), held to their limits, and dispatched to the room in the
 * order sent.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { WebSocket, RawData } from 'ws';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import { localeOf, type Locale } from '@fit/events/i18n';
import { CLOSE_BAD_INPUT, CLOSE_RATE_LIMITED, CLOSE_UNAVAILABLE, DomainError, MESSAGE_AWARENESS, MESSAGE_SYNC, type Actor } from '@fit/events';
import { callerLocale } from '../../../http/refuse.js';
import { describeError } from '../../../log.js';
import { Bucket, UNAVAILABLE_REASON, type Member, type Room } from './room.js';

/** Messages a connection may send per second on average, and in a burst (typing sends a few). */
const RATE_PER_SECOND = 60;
const RATE_BURST = 240;
const PRESENCE_PER_SECOND = 10;
const PRESENCE_BURST = 20;

/** Bytes that do not follow the protocol: the connection is closed with 4400. */
class MalformedMessage extends Error {}

/**
 * The page's language: `?lang=` on the socket's address (a page says the language it shows,
 * which a browser's upgrade request cannot), else the upgrade's Accept-Language.
 */
export function pageLocale(req: IncomingMessage): Locale {
  return localeOf(new URL(req.url ?? '/', 'http://localhost').searchParams.get('lang')) ?? callerLocale(req);
}

/** One message of a page: its type, its sync step (-1 for others) and its body; throws MalformedMessage. */
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

/** Makes `ws` a member of `room` until it closes (`left` is called then). */
export function connect(ws: WebSocket, room: Room, actor: Actor, locale: Locale, log: (m: string) => void, left: () => void) {
  const member: Member = {
    locale,
    id: randomUUID(),
    ws,
    actor,
    name: null,
    presenceId: null,
    received: 0,
    joined: 0,
    resyncs: 0,
    presence: new Bucket(PRESENCE_PER_SECOND, PRESENCE_BURST),
  };
  const messages = new Bucket(RATE_PER_SECOND, RATE_BURST);
  room.join(member);
  // Messages are handled one after another, so a page's updates are applied in the order sent.
  let chain = Promise.resolve();
  ws.on('message', (raw: RawData) => {
    const data = new Uint8Array(Array.isArray(raw) ? Buffer.concat(raw) : (raw as Buffer));
    chain = chain
      .then(() => onMessage(room, member, messages, data))
      .catch((err: unknown) => {
        if (err instanceof MalformedMessage) return ws.close(CLOSE_BAD_INPUT, 'Malformed message');
        log(`collab: ${describeError(err)}`);
        ws.close(CLOSE_UNAVAILABLE, UNAVAILABLE_REASON);
      });
  });
  ws.on('error', () => {});
  ws.on('close', () => {
    room.leave(member);
    void chain.finally(left);
  });
}
