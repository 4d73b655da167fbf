import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { forbidden, unauthenticated, type Actor, type EventMetadata } from '@fit/events';

export function actorOf(req: Request): Actor {
  const admin = req.session?.admin;
  if (admin) return { kind: admin.role === 'auditor' ? 'auditor' : 'admin', id: admin.username };
  if (req.session?.teamId) return { kind: 'team', id: req.session.teamId };
  return { kind: 'anonymous' };
}

export function requestId(req: Request): string {
  const given = req.get('x-request-id');
  return given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
}

export function metadataOf(req: Request, now: Date = new Date()): EventMetadata {
  return { actor: actorOf(req), requestId: requestId(req), at: now.toISOString() };
}

export function requireAdmin(req: Request): string {
  const admin = req.session?.admin;
  if (!admin) throw unauthenticated('Admin access required. Please log in with admin credentials.');
  if (admin.role !== 'admin') throw forbidden('This account can only read audit information');
  return admin.username;
}

/** Admins and auditors: read-only audit operations. */
export function requireStaff(req: Request): string {
  const admin = req.session?.admin;
  if (!admin) throw unauthenticated('Admin access required. Please log in with admin credentials.');
  return admin.username;
}

export function requireTeamSession(req: Request): string {
  const teamId = req.session?.teamId;
  if (!teamId) throw unauthenticated('Team session required. Log in as a team via the Phase 8 page button.');
  return teamId;
}

export const isAdmin = (req: Request) => req.session?.admin?.role === 'admin';

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, and a NUL in a statement breaks the wire
 * protocol: such input is refused as a 400 at the door rather than failing deep inside.
 */
export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

/** JSON bodies for /api and /graphql: size-limited, and refusing NUL in any key or string. */
export function jsonBody(limit: string, strict = true) {
  return express.json({
    limit,
    strict,
    reviver: (key: string, value: unknown) => {
      if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) throw new Error(NUL_MESSAGE);
      return value;
    },
  });
}

/** The same for the address: a %00 in a path or query string is a 400. */
export function rejectNulInUrl(req: Request, res: Response, next: NextFunction) {
  if (/%00/i.test(req.originalUrl)) {
    res.status(400).json({ message: NUL_MESSAGE });
    return;
  }
  next();
}
