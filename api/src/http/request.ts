import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { EventMetadata } from '@fit/events';
import { actorOf, viewerOf } from '../auth/viewer.js';
import type { MessageId } from '@fit/events/i18n/message';
import { refuse } from './refuse.js';

export function requestId(req: Request): string {
  // From the headers, not req.get: a GraphQL operation over WebSocket has only the upgrade request.
  const header = req.headers['x-request-id'];
  const given = typeof header === 'string' ? header : undefined;
  return given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
}

export function metadataOf(req: Request, now: Date = new Date()): EventMetadata {
  return { actor: actorOf(viewerOf(req)), requestId: requestId(req), at: now.toISOString() };
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, and a NUL in a statement breaks the wire
 * protocol; nor can it store a lone UTF-16 surrogate (JSON's "\ud800" is not UTF-8). Such
 * input is refused as a 400 at the door rather than failing deep inside: in JSON bodies (keys
 * and strings, REST and GraphQL variables alike), in GraphQL string literals, and in addresses.
 */
export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';
export const SURROGATE_MESSAGE = 'Text must not contain unpaired UTF-16 surrogates (such as \\ud800)';

/**
 * The door's own refusal of a JSON body, thrown from the parser's reviver (a parse error
 * otherwise reads "not valid JSON"). body-parser passes the error object on but strips its own
 * fields, so the message's id is its message: the door's messages have no arguments.
 */
export class UnstorableText extends Error {
  constructor(id: MessageId) {
    super(id);
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The one rule on text at the door: null when PostgreSQL can store it, else why not. */
export function unstorableText(s: string): MessageId | null {
  if (s.includes('\0')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(s)) return SURROGATE_MESSAGE;
  return null;
}

/** The same rule over any JSON-like value (GraphQL variables that did not come through jsonBody). */
export function unstorableValue(value: unknown, depth = 0): MessageId | null {
  if (typeof value === 'string') return unstorableText(value);
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const problem = unstorableText(k) ?? unstorableValue(v, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** JSON bodies for /api and /graphql: size-limited, and refusing unstorable text in any key or string. */
export function jsonBody(limit: string, strict = true) {
  return express.json({
    limit,
    strict,
    reviver: (key: string, value: unknown) => {
      const problem = unstorableText(key) ?? (typeof value === 'string' ? unstorableText(value) : null);
      if (problem) throw new UnstorableText(problem);
      return value;
    },
  });
}

/** The same for the address: a %00 in a path or query string is a 400. */
export function rejectNulInUrl(req: Request, res: Response, next: NextFunction) {
  if (/%00/i.test(req.originalUrl)) {
    refuse(res, 400, NUL_MESSAGE);
    return;
  }
  next();
}
