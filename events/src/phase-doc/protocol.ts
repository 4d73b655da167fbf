/**
 * The live co-editing protocol between a phase page and the api, over a WebSocket at
 * `/collab/{teamId}/{phaseNumber}`. Messages are y-protocols framing: a varUint type, then:
 *
 * - SYNC (0): y-protocols sync (step 1: state vector, step 2: missing updates, update).
 * - AWARENESS (1): y-protocols awareness (who is here and in which field).
 * - ACK (4): varUint n — the server has stored the client's first n update-carrying messages,
 *   so the page may say "Saved".
 * - ERROR (5): varUint code (an HTTP-like status), varString message, then varUint n and
 *   varString field — the client's n-th update-carrying message was refused, for that field
 *   ('' when unknown). What it inserted enters the log only as deleted (the server sent that
 *   deletion just before), so the page holds what is stored and says why beside the field. n
 *   answers the message, as an ACK would, without calling it saved.
 */
import * as encoding from 'lib0/encoding';

export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_ACK = 4;
export const MESSAGE_ERROR = 5;

export const collabPath = (teamId: string, phaseNumber: number) => `/collab/${encodeURIComponent(teamId)}/${phaseNumber}`;

/** WebSocket close codes the server uses (4000 + the HTTP status they mirror). */
export const CLOSE_BAD_INPUT = 4400;
/** No session that may open this team's document (none, or it logged out): join the team again. */
export const CLOSE_UNAUTHENTICATED = 4401;
/** Another team's session (or an auditor's): the page can never open this document as it is. */
export const CLOSE_FORBIDDEN = 4403;
export const CLOSE_NOT_FOUND = 4404;
export const CLOSE_TOO_LARGE = 4413;
export const CLOSE_RATE_LIMITED = 4429;
export const CLOSE_UNAVAILABLE = 4503;

/** One message: its type, then what `write` puts after it. */
export function frame(type: number, write: (e: encoding.Encoder) => void): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, type);
  write(e);
  return encoding.toUint8Array(e);
}

/** The ERROR message answering the client's n-th update-carrying message (see the header). */
export const errorFrame = (status: number, message: string, n: number, field: string | null) =>
  frame(MESSAGE_ERROR, (e) => {
    encoding.writeVarUint(e, status);
    encoding.writeVarString(e, message);
    encoding.writeVarUint(e, n);
    encoding.writeVarString(e, field ?? '');
  });
